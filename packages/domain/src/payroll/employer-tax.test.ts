import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.js';
import { EMPLOYER_TAX_ZONES } from './enums.js';
import { employerTax, employerTaxForPeriod, zone1aReducedBasisLimit } from './employer-tax.js';

const DATE = '2026-03-20';
/** The reduced-rate basis a whole 1a allowance covers: 850,000 ÷ (14.1 − 10.6) % = 24,285,714.2857… → 24,285,714.28. */
const ZONE_1A_LIMIT = '24285714.28';

/** An amount in øre, as a two-decimal string, up to `max` kroner. */
const amount = (max: number) =>
  fc.integer({ min: 0, max: max * 100 }).map((ore) => new Decimal(ore).dividedBy(100).toFixed(2));

describe('employer tax by zone (rates of 2026)', () => {
  it.each([
    ['1', '45000', '14.1', '6345.00'], // 45,000 × 14.1 % (the a-melding example)
    ['2', '45000', '10.6', '4770.00'], // 45,000 × 10.6 %
    ['3', '12345.67', '6.4', '790.12'], // 12,345.67 × 6.4 % = 790.12288 → 790.12
    ['4', '45000', '5.1', '2295.00'], // 45,000 × 5.1 %
    ['4a', '80000', '7.9', '6320.00'], // 80,000 × 7.9 % (the a-melding example)
    ['5', '45000', '0', '0.00'], // zone 5 pays nothing
  ] as const)('zone %s: %s at %s %% = %s', (zone, basis, percent, tax) => {
    expect(employerTax({ date: DATE, zone, basis })).toEqual({
      parts: [{ zone, percent, basis: new Decimal(basis).toFixed(2), tax }],
      tax,
      zone1aBasisUsed: '0.00',
    });
  });

  it('rounding: each part half up to øre — 5.00 × 14.1 % = 0.705 → 0.71', () => {
    expect(employerTax({ date: DATE, zone: '1', basis: '5.00' }).tax).toBe('0.71');
  });

  it('the 1a allowance of 850,000 (aid) covers a basis of 850,000 ÷ 3.5 % = 24,285,714.28 at the reduced rate', () => {
    expect(zone1aReducedBasisLimit(DATE)?.toFixed(2)).toBe(ZONE_1A_LIMIT);
    expect(zone1aReducedBasisLimit('2024-12-31')).toBeNull();
  });

  it('zone 1a below the allowance: 10.6 % (40,000 → 4,240.00), and the reduced basis used grows by 40,000', () => {
    expect(employerTax({ date: DATE, zone: '1a', basis: '40000' }, '100000')).toEqual({
      parts: [{ zone: '1a', percent: '10.6', basis: '40000.00', tax: '4240.00' }],
      tax: '4240.00',
      zone1aBasisUsed: '140000.00',
    });
  });

  it('zone 1a crossing the allowance: 24,285,714.28 − 24,257,142.86 = 28,571.42 left at 10.6 %, the other 21,428.58 at 14.1 %', () => {
    // 28,571.42 × 10.6 % = 3,028.57052 → 3,028.57; 21,428.58 × 14.1 % = 3,021.42978 → 3,021.43; total 6,050.00.
    expect(employerTax({ date: DATE, zone: '1a', basis: '50000' }, '24257142.86')).toEqual({
      parts: [
        { zone: '1a', percent: '10.6', basis: '28571.42', tax: '3028.57' },
        { zone: '1a', percent: '14.1', basis: '21428.58', tax: '3021.43' },
      ],
      tax: '6050.00',
      zone1aBasisUsed: ZONE_1A_LIMIT,
    });
  });

  it('zone 1a after the allowance: everything at 14.1 %', () => {
    expect(employerTax({ date: DATE, zone: '1a', basis: '45000' }, ZONE_1A_LIMIT)).toEqual({
      parts: [{ zone: '1a', percent: '14.1', basis: '45000.00', tax: '6345.00' }],
      tax: '6345.00',
      zone1aBasisUsed: ZONE_1A_LIMIT,
    });
  });

  it('other zones leave the 1a allowance as it was', () => {
    expect(employerTax({ date: DATE, zone: '1', basis: '45000' }, '1234.56').zone1aBasisUsed).toBe('1234.56');
  });

  it('a zero basis pays nothing and uses nothing', () => {
    expect(employerTax({ date: DATE, zone: '1a', basis: '0' })).toEqual({
      parts: [{ zone: '1a', percent: '10.6', basis: '0.00', tax: '0.00' }],
      tax: '0.00',
      zone1aBasisUsed: '0.00',
    });
  });

  it('refuses a negative basis and a date before the rate table (2024 had the extra 5 %)', () => {
    expect(() => employerTax({ date: DATE, zone: '1', basis: '-1' })).toThrow(RangeError);
    expect(() => employerTax({ date: '2024-12-31', zone: '1', basis: '1' })).toThrow(RangeError);
  });
});

describe('employer tax properties', () => {
  const zone = fc.constantFrom(...EMPLOYER_TAX_ZONES);

  it('never negative for a non-negative basis, and never above 14.1 % of it (+ half an øre per part)', () => {
    fc.assert(
      fc.property(zone, amount(2_000_000), amount(900_000), (z, basis, used) => {
        const tax = new Decimal(employerTax({ date: DATE, zone: z, basis }, used).tax);
        expect(tax.gte(0)).toBe(true);
        expect(tax.lte(new Decimal(basis).times('0.141').plus('0.01'))).toBe(true);
      }),
    );
  });

  it('zone 1a: exactly 10.6 % on the part the remaining allowance covers and 14.1 % on the rest', () => {
    fc.assert(
      fc.property(amount(30_000_000), amount(25_000_000), (basis, used) => {
        const result = employerTax({ date: DATE, zone: '1a', basis }, used);
        const reduced = Decimal.min(basis, Decimal.max(0, new Decimal(ZONE_1A_LIMIT).minus(used)));
        const above = new Decimal(basis).minus(reduced);
        const expected = [
          ...(reduced.gt(0) || above.isZero() ? [{ percent: '10.6', basis: reduced }] : []),
          ...(above.gt(0) ? [{ percent: '14.1', basis: above }] : []),
        ].map((p) => ({
          zone: '1a',
          percent: p.percent,
          basis: p.basis.toFixed(2),
          tax: p.basis.times(p.percent).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
        }));
        expect(result.parts).toEqual(expected);
      }),
    );
  });

  it('zone 1a over a year: crossing the allowance mid-year, the 10.6 % basis is the 24,285,714.28 the allowance covers, the rest 14.1 %', () => {
    // Twelve months of a payroll of 2.1 to 3 million (25.2 to 36 million a year): the allowance runs out during the year.
    const month = fc
      .integer({ min: 210_000_000, max: 300_000_000 })
      .map((ore) => new Decimal(ore).dividedBy(100).toFixed(2));
    fc.assert(
      fc.property(fc.array(month, { minLength: 12, maxLength: 12 }), (bases) => {
        const year = employerTaxForPeriod(bases.map((basis) => ({ date: DATE, zone: '1a', basis })));
        const reduced = year.parts.find((p) => p.percent === '10.6')!;
        const above = year.parts.find((p) => p.percent === '14.1')!;
        expect(reduced.basis).toBe(ZONE_1A_LIMIT);
        const total = bases.reduce((sum, basis) => sum.plus(basis), new Decimal(0));
        expect(above.basis).toBe(total.minus(ZONE_1A_LIMIT).toFixed(2));
        expect(year.zone1aBasisUsed).toBe(ZONE_1A_LIMIT);
      }),
      { numRuns: 50 },
    );
  });

  it('never uses more than the allowance covers, and never gives any back', () => {
    fc.assert(
      fc.property(fc.array(amount(30_000_000), { maxLength: 6 }), amount(24_000_000), (bases, used) => {
        const year = employerTaxForPeriod(
          bases.map((basis) => ({ date: DATE, zone: '1a' as const, basis })),
          used,
        );
        expect(new Decimal(year.zone1aBasisUsed).lte(ZONE_1A_LIMIT)).toBe(true);
        expect(new Decimal(year.zone1aBasisUsed).gte(used)).toBe(true);
      }),
    );
  });
});

describe('employer tax per period', () => {
  it('sums the paychecks per zone and rate; the tax is the sum of the paychecks’ taxes', () => {
    const period = employerTaxForPeriod(
      [
        { date: '2026-06-20', zone: '1', basis: '211000' }, // 29,751.00
        { date: '2026-06-20', zone: '4a', basis: '80000' }, // 6,320.00
        { date: '2026-06-30', zone: '1', basis: '0.50' }, // 0.0705 → 0.07
        { date: '2026-06-30', zone: '1', basis: '0.50' }, // 0.07 again: the period says 0.14, not 1.00 × 14.1 % = 0.141 → 0.14
      ],
      '0',
    );
    expect(period.parts).toEqual([
      { zone: '1', percent: '14.1', basis: '211001.00', tax: '29751.14' },
      { zone: '4a', percent: '7.9', basis: '80000.00', tax: '6320.00' },
    ]);
    expect(period.tax).toBe('36071.14');
    expect(period.paychecks).toHaveLength(4);
  });

  it('passes the 1a allowance from paycheck to paycheck in the given order', () => {
    const period = employerTaxForPeriod(
      [
        { date: '2026-06-20', zone: '1a', basis: '20000' }, // all at 10.6 %: 8,571.42 of the limit left
        { date: '2026-06-30', zone: '1a', basis: '20000' }, // 8,571.42 at 10.6 %, 11,428.58 at 14.1 %
      ],
      '24257142.86',
    );
    expect(period.parts).toEqual([
      { zone: '1a', percent: '10.6', basis: '28571.42', tax: '3028.57' }, // 2,120.00 + 908.57
      { zone: '1a', percent: '14.1', basis: '11428.58', tax: '1611.43' }, // 11,428.58 × 14.1 % = 1,611.43
    ]);
    expect(period.tax).toBe('4640.00');
    expect(period.zone1aBasisUsed).toBe(ZONE_1A_LIMIT);
  });

  it('an empty period pays nothing; paychecks of two calendar years are refused', () => {
    expect(employerTaxForPeriod([], '5')).toEqual({ parts: [], tax: '0.00', zone1aBasisUsed: '5.00', paychecks: [] });
    expect(() =>
      employerTaxForPeriod([
        { date: '2025-12-31', zone: '1', basis: '1' },
        { date: '2026-01-01', zone: '1', basis: '1' },
      ]),
    ).toThrow(RangeError);
  });
});
