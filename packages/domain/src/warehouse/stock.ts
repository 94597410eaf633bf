import { Decimal } from '../decimal.js';
import { roundMoney } from '../money/money.js';
import { amountText } from '../documents/amount-text.js';

/**
 * What moves the stock of one product from one supplier: a full count (the quantity on the shelf),
 * a patch (a change: goods received, or written off when negative) and a sale (the quantity of a
 * line of a locked order; a negative line, as on a credit note, brings goods back).
 */
export const STOCK_MOVEMENT_KINDS = ['COUNT', 'PATCH', 'SALE'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export type StockMovement = {
  kind: StockMovementKind;
  /** The day it counts for: a patch's date, or the Oslo day an order was locked. */
  date: string;
  /**
   * The instant that orders movements of one day: the patch's creation, the order's lock. An ISO
   * 8601 UTC timestamp; every movement compared must be written the same way.
   */
  at: string;
  /** COUNT: counted; PATCH: the change; SALE: the order line's quantity (what left). */
  quantity: string;
  /** What one unit cost: on counts and patches. */
  purchasePrice: string | null;
};

const KIND_ORDER: Record<StockMovementKind, number> = { COUNT: 0, PATCH: 1, SALE: 2 };

/**
 * Movements in time: by day, then by instant. A count is dated by the day it describes, so goods
 * received or sold before it on its day, or on an earlier day but entered later, are in the count.
 */
export function compareMovements(a: StockMovement, b: StockMovement): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.at !== b.at) return a.at < b.at ? -1 : 1;
  return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
}

/** The stock's effect of a movement after the count: a patch adds, a sale takes away. */
function changeOf(movement: StockMovement): Decimal {
  const quantity = new Decimal(movement.quantity);
  return movement.kind === 'SALE' ? quantity.negated() : quantity;
}

export type StockFigures = {
  lastCountDate: string;
  countedQuantity: string;
  patchedQuantity: string;
  soldQuantity: string;
  quantity: string;
  /** Σ(quantity × price) / Σ quantity of the count and the goods received since, to 4 decimals. */
  averagePurchasePrice: string;
  /** quantity × the unrounded average, rounded to øre. */
  value: string;
};

/**
 * The value of the stock at its weighted average acquisition cost since the last count: the count
 * at its price and each receipt (a positive patch) at its own. Without any quantity to weigh (a
 * count of nothing and no receipt) the count's price is the average. Multiplying before dividing
 * keeps the value exact until its one rounding to øre.
 */
export function stockValue(
  quantity: string,
  receivedQuantity: string,
  receivedValue: string,
  countPrice: string,
): { averagePurchasePrice: string; value: string } {
  const received = new Decimal(receivedQuantity);
  if (received.isZero()) {
    const price = new Decimal(countPrice);
    return { averagePurchasePrice: price.toFixed(4), value: amountText(roundMoney(price.times(quantity))) };
  }
  const worth = new Decimal(receivedValue);
  return {
    averagePurchasePrice: worth.dividedBy(received).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
    value: amountText(roundMoney(new Decimal(quantity).times(worth).dividedBy(received))),
  };
}

/**
 * The stock of one product from one supplier after all its movements (spec 001 §5.4): the last
 * count, plus the patches after it, minus the sales after it. Whatever came before the last count
 * is in that count. Null before the first count: there is no stock to speak of.
 */
export function stockOf(movements: readonly StockMovement[]): StockFigures | null {
  const sorted = [...movements].sort(compareMovements);
  const lastCount = sorted.findLastIndex((movement) => movement.kind === 'COUNT');
  if (lastCount < 0) return null;
  const count = sorted[lastCount]!;
  const countPrice = count.purchasePrice ?? '0';
  let patched = new Decimal(0);
  let sold = new Decimal(0);
  let receivedQuantity = new Decimal(count.quantity);
  let receivedValue = receivedQuantity.times(countPrice);
  for (const movement of sorted.slice(lastCount + 1)) {
    if (movement.kind === 'SALE') {
      sold = sold.plus(movement.quantity);
      continue;
    }
    // A later count would be the last one; only patches remain here.
    patched = patched.plus(movement.quantity);
    if (new Decimal(movement.quantity).greaterThan(0)) {
      receivedQuantity = receivedQuantity.plus(movement.quantity);
      receivedValue = receivedValue.plus(new Decimal(movement.quantity).times(movement.purchasePrice ?? '0'));
    }
  }
  const quantity = new Decimal(count.quantity).plus(patched).minus(sold);
  return {
    lastCountDate: count.date,
    countedQuantity: new Decimal(count.quantity).toFixed(),
    patchedQuantity: patched.toFixed(),
    soldQuantity: sold.toFixed(),
    quantity: quantity.toFixed(),
    ...stockValue(quantity.toFixed(), receivedQuantity.toFixed(), receivedValue.toFixed(), countPrice),
  };
}

export type StockHistoryEntry = StockMovement & {
  /** COUNT: counted; PATCH: the change; SALE: minus what left. */
  change: string;
  /** The stock after the movement; null before the first count, when there is none. */
  balance: string | null;
};

/**
 * Every movement in time with the stock after it: a count sets the stock (the difference to what
 * was expected is the count's finding), a patch or a sale moves it.
 */
export function stockHistory(movements: readonly StockMovement[]): StockHistoryEntry[] {
  let balance: Decimal | null = null;
  return [...movements].sort(compareMovements).map((movement) => {
    if (movement.kind === 'COUNT') {
      balance = new Decimal(movement.quantity);
      return { ...movement, change: balance.toFixed(), balance: balance.toFixed() };
    }
    const change = changeOf(movement);
    if (balance !== null) balance = balance.plus(change);
    return { ...movement, change: change.toFixed(), balance: balance === null ? null : balance.toFixed() };
  });
}

/**
 * Whether the first patch line of a product from a supplier is a full count, as spec 001 §5.4
 * demands (sales before it do not count: there was no stock to take them from).
 */
export function firstMovementIsCount(movements: readonly StockMovement[]): boolean {
  const first = [...movements].filter((movement) => movement.kind !== 'SALE').sort(compareMovements)[0];
  return first === undefined || first.kind === 'COUNT';
}
