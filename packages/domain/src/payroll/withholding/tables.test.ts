import { describe, expect, it } from 'vitest';
import { TAX_TABLES } from '../tax-tables.js';
import { WITHHOLDING_PERIODS } from './periods.js';
import { prepareYear } from './routine.js';
import { WITHHOLDING_2026 } from './year-2026.js';
import { WITHHOLDING_YEARS } from './years.js';

const tables = new Map(WITHHOLDING_2026.tables.map((table) => [table.number, table]));

describe('§1.1 the 96 tables of 2026 and their five attributes', () => {
  it('§1.1: there are 96 distinct table numbers, all of four digits', () => {
    expect(WITHHOLDING_2026.tables).toHaveLength(96);
    expect(tables.size).toBe(96);
    for (const number of tables.keys()) expect(number).toMatch(/^\d{4}$/);
  });

  it('§1.1: the tax cards’ list of tables in force (TAX_TABLES) is exactly the routine’s set', () => {
    expect([...TAX_TABLES].sort()).toEqual([...tables.keys()].sort());
  });

  it('§1.1.1: 8000–8400 are 41 ORDINARY tables with D = (number − 8000) × 1 000, K 114 540, HIGH, not 12 months', () => {
    const ordinary = [...tables.values()].filter((t) => t.number.startsWith('8'));
    expect(ordinary).toHaveLength(41);
    for (const t of ordinary) {
      expect(t).toEqual({
        number: t.number,
        type: 'ORDINARY',
        tableAdjustment: (Number(t.number) - 8000) * 1000,
        personalAllowance: 114_540,
        socialSecurity: 'HIGH',
        twelveMonths: false,
      });
    }
    expect(tables.get('8000')!.tableAdjustment).toBe(0);
    expect(tables.get('8390')!.tableAdjustment).toBe(390_000);
    expect(tables.get('8400')!.tableAdjustment).toBe(400_000);
  });

  it('§1.1.2: 9010–9400 are 40 ORDINARY tables with D = −(number − 9000) × 1 000, and there is no 9000', () => {
    const additions = [...tables.values()].filter((t) => t.number.startsWith('9'));
    expect(additions).toHaveLength(40);
    expect(tables.has('9000')).toBe(false);
    for (const t of additions) {
      expect(t.type).toBe('ORDINARY');
      expect(t.tableAdjustment).toBe(-(Number(t.number) - 9000) * 1000);
      expect(t.personalAllowance).toBe(114_540);
      expect(t.socialSecurity).toBe('HIGH');
      expect(t.twelveMonths).toBe(false);
    }
    expect(tables.get('9010')!.tableAdjustment).toBe(-10_000);
    expect(tables.get('9400')!.tableAdjustment).toBe(-400_000);
  });

  it.each([
    ['7150', 'SPECIAL', 114_540, 'HIGH', true],
    ['7160', 'SPECIAL', 114_540, 'NONE', true],
    ['7170', 'SPECIAL', 114_540, 'NONE', false],
    ['7300', 'STANDARD_DEDUCTION', 114_540, 'HIGH', false],
    ['7350', 'STANDARD_DEDUCTION', 114_540, 'HIGH', true],
    ['7500', 'STANDARD_DEDUCTION', 114_540, 'NONE', true],
    ['7550', 'STANDARD_DEDUCTION', 114_540, 'NONE', false],
    ['7700', 'STANDARD_DEDUCTION', 114_540, 'LOW', true],
    ['6300', 'FINNMARK', 159_540, 'HIGH', false],
    ['6350', 'FINNMARK', 159_540, 'HIGH', true],
    ['6500', 'FINNMARK', 159_540, 'NONE', true],
    ['6550', 'FINNMARK', 159_540, 'NONE', false],
    ['6700', 'FINNMARK', 159_540, 'LOW', true],
    ['0100', 'SEAMEN', 114_540, 'NONE', true],
    ['0101', 'SEAMEN', 114_540, 'HIGH', true],
  ] as const)('§1.1.3: special table %s is %s, D 0, K %i, social security %s, 12-month %s', (number, ...attributes) => {
    const [type, personalAllowance, socialSecurity, twelveMonths] = attributes;
    expect(tables.get(number)).toEqual({
      number,
      type,
      tableAdjustment: 0,
      personalAllowance,
      socialSecurity,
      twelveMonths,
    });
  });

  it('§1.1.3: no pension tables in 2026 (8000P … are gone)', () => {
    expect([...tables.keys()].filter((n) => !/^\d{4}$/.test(n))).toEqual([]);
  });
});

describe('§1.2 the seven periods', () => {
  it('§1.2: every period has constants, with the steps 100 / 50 / 20 … and the whole table’s last basis', () => {
    const rows = WITHHOLDING_PERIODS.map((period) => {
      const { code, step, ordinaryFactor, calendarFactor, tableMaximum } = WITHHOLDING_2026.periods[period];
      return [period, code, step, ordinaryFactor, calendarFactor, tableMaximum];
    });
    expect(rows).toEqual([
      ['MONTH', '1', 100, 12.12, 12, 200_000],
      ['FOURTEEN_DAYS', '2', 50, 26.26, 26, 100_000],
      ['WEEK', '3', 20, 52.52, 52, 50_000],
      ['FOUR_DAYS', '4', 20, 60.6, 91, 40_000],
      ['THREE_DAYS', '5', 20, 80.8, 122, 30_000],
      ['TWO_DAYS', '6', 20, 121.2, 183, 20_000],
      ['ONE_DAY', '7', 20, 242.4, 365, 10_000],
    ]);
  });

  it('§1.2: the divisors are the binary64 values the document lists (shortest round-trip form)', () => {
    const divisors = WITHHOLDING_PERIODS.map((period) => {
      const { ordinaryDivisor, reducedDivisor } = WITHHOLDING_2026.periods[period];
      return [String(ordinaryDivisor), String(reducedDivisor)];
    });
    expect(divisors).toEqual([
      ['10.5', '10.5'],
      ['23', '23'],
      ['46', '46'],
      ['53.07692307692308', '79.625'],
      ['70.76923076923077', '106.75'],
      ['106.15384615384616', '160.125'],
      ['212.30769230769232', '319.375'],
    ]);
  });
});

describe('§2 the constants of 2026', () => {
  it('§2.1: the derived social-security limits are R((99 650 × 25) / (25 − rate)): LOW 125 188, HIGH 143 175', () => {
    expect(prepareYear(WITHHOLDING_2026).socialSecurityLimits).toEqual({ LOW: 125_188, HIGH: 143_175 });
  });

  it('§2.2: the applied minimum deduction is 88 % of the statutory one (40.48 of 46, 84 216 of 95 700)', () => {
    const { applied, statutory } = WITHHOLDING_2026.minimumDeduction;
    expect([applied.percent, applied.max, statutory.percent, statutory.max]).toEqual([40.48, 84_216, 46, 95_700]);
    expect(statutory.max * 88).toBe(applied.max * 100);
  });

  it('one year’s constants per entry: WITHHOLDING_YEARS has 2026 and nothing else yet', () => {
    expect(Object.keys(WITHHOLDING_YEARS)).toEqual(['2026']);
    expect(WITHHOLDING_YEARS[2026]).toBe(WITHHOLDING_2026);
    expect(WITHHOLDING_2026.year).toBe(2026);
  });
});
