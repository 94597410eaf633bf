import { describe, expect, it } from 'vitest';
import {
  findOverlaps,
  isoDateParts,
  isValidPeriod,
  isWithin,
  periodsOverlap,
  requireIsoDate,
  type Period,
} from './periods.js';

const period = (from: string | null, to: string | null): Period => ({ from, to });

describe('periodsOverlap', () => {
  it.each<[string, Period, Period, boolean]>([
    [
      'touching: to is the day before the next from',
      period('2020-01-01', '2020-03-31'),
      period('2020-04-01', null),
      false,
    ],
    ['ending and starting on the same day', period('2020-01-01', '2020-04-01'), period('2020-04-01', null), true],
    ['one inside the other', period('2020-01-01', '2020-12-31'), period('2020-06-01', '2020-06-30'), true],
    ['apart', period('2020-01-01', '2020-01-31'), period('2020-03-01', '2020-03-31'), false],
    [
      'two one-day periods on the same day',
      period('2024-02-29', '2024-02-29'),
      period('2024-02-29', '2024-02-29'),
      true,
    ],
    ['open end reaching a later period', period('2020-01-01', null), period('2030-01-01', '2030-12-31'), true],
    ['open start reaching an earlier period', period(null, '2020-01-01'), period('1990-01-01', '1990-12-31'), true],
    ['open start ending before a period', period(null, '2019-12-31'), period('2020-01-01', null), false],
    ['both open everywhere', period(null, null), period(null, null), true],
    ['fully open against anything', period(null, null), period('2020-01-01', '2020-01-01'), true],
    ['a reversed (empty) period', period('2020-05-01', '2020-04-01'), period(null, null), false],
  ])('%s', (_name, a, b, expected) => {
    expect(periodsOverlap(a, b)).toBe(expected);
    expect(periodsOverlap(b, a)).toBe(expected);
  });

  it('throws on malformed dates instead of comparing them as text', () => {
    expect(() => periodsOverlap(period('2020-4-1', null), period(null, null))).toThrow(RangeError);
    expect(() => periodsOverlap(period(null, null), period(null, '2023-02-29'))).toThrow(RangeError);
  });
});

describe('findOverlaps', () => {
  it('lists every overlapping pair by index', () => {
    const prices = [
      period('2023-01-01', '2023-12-31'),
      period('2024-01-01', null),
      period('2023-06-01', '2023-06-30'),
      period('2024-12-31', '2025-01-31'),
    ];
    expect(findOverlaps(prices)).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  it('is empty for consecutive active periods and for none', () => {
    expect(
      findOverlaps([period(null, '2022-12-31'), period('2023-01-01', '2023-12-31'), period('2024-01-01', null)]),
    ).toEqual([]);
    expect(findOverlaps([])).toEqual([]);
  });
});

describe('isWithin', () => {
  it.each<[string, Period, boolean]>([
    ['2020-04-01', period('2020-04-01', '2021-09-30'), true],
    ['2021-09-30', period('2020-04-01', '2021-09-30'), true],
    ['2020-03-31', period('2020-04-01', '2021-09-30'), false],
    ['2021-10-01', period('2020-04-01', '2021-09-30'), false],
    ['1900-01-01', period(null, '2000-01-01'), true],
    ['2999-12-31', period('2000-01-01', null), true],
    ['2024-02-29', period(null, null), true],
  ])('%s in %o is %s', (date, p, expected) => {
    expect(isWithin(date, p)).toBe(expected);
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(() => isWithin('01.04.2020', period(null, null))).toThrow(RangeError);
  });
});

describe('isValidPeriod', () => {
  it.each<[Period, boolean]>([
    [period('2020-01-01', '2020-12-31'), true],
    [period('2020-01-01', '2020-01-01'), true],
    [period(null, null), true],
    [period('2020-01-01', null), true],
    [period(null, '2020-01-01'), true],
    [period('2020-12-31', '2020-01-01'), false],
    [period('2023-02-29', null), false],
    [period(null, 'tomorrow'), false],
  ])('%o is %s', (p, expected) => {
    expect(isValidPeriod(p)).toBe(expected);
  });
});

describe('ISO dates', () => {
  it('splits a YYYY-MM-DD date into numbers, trimmed, and refuses anything else', () => {
    expect(isoDateParts(' 2026-03-05 ')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(requireIsoDate(' 2026-03-05')).toBe('2026-03-05');
    expect(() => isoDateParts('2026-3-5')).toThrow(RangeError);
    expect(() => requireIsoDate('2026-02-29')).toThrow(RangeError);
  });
});
