import { describe, expect, it } from 'vitest';
import { decodeFailure } from '../../ui/validation';
import { newRecurringOrderValues, recurringOrderInput, type RecurringOrderFormValues } from './recurring-form';
import { recurringOrderSchema } from './recurring-schema';

const valid = (): RecurringOrderFormValues => {
  const values = newRecurringOrderValues({ date: '2027-01-31', currencyCode: 'NOK', unitOfMeasureCode: 'EA' });
  values.customerId = 'c1';
  values.reference = 'Kari Havbris';
  values.lines[0] = { ...values.lines[0]!, itemName: 'Kaffebønner', priceAmount: '189.50' };
  return values;
};

function failures(values: RecurringOrderFormValues): Record<string, string | undefined> {
  const result = recurringOrderSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), decodeFailure(issue.message)?.key]),
  );
}

describe('the recurring order form', () => {
  it('starts monthly from the given day, active, made on the day', () => {
    expect(valid()).toMatchObject({ startDate: '2027-01-31', interval: 'ONE_MONTH', dateOffset: 0, active: true });
    expect(failures(valid())).toEqual({});
  });

  it("checks the schedule's rules beside the order content's (the domain's, as the server)", () => {
    const values = { ...valid(), endDate: '2027-01-01', dateOffset: 400, interval: null, reference: '' };
    expect(failures(values)).toMatchObject({
      endDate: 'sameOrAfter',
      dateOffset: 'between',
      interval: 'required',
      reference: 'required',
    });
  });

  it("sends the order's content without its date, and the schedule", () => {
    const input = recurringOrderInput({ ...valid(), endDate: '', dateOffset: null });
    expect(input).not.toHaveProperty('date');
    expect(input).toMatchObject({
      customerId: 'c1',
      reference: 'Kari Havbris',
      startDate: '2027-01-31',
      endDate: null,
      dateOffset: 0,
      interval: 'ONE_MONTH',
      active: true,
      lines: [{ itemName: 'Kaffebønner', priceAmount: '189.50', quantity: '1' }],
    });
  });
});
