import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TaxCategoryCode } from '../documents/tax-categories.js';
import type { VatCategory } from '../vat/categories.js';
import { SAFT_SALES_VAT_CODES, saftVatCode } from './saft-vat-codes.js';

/** Skatteetaten's standard tax codes (packages/domain/test-data, see its README): code → its row. */
const LIST = new Map(
  readFileSync(new URL('../../test-data/saft-standard-tax-codes.csv', import.meta.url), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((row) => row.split(';'))
    .map(([code, nob, eng, rate, compensation]) => [code!, { nob, eng, rate, compensation }]),
);

describe('SAF-T standard VAT codes of sales', () => {
  it.each<[TaxCategoryCode, string, VatCategory | null, string, { eng: string; rate: string }]>([
    ['S', '25', 'STANDARD', '3', { eng: 'Output VAT', rate: 'Regular rate' }],
    ['S', '15', 'REDUCED', '31', { eng: 'Output VAT', rate: 'Reduced rate, middle' }],
    ['S', '11.11', 'REDUCED_FISH', '32', { eng: 'Output VAT', rate: 'Reduced rate, raw fish' }],
    ['S', '12', 'LOW', '33', { eng: 'Output VAT', rate: 'Reduced rate, low' }],
    ['Z', '0', 'ZERO', '5', { eng: 'No output VAT', rate: 'Zero rate' }],
    ['AE', '0', null, '51', { eng: 'Domestic sales of reverce charge /VAT obligation', rate: 'Zero rate' }],
    ['G', '0', null, '52', { eng: 'Export of goods and services', rate: 'Zero rate' }],
    ['K', '0', null, '52', { eng: 'Export of goods and services', rate: 'Zero rate' }],
    [
      'E',
      '0',
      'EXEMPT',
      '6',
      {
        eng: 'Not liable to VAT treatment, turnover and withdrawals outside the scope of the VAT legislation',
        rate: '',
      },
    ],
    ['O', '0', null, '7', { eng: 'No VAT treatment - no turnover according to the VAT legislation', rate: '' }],
  ])('%s %s %% → code %s, as the list describes it', (taxCategory, taxPercent, vatCategory, code, row) => {
    const byPercent = saftVatCode({ taxCategory, taxPercent, date: '2026-03-01' });
    expect(byPercent).toBe(code);
    if (vatCategory)
      expect(
        saftVatCode({
          taxCategory,
          taxPercent,
          date: '2026-03-01',
          vatCategory,
        }),
      ).toBe(code);
    expect(LIST.get(code)).toMatchObject({ eng: row.eng, rate: row.rate });
    expect(LIST.get(code)?.compensation).toBe('');
  });

  it('uses only codes of the list, none of them a purchase code (compensation TRUE)', () => {
    for (const code of Object.values(SAFT_SALES_VAT_CODES)) {
      expect(LIST.has(code)).toBe(true);
      expect(LIST.get(code)!.compensation).not.toBe('TRUE');
    }
  });

  it('reads an S percent by the rates in force on the date: 6 % in 2021 and 8 % in 2014 are "low"', () => {
    expect(saftVatCode({ taxCategory: 'S', taxPercent: '6', date: '2021-03-01' })).toBe('33');
    expect(saftVatCode({ taxCategory: 'S', taxPercent: '8', date: '2014-06-01' })).toBe('33');
    expect(saftVatCode({ taxCategory: 'S', taxPercent: '25.00', date: '2026-03-01' })).toBe('3');
  });

  it('gives no code for an S percent that is no Norwegian rate of the date', () => {
    expect(saftVatCode({ taxCategory: 'S', taxPercent: '6', date: '2026-03-01' })).toBeNull();
    expect(saftVatCode({ taxCategory: 'S', taxPercent: '20', date: '2026-03-01' })).toBeNull();
  });

  it('lets the register category decide over the percent', () => {
    expect(saftVatCode({ taxCategory: 'S', taxPercent: '14', date: '2011-01-01', vatCategory: 'REDUCED' })).toBe('31');
  });
});
