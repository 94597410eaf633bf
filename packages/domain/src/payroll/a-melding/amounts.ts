import { Decimal } from '../../decimal.js';
import { toMoney, type Money, type MoneyInput } from '../../money/money.js';

/**
 * An xs:decimal as the a-melding's JSON carries it in Fjord: a string with at least one decimal and no more than
 * the value needs ("52000.00" → "52000.0", "14.1", "-650.5"), the later of Skatteetaten's two example revisions
 * (README §4). Zero is "0.0", never "-0.0".
 */
export function decimalText(value: MoneyInput): string {
  const amount = toMoney(value);
  if (amount.isZero()) return '0.0';
  return amount.decimalPlaces() === 0 ? amount.toFixed(1) : amount.toFixed();
}

/**
 * A whole-krone amount (BeloepSomHeltall: withholding, garnishment and employer-tax sums) as a JSON integer: the
 * øre are dropped, as the withholding routine rounds down (the tax withheld is whole kroner already; a typed
 * deduction with øre is reported without them).
 */
export function wholeKroner(value: MoneyInput): number {
  return toMoney(value).toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber() || 0; // never -0
}

const JSON_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A decimal or integer as a received message or feedback may carry it (a JSON number, or a numeric string as the
 * schema allows), or null when it is neither. Numbers are read through their shortest text, so 14.1 is 14.1.
 */
export function amountOf(value: unknown): Money | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(String(value)) : null;
  if (typeof value === 'string' && JSON_DECIMAL.test(value.trim())) return new Decimal(value.trim());
  return null;
}

/** `amountOf`, with anything unreadable counted as zero (the simulated service's sums skip what is not a number). */
export const amountOrZero = (value: unknown): Money => amountOf(value) ?? new Decimal(0);
