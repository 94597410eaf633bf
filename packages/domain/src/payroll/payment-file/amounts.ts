import { isCanonicalDecimal } from '../../money/canonical-decimal.js';
import { Money, sumMoney } from '../../money/money.js';

/**
 * Amounts of a pain.001 file: NOK with two decimals, exact decimals throughout (never a float), so the
 * control sums the bank checks the file against are the exact sums of the amounts written.
 */
export const PAYMENT_CURRENCY = 'NOK';

// CtrlSum (DecimalNumber) and InstdAmt allow 18 digits in all; with two decimals that leaves 16 whole digits.
const MAX_WHOLE_DIGITS = 16;

/** A payment's amount: a canonical decimal string ("1234.5"), more than zero, at most two decimals. */
export function paymentAmount(value: string, what: string): Money {
  if (!isCanonicalDecimal(value)) throw new RangeError(`${what}: not a decimal amount: ${value}`);
  const amount = new Money(value);
  if (amount.lte(0)) throw new RangeError(`${what}: the amount must be more than zero: ${value}`);
  if (amount.decimalPlaces() > 2) throw new RangeError(`${what}: more than two decimals: ${value}`);
  return amount;
}

/** The exact sum of the amounts, refused when it has more digits than the file's control sum can carry. */
export function controlSum(amounts: readonly Money[]): Money {
  const sum = sumMoney(amounts);
  if (sum.trunc().toFixed(0).length > MAX_WHOLE_DIGITS) {
    throw new RangeError(`The total ${sum.toFixed(2)} has more than ${MAX_WHOLE_DIGITS} whole digits`);
  }
  return sum;
}

/** As the file writes amounts: always two decimals ("1234.50"). */
export function amountText(amount: Money): string {
  return amount.toFixed(2);
}
