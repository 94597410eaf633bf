import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../periods/calendar-days.js';
import { isNorwegianWorkingDay } from '../../periods/public-holidays.js';
import {
  BOOKKEEPING_PERIOD_PATTERN,
  bookkeepingPeriodOf,
  defaultPayDate,
  defaultPaycheckPeriod,
  isInBookkeepingPeriod,
  lastDayOfMonth,
  paycheckPeriodStanding,
} from './periods.js';

describe('period standing (spec 000 §4: current and next month permitted, previous two normal, earlier warned)', () => {
  it.each([
    [2026, 5, '2026-03-15', 'FUTURE', 'two months ahead: no paycheck yet'],
    [2026, 4, '2026-03-15', 'CURRENT', 'next month'],
    [2026, 3, '2026-03-15', 'CURRENT', 'this month'],
    [2026, 2, '2026-03-15', 'RECENT', 'last month'],
    [2026, 1, '2026-03-15', 'RECENT', 'two months back'],
    [2025, 12, '2026-03-15', 'OLD', 'three months back, across the year'],
  ] as const)('%i-%i on %s → %s (%s)', (year, month, today, standing, _reason) => {
    expect(paycheckPeriodStanding(year, month, today)).toBe(standing);
  });

  it.each([
    [2027, 1, 'CURRENT', 'January next year is next month'],
    [2027, 2, 'FUTURE', 'February next year is two ahead'],
    [2026, 12, 'CURRENT', 'this month'],
    [2026, 11, 'RECENT', 'last month'],
    [2026, 10, 'RECENT', 'two months back'],
    [2026, 9, 'OLD', 'three months back'],
    [2025, 12, 'OLD', 'a year back'],
  ] as const)('across the year end, today 2026-12-05: %i-%i → %s (%s)', (year, month, standing, _reason) => {
    expect(paycheckPeriodStanding(year, month, '2026-12-05')).toBe(standing);
  });

  it.each([
    [2026, 12, 'RECENT', 'December is last month'],
    [2026, 11, 'RECENT', 'November two months back'],
    [2026, 10, 'OLD', 'October three months back'],
    [2027, 2, 'CURRENT', 'next month'],
    [2027, 3, 'FUTURE', 'two ahead'],
  ] as const)('after the year end, today 2027-01-31: %i-%i → %s (%s)', (year, month, standing, _reason) => {
    expect(paycheckPeriodStanding(year, month, '2027-01-31')).toBe(standing);
  });

  it('the day of the month does not matter, only the months between', () => {
    for (const today of ['2026-03-01', '2026-03-31']) {
      expect(paycheckPeriodStanding(2026, 4, today)).toBe('CURRENT');
      expect(paycheckPeriodStanding(2026, 1, today)).toBe('RECENT');
    }
  });
});

describe('lastDayOfMonth', () => {
  it.each([
    [2026, 1, '2026-01-31', 'thirty-one days'],
    [2026, 4, '2026-04-30', 'thirty days'],
    [2026, 12, '2026-12-31', 'December, across the year'],
    [2026, 2, '2026-02-28', 'February of a common year'],
    [2024, 2, '2024-02-29', 'a leap year'],
    [2000, 2, '2000-02-29', 'divisible by 400: a leap year'],
    [2100, 2, '2100-02-28', 'divisible by 100 only: not a leap year'],
  ])('%i-%i → %s %s', (year, month, last, _note) => {
    expect(lastDayOfMonth(year, month)).toBe(last);
  });
});

describe('default pay date: the 20th, or the working day before it', () => {
  it.each([
    [2026, 3, '2026-03-20', 'a Friday: the 20th itself'],
    [2026, 1, '2026-01-20', 'a Tuesday'],
    [2026, 6, '2026-06-19', 'Saturday 20 June → Friday 19'],
    [2026, 9, '2026-09-18', 'Sunday 20 September → Friday 18'],
    [2026, 12, '2026-12-18', 'Sunday 20 December → Friday 18'],
    [2025, 4, '2025-04-16', 'Easter Sunday 20 April 2025, before it Good Friday and Maundy Thursday → Wednesday 16'],
    [2024, 5, '2024-05-16', 'Whit Monday 20 May 2024, the weekend, Constitution Day on Friday 17 → Thursday 16'],
    [2030, 4, '2030-04-17', 'Saturday 20 April 2030 before Easter: Good Friday, Maundy Thursday → Wednesday 17'],
  ])('%i-%i → %s (%s)', (year, month, payDate) => {
    expect(defaultPayDate(year, month)).toBe(payDate);
  });

  it('is always a working day, in its month, at most the 20th, with no working day between it and the 20th', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const payDate = defaultPayDate(year, month);
        const twentieth = `${year}-${String(month).padStart(2, '0')}-20`;
        expect(isNorwegianWorkingDay(payDate)).toBe(true);
        expect(payDate.slice(0, 7)).toBe(twentieth.slice(0, 7));
        expect(payDate <= twentieth).toBe(true);
        for (let day = addDays(payDate, 1); day <= twentieth; day = addDays(day, 1)) {
          expect(isNorwegianWorkingDay(day)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('defaultPaycheckPeriod: a monthly period as a year opens it', () => {
  it('named in Norwegian, booked in its own month, from the first to the last day, journaled and paid on the pay day', () => {
    expect(defaultPaycheckPeriod(2026, 1)).toEqual({
      year: 2026,
      month: 1,
      name: 'Januar 2026',
      bookkeepingPeriod: '2026-01',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      journalDate: '2026-01-20',
      payDate: '2026-01-20',
    });
  });

  it('June 2026: paid Friday the 19th; February 2028 ends on the 29th', () => {
    expect(defaultPaycheckPeriod(2026, 6)).toMatchObject({
      name: 'Juni 2026',
      payDate: '2026-06-19',
      journalDate: '2026-06-19',
    });
    expect(defaultPaycheckPeriod(2028, 2)).toMatchObject({ name: 'Februar 2028', endDate: '2028-02-29' });
  });

  it('the twelve names, and every bookkeeping period matches the pattern the rules check', () => {
    const names = Array.from({ length: 12 }, (_, index) => defaultPaycheckPeriod(2026, index + 1).name);
    expect(names).toEqual([
      'Januar 2026',
      'Februar 2026',
      'Mars 2026',
      'April 2026',
      'Mai 2026',
      'Juni 2026',
      'Juli 2026',
      'August 2026',
      'September 2026',
      'Oktober 2026',
      'November 2026',
      'Desember 2026',
    ]);
    for (let month = 1; month <= 12; month++) {
      const period = defaultPaycheckPeriod(2026, month);
      expect(period.bookkeepingPeriod).toMatch(BOOKKEEPING_PERIOD_PATTERN);
      expect(isInBookkeepingPeriod(period.payDate, period.bookkeepingPeriod)).toBe(true);
      expect(isInBookkeepingPeriod(period.startDate, period.bookkeepingPeriod)).toBe(true);
      expect(isInBookkeepingPeriod(period.endDate, period.bookkeepingPeriod)).toBe(true);
    }
  });
});

describe('bookkeeping periods (spec 001 §5.4: a paycheck’s date lies inside its bookkeeping period)', () => {
  it('bookkeepingPeriodOf pads the month: 2026-01, 2026-12', () => {
    expect(bookkeepingPeriodOf(2026, 1)).toBe('2026-01');
    expect(bookkeepingPeriodOf(2026, 12)).toBe('2026-12');
  });

  it.each([
    ['2026-01-01', '2026-01', true],
    ['2026-01-31', '2026-01', true],
    ['2026-02-01', '2026-01', false],
    ['2025-12-31', '2026-01', false],
    ['2027-01-15', '2026-01', false],
  ] as const)('%s in %s: %s', (date, period, inside) => {
    expect(isInBookkeepingPeriod(date, period)).toBe(inside);
  });

  it('the pattern takes months 01–12 only', () => {
    expect(BOOKKEEPING_PERIOD_PATTERN.test('2026-01')).toBe(true);
    expect(BOOKKEEPING_PERIOD_PATTERN.test('2026-12')).toBe(true);
    for (const bad of ['2026-00', '2026-13', '2026-1', '26-01', '2026-01-01']) {
      expect(BOOKKEEPING_PERIOD_PATTERN.test(bad)).toBe(false);
    }
  });
});
