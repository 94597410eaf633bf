import { CURRENCY_DECIMALS } from '../constants.js';
import { Decimal } from '../decimal.js';
import { toDecimal } from '../validation/decimal.js';

/** An amount: the project's one Decimal (see decimal.ts), named for what it holds. */
export const Money = Decimal;
export type Money = Decimal;

/** What the money functions accept: an amount, an exact decimal string, or an integer number. */
export type MoneyInput = Decimal | string | number;

/**
 * An amount as a Money instance. Strings are read by `toDecimal` (either locale's separators, so
 * "1 234,50", "1,234.50" and NUMERIC text "1234.50" all work). Numbers must be safe integers: a
 * float such as 0.1 is already inexact, and accepting it would hide the float that produced it.
 */
export function toMoney(value: MoneyInput): Money {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Money from a number must be a safe integer: ${value}`);
    return new Money(value);
  }
  const decimal = toDecimal(value);
  if (decimal === null || !decimal.isFinite()) throw new RangeError(`Not a finite amount: ${String(value)}`);
  return new Money(decimal);
}

/**
 * Rounded half up, where "up" means away from zero: 2.345 → 2.35 and −2.345 → −2.35, so an amount
 * and its negation (an invoice line and its credit) always round to the same magnitude.
 */
export function roundMoney(value: MoneyInput, decimals: number = CURRENCY_DECIMALS): Money {
  return toMoney(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
}

/** The exact sum; rounding is the caller's explicit step. */
export function sumMoney(values: Iterable<MoneyInput>): Money {
  let sum = new Money(0);
  for (const value of values) sum = sum.plus(toMoney(value));
  return sum;
}
