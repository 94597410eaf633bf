import { describe, expect, it } from 'vitest';
import { EMPLOYER_TAX_ZONES } from '../enums.js';
import { isOrderedDatedTable, datedValueOn } from './dated.js';
import { EMPLOYER_TAX_RATES, employerTaxRatesOn } from './employer-tax-rates.js';
import { FRIKORT_LIMITS, frikortLimit } from './frikort-limits.js';
import { GRUNNBELOP, grunnbelopOn } from './grunnbelop.js';

describe('dated tables', () => {
  it('a value is in force from its date until the next row; before the first row it is not known (null)', () => {
    const table = [
      { from: '2025-05-01', value: 'a' },
      { from: '2026-05-01', value: 'b' },
    ];
    expect(datedValueOn(table, '2025-04-30')).toBeNull();
    expect(datedValueOn(table, '2025-05-01')).toBe('a');
    expect(datedValueOn(table, '2026-04-30')).toBe('a');
    expect(datedValueOn(table, '2026-05-01')).toBe('b');
    expect(datedValueOn(table, '2030-01-01')).toBe('b');
    expect(() => datedValueOn(table, '2026-13-01')).toThrow(RangeError);
  });

  it('every payroll table is in increasing date order', () => {
    for (const table of [GRUNNBELOP, EMPLOYER_TAX_RATES, FRIKORT_LIMITS]) expect(isOrderedDatedTable(table)).toBe(true);
    expect(
      isOrderedDatedTable([
        { from: '2026-01-01', value: 1 },
        { from: '2025-01-01', value: 2 },
      ]),
    ).toBe(false);
  });
});

describe('G (grunnbeløpet) by effective date', () => {
  it.each([
    ['2025-04-30', null], // no source for the G before 1 May 2025
    ['2025-05-01', '130160'],
    ['2025-12-31', '130160'], // vacation pay earned in 2025 uses this one
    ['2026-04-30', '130160'], // G changes in May: April still has last year's
    ['2026-05-01', '136549'],
    ['2026-12-31', '136549'],
  ])('G on %s is %s', (date, amount) => {
    expect(grunnbelopOn(date)?.toFixed() ?? null).toBe(amount);
  });
});

describe('employer tax rates', () => {
  it('2026: 1 14.1, 1a 10.6 (14.1 above the allowance of 850,000), 2 10.6, 3 6.4, 4 5.1, 4a 7.9, 5 0', () => {
    const rates = employerTaxRatesOn('2026-01-01')!;
    expect(rates.percent).toEqual({
      '1': '14.1',
      '1a': '10.6',
      '2': '10.6',
      '3': '6.4',
      '4': '5.1',
      '4a': '7.9',
      '5': '0',
    });
    expect(rates.zone1aAbovePercent).toBe('14.1');
    expect(rates.zone1aAllowance).toBe('850000');
    expect(Object.keys(rates.percent).sort()).toEqual([...EMPLOYER_TAX_ZONES].sort());
  });

  it('not known before 2025 (the extra 5 % above 850,000 applied until 2024-12-31)', () => {
    expect(employerTaxRatesOn('2024-12-31')).toBeNull();
  });
});

describe('frikort limits', () => {
  it('70,000 in 2024, 100,000 in 2025, 100,000 in 2026 (to confirm), none known before 2024', () => {
    expect(frikortLimit(2023)).toBeNull();
    expect(frikortLimit(2024)?.toFixed()).toBe('70000');
    expect(frikortLimit(2025)?.toFixed()).toBe('100000');
    expect(frikortLimit(2026)?.toFixed()).toBe('100000');
    expect(FRIKORT_LIMITS.find((row) => row.from === '2026-01-01')?.confirm).toBe(true);
    expect(frikortLimit(2026.5)).toBeNull();
  });
});
