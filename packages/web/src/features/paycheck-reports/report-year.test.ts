import { describe, expect, it } from 'vitest';
import { csvAmount, defaultYear, monthName, yearChoices, yearOf } from './report-year';

describe('a report’s year', () => {
  it('opens on the previous year for what is settled after the year (vacation money, yearly statements), else on this year', () => {
    expect(defaultYear('previous', 2026)).toBe(2025);
    expect(defaultYear('current', 2026)).toBe(2026);
  });

  it('takes the URL’s year only when it is a payroll year of four digits', () => {
    expect(yearOf('2025')).toBe(2025);
    expect(yearOf('1999')).toBeNull();
    expect(yearOf('20x5')).toBeNull();
    expect(yearOf('')).toBeNull();
    expect(yearOf(null)).toBeNull();
  });

  it('offers this year and the nine before it, and an older year shown from the URL', () => {
    expect(yearChoices(2025, 2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
    expect(yearChoices(2010, 2026).at(-1)).toBe(2010);
  });
});

describe('report texts', () => {
  it('writes CSV amounts as spreadsheets read numbers: a decimal comma in Norwegian, no grouping', () => {
    expect(csvAmount('12345.50', 'nb')).toBe('12345,50');
    expect(csvAmount('-0.10', 'nb')).toBe('-0,10');
    expect(csvAmount('12345.50', 'en')).toBe('12345.50');
  });

  it('names a month with its year, capitalised', () => {
    expect(monthName('2026-03', 'nb')).toBe('Mars 2026');
    expect(monthName('2026-03', 'en')).toBe('March 2026');
  });
});
