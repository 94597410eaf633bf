import { CURRENCY_DECIMALS } from '../constants.js';
import { isCanonicalDecimal } from '../money/canonical-decimal.js';
import { toMoney, type Money } from '../money/money.js';

/**
 * An amount as the document states it: exactly two decimals ("1250.00"), no sign on zero. Called
 * only with values already rounded to øre, so `toFixed` never rounds here.
 */
export function amountText(value: Money): string {
  return value.isZero() ? (0).toFixed(CURRENCY_DECIMALS) : value.toFixed(CURRENCY_DECIMALS);
}

/**
 * A decimal input of the arithmetic, refused with the field's name when it is not a canonical
 * decimal or has more decimals than its kind keeps: the forms' rules refuse it first, so reaching
 * this is a bug.
 */
export function readDecimal(value: string, field: string, maxDecimals: number): Money {
  if (!isCanonicalDecimal(value)) throw new RangeError(`${field} is not a decimal: ${value}`);
  const decimal = toMoney(value);
  if (decimal.decimalPlaces() > maxDecimals)
    throw new RangeError(`${field} has more than ${maxDecimals} decimals: ${value}`);
  return decimal;
}
