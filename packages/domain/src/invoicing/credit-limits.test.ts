import { describe, expect, it } from 'vitest';
import {
  checkCreditRequest,
  creditAmountProblem,
  creditableQuantities,
  creditsAllRemaining,
  uncreditedAmount,
  wholeCreditRequest,
  type CreditableLine,
} from './credit-limits.js';

const line = (id: string, quantity: string): CreditableLine => ({
  id,
  quantity,
  priceAmount: '100',
  taxCategory: 'S',
  taxPercent: '25',
});
const LINES = [line('a', '10'), line('b', '2.5'), line('c', '-3')];

describe('creditable quantities: what earlier credit notes left of each line', () => {
  it('is the whole quantity before any credit note, as a magnitude for a negative line', () => {
    expect(creditableQuantities(LINES, {})).toEqual({ a: '10.0000', b: '2.5000', c: '3.0000' });
  });

  it('subtracts what was credited, never below 0', () => {
    expect(creditableQuantities(LINES, { a: '4', b: '2.5', c: '5' })).toEqual({
      a: '6.0000',
      b: '0.0000',
      c: '0.0000',
    });
  });

  it('credits the whole invoice as all remaining quantities of the lines that have some', () => {
    expect(wholeCreditRequest(LINES, { a: '4', b: '2.5' })).toEqual([
      { lineId: 'a', quantity: '6.0000' },
      { lineId: 'c', quantity: '3.0000' },
    ]);
    expect(wholeCreditRequest(LINES, { a: '10', b: '2.5', c: '3' })).toEqual([]);
  });
});

describe('checkCreditRequest: typed problems per requested line', () => {
  it('accepts chosen lines and quantities within what remains, up to exactly all of it', () => {
    expect(checkCreditRequest(LINES, { a: '4' }, [{ lineId: 'a', quantity: '6' }])).toEqual([]);
    expect(checkCreditRequest(LINES, {}, [{ lineId: 'b', quantity: '0.0001' }])).toEqual([]);
  });

  it('refuses more than remains, naming what remains', () => {
    expect(checkCreditRequest(LINES, { a: '4' }, [{ lineId: 'a', quantity: '6.0001' }])).toEqual([
      { index: 0, lineId: 'a', type: 'exceeds_remaining', params: { count: '6.0000' } },
    ]);
  });

  it.each([
    ['0', 'not_positive'],
    ['-1', 'not_positive'],
    ['1.00001', 'not_a_number'],
    ['abc', 'not_a_number'],
    ['1,5', 'not_a_number'],
  ])('refuses quantity %j as %s', (quantity, type) => {
    expect(checkCreditRequest(LINES, {}, [{ lineId: 'a', quantity }])).toEqual([{ index: 0, lineId: 'a', type }]);
  });

  it('refuses a line of another invoice, a line named twice and an empty request', () => {
    expect(
      checkCreditRequest(LINES, {}, [
        { lineId: 'a', quantity: '1' },
        { lineId: 'x', quantity: '1' },
        { lineId: 'a', quantity: '1' },
      ]),
    ).toEqual([
      { index: 1, lineId: 'x', type: 'unknown_line' },
      { index: 2, lineId: 'a', type: 'duplicate_line' },
    ]);
    expect(checkCreditRequest(LINES, {}, [])).toEqual([{ index: null, lineId: null, type: 'blank' }]);
  });

  it('tells a request that takes all that remains', () => {
    expect(creditsAllRemaining(LINES, { a: '4', b: '2.5' }, wholeCreditRequest(LINES, { a: '4', b: '2.5' }))).toBe(
      true,
    );
    expect(creditsAllRemaining(LINES, {}, [{ lineId: 'a', quantity: '10' }])).toBe(false);
  });
});

describe('credit amount: a credit note never exceeds what remains uncredited', () => {
  it('allows up to exactly the remaining amount', () => {
    expect(uncreditedAmount('1250.00', '250.00')).toBe('1000.00');
    expect(
      creditAmountProblem({
        invoicePayableAmount: '1250.00',
        creditedAmount: '250.00',
        creditPayableAmount: '1000.00',
      }),
    ).toBeNull();
  });

  it('refuses one øre more, naming the remaining amount', () => {
    expect(
      creditAmountProblem({
        invoicePayableAmount: '1250.00',
        creditedAmount: '250.00',
        creditPayableAmount: '1000.01',
      }),
    ).toEqual({ attribute: 'payableAmount', type: 'exceeds_remaining', params: { count: '1000.00' } });
  });

  it('refuses anything on an invoice credited in full', () => {
    expect(
      creditAmountProblem({ invoicePayableAmount: '100.00', creditedAmount: '100.00', creditPayableAmount: '0.01' }),
    ).not.toBeNull();
  });
});
