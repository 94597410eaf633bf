import { describe, expect, it } from 'vitest';
import { PENSION_EMPLOYMENT_TYPE } from '../payroll/enums.js';
import {
  leaveOn,
  nextLeaveId,
  workRelationHasEnded,
  workRelationNotStarted,
  workRelationProblems,
  type WorkRelationLeaveValues,
  type WorkRelationValues,
} from './work-relations.js';

const TODAY = '2025-06-15';

const leave = (values: Partial<WorkRelationLeaveValues> = {}): WorkRelationLeaveValues => ({
  leaveType: 'permittering',
  description: null,
  startDate: '2024-01-01',
  endDate: '2024-03-31',
  percentageLeave: '50',
  ...values,
});

const relation = (values: Partial<WorkRelationValues> = {}): WorkRelationValues => ({
  subUnitId: '6f1c1d2e-0000-4000-8000-000000000001',
  occupationCode: '2512101',
  startDate: '2020-01-01',
  endDate: null,
  pensionEndDate: null,
  endReason: null,
  samePositionSince: null,
  shiftType: 'ikkeSkift',
  employmentType: 'ordinaertArbeidsforhold',
  durationType: 'fast',
  employmentPercentage: '100',
  employmentPercentageUpdated: null,
  hoursEveryWeekWithFullEmployment: '37.5',
  lastSalaryChange: null,
  leaves: [],
  ...values,
});

const problemsOf = (values: WorkRelationValues, today = TODAY) => workRelationProblems(values, today);

describe('work relation rules', () => {
  it('a complete relation with a leave passes', () => {
    expect(problemsOf(relation({ leaves: [leave()] }))).toEqual([]);
  });

  it('the a-melding needs a sub-unit for every relation and an occupation for ordinary and maritime ones', () => {
    const attributes = (values: Partial<WorkRelationValues>) =>
      problemsOf(relation(values)).map((problem) => [problem.attribute, problem.type]);
    expect(attributes({ subUnitId: null, occupationCode: null })).toEqual([
      ['subUnitId', 'blank'],
      ['occupationCode', 'blank'],
    ]);
    expect(attributes({ employmentType: 'maritimtArbeidsforhold', occupationCode: ' ' })).toEqual([
      ['occupationCode', 'blank'],
    ]);
    for (const employmentType of ['frilanserOppdragstakerHonorarPersonerMm', PENSION_EMPLOYMENT_TYPE] as const) {
      expect(attributes({ employmentType, occupationCode: null })).toEqual([]);
      expect(attributes({ employmentType, subUnitId: null })).toEqual([['subUnitId', 'blank']]);
    }
  });

  it('startDate, employmentType, durationType, shiftType, percentage and hours are required', () => {
    const blank = relation({
      startDate: null,
      employmentType: null,
      durationType: null,
      shiftType: null,
      employmentPercentage: null,
      hoursEveryWeekWithFullEmployment: ' ',
    });
    expect(problemsOf(blank).map((problem) => [problem.attribute, problem.type])).toEqual([
      ['startDate', 'blank'],
      ['shiftType', 'blank'],
      ['employmentType', 'blank'],
      ['durationType', 'blank'],
      ['employmentPercentage', 'blank'],
      ['hoursEveryWeekWithFullEmployment', 'blank'],
    ]);
  });

  it('zero per cent and zero hours are values', () => {
    expect(problemsOf(relation({ employmentPercentage: '0', hoursEveryWeekWithFullEmployment: '0' }))).toEqual([]);
  });

  it('the employment percentage lies between 0 and 100 with two decimals', () => {
    expect(problemsOf(relation({ employmentPercentage: '100.01' }))).toEqual([
      { attribute: 'employmentPercentage', type: 'less_than_or_equal_to', params: { count: '100' } },
    ]);
    expect(problemsOf(relation({ employmentPercentage: '-1' }))).toEqual([
      { attribute: 'employmentPercentage', type: 'greater_than_or_equal_to', params: { count: 0 } },
    ]);
    expect(problemsOf(relation({ employmentPercentage: '33.333' }))).toEqual([
      { attribute: 'employmentPercentage', type: 'invalid' },
    ]);
    expect(problemsOf(relation({ employmentPercentage: 'abc' }))).toEqual([
      { attribute: 'employmentPercentage', type: 'not_a_number' },
    ]);
  });

  it('the weekly hours lie between 0 and 168', () => {
    expect(problemsOf(relation({ hoursEveryWeekWithFullEmployment: '168' }))).toEqual([]);
    expect(problemsOf(relation({ hoursEveryWeekWithFullEmployment: '168.5' }))).toEqual([
      { attribute: 'hoursEveryWeekWithFullEmployment', type: 'less_than_or_equal_to', params: { count: '168' } },
    ]);
  });

  it('codes come from their lists', () => {
    const wrong = relation({
      employmentType: 'fulltid' as never,
      durationType: 'evig' as never,
      shiftType: 'natt' as never,
    });
    expect(problemsOf(wrong).map((problem) => [problem.attribute, problem.type])).toEqual([
      ['shiftType', 'inclusion'],
      ['employmentType', 'inclusion'],
      ['durationType', 'inclusion'],
    ]);
  });

  it('the end date is on or after the start date', () => {
    expect(
      problemsOf(relation({ endDate: '2019-12-31', endReason: 'arbeidstakerHarSagtOppSelv', leaves: [] })),
    ).toEqual([{ attribute: 'endDate', type: 'date_after_or_equal_to', params: { date: '2020-01-01' } }]);
  });

  it('an end reason is required when the relation has an end date, and only then', () => {
    expect(problemsOf(relation({ endDate: '2024-12-31' }))).toEqual([{ attribute: 'endReason', type: 'blank' }]);
    expect(problemsOf(relation({ endReason: 'arbeidstakerHarSagtOppSelv' }))).toEqual([
      { attribute: 'endReason', type: 'invalid' },
    ]);
    expect(problemsOf(relation({ endDate: '2024-12-31', endReason: 'arbeidstakerHarSagtOppSelv' }))).toEqual([]);
  });

  it('the pension end date is on or after the end date, or the start date without one', () => {
    expect(problemsOf(relation({ pensionEndDate: '2019-01-01' }))).toEqual([
      { attribute: 'pensionEndDate', type: 'date_after_or_equal_to', params: { date: '2020-01-01' } },
    ]);
    const ended = { endDate: '2024-12-31', endReason: 'arbeidstakerHarSagtOppSelv' as const };
    expect(problemsOf(relation({ ...ended, pensionEndDate: '2024-06-01' }))).toEqual([
      { attribute: 'pensionEndDate', type: 'date_after_or_equal_to', params: { date: '2024-12-31' } },
    ]);
    expect(problemsOf(relation({ ...ended, pensionEndDate: '2024-12-31' }))).toEqual([]);
  });
});

describe('leave rules', () => {
  it('leave type, start date and percentage are required', () => {
    const blank = leave({ leaveType: null, startDate: null, percentageLeave: null });
    expect(problemsOf(relation({ leaves: [blank] })).map((problem) => [problem.attribute, problem.type])).toEqual([
      ['leaves.0.leaveType', 'blank'],
      ['leaves.0.startDate', 'blank'],
      ['leaves.0.percentageLeave', 'blank'],
    ]);
  });

  it('the percentage lies between 0 and 100, the end on or after the start', () => {
    const wrong = leave({ percentageLeave: '150', endDate: '2023-12-31' });
    expect(problemsOf(relation({ leaves: [wrong] }))).toEqual([
      { attribute: 'leaves.0.endDate', type: 'date_after_or_equal_to', params: { date: '2024-01-01' } },
      { attribute: 'leaves.0.percentageLeave', type: 'less_than_or_equal_to', params: { count: '100' } },
    ]);
  });

  it('a leave lies inside the relation period (must_be_inside_work_relation_period)', () => {
    expect(problemsOf(relation({ leaves: [leave({ startDate: '2019-12-01' })] }))).toEqual([
      { attribute: 'leaves.0.startDate', type: 'must_be_inside_work_relation_period' },
    ]);
    const ending = { endDate: '2025-12-31', endReason: 'arbeidstakerHarSagtOppSelv' as const };
    expect(
      problemsOf(relation({ ...ending, leaves: [leave({ startDate: '2025-11-01', endDate: '2026-01-31' })] })),
    ).toEqual([{ attribute: 'leaves.0.endDate', type: 'must_be_inside_work_relation_period' }]);
    expect(
      problemsOf(relation({ ...ending, leaves: [leave({ startDate: '2026-01-01', endDate: '2026-01-31' })] })),
    ).toEqual([
      { attribute: 'leaves.0.startDate', type: 'must_be_inside_work_relation_period' },
      { attribute: 'leaves.0.endDate', type: 'must_be_inside_work_relation_period' },
    ]);
  });

  it('leaves of one relation cannot overlap (overlapping on the later row)', () => {
    const leaves = [
      leave({ startDate: '2024-01-01', endDate: '2024-03-31' }),
      leave({ startDate: '2024-04-01', endDate: null }),
      leave({ startDate: '2024-03-31', endDate: '2024-03-31' }),
    ];
    expect(problemsOf(relation({ leaves }))).toEqual([{ attribute: 'leaves.2.startDate', type: 'overlapping' }]);
  });

  it('leave must have an end date if the relation has one', () => {
    const ending = { endDate: '2025-12-31', endReason: 'arbeidstakerHarSagtOppSelv' as const };
    expect(problemsOf(relation({ ...ending, leaves: [leave({ endDate: null })] }))).toEqual([
      { attribute: 'leaves.0.endDate', type: 'blank' },
    ]);
  });

  it('an ended relation needs a leave end date', () => {
    const ended = { endDate: '2024-12-31', endReason: 'arbeidstakerHarSagtOppSelv' as const };
    expect(problemsOf(relation({ ...ended, leaves: [leave({ startDate: '2024-10-01', endDate: null })] }))).toEqual([
      { attribute: 'leaves.0.endDate', type: 'blank' },
    ]);
  });

  it('a finished relation cannot have open leaves or layoffs', () => {
    const ended = { endDate: '2024-12-31', endReason: 'arbeidstakerHarSagtOppSelv' as const };
    const open = leave({ startDate: '2024-10-01', endDate: '2025-03-31' });
    expect(problemsOf(relation({ ...ended, leaves: [open] }))).toEqual([
      { attribute: 'leaves.0.endDate', type: 'date_before_or_equal_to', params: { date: '2024-12-31' } },
    ]);
    // Closed on the relation's last day, it passes.
    expect(problemsOf(relation({ ...ended, leaves: [{ ...open, endDate: '2024-12-31' }] }))).toEqual([]);
  });

  it('rows with their own failures are left out of the relation rules', () => {
    const ended = { endDate: '2024-12-31', endReason: 'arbeidstakerHarSagtOppSelv' as const };
    expect(problemsOf(relation({ ...ended, leaves: [leave({ leaveType: null, endDate: null })] }))).toEqual([
      { attribute: 'leaves.0.leaveType', type: 'blank' },
    ]);
  });
});

describe('work relation helpers', () => {
  it('finds the leave running on a day', () => {
    const leaves = [
      { startDate: '2024-01-01', endDate: '2024-03-31', leaveType: 'permisjon' },
      { startDate: '2025-01-01', endDate: null, leaveType: 'permittering' },
    ];
    expect(leaveOn(leaves, '2024-03-31')).toBe(leaves[0]);
    expect(leaveOn(leaves, '2024-04-01')).toBeNull();
    expect(leaveOn(leaves, '2030-01-01')).toBe(leaves[1]);
  });

  it('tells ended and not started relations', () => {
    expect(workRelationHasEnded({ endDate: '2025-06-14' }, TODAY)).toBe(true);
    expect(workRelationHasEnded({ endDate: TODAY }, TODAY)).toBe(false);
    expect(workRelationHasEnded({ endDate: null }, TODAY)).toBe(false);
    expect(workRelationNotStarted({ startDate: '2025-06-16' }, TODAY)).toBe(true);
    expect(workRelationNotStarted({ startDate: TODAY }, TODAY)).toBe(false);
  });

  it('gives new leaves the next permisjonId', () => {
    expect(nextLeaveId([])).toBe('P1');
    expect(nextLeaveId(['P1', 'P3'])).toBe('P4');
    expect(nextLeaveId(['X', 'P2'])).toBe('P3');
  });
});
