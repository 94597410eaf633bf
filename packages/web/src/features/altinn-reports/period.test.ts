import { describe, expect, it } from 'vitest';
import { currentMonth, monthName, parseMonth, parsePeriod, parseYear, periodText, yearChoices } from './period';

describe('the months of the a-melding pages', () => {
  it('name a month in the user’s language, capitalised as a title', () => {
    expect(monthName({ year: 2026, month: 6 }, 'nb')).toBe('Juni 2026');
    expect(monthName({ year: 2026, month: 6 }, 'en')).toBe('June 2026');
    expect(monthName({ year: 2026, month: 12 }, 'nb')).toBe('Desember 2026');
  });

  it('write and read ?month=YYYY-MM, refusing what is not a month', () => {
    expect(periodText({ year: 2026, month: 3 })).toBe('2026-03');
    expect(parsePeriod('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(parsePeriod('2026-13')).toBeNull();
    expect(parsePeriod('2026-3')).toBeNull();
    expect(parsePeriod(null)).toBeNull();
  });

  it('read ?year= and ?month= only when they are a plausible year and a month 1–12', () => {
    expect(parseYear('2026')).toBe(2026);
    expect(parseYear('26')).toBeNull();
    expect(parseYear('1999')).toBeNull();
    expect(parseMonth('6')).toBe(6);
    expect(parseMonth('06')).toBe(6);
    expect(parseMonth('0')).toBeNull();
    expect(parseMonth('13')).toBeNull();
    expect(parseMonth('x')).toBeNull();
  });

  it('take this month in Norway: 23:30 UTC on 31 May is already June in Oslo', () => {
    expect(currentMonth(new Date('2026-05-31T23:30:00Z'))).toEqual({ year: 2026, month: 6 });
  });

  it('offer five years back to this one, newest first, and a year shown from a link outside them', () => {
    expect(yearChoices(2026, 2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(yearChoices(2026, 2015)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2015]);
  });
});
