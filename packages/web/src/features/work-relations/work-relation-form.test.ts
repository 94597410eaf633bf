import { describe, expect, it } from 'vitest';
import {
  decimalText,
  FALLBACK_DEFAULTS,
  newWorkRelationValues,
  workRelationFormValues,
  workRelationInput,
  workRelationSchema,
  type WorkRelationRow,
} from './work-relation-form';

const TODAY = '2026-03-10';

const saved: WorkRelationRow = {
  id: 'r1',
  employeeId: 'e1',
  subUnitId: 's1',
  subUnit: { id: 's1', name: 'Bølgen Oslo', organizationNumber: '974760673' },
  occupationCode: '3231109',
  occupation: { code: '3231109', name: 'SYKEPLEIER' },
  startDate: '2020-09-01',
  endDate: null,
  pensionEndDate: null,
  endReason: null,
  samePositionSince: null,
  shiftType: 'ikkeSkift',
  employmentType: 'ordinaertArbeidsforhold',
  durationType: 'fast',
  employmentPercentage: '80.00',
  employmentPercentageUpdated: null,
  hoursEveryWeekWithFullEmployment: '37.50',
  lastSalaryChange: null,
  onLeaveToday: true,
  leaves: [
    {
      id: 'l1',
      leaveId: 'P1',
      leaveType: 'permittering',
      description: null,
      startDate: '2026-01-01',
      endDate: null,
      percentageLeave: '50.00',
    },
  ],
};

/** The form's messages per field path, as zod reports them. */
function issuesOf(values: unknown): Record<string, string> {
  const result = workRelationSchema(TODAY).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the work relation form', () => {
  it('starts a new relation from the unit defaults, or from the built-in ones, today', () => {
    expect(newWorkRelationValues(null, TODAY)).toMatchObject({
      startDate: TODAY,
      employmentType: 'ordinaertArbeidsforhold',
      durationType: 'fast',
      shiftType: 'ikkeSkift',
      hoursEveryWeekWithFullEmployment: '37.5',
      employmentPercentage: '100',
      leaves: [],
    });
    const defaults = { ...FALLBACK_DEFAULTS, subUnitId: 's1', durationType: 'midlertidig' as const };
    expect(newWorkRelationValues(defaults, TODAY)).toMatchObject({ subUnitId: 's1', durationType: 'midlertidig' });
  });

  it('edits a saved relation and sends it back with its leaves', () => {
    const values = workRelationFormValues(saved);
    expect(values.employmentPercentage).toBe('80');
    expect(values.leaves[0]).toMatchObject({ id: 'l1', leaveId: 'P1', percentageLeave: '50' });
    expect(workRelationInput(values)).toMatchObject({
      subUnitId: 's1',
      employmentPercentage: '80',
      hoursEveryWeekWithFullEmployment: '37.5',
      leaves: [{ id: 'l1', leaveType: 'permittering', startDate: '2026-01-01', endDate: null, percentageLeave: '50' }],
    });
    expect(issuesOf(values)).toEqual({});
  });

  it('words the rules of an ended relation with an open leave in its own texts', () => {
    const values = workRelationFormValues(saved);
    const ended = { ...values, endDate: '2026-02-28', endReason: 'arbeidstakerHarSagtOppSelv' as const };
    expect(issuesOf(ended)['leaves.0.endDate']).toContain('workRelations:validation.leaveEndRequired');
    const open = { ...ended, leaves: [{ ...ended.leaves[0]!, endDate: '2026-04-30' }] };
    const message = issuesOf(open)['leaves.0.endDate'];
    expect(message).toContain('workRelations:validation.finishedRelationOpenLeave');
    expect(message).toContain('2026-02-28');
  });

  it('shows decimals without needless zeros', () => {
    expect(decimalText('37.50')).toBe('37.5');
    expect(decimalText('100.00')).toBe('100');
    expect(decimalText(null)).toBeNull();
  });
});
