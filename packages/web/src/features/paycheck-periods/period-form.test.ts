import { describe, expect, it } from 'vitest';
import { periodInput, periodSchema, type PeriodFormValues } from './period-form';

const values: PeriodFormValues = {
  name: ' Mars 2026 ',
  bookkeepingPeriod: '2026-03',
  journalDate: '2026-03-31',
  payDate: '2026-03-20',
};

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));

describe('the period popup', () => {
  it('accepts a period and sends it trimmed', () => {
    expect(issuesOf(periodSchema.safeParse(values))).toEqual([]);
    expect(periodInput(values)).toEqual({ ...values, name: 'Mars 2026' });
  });

  it('asks for every field, the bookkeeping period as a month YYYY-MM and real dates', () => {
    expect(
      issuesOf(periodSchema.safeParse({ name: '', bookkeepingPeriod: '', journalDate: null, payDate: null })),
    ).toEqual(['name', 'bookkeepingPeriod', 'journalDate', 'payDate']);
    for (const bookkeepingPeriod of ['2026-13', '2026-3', '03-2026'])
      expect(issuesOf(periodSchema.safeParse({ ...values, bookkeepingPeriod }))).toEqual(['bookkeepingPeriod']);
    expect(issuesOf(periodSchema.safeParse({ ...values, payDate: '2026-02-30' }))).toEqual(['payDate']);
  });
});
