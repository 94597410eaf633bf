import { describe, expect, it } from 'vitest';
import { nextDates, upcomingDates } from './recurring-dates.js';
import { recurringScheduleProblems } from './recurring-order-rules.js';
import {
  RECURRING_INTERVAL_CHOICES,
  RECURRING_INTERVAL_CHOICE_NAMES,
  isRecurringIntervalChoice,
  recurringIntervalChoiceOf,
  type RecurringInterval,
} from './recurring-intervals.js';

const dates = (start: string, interval: RecurringInterval, count: number, options = {}) =>
  nextDates(start, interval, count, options).map((o) => o.date);

describe('the interval choices of a recurring order', () => {
  it('map the eight choices onto DAILY, WEEKLY, MONTHLY and YEARLY with a count, in the form’s order', () => {
    expect(RECURRING_INTERVAL_CHOICE_NAMES.map((name) => RECURRING_INTERVAL_CHOICES[name])).toEqual([
      { unit: 'DAILY', count: 1 },
      { unit: 'WEEKLY', count: 1 },
      { unit: 'WEEKLY', count: 2 },
      { unit: 'WEEKLY', count: 4 },
      { unit: 'MONTHLY', count: 1 },
      { unit: 'MONTHLY', count: 3 },
      { unit: 'MONTHLY', count: 4 },
      { unit: 'YEARLY', count: 1 },
    ]);
  });

  it('find the choice of a stored interval, and none for one the form does not offer', () => {
    for (const name of RECURRING_INTERVAL_CHOICE_NAMES)
      expect(recurringIntervalChoiceOf(RECURRING_INTERVAL_CHOICES[name])).toBe(name);
    expect(recurringIntervalChoiceOf({ unit: 'MONTHLY', count: 2 })).toBeNull();
    expect(recurringIntervalChoiceOf({ unit: 'DAILY', count: 28 })).toBeNull();
    expect(isRecurringIntervalChoice('TWO_WEEKS')).toBe(true);
    expect(isRecurringIntervalChoice('MONTHLY')).toBe(false);
  });
});

describe('nextDates', () => {
  it.each<[string, string, RecurringInterval, string[]]>([
    [
      'monthly from the 31st clamps to short months and returns to the 31st',
      '2025-01-31',
      { unit: 'MONTHLY', count: 1 },
      ['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30'],
    ],
    [
      'monthly from the 31st gives February 29 in a leap year',
      '2024-01-31',
      { unit: 'MONTHLY', count: 1 },
      ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31', '2024-06-30'],
    ],
    [
      'monthly from the 30th keeps the 30th after February',
      '2025-12-30',
      { unit: 'MONTHLY', count: 1 },
      ['2025-12-30', '2026-01-30', '2026-02-28', '2026-03-30', '2026-04-30', '2026-05-30'],
    ],
    [
      'every three months from November 30',
      '2025-11-30',
      { unit: 'MONTHLY', count: 3 },
      ['2025-11-30', '2026-02-28', '2026-05-30', '2026-08-30', '2026-11-30', '2027-02-28'],
    ],
    [
      'every four months from October 31',
      '2025-10-31',
      { unit: 'MONTHLY', count: 4 },
      ['2025-10-31', '2026-02-28', '2026-06-30', '2026-10-31', '2027-02-28', '2027-06-30'],
    ],
    [
      'yearly from February 29',
      '2024-02-29',
      { unit: 'YEARLY', count: 1 },
      ['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29', '2029-02-28'],
    ],
    [
      'daily over the turn of the year',
      '2025-12-29',
      { unit: 'DAILY', count: 1 },
      ['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03'],
    ],
    [
      'weekly over the end of February',
      '2026-02-19',
      { unit: 'WEEKLY', count: 1 },
      ['2026-02-19', '2026-02-26', '2026-03-05', '2026-03-12', '2026-03-19', '2026-03-26'],
    ],
    [
      'every two weeks over the daylight-saving change',
      '2026-03-22',
      { unit: 'WEEKLY', count: 2 },
      ['2026-03-22', '2026-04-05', '2026-04-19', '2026-05-03', '2026-05-17', '2026-05-31'],
    ],
    [
      'every four weeks is 28 days, not a month',
      '2026-01-31',
      { unit: 'WEEKLY', count: 4 },
      ['2026-01-31', '2026-02-28', '2026-03-28', '2026-04-25', '2026-05-23', '2026-06-20'],
    ],
  ])('%s', (_name, start, interval, expected) => {
    expect(dates(start, interval, 6)).toEqual(expected);
  });

  it('stops at the end date, which is included', () => {
    const monthly = { unit: 'MONTHLY', count: 1 } as const;
    expect(dates('2026-01-15', monthly, 10, { endDate: '2026-03-15' })).toEqual([
      '2026-01-15',
      '2026-02-15',
      '2026-03-15',
    ]);
    expect(dates('2026-01-15', monthly, 10, { endDate: '2026-03-14' })).toEqual(['2026-01-15', '2026-02-15']);
    expect(dates('2026-01-15', monthly, 10, { endDate: '2026-01-14' })).toEqual([]);
  });

  it('reads the end and after dates as dates, spaces around them included', () => {
    const monthly = { unit: 'MONTHLY', count: 1 } as const;
    expect(dates('2026-01-15', monthly, 10, { endDate: ' 2026-02-15 ' })).toEqual(['2026-01-15', '2026-02-15']);
    expect(dates('2026-01-15', monthly, 1, { after: ' 2026-01-15' })).toEqual(['2026-02-15']);
  });

  it('creates each order dateOffset days before its date, over month ends too', () => {
    expect(nextDates('2026-03-01', { unit: 'MONTHLY', count: 1 }, 2, { dateOffset: 5 })).toEqual([
      { date: '2026-03-01', createOn: '2026-02-24' },
      { date: '2026-04-01', createOn: '2026-03-27' },
    ]);
    expect(nextDates('2026-12-31', { unit: 'YEARLY', count: 1 }, 1, { dateOffset: -2 })).toEqual([
      { date: '2026-12-31', createOn: '2027-01-02' },
    ]);
    expect(nextDates('2026-05-10', { unit: 'DAILY', count: 1 }, 1)).toEqual([
      { date: '2026-05-10', createOn: '2026-05-10' },
    ]);
  });

  it('continues after the last created date on the schedule of the start, without drift', () => {
    const monthly = { unit: 'MONTHLY', count: 1 } as const;
    expect(dates('2025-01-31', monthly, 2, { after: '2025-02-28' })).toEqual(['2025-03-31', '2025-04-30']);
    expect(dates('2025-01-31', monthly, 1, { after: '2024-12-31' })).toEqual(['2025-01-31']);
    expect(dates('2025-01-31', monthly, 3, { after: '2025-03-31', endDate: '2025-05-31' })).toEqual([
      '2025-04-30',
      '2025-05-31',
    ]);
  });

  it('gives nothing for a count of 0', () => {
    expect(nextDates('2026-01-01', { unit: 'DAILY', count: 1 }, 0)).toEqual([]);
  });

  it.each<[string, () => unknown]>([
    ['an impossible start date', () => nextDates('2025-02-29', { unit: 'DAILY', count: 1 }, 1)],
    ['an end date that is no date', () => nextDates('2025-02-01', { unit: 'DAILY', count: 1 }, 1, { endDate: 'soon' })],
    ['an interval count of 0', () => nextDates('2025-02-01', { unit: 'WEEKLY', count: 0 }, 1)],
    ['an unknown unit', () => nextDates('2025-02-01', { unit: 'HOURLY' as never, count: 1 }, 1)],
    ['a negative count', () => nextDates('2025-02-01', { unit: 'DAILY', count: 1 }, -1)],
    ['a fractional date offset', () => nextDates('2025-02-01', { unit: 'DAILY', count: 1 }, 1, { dateOffset: 1.5 })],
  ])('refuses %s', (_name, call) => {
    expect(call).toThrow(RangeError);
  });
});

describe('upcomingDates: what a recurring order saved today will still create', () => {
  const monthly = RECURRING_INTERVAL_CHOICES.ONE_MONTH;
  const upcoming = (start: string, count: number, options: Parameters<typeof upcomingDates>[3]) =>
    upcomingDates(start, monthly, count, options).map((o) => o.date);

  it('skips the dates whose creation day has passed, counting from the start so month ends still clamp', () => {
    expect(upcoming('2026-01-31', 3, { today: '2026-03-15' })).toEqual(['2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('keeps a date created today, and takes the offset into account (created 5 days before its date)', () => {
    expect(upcoming('2026-01-31', 1, { today: '2026-03-31' })).toEqual(['2026-03-31']);
    expect(upcoming('2026-01-31', 1, { today: '2026-03-27', dateOffset: 5 })).toEqual(['2026-04-30']);
    expect(upcoming('2026-01-31', 1, { today: '2026-03-26', dateOffset: 5 })).toEqual(['2026-03-31']);
  });

  it('never repeats a date already created (after), and stops at the end date', () => {
    expect(upcoming('2026-01-31', 3, { today: '2026-01-01', after: '2026-02-28', endDate: '2026-04-30' })).toEqual([
      '2026-03-31',
      '2026-04-30',
    ]);
  });
});

describe('the schedule rules of a recurring order', () => {
  const valid = { startDate: '2026-01-31', endDate: null, dateOffset: 0, interval: 'ONE_MONTH' };

  it('accept an offset of 0 and a schedule without end', () => {
    expect(recurringScheduleProblems(valid)).toEqual([]);
  });

  it('refuse an end before the start, an unknown interval, a fractional or too large offset', () => {
    expect(
      recurringScheduleProblems({ startDate: '2026-05-01', endDate: '2026-04-30', dateOffset: '1.5', interval: 'X' }),
    ).toEqual([
      { attribute: 'endDate', type: 'date_after_or_equal_to', params: { date: '2026-05-01' } },
      { attribute: 'dateOffset', type: 'not_an_integer' },
      { attribute: 'interval', type: 'inclusion' },
    ]);
    expect(recurringScheduleProblems({ ...valid, dateOffset: 366 })).toMatchObject([{ attribute: 'dateOffset' }]);
    expect(recurringScheduleProblems({ ...valid, startDate: null })).toEqual([
      { attribute: 'startDate', type: 'blank' },
    ]);
  });
});
