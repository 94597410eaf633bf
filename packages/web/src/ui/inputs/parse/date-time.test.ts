import { describe, expect, it } from 'vitest';
import { isAcceptedYear, resolveDateTime, toLocalParts, toUtcValue } from './date-time';

describe('toUtcValue and toLocalParts', () => {
  it('turns local date and time into the UTC scalar and back', () => {
    const value = toUtcValue('2024-03-15', '14:30');
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(value).toBe(new Date(2024, 2, 15, 14, 30, 0).toISOString().replace('.000Z', 'Z'));
    expect(toLocalParts(value)).toEqual({ date: '2024-03-15', time: '14:30:00' });
  });

  it('keeps seconds', () => {
    expect(toLocalParts(toUtcValue('2024-12-31', '23:59:58'))).toEqual({ date: '2024-12-31', time: '23:59:58' });
  });

  it('reads nothing from empty or broken values', () => {
    expect(toLocalParts(null)).toBeNull();
    expect(toLocalParts('')).toBeNull();
    expect(toLocalParts('not a date')).toBeNull();
  });
});

describe('resolveDateTime', () => {
  const now = new Date(2025, 5, 10, 9, 15, 0);
  const previous = toUtcValue('2020-01-01', '08:00');

  it('accepts 1900 and later', () => {
    expect(isAcceptedYear('1900-01-01')).toBe(true);
    expect(resolveDateTime({ date: '1900-01-01', time: '00:00' }, previous, now)).toEqual({
      value: toUtcValue('1900-01-01', '00:00'),
      rejected: false,
    });
  });

  it('rejects 1899 and keeps the previous value', () => {
    expect(isAcceptedYear('1899-12-31')).toBe(false);
    expect(resolveDateTime({ date: '1899-12-31', time: '12:00' }, previous, now)).toEqual({
      value: previous,
      rejected: true,
    });
  });

  it('rejects 1899 without a previous value and gives today at the entered time', () => {
    expect(resolveDateTime({ date: '1899-06-01', time: '12:00' }, null, now)).toEqual({
      value: toUtcValue('2025-06-10', '12:00'),
      rejected: true,
    });
  });
});
