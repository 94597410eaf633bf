import { describe, expect, it } from 'vitest';
import type { AmeldingMonthState } from '../../gql/graphql';
import { defaultMonth, monthSendChoice, newAmeldingPath } from './month-actions';

const month = (state: AmeldingMonthState, latest: { id: string; status: 'SUCCESSFUL' | 'REJECTED' } | null = null) => ({
  year: 2026,
  month: 5,
  state,
  latest,
});

describe('what a month offers to send', () => {
  it('sends a new message for a month not reported (a zero report too), overdue or rejected', () => {
    for (const state of ['NOT_REPORTED', 'OVERDUE'] as const)
      expect(monthSendChoice(month(state))).toEqual({ replacesId: null });
    // After a rejection a new message is sent, not a replacement (norway-facts, "A-melding, 2026").
    expect(monthSendChoice(month('REJECTED', { id: 'a-1', status: 'REJECTED' }))).toEqual({ replacesId: null });
  });

  it('replaces the received message of a month whose paychecks changed after it was reported', () => {
    expect(monthSendChoice(month('SHOULD_REPORT', { id: 'a-1', status: 'SUCCESSFUL' }))).toEqual({ replacesId: 'a-1' });
  });

  it('offers nothing for a month to come, one waiting for feedback, one reported or one with nothing to report', () => {
    for (const state of ['NOT_DUE', 'WAITING', 'REPORTED', 'NOTHING_TO_REPORT'] as const)
      expect(monthSendChoice(month(state))).toBeNull();
  });

  it('links the new page with the month and the message to replace', () => {
    expect(newAmeldingPath({ year: 2026, month: 5 })).toBe('/altinn-reports/new?year=2026&month=5');
    expect(newAmeldingPath({ year: 2026, month: 5 }, 'a-1')).toBe(
      '/altinn-reports/new?year=2026&month=5&ameldingToReplaceId=a-1',
    );
  });
});

describe('the new page’s month when the link names none', () => {
  const states = (...list: AmeldingMonthState[]) => list.map((state, index) => ({ month: index + 1, state }));

  it('is the earliest month of the year not reported', () => {
    const months = states('REPORTED', 'REPORTED', 'OVERDUE', 'NOT_REPORTED', 'NOT_DUE');
    expect(defaultMonth(months, 2026, { year: 2026, month: 5 })).toBe(3);
  });

  it('is this month when everything is reported this year', () => {
    expect(defaultMonth(states('REPORTED', 'REPORTED', 'NOT_DUE'), 2026, { year: 2026, month: 3 })).toBe(3);
  });

  it('is the last month that has come in an earlier year with everything reported', () => {
    const months = states(...Array.from({ length: 12 }, () => 'REPORTED' as const));
    expect(defaultMonth(months, 2025, { year: 2026, month: 3 })).toBe(12);
  });
});
