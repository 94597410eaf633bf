import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../validation/field-problems.js';
import { ORDER_LINE_TEXT_RULES, orderProblems, type OrderValues } from './order-rules.js';

const VALID: OrderValues = {
  customerId: '1b7c3c1e-2f1a-4c55-9d6e-0a1b2c3d4e5f',
  date: '2026-03-02',
  currencyCode: 'NOK',
  reference: 'Ola Nordmann',
  note: null,
};

describe('order rules', () => {
  it('accepts a complete order', () => {
    expect(orderProblems(VALID)).toEqual([]);
  });

  it('requires the customer reference (spec 001 §5.4), the customer, a real date and a known currency', () => {
    expect(
      orderProblems({ ...VALID, reference: ' ', customerId: null, date: '2026-02-30', currencyCode: 'KR' }),
    ).toEqual([
      { attribute: 'customerId', type: 'blank' },
      { attribute: 'date', type: 'invalid' },
      { attribute: 'currencyCode', type: 'invalid' },
      { attribute: 'reference', type: 'blank' },
    ]);
  });

  it('a line needs a name, a unit of measure of the list and a VAT category; an ordered quantity keeps 4 decimals', () => {
    expect(
      fieldProblems(
        {
          itemName: '',
          itemDescription: null,
          sellersItemIdentification: null,
          unitOfMeasureCode: 'BOX',
          vatRateSymbol: 'HIGH',
          orderedQuantity: '1.23456',
        },
        ORDER_LINE_TEXT_RULES,
      ),
    ).toEqual([
      { attribute: 'itemName', type: 'blank' },
      { attribute: 'unitOfMeasureCode', type: 'inclusion' },
      { attribute: 'vatRateSymbol', type: 'inclusion' },
      { attribute: 'orderedQuantity', type: 'invalid' },
    ]);
  });
});
