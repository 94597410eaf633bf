import { describe, expect, it } from 'vitest';
import type { SavedOrder } from './order-form';
import { lineWithProduct, newOrderLine, newOrderValues, orderFormValues, orderInput } from './order-form';

const DEFAULTS = { date: '2026-03-02', currencyCode: 'NOK', unitOfMeasureCode: 'EA' };

const saved: SavedOrder = {
  id: 'o1',
  date: '2026-03-02',
  currencyCode: 'NOK',
  reference: 'Kari Nordmann',
  note: null,
  isExport: false,
  projectId: null,
  departmentId: 'd1',
  carRegistrationId: null,
  customer: { id: 'c1', displayName: 'Fjellvang Bygg AS', reference: null, deliveryLocations: [] },
  delivery: { address: 'Storgata 1', additionalAddress: null, zip: '0155', city: 'Oslo', countryCode: 'NO' },
  lines: [
    {
      id: 'l1',
      productId: 'p1',
      itemName: 'Stekepanne',
      itemDescription: null,
      sellersItemIdentification: '1001',
      quantity: '2.5000',
      orderedQuantity: '3.0000',
      unitOfMeasureCode: 'EA',
      priceAmount: '499.0000',
      baseQuantity: null,
      vatRateSymbol: 'STANDARD',
      taxExemptionReason: null,
      allowanceCharge: { chargeIndicator: false, percent: '10.00', amount: null },
    },
  ],
  allowanceCharges: [
    {
      id: 'a1',
      chargeIndicator: true,
      reason: 'Frakt',
      percent: null,
      fixedAmount: '150.00',
      vatRateSymbol: 'STANDARD',
      taxExemptionReason: null,
    },
  ],
};

describe('order form → OrderInput', () => {
  it('round-trips a saved order: the form sends back what it was opened with', () => {
    const input = orderInput(orderFormValues(saved));
    expect(input).toMatchObject({
      customerId: 'c1',
      date: '2026-03-02',
      currencyCode: 'NOK',
      reference: 'Kari Nordmann',
      note: null,
      departmentId: 'd1',
      projectId: null,
      delivery: { address: 'Storgata 1', additionalAddress: null, zip: '0155', city: 'Oslo', countryCode: 'NO' },
    });
    expect(input.lines).toEqual([
      {
        productId: 'p1',
        itemName: 'Stekepanne',
        itemDescription: null,
        sellersItemIdentification: '1001',
        quantity: '2.5000',
        orderedQuantity: '3.0000',
        unitOfMeasureCode: 'EA',
        priceAmount: '499.0000',
        baseQuantity: null,
        vatRateSymbol: 'STANDARD',
        taxExemptionReason: null,
        allowanceCharge: { chargeIndicator: false, percent: '10.00', amount: null },
      },
    ]);
    expect(input.allowanceCharges).toEqual([
      {
        chargeIndicator: true,
        reason: 'Frakt',
        percent: null,
        amount: '150.00',
        vatRateSymbol: 'STANDARD',
        taxExemptionReason: null,
      },
    ]);
  });

  it('sends blank text as null and a line without its own discount without one', () => {
    const values = newOrderValues(DEFAULTS);
    values.customerId = 'c1';
    values.reference = '  Ola  ';
    values.lines[0] = { ...values.lines[0]!, itemName: ' Konsulenttime ', priceAmount: '950' };
    const input = orderInput(values);
    expect(input.reference).toBe('Ola');
    expect(input.note).toBeNull();
    expect(input.lines[0]).toMatchObject({
      productId: null,
      itemName: 'Konsulenttime',
      itemDescription: null,
      quantity: '1',
      unitOfMeasureCode: 'EA',
      allowanceCharge: null,
    });
  });
});

describe('choosing a product for a line', () => {
  const product = {
    id: 'p1',
    number: '1001',
    name: 'Stekepanne',
    description: 'Støpejern, 28 cm',
    unitOfMeasureCode: 'EA',
    vatRateSymbol: 'STANDARD',
    taxExemptionReason: null,
    prices: [
      { validFrom: '2025-01-01', validTo: '2025-12-31', salePrice: '449.0000' },
      { validFrom: '2026-01-01', validTo: null, salePrice: '499.0000' },
    ],
  };

  it('takes the sale price in force on the order date, and keeps the quantities typed', () => {
    const line = { ...newOrderLine('EA'), quantity: '3', orderedQuantity: '4' };
    expect(lineWithProduct(line, product, '2025-06-30')).toMatchObject({
      productId: 'p1',
      itemName: 'Stekepanne',
      itemDescription: 'Støpejern, 28 cm',
      sellersItemIdentification: '1001',
      priceAmount: '449.0000',
      vatRateSymbol: 'STANDARD',
      quantity: '3',
      orderedQuantity: '4',
    });
    expect(lineWithProduct(line, product, '2026-03-02').priceAmount).toBe('499.0000');
  });

  it("keeps the product's exemption reason only for a category whose document code needs one (E, not Z)", () => {
    const line = newOrderLine('EA');
    const exempt = { ...product, vatRateSymbol: 'EXEMPT', taxExemptionReason: 'Helsetjenester' };
    const zero = { ...product, vatRateSymbol: 'ZERO', taxExemptionReason: 'Aviser' };
    expect(lineWithProduct(line, exempt, '2026-03-02').taxExemptionReason).toBe('Helsetjenester');
    expect(lineWithProduct(line, zero, '2026-03-02').taxExemptionReason).toBe('');
  });
});
