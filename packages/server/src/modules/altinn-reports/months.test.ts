import { describe, expect, it } from 'vitest';
import { monthBounds, monthName, monthState, type MonthFacts } from './months.js';

/** November 2026 seen on 2026-11-15: October's deadline (5 November) has passed, November's (7 December) not. */
const facts = (overrides: Partial<MonthFacts>): MonthFacts => ({
  year: 2026,
  month: 10,
  today: '2026-11-15',
  lockedPaychecks: 1,
  unreportedPaychecks: 1,
  hasEmployees: true,
  messages: [],
  ...overrides,
});
const message = (status: string, kind = 'ORDINARY', archived = false) =>
  ({ status, kind, archived }) as MonthFacts['messages'][number];

describe('a-melding month states', () => {
  it('a month whose deadline passed with locked paychecks and nothing received is OVERDUE', () => {
    expect(monthState(facts({}))).toBe('OVERDUE');
  });

  it('the current month with locked paychecks is NOT_REPORTED; without any it is NOT_DUE, as is a later month', () => {
    expect(monthState(facts({ month: 11 }))).toBe('NOT_REPORTED');
    expect(monthState(facts({ month: 11, lockedPaychecks: 0, unreportedPaychecks: 0 }))).toBe('NOT_DUE');
    expect(monthState(facts({ month: 12 }))).toBe('NOT_DUE');
  });

  it('an ended month without paychecks needs a zero report while the company has employees, else NOTHING_TO_REPORT', () => {
    expect(monthState(facts({ lockedPaychecks: 0, unreportedPaychecks: 0 }))).toBe('OVERDUE');
    expect(monthState(facts({ lockedPaychecks: 0, unreportedPaychecks: 0, hasEmployees: false }))).toBe(
      'NOTHING_TO_REPORT',
    );
  });

  it('the latest message waiting on the service makes the month WAITING, even over a received one', () => {
    expect(monthState(facts({ messages: [message('PENDING')] }))).toBe('WAITING');
    expect(monthState(facts({ messages: [message('SUCCESSFUL'), message('FEEDBACK_READY', 'REPLACEMENT')] }))).toBe(
      'WAITING',
    );
  });

  it('a received message: REPORTED, or SHOULD_REPORT while a locked paycheck is not (or no longer) reported', () => {
    expect(monthState(facts({ unreportedPaychecks: 0, messages: [message('SUCCESSFUL')] }))).toBe('REPORTED');
    expect(monthState(facts({ unreportedPaychecks: 1, messages: [message('SUCCESSFUL')] }))).toBe('SHOULD_REPORT');
    // Archived, it still counts: it is at Skatteetaten.
    expect(monthState(facts({ unreportedPaychecks: 0, messages: [message('SUCCESSFUL', 'ORDINARY', true)] }))).toBe(
      'REPORTED',
    );
  });

  it('a received cancellation leaves the month unreported; a rejected latest message makes it REJECTED', () => {
    const cancelled = [message('CANCELLED'), message('SUCCESSFUL', 'CANCELLATION')];
    expect(monthState(facts({ messages: cancelled }))).toBe('OVERDUE');
    expect(monthState(facts({ messages: [message('REJECTED')] }))).toBe('REJECTED');
    expect(monthState(facts({ messages: [message('REJECTED', 'ORDINARY', true)] }))).toBe('OVERDUE');
  });

  it('names and bounds of months', () => {
    expect(monthName(2026, 6, 'nb')).toBe('Juni 2026');
    expect(monthName(2026, 6, 'en')).toBe('June 2026');
    expect(monthBounds(2028, 2)).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });
});
