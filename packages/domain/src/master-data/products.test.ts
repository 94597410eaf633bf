import { describe, expect, it } from 'vitest';
import {
  activePeriodsCollide,
  isProductActiveOn,
  priceMargin,
  priceOn,
  productProblems,
  productRuleFailures,
  type ProductValues,
} from './products.js';

const valid = (overrides: Partial<ProductValues> = {}): ProductValues => ({
  number: '1001',
  name: 'Stekepanne 28 cm',
  description: null,
  unitOfMeasureCode: 'EA',
  vatRateSymbol: 'STANDARD',
  taxExemptionReason: null,
  suppliersProductNumber: null,
  prices: [{ validFrom: '2026-01-01', validTo: null, purchasePrice: '312.50', salePrice: '549.00' }],
  activePeriods: [{ activeFrom: '2026-01-01', activeTo: null }],
  ...overrides,
});

describe('product rules', () => {
  it('accepts a complete product', () => {
    expect(productProblems(valid())).toEqual([]);
  });

  it('requires number, name, unit of measure and VAT category', () => {
    expect(productProblems(valid({ number: ' ', name: '', unitOfMeasureCode: null, vatRateSymbol: null }))).toEqual([
      { attribute: 'number', type: 'blank' },
      { attribute: 'name', type: 'blank' },
      { attribute: 'unitOfMeasureCode', type: 'blank' },
      { attribute: 'vatRateSymbol', type: 'blank' },
    ]);
  });

  it('allows letters, digits, -, _ and . in the number, at most 50 characters', () => {
    for (const number of ['1001', 'KJ-200.3', 'T_SKJ_M', 'BØK-12'])
      expect(productProblems(valid({ number })), number).toEqual([]);
    expect(productProblems(valid({ number: '10 01' }))).toEqual([{ attribute: 'number', type: 'invalid' }]);
    expect(productProblems(valid({ number: 'A/1' }))).toEqual([{ attribute: 'number', type: 'invalid' }]);
    expect(productProblems(valid({ number: '1'.repeat(51) }))).toEqual([
      { attribute: 'number', type: 'too_long', params: { count: 50 } },
    ]);
  });

  it('accepts only the known unit of measure codes and VAT categories', () => {
    expect(productProblems(valid({ unitOfMeasureCode: 'KGM', vatRateSymbol: 'REDUCED' }))).toEqual([]);
    expect(productProblems(valid({ unitOfMeasureCode: 'XX', vatRateSymbol: 'HIGH' }))).toEqual([
      { attribute: 'unitOfMeasureCode', type: 'inclusion' },
      { attribute: 'vatRateSymbol', type: 'inclusion' },
    ]);
  });

  it('requires a tax exemption reason for ZERO and EXEMPT only', () => {
    expect(productProblems(valid({ vatRateSymbol: 'ZERO' }))).toEqual([
      { attribute: 'taxExemptionReason', type: 'blank' },
    ]);
    expect(productProblems(valid({ vatRateSymbol: 'EXEMPT', taxExemptionReason: '  ' }))).toEqual([
      { attribute: 'taxExemptionReason', type: 'blank' },
    ]);
    expect(
      productProblems(
        valid({ vatRateSymbol: 'ZERO', taxExemptionReason: 'Omsetning av bøker er fritatt, mval. § 6-4' }),
      ),
    ).toEqual([]);
    expect(productProblems(valid({ vatRateSymbol: 'REDUCED' }))).toEqual([]);
  });

  it('checks each price row: from date required, to not before from, prices non-negative with four decimals', () => {
    const problems = productProblems(
      valid({
        prices: [
          { validFrom: null, validTo: null, purchasePrice: '-1', salePrice: '10.12345' },
          { validFrom: '2026-05-01', validTo: '2026-04-30', purchasePrice: '', salePrice: 'abc' },
        ],
      }),
    );
    expect(problems).toEqual([
      { attribute: 'prices.0.validFrom', type: 'blank' },
      { attribute: 'prices.0.purchasePrice', type: 'greater_than_or_equal_to', params: { count: 0 } },
      { attribute: 'prices.0.salePrice', type: 'invalid' },
      { attribute: 'prices.1.validTo', type: 'date_after_or_equal_to', params: { date: '2026-05-01' } },
      { attribute: 'prices.1.purchasePrice', type: 'blank' },
      { attribute: 'prices.1.salePrice', type: 'not_a_number' },
    ]);
  });

  it('accepts a price of 0 (a free item) and a one-day price period', () => {
    expect(
      productProblems(
        valid({ prices: [{ validFrom: '2026-03-01', validTo: '2026-03-01', purchasePrice: '0', salePrice: '0' }] }),
      ),
    ).toEqual([]);
  });

  it('refuses price periods of one product that share a day (overlapping)', () => {
    const prices = [
      { validFrom: '2025-01-01', validTo: '2025-12-31', purchasePrice: '100', salePrice: '200' },
      { validFrom: '2025-12-31', validTo: null, purchasePrice: '110', salePrice: '220' },
    ];
    expect(productProblems(valid({ prices }))).toEqual([{ attribute: 'prices', type: 'overlapping' }]);
    const following = [prices[0]!, { ...prices[1]!, validFrom: '2026-01-01' }];
    expect(productProblems(valid({ prices: following }))).toEqual([]);
  });

  it('refuses active periods of one product that share a day, open ends included (overlapping)', () => {
    const activePeriods = [
      { activeFrom: '2024-01-01', activeTo: null },
      { activeFrom: '2026-06-01', activeTo: '2026-08-31' },
    ];
    expect(productProblems(valid({ activePeriods }))).toEqual([{ attribute: 'activePeriods', type: 'overlapping' }]);
    expect(
      productProblems(
        valid({ activePeriods: [{ activeFrom: '2024-01-01', activeTo: '2026-05-31' }, activePeriods[1]!] }),
      ),
    ).toEqual([]);
  });

  it('reports a reversed active period on its row, not as an overlap', () => {
    expect(
      productProblems(
        valid({
          activePeriods: [
            { activeFrom: '2026-02-01', activeTo: '2026-01-01' },
            { activeFrom: '2026-01-15', activeTo: null },
          ],
        }),
      ),
    ).toEqual([
      { attribute: 'activePeriods.0.activeTo', type: 'date_after_or_equal_to', params: { date: '2026-02-01' } },
    ]);
  });

  it('gives the web the path of each failure', () => {
    const failures = productRuleFailures(valid({ name: '', activePeriods: [{ activeFrom: null, activeTo: null }] }));
    expect(failures.map((failure) => failure.path)).toEqual([['name'], ['activePeriods', 0, 'activeFrom']]);
    expect(failures[0]!.failure.key).toBe('required');
  });
});

describe('active products and current prices', () => {
  const periods = [
    { activeFrom: '2025-01-01', activeTo: '2025-06-30' },
    { activeFrom: '2026-01-01', activeTo: null },
  ];

  it('is active on a day inside one of its periods, ends included', () => {
    expect(isProductActiveOn(periods, '2025-06-30')).toBe(true);
    expect(isProductActiveOn(periods, '2025-07-01')).toBe(false);
    expect(isProductActiveOn(periods, '2026-01-01')).toBe(true);
    expect(isProductActiveOn(periods, '2030-12-31')).toBe(true);
  });

  it('is never active without periods', () => {
    expect(isProductActiveOn([], '2026-01-01')).toBe(false);
  });

  it('finds two products with the same number active on the same day (one active product per number)', () => {
    expect(activePeriodsCollide(periods, [{ activeFrom: '2025-07-01', activeTo: '2025-12-31' }])).toBe(false);
    expect(activePeriodsCollide(periods, [{ activeFrom: '2025-06-30', activeTo: '2025-07-01' }])).toBe(true);
    expect(activePeriodsCollide(periods, [{ activeFrom: '2027-01-01', activeTo: null }])).toBe(true);
    expect(activePeriodsCollide([], periods)).toBe(false);
  });

  it('answers the price in force on a day', () => {
    const prices = [
      { validFrom: '2025-01-01', validTo: '2025-12-31', purchasePrice: '100', salePrice: '199' },
      { validFrom: '2026-01-01', validTo: null, purchasePrice: '110', salePrice: '219' },
    ];
    expect(priceOn(prices, '2025-12-31')?.salePrice).toBe('199');
    expect(priceOn(prices, '2026-03-15')?.salePrice).toBe('219');
    expect(priceOn(prices, '2024-12-31')).toBeNull();
  });

  it('computes the contribution margin of a price', () => {
    const margin = priceMargin({ purchasePrice: '312.5000', salePrice: '549.0000' });
    expect(margin.amount.toString()).toBe('236.5');
    expect(margin.percent?.toString()).toBe('43.08');
    expect(priceMargin({ purchasePrice: '10', salePrice: '0' }).percent).toBeNull();
  });
});
