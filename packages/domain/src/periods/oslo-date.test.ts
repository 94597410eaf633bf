import { describe, expect, it } from 'vitest';
import { osloDate } from './oslo-date.js';

describe('osloDate', () => {
  it('is the Norwegian calendar day, not UTC: 23:30 UTC on New Year’s Eve is already the new year in Oslo', () => {
    expect(osloDate(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(osloDate(new Date('2026-06-15T12:00:00Z'))).toBe('2026-06-15');
    // Summer time: 22:30 UTC is 00:30 the next day in Oslo.
    expect(osloDate(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });
});
