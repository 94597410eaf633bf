import { describe, expect, it } from 'vitest';
import { differenceLines } from './order-difference.js';

type Line = { id: string; quantity: string; orderedQuantity: string | null; priceAmount: string };
const line = (id: string, quantity: string, orderedQuantity: string | null): Line => ({
  id,
  quantity,
  orderedQuantity,
  priceAmount: '99.50',
});

describe('differenceLines (lock with difference)', () => {
  it('orders what was not delivered, keeping the rest of each line', () => {
    expect(differenceLines([line('a', '6', '10'), line('b', '0', '2.5'), line('c', '1.3333', '2')])).toEqual([
      { id: 'a', quantity: '4', orderedQuantity: '4', priceAmount: '99.50' },
      { id: 'b', quantity: '2.5', orderedQuantity: '2.5', priceAmount: '99.50' },
      { id: 'c', quantity: '0.6667', orderedQuantity: '0.6667', priceAmount: '99.50' },
    ]);
  });

  it.each<[string, Line]>([
    ['delivered in full', line('a', '10', '10')],
    ['delivered in full, written differently', line('a', '10.0000', '10')],
    ['over-delivered', line('a', '12', '10')],
    ['without an ordered quantity', line('a', '3', null)],
    ['with an empty ordered quantity', line('a', '3', '')],
    ['delivered with the opposite sign', line('a', '-1', '5')],
  ])('gives no line for one %s', (_name, given) => {
    expect(differenceLines([given])).toEqual([]);
  });

  it('works on the magnitude of a negative line (goods taken back)', () => {
    expect(differenceLines([line('a', '-2', '-5')])).toEqual([
      { id: 'a', quantity: '-3', orderedQuantity: '-3', priceAmount: '99.50' },
    ]);
    expect(differenceLines([line('a', '-6', '-5')])).toEqual([]);
  });

  it('refuses a quantity with more than four decimals', () => {
    expect(() => differenceLines([line('a', '1.00001', '2')])).toThrow(RangeError);
  });
});
