import { describe, expect, it } from 'vitest';
import { formatDate, osloToday, plusYears } from './dates';

describe('token dates', () => {
  it('takes today from the Norwegian calendar', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Oslo.
    expect(osloToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(osloToday(new Date('2026-06-15T12:00:00Z'))).toBe('2026-06-15');
  });

  it('adds years, keeping 29 February within February', () => {
    expect(plusYears('2026-03-15', 1)).toBe('2027-03-15');
    expect(plusYears('2028-02-29', 1)).toBe('2029-02-28');
  });

  it('shows a date as its calendar day in either language', () => {
    expect(formatDate('2026-03-01', 'nb')).toMatch(/1\. mar/);
    expect(formatDate('2026-03-01', 'en')).toBe('1 Mar 2026');
  });
});
