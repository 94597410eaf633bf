import { describe, expect, it } from 'vitest';
import {
  allowanceChargeProblems,
  documentLineProblems,
  type AllowanceChargeValues,
  type DocumentLineValues,
} from './document-line-rules.js';

const LINE: DocumentLineValues = {
  quantity: '2.5',
  priceAmount: '199.9000',
  baseQuantity: null,
  taxCategory: 'S',
  taxPercent: '25',
  taxExemptionReason: null,
};

describe('documentLineProblems', () => {
  it.each<[string, Partial<DocumentLineValues>]>([
    ['a line as given', {}],
    ['a negative quantity (goods taken back)', { quantity: '-1' }],
    ['a quantity of 0', { quantity: '0' }],
    ['a price of 0', { priceAmount: '0' }],
    ['four decimals in quantity and price', { quantity: '1.3333', priceAmount: '0.0001' }],
    ['a base quantity', { baseQuantity: '100' }],
  ])('accepts %s', (_name, change) => {
    expect(documentLineProblems({ ...LINE, ...change })).toEqual([]);
  });

  it.each<[string, Partial<DocumentLineValues>, unknown[]]>([
    ['no quantity', { quantity: null }, [{ attribute: 'quantity', type: 'blank' }]],
    ['a quantity of five decimals', { quantity: '1.00001' }, [{ attribute: 'quantity', type: 'invalid' }]],
    ['a quantity that is no number', { quantity: 'two' }, [{ attribute: 'quantity', type: 'not_a_number' }]],
    // The API's Decimal and these rules share isCanonicalDecimal: what passes one passes the other.
    ['a quantity in a locale form', { quantity: '1,5' }, [{ attribute: 'quantity', type: 'not_a_number' }]],
    ['a price with an exponent', { priceAmount: '1e3' }, [{ attribute: 'priceAmount', type: 'not_a_number' }]],
    [
      'a negative price (BR-27)',
      { priceAmount: '-5' },
      [{ attribute: 'priceAmount', type: 'greater_than_or_equal_to', params: { count: 0 } }],
    ],
    ['a price of five decimals', { priceAmount: '0.00001' }, [{ attribute: 'priceAmount', type: 'invalid' }]],
    ['a base quantity of 0 (R121)', { baseQuantity: '0' }, [{ attribute: 'baseQuantity', type: 'invalid' }]],
    ['a negative base quantity', { baseQuantity: '-2' }, [{ attribute: 'baseQuantity', type: 'invalid' }]],
    ['a zero-rated line with 25 %', { taxCategory: 'Z' }, [{ attribute: 'taxPercent', type: 'invalid' }]],
  ])('refuses %s', (_name, change, problems) => {
    expect(documentLineProblems({ ...LINE, ...change })).toEqual(problems);
  });
});

describe('allowanceChargeProblems', () => {
  it.each<[string, AllowanceChargeValues]>([
    ['a percent', { percent: '10', amount: null }],
    ['100 %', { percent: '100', amount: null }],
    ['an amount', { percent: null, amount: '99.50' }],
  ])('accepts %s', (_name, values) => {
    expect(allowanceChargeProblems(values)).toEqual([]);
  });

  it.each<[string, AllowanceChargeValues, unknown[]]>([
    ['neither percent nor amount', { percent: null, amount: null }, [{ attribute: 'amount', type: 'blank' }]],
    ['both', { percent: '10', amount: '5' }, [{ attribute: 'amount', type: 'invalid' }]],
    ['an amount of three decimals', { percent: null, amount: '0.125' }, [{ attribute: 'amount', type: 'invalid' }]],
    [
      'a negative percent',
      { percent: '-10', amount: null },
      [{ attribute: 'percent', type: 'greater_than_or_equal_to', params: { count: 0 } }],
    ],
    ['a percent of three decimals', { percent: '2.555', amount: null }, [{ attribute: 'percent', type: 'invalid' }]],
    ['an amount with grouping', { percent: null, amount: '1 000' }, [{ attribute: 'amount', type: 'not_a_number' }]],
  ])('refuses %s', (_name, values, problems) => {
    expect(allowanceChargeProblems(values)).toEqual(problems);
  });
});
