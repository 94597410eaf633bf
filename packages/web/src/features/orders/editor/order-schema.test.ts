import { describe, expect, it } from 'vitest';
import { decodeFailure } from '../../../ui/validation';
import { newOrderAllowanceCharge, newOrderValues, type OrderContentFormValues } from './order-form';
import { orderContentSchema } from './order-schema';

const valid = (): OrderContentFormValues => {
  const values = newOrderValues({ date: '2026-03-02', currencyCode: 'NOK', unitOfMeasureCode: 'EA' });
  values.customerId = 'c1';
  values.reference = 'Kari Nordmann';
  values.lines[0] = { ...values.lines[0]!, itemName: 'Konsulenttime', priceAmount: '950' };
  return values;
};

/** Each failing field with its rule's key, as the form shows them. */
function failures(values: OrderContentFormValues): Record<string, string | undefined> {
  const result = orderContentSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), decodeFailure(issue.message)?.key]),
  );
}

describe('order form rules (the domain rules the server runs)', () => {
  it('accept a complete order', () => {
    expect(failures(valid())).toEqual({});
  });

  it('require the customer reference (spec 001 §5.4), the customer and a date', () => {
    const values = { ...valid(), reference: ' ', customerId: null, date: null };
    expect(failures(values)).toMatchObject({ reference: 'required', customerId: 'required', date: 'required' });
  });

  it('check each line on its own: name, price not negative, at most four decimals in the quantity', () => {
    const values = valid();
    values.lines.push({ ...values.lines[0]!, itemName: '', priceAmount: '-1', quantity: '1.23456' });
    const found = failures(values);
    expect(Object.keys(found).sort()).toEqual(['lines.1.itemName', 'lines.1.priceAmount', 'lines.1.quantity']);
  });

  it('ask an exemption reason for EXEMPT and refuse one for ZERO (BR-E-10, BR-Z-10)', () => {
    const values = valid();
    values.lines.push({ ...values.lines[0]!, vatRateSymbol: 'EXEMPT', taxExemptionReason: '' });
    values.lines.push({ ...values.lines[0]!, vatRateSymbol: 'ZERO', taxExemptionReason: 'Aviser' });
    expect(failures(values)).toEqual({
      'lines.1.taxExemptionReason': 'required',
      'lines.2.taxExemptionReason': 'invalidCombination',
    });
  });

  it('take a percent or an amount for a discount, not both, on a line and on the order', () => {
    const values = valid();
    values.lines[0]!.allowanceCharge = { kind: 'ALLOWANCE', percent: '10', amount: '5' };
    values.allowanceCharges = [{ ...newOrderAllowanceCharge('CHARGE') }];
    expect(failures(values)).toEqual({
      'lines.0.allowanceCharge.amount': 'invalidCombination',
      'allowanceCharges.0.amount': 'required',
    });
  });
});
