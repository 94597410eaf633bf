import { describe, expect, it } from 'vitest';
import { formatDate, plusYears } from './dates';

describe('token dates', () => {
  it('adds years, keeping 29 February within February', () => {
    expect(plusYears('2026-03-15', 1)).toBe('2027-03-15');
    expect(plusYears('2028-02-29', 1)).toBe('2029-02-28');
  });

  it('shows a date as its calendar day in either language', () => {
    expect(formatDate('2026-03-01', 'nb')).toMatch(/1\. mar/);
    expect(formatDate('2026-03-01', 'en')).toBe('1 Mar 2026');
  });
});
