import { describe, expect, it } from 'vitest';
import {
  defaultOverdueNotice,
  dueAutomaticOverdueNotice,
  earliestOverdueNoticeDate,
  overdueNoticeProblems,
  type OverdueNoticeInput,
} from './overdue-notices.js';

/** An invoice due 2026-02-02, a first notice 14 days later, due 14 days after that. */
const notice = (overrides: Partial<OverdueNoticeInput> = {}): OverdueNoticeInput => ({
  invoiceDueDate: '2026-02-02',
  notices: [],
  issueDate: '2026-02-16',
  newDueDate: '2026-03-02',
  charge: '37.50',
  usesOverdueNotices: true,
  status: 'OVERDUE',
  ...overrides,
});
const FIRST = { issueDate: '2026-02-16', dueDate: '2026-03-02', charge: '37.50' };
const SECOND = { issueDate: '2026-03-16', dueDate: '2026-03-30', charge: '37.50' };

describe('overdue notice rules (inkassoforskriften §§ 1-2, 1-3)', () => {
  it('accepts a first notice 14 days after the due date, due 14 days later, at the 2026 maximum', () => {
    expect(overdueNoticeProblems(notice())).toEqual([]);
  });

  it.each<[string, Partial<OverdueNoticeInput>, unknown[]]>([
    [
      'one day too early (13 days after the due date)',
      { issueDate: '2026-02-15', newDueDate: '2026-03-01' },
      [{ attribute: 'issueDate', type: 'too_early', params: { date: '2026-02-16' } }],
    ],
    [
      'a new due date 13 days after the notice',
      { newDueDate: '2026-03-01' },
      [{ attribute: 'dueDate', type: 'due_date_too_soon', params: { date: '2026-03-02' } }],
    ],
    [
      'a fee of 37.51 in 2026',
      { charge: '37.51' },
      [{ attribute: 'additionalCharge', type: 'charge_above_maximum', params: { count: '37.50' } }],
    ],
    [
      'a fee of 37.50 on a notice of 2025 (maximum 35.00)',
      { invoiceDueDate: '2025-11-10', issueDate: '2025-12-01', newDueDate: '2025-12-15' },
      [{ attribute: 'additionalCharge', type: 'charge_above_maximum', params: { count: '35.00' } }],
    ],
    [
      'a fee of 35.00 on a notice of 2025',
      { invoiceDueDate: '2025-11-10', issueDate: '2025-12-01', newDueDate: '2025-12-15', charge: '35.00' },
      [],
    ],
    [
      'a negative fee',
      { charge: '-1.00' },
      [{ attribute: 'additionalCharge', type: 'greater_than_or_equal_to', params: { count: '0' } }],
    ],
    ['a fee that is no amount', { charge: '3,5' }, [{ attribute: 'additionalCharge', type: 'not_a_number' }]],
    ['a fee with three decimals', { charge: '10.005' }, [{ attribute: 'additionalCharge', type: 'not_a_number' }]],
    ['a unit that does not use notices', { usesOverdueNotices: false }, [{ attribute: 'base', type: 'not_used' }]],
    ['a paid invoice', { status: 'PAID' }, [{ attribute: 'base', type: 'invoice_paid' }]],
    ['a credited invoice', { status: 'CREDITED' }, [{ attribute: 'base', type: 'invoice_credited' }]],
    ['a partly paid invoice', { status: 'PARTLY_PAID' }, []],
  ])('%s', (_name, overrides, expected) => {
    expect(overdueNoticeProblems(notice(overrides))).toEqual(expected);
  });

  it('counts the 14 days from the due date the last notice set', () => {
    expect(earliestOverdueNoticeDate('2026-02-02', [FIRST])).toBe('2026-03-16');
    expect(
      overdueNoticeProblems(notice({ notices: [FIRST], issueDate: '2026-03-15', newDueDate: '2026-03-29' })),
    ).toEqual([{ attribute: 'issueDate', type: 'too_early', params: { date: '2026-03-16' } }]);
    expect(
      overdueNoticeProblems(notice({ notices: [FIRST], issueDate: '2026-03-16', newDueDate: '2026-03-30' })),
    ).toEqual([]);
  });

  it('allows a third notice only without a fee', () => {
    const third = { notices: [FIRST, SECOND], issueDate: '2026-04-13', newDueDate: '2026-04-27' };
    expect(overdueNoticeProblems(notice(third))).toEqual([
      { attribute: 'additionalCharge', type: 'too_many_charges', params: { count: 2 } },
    ]);
    expect(overdueNoticeProblems(notice({ ...third, charge: '0' }))).toEqual([]);
  });

  it('does not count a notice without a fee among the two charged ones', () => {
    const free = { ...FIRST, charge: '0.00' };
    const second = { issueDate: '2026-03-16', dueDate: '2026-03-30', charge: '37.50' };
    expect(
      overdueNoticeProblems(notice({ notices: [free, second], issueDate: '2026-04-13', newDueDate: '2026-04-27' })),
    ).toEqual([]);
  });

  it('reports every problem of a notice at once', () => {
    expect(overdueNoticeProblems(notice({ issueDate: '2026-02-10', newDueDate: '2026-02-11', charge: '50' }))).toEqual([
      { attribute: 'issueDate', type: 'too_early', params: { date: '2026-02-16' } },
      { attribute: 'dueDate', type: 'due_date_too_soon', params: { date: '2026-02-24' } },
      { attribute: 'additionalCharge', type: 'charge_above_maximum', params: { count: '37.50' } },
    ]);
  });
});

describe('the suggested notice', () => {
  it('is sent today when that is allowed, due in 14 days, with the unit charge under the maximum', () => {
    expect(
      defaultOverdueNotice({ invoiceDueDate: '2026-02-02', notices: [], today: '2026-03-01', unitCharge: '30' }),
    ).toEqual({
      issueDate: '2026-03-01',
      dueDate: '2026-03-15',
      charge: '30.00',
    });
  });

  it('moves to the earliest allowed day and caps the unit charge at the legal maximum of that day', () => {
    // Due 2025-12-20: the earliest notice is 2026-01-03, so 2026's 37.50 applies, not 2025's 35.00.
    expect(
      defaultOverdueNotice({ invoiceDueDate: '2025-12-20', notices: [], today: '2025-12-22', unitCharge: '70' }),
    ).toEqual({
      issueDate: '2026-01-03',
      dueDate: '2026-01-17',
      charge: '37.50',
    });
    expect(
      defaultOverdueNotice({ invoiceDueDate: '2025-11-01', notices: [], today: '2025-12-01', unitCharge: '70' }).charge,
    ).toBe('35.00');
  });

  it('charges 0 after two charged notices, or when the unit has no charge', () => {
    expect(
      defaultOverdueNotice({
        invoiceDueDate: '2026-02-02',
        notices: [FIRST, SECOND],
        today: '2026-05-01',
        unitCharge: '37.50',
      }),
    ).toEqual({ issueDate: '2026-05-01', dueDate: '2026-05-15', charge: '0.00' });
    expect(
      defaultOverdueNotice({ invoiceDueDate: '2026-02-02', notices: [], today: '2026-03-01', unitCharge: null }).charge,
    ).toBe('0.00');
  });

  it('suggests a notice the rules accept', () => {
    const suggested = defaultOverdueNotice({
      invoiceDueDate: '2026-02-02',
      notices: [FIRST],
      today: '2026-03-03',
      unitCharge: '100',
    });
    expect(overdueNoticeProblems(notice({ notices: [FIRST], ...suggested, newDueDate: suggested.dueDate }))).toEqual(
      [],
    );
  });
});

describe('dueAutomaticOverdueNotice (automatic reminders)', () => {
  const base = {
    invoiceDueDate: '2026-10-01',
    notices: [],
    unitCharge: '35',
    usesOverdueNotices: true,
    status: 'OVERDUE' as const,
  };

  it('is due 14 days after the due date, with the unit’s fee and 14 days to pay', () => {
    expect(dueAutomaticOverdueNotice({ ...base, today: '2026-10-14' })).toBeNull();
    expect(dueAutomaticOverdueNotice({ ...base, today: '2026-10-15' })).toEqual({
      issueDate: '2026-10-15',
      dueDate: '2026-10-29',
      charge: '35.00',
    });
    // Later days still find it due (a day the job did not run is caught up).
    expect(dueAutomaticOverdueNotice({ ...base, today: '2026-10-20' })?.issueDate).toBe('2026-10-20');
  });

  it('once a notice is sent, the next is due 14 days after its due date; never a third', () => {
    const first = { issueDate: '2026-10-15', dueDate: '2026-10-29', charge: '35.00' };
    expect(dueAutomaticOverdueNotice({ ...base, notices: [first], today: '2026-10-15' })).toBeNull();
    expect(dueAutomaticOverdueNotice({ ...base, notices: [first], today: '2026-11-11' })).toBeNull();
    expect(dueAutomaticOverdueNotice({ ...base, notices: [first], today: '2026-11-12' })).toMatchObject({
      dueDate: '2026-11-26',
    });
    const second = { issueDate: '2026-11-12', dueDate: '2026-11-26', charge: '35.00' };
    expect(dueAutomaticOverdueNotice({ ...base, notices: [first, second], today: '2027-01-10' })).toBeNull();
  });

  it('nothing is due on a paid or credited invoice, or when the unit does not use notices', () => {
    const today = '2026-10-20';
    expect(dueAutomaticOverdueNotice({ ...base, today, status: 'PAID' })).toBeNull();
    expect(dueAutomaticOverdueNotice({ ...base, today, status: 'CREDITED' })).toBeNull();
    expect(dueAutomaticOverdueNotice({ ...base, today, usesOverdueNotices: false })).toBeNull();
  });
});
