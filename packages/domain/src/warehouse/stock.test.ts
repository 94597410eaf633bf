import { describe, expect, it } from 'vitest';
import { firstMovementIsCount, stockHistory, stockOf, stockValue, type StockMovement } from './stock.js';

const count = (date: string, at: string, quantity: string, purchasePrice = '100'): StockMovement => ({
  kind: 'COUNT',
  date,
  at,
  quantity,
  purchasePrice,
});
const patch = (date: string, at: string, quantity: string, purchasePrice = '100'): StockMovement => ({
  kind: 'PATCH',
  date,
  at,
  quantity,
  purchasePrice,
});
const sale = (date: string, at: string, quantity: string): StockMovement => ({
  kind: 'SALE',
  date,
  at,
  quantity,
  purchasePrice: null,
});

describe('stock of a product from a supplier: the last count, plus later patches, minus later sales (spec 001 §5.4)', () => {
  it('has no stock before the first count', () => {
    expect(
      stockOf([patch('2026-03-01', '2026-03-01T08:00:00Z', '5'), sale('2026-03-02', '2026-03-02T08:00:00Z', '1')]),
    ).toBeNull();
    expect(stockOf([])).toBeNull();
  });

  it('adds the patches and takes away the sales after the count', () => {
    const stock = stockOf([
      count('2026-03-01', '2026-03-01T16:00:00Z', '10'),
      patch('2026-03-03', '2026-03-03T09:00:00Z', '4'),
      sale('2026-03-04', '2026-03-04T10:00:00Z', '3'),
      patch('2026-03-05', '2026-03-05T09:00:00Z', '-1'),
    ]);
    expect(stock).toMatchObject({
      lastCountDate: '2026-03-01',
      countedQuantity: '10',
      patchedQuantity: '3',
      soldQuantity: '3',
      quantity: '10',
    });
  });

  it('ignores what came before the last count, whatever order the movements are given in', () => {
    const movements = [
      sale('2026-03-09', '2026-03-09T12:00:00Z', '2'),
      count('2026-03-01', '2026-03-01T16:00:00Z', '10'),
      patch('2026-03-02', '2026-03-02T09:00:00Z', '50'),
      sale('2026-03-03', '2026-03-03T10:00:00Z', '7'),
      count('2026-03-08', '2026-03-08T16:00:00Z', '40'),
    ];
    expect(stockOf(movements)?.quantity).toBe('38');
    expect(stockOf([...movements].reverse())?.quantity).toBe('38');
  });

  it('orders one day by the instant: a sale locked before the count is in the count, one locked after is not', () => {
    const stock = stockOf([
      sale('2026-03-01', '2026-03-01T08:00:00Z', '2'),
      count('2026-03-01', '2026-03-01T12:00:00Z', '10'),
      sale('2026-03-01', '2026-03-01T15:00:00Z', '3'),
    ]);
    expect(stock?.quantity).toBe('7');
  });

  it('dates a count by its day: a patch entered after the count but dated the day before is in the count', () => {
    const stock = stockOf([
      count('2026-03-05', '2026-03-05T12:00:00Z', '10'),
      patch('2026-03-04', '2026-03-06T09:00:00Z', '5'),
    ]);
    expect(stock?.quantity).toBe('10');
  });

  it('takes back goods on a negative sale line, as a credit note has', () => {
    const stock = stockOf([
      count('2026-03-01', '2026-03-01T12:00:00Z', '10'),
      sale('2026-03-02', '2026-03-02T12:00:00Z', '-2.5'),
    ]);
    expect(stock).toMatchObject({ soldQuantity: '-2.5', quantity: '12.5' });
  });

  it('keeps four decimals of quantity exact', () => {
    const stock = stockOf([
      count('2026-03-01', '2026-03-01T12:00:00Z', '0.1'),
      patch('2026-03-02', '2026-03-02T12:00:00Z', '0.2'),
      sale('2026-03-03', '2026-03-03T12:00:00Z', '0.0003'),
    ]);
    expect(stock?.quantity).toBe('0.2997');
  });
});

describe('stock value at the weighted average acquisition cost since the last count', () => {
  it('weighs the count and the goods received at their own prices', () => {
    const stock = stockOf([
      count('2026-03-01', '2026-03-01T12:00:00Z', '10', '100'),
      patch('2026-03-02', '2026-03-02T12:00:00Z', '10', '120'),
      sale('2026-03-03', '2026-03-03T12:00:00Z', '5'),
    ]);
    expect(stock).toMatchObject({ quantity: '15', averagePurchasePrice: '110.0000', value: '1650.00' });
  });

  it('does not let a write-off change the average', () => {
    const stock = stockOf([
      count('2026-03-01', '2026-03-01T12:00:00Z', '10', '100'),
      patch('2026-03-02', '2026-03-02T12:00:00Z', '-4', '500'),
    ]);
    expect(stock).toMatchObject({ quantity: '6', averagePurchasePrice: '100.0000', value: '600.00' });
  });

  it('rounds the value once, to øre, from the unrounded average', () => {
    // 3 @ 10 and 3 @ 10.01: average 10.005 exactly; 7 × 10.005 = 70.035 → 70.04.
    expect(stockValue('7', '6', '60.03', '10')).toEqual({ averagePurchasePrice: '10.0050', value: '70.04' });
    // 1 @ 1 and 2 @ 2: average 5/3; 1 × 5/3 = 1.6666… → 1.67, while 1 × 1.6667 would still give 1.67,
    // 1000 × 5/3 = 1666.67, not 1000 × 1.6667 = 1666.70.
    expect(stockValue('1000', '3', '5', '1')).toEqual({ averagePurchasePrice: '1.6667', value: '1666.67' });
  });

  it("takes the count's price when nothing was received to weigh", () => {
    const stock = stockOf([
      count('2026-03-01', '2026-03-01T12:00:00Z', '0', '80'),
      patch('2026-03-02', '2026-03-02T12:00:00Z', '-2', '80'),
    ]);
    expect(stock).toMatchObject({ quantity: '-2', averagePurchasePrice: '80.0000', value: '-160.00' });
  });
});

describe('stock history', () => {
  it('shows each movement in time with the stock after it; a count sets it', () => {
    const history = stockHistory([
      sale('2026-03-04', '2026-03-04T10:00:00Z', '3'),
      count('2026-03-01', '2026-03-01T16:00:00Z', '10'),
      patch('2026-02-20', '2026-02-20T09:00:00Z', '1'),
      patch('2026-03-03', '2026-03-03T09:00:00Z', '4'),
      count('2026-03-05', '2026-03-05T16:00:00Z', '12'),
    ]);
    expect(history.map((entry) => [entry.kind, entry.change, entry.balance])).toEqual([
      ['PATCH', '1', null],
      ['COUNT', '10', '10'],
      ['PATCH', '4', '14'],
      ['SALE', '-3', '11'],
      ['COUNT', '12', '12'],
    ]);
  });
});

describe('the first patch line of a product from a supplier must be a full count (spec 001 §5.4)', () => {
  it('accepts a count first, and sales before it', () => {
    expect(
      firstMovementIsCount([
        sale('2026-01-01', '2026-01-01T08:00:00Z', '1'),
        count('2026-01-02', '2026-01-02T08:00:00Z', '3'),
      ]),
    ).toBe(true);
    expect(firstMovementIsCount([])).toBe(true);
  });

  it('refuses a patch first, also one dated before a count entered earlier', () => {
    expect(firstMovementIsCount([patch('2026-01-01', '2026-01-01T08:00:00Z', '1')])).toBe(false);
    expect(
      firstMovementIsCount([
        count('2026-01-05', '2026-01-05T08:00:00Z', '3'),
        patch('2026-01-04', '2026-01-06T08:00:00Z', '1'),
      ]),
    ).toBe(false);
  });
});
