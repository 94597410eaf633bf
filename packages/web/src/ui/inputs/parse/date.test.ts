import { describe, expect, it } from 'vitest';
import { daysInMonth, parseDate } from './date';

describe('parseDate', () => {
  it.each([
    ['2024-01-05', '2024-01-05'],
    ['2024-1-5', '2024-01-05'],
    ['2024-1-15', '2024-01-15'],
    ['2024-12-5', '2024-12-05'],
    ['  2024-3-9 ', '2024-03-09'],
    ['2024.1.5', '2024-01-05'],
    ['2024/1/5', '2024-01-05'],
    ['20240105', '2024-01-05'],
    ['2024-02-29', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
  ])('accepts %j as %s', (text, value) => {
    expect(parseDate(text)).toEqual({ kind: 'valid', value });
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '1900-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-01-00',
    '20240230',
    '2024010',
    '202401055',
    '05.01.2024',
    '2024-1',
    '2024-001-05',
    'abc',
    '2024-01-05x',
    '0000-01-01',
  ])('rejects %j', (text) => {
    expect(parseDate(text)).toEqual({ kind: 'invalid' });
  });

  it('reads blank as empty', () => {
    expect(parseDate('')).toEqual({ kind: 'empty' });
    expect(parseDate('   ')).toEqual({ kind: 'empty' });
  });

  it('knows the length of months in leap and common years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2024, 12)).toBe(31);
  });
});
