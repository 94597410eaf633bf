import { DECIMAL_KINDS } from '../money/decimal-kinds.js';
import { readDecimal } from './amount-text.js';

/** An order line's delivered `quantity` and the `orderedQuantity` it was ordered with (null: not tracked). */
export type DeliveredLine = { quantity: string; orderedQuantity: string | null };

/**
 * "Lock with difference": the lines of the new order for what was ordered but not delivered, each
 * a copy of its line with ordered − delivered as both its quantity and its ordered quantity. A line
 * delivered in full, over-delivered, without an ordered quantity, or delivered with the opposite
 * sign gives none. Negative lines (something taken back) work alike on the magnitude.
 */
export function differenceLines<L extends DeliveredLine>(lines: readonly L[]): L[] {
  const scale = DECIMAL_KINDS.quantity.scale;
  return lines.flatMap((line) => {
    if (line.orderedQuantity === null || line.orderedQuantity === '') return [];
    const ordered = readDecimal(line.orderedQuantity, 'orderedQuantity', scale);
    const delivered = readDecimal(line.quantity, 'quantity', scale);
    const sameWay = delivered.isZero() || delivered.isNegative() === ordered.isNegative();
    if (!sameWay || !delivered.abs().lessThan(ordered.abs())) return [];
    const remaining = ordered.minus(delivered).toFixed();
    return [{ ...line, quantity: remaining, orderedQuantity: remaining }];
  });
}
