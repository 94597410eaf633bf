import { describe, expect, it } from 'vitest';
import {
  TAX_CATEGORY_CODES,
  mixesNotSubjectToVat,
  taxCategoryHasRate,
  taxCategoryNeedsExemptionReason,
} from './tax-categories.js';
import { taxCategoryProblems, type TaxCategoryValues } from './tax-category-rules.js';

const values = (taxCategory: string | null, taxPercent: string | null, taxExemptionReason: string | null = null) =>
  ({ taxCategory, taxPercent, taxExemptionReason }) satisfies TaxCategoryValues;

describe('VAT categories of a document (UNCL5305)', () => {
  it('charge VAT only in S (BR-S-05; BR-Z-05, BR-E-05, BR-AE-05, BR-IC-05, BR-G-05, BR-O-05 are 0 or none)', () => {
    expect(TAX_CATEGORY_CODES.filter(taxCategoryHasRate)).toEqual(['S']);
  });

  it('need an exemption reason in E, AE, K, G and O and forbid one in S and Z (BR-x-10)', () => {
    expect(TAX_CATEGORY_CODES.filter(taxCategoryNeedsExemptionReason)).toEqual(['E', 'AE', 'K', 'G', 'O']);
  });

  it('keep O (not subject to VAT) alone on its document (BR-O-11 to BR-O-14)', () => {
    expect(mixesNotSubjectToVat(['O', 'O'])).toBe(false);
    expect(mixesNotSubjectToVat(['S', 'Z', 'E', 'AE', 'K', 'G'])).toBe(false);
    expect(mixesNotSubjectToVat(['O', 'E'])).toBe(true);
    expect(mixesNotSubjectToVat([])).toBe(false);
  });
});

describe('taxCategoryProblems', () => {
  it.each<[string, TaxCategoryValues]>([
    ['S at 25 %', values('S', '25')],
    ['S at 11.11 %', values('S', '11.11')],
    ['Z at 0 % without a reason', values('Z', '0')],
    ['E at 0 % with a reason', values('E', '0', 'Utenfor merverdiavgiftsloven')],
    ['AE at 0.00 % with a reason', values('AE', '0.00', 'Omvendt avgiftsplikt')],
    ['K with a reason', values('K', '0', 'Intra-community supply')],
    ['G with a reason', values('G', '0', 'Export outside the EEA')],
    ['O with a reason', values('O', '0', 'Not subject to VAT')],
  ])('accepts %s', (_name, input) => {
    expect(taxCategoryProblems(input)).toEqual([]);
  });

  it.each<[string, TaxCategoryValues, unknown[]]>([
    ['no category', values(null, '25'), [{ attribute: 'taxCategory', type: 'blank' }]],
    ['an unknown category', values('STANDARD', '25'), [{ attribute: 'taxCategory', type: 'inclusion' }]],
    ['S at 0 %', values('S', '0'), [{ attribute: 'taxPercent', type: 'invalid' }]],
    ['Z at 25 %', values('Z', '25'), [{ attribute: 'taxPercent', type: 'invalid' }]],
    [
      'E at 15 % without a reason',
      values('E', '15'),
      [
        { attribute: 'taxPercent', type: 'invalid' },
        { attribute: 'taxExemptionReason', type: 'blank' },
      ],
    ],
    ['a reason on S', values('S', '25', 'Fritatt'), [{ attribute: 'taxExemptionReason', type: 'invalid' }]],
    ['a reason on Z', values('Z', '0', 'Eksport'), [{ attribute: 'taxExemptionReason', type: 'invalid' }]],
    ['no rate', values('S', null), [{ attribute: 'taxPercent', type: 'blank' }]],
    [
      'a negative rate',
      values('S', '-25'),
      [{ attribute: 'taxPercent', type: 'greater_than_or_equal_to', params: { count: 0 } }],
    ],
    [
      'a rate above 100',
      values('S', '125'),
      [{ attribute: 'taxPercent', type: 'less_than_or_equal_to', params: { count: '100' } }],
    ],
    ['a rate with three decimals', values('S', '11.111'), [{ attribute: 'taxPercent', type: 'invalid' }]],
    [
      'a reason of 501 characters',
      values('E', '0', 'x'.repeat(501)),
      [{ attribute: 'taxExemptionReason', type: 'too_long', params: { count: 500 } }],
    ],
  ])('refuses %s', (_name, input, problems) => {
    expect(taxCategoryProblems(input)).toEqual(problems);
  });
});
