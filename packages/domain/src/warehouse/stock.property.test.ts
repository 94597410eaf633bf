import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal.js';
import { decimalText } from '../documents/testing/document-arbitraries.js';
import { STOCK_MOVEMENT_KINDS, stockHistory, stockOf, type StockMovement } from './stock.js';

const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`);
const movement: fc.Arbitrary<StockMovement> = fc
  .record({
    kind: fc.constantFrom(...STOCK_MOVEMENT_KINDS),
    date: day,
    second: fc.integer({ min: 0, max: 86_399 }),
    quantity: decimalText(6, 4, 'any'),
    purchasePrice: decimalText(6, 4),
  })
  .map(({ kind, date, second, quantity, purchasePrice }) => ({
    kind,
    date,
    at: new Date(Date.UTC(2026, 2, 1) + second * 1000).toISOString(),
    // A count is what is on the shelf: never negative.
    quantity: kind === 'COUNT' ? quantity.replace('-', '') : quantity,
    purchasePrice: kind === 'SALE' ? null : purchasePrice,
  }));

describe('stock over any interleaving of counts, patches and sales', () => {
  it('is the balance after the last movement of the history', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 40 }), (movements) => {
        const stock = stockOf(movements);
        const history = stockHistory(movements);
        const last = history.at(-1)?.balance ?? null;
        if (stock === null) expect(last).toBeNull();
        else expect(new Decimal(stock.quantity).equals(last!)).toBe(true);
      }),
    );
  });

  it('is the last count plus the patches minus the sales after it, whatever order they come in', () => {
    const withShuffle = fc
      .array(movement, { maxLength: 40 })
      .chain((movements) =>
        fc
          .shuffledSubarray(movements, { minLength: movements.length, maxLength: movements.length })
          .map((shuffled) => ({ movements, shuffled })),
      );
    fc.assert(
      fc.property(withShuffle, ({ movements, shuffled }) => {
        const stock = stockOf(shuffled);
        expect(stock).toEqual(stockOf(movements));
        if (stock === null) return;
        expect(
          new Decimal(stock.countedQuantity)
            .plus(stock.patchedQuantity)
            .minus(stock.soldQuantity)
            .equals(stock.quantity),
        ).toBe(true);
      }),
    );
  });

  it('values stock bought at one price at that price, to the øre', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 30 }), decimalText(5, 4), (movements, price) => {
        const stock = stockOf(movements.map((m) => (m.kind === 'SALE' ? m : { ...m, purchasePrice: price })));
        if (stock === null) return;
        const expected = new Decimal(stock.quantity).times(price).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        expect(new Decimal(stock.value).equals(expected)).toBe(true);
        expect(new Decimal(stock.averagePurchasePrice).equals(new Decimal(price).toDecimalPlaces(4))).toBe(true);
      }),
    );
  });
});
