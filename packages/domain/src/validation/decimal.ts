import { Decimal } from '../decimal.js';
import { readNumberText } from './number-text.js';

/**
 * Number-like input as typed by people in either locale ("1 000,50", "1,000.50", "-5", "0,00"),
 * read as an exact decimal so amounts compare without floating-point surprises.
 */
export type DecimalLike = Decimal | number | string;

/** The exact decimal of a number, a Decimal or number-like text (`readNumberText`), or null. */
export function toDecimal(value: unknown): Decimal | null {
  if (Decimal.isDecimal(value)) return value.isFinite() ? value : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== 'string') return null;
  const text = readNumberText(value);
  return text === null ? null : new Decimal(text);
}

export { Decimal };
