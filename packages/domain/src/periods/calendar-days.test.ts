import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, latestDate } from './calendar-days.js';

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2025-12-20', 14)).toBe('2026-01-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('ignores daylight saving: the spring-forward day is one day', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('counts whole days, negative backwards', () => {
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-05-10', '2026-05-01')).toBe(-9);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-01-01', '1.1.2026')).toThrow(RangeError);
  });

  it('picks the latest date', () => {
    expect(latestDate('2026-01-05', '2026-02-01', '2025-12-31')).toBe('2026-02-01');
    expect(latestDate('2026-01-05')).toBe('2026-01-05');
  });
});
