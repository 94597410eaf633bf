import { Decimal } from '../decimal.js';

/**
 * Number-like input as typed by people in either locale ("1 000,50", "1,000.50", "-5", "0,00"),
 * read as an exact decimal so amounts compare without floating-point surprises.
 */
export type DecimalLike = Decimal | number | string;

const NUMBER_LIKE = /^[-−]?[\d\s.,]*\d[\d\s.,]*$/u;

/**
 * When both a dot and a comma occur, the last one is the decimal separator and the other groups
 * thousands. A separator occurring once is the decimal separator ("1,5" and "1.5" are 1.5); one
 * occurring several times groups thousands ("1.000.000").
 */
export function toDecimal(value: unknown): Decimal | null {
  if (Decimal.isDecimal(value)) return value.isFinite() ? value : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!NUMBER_LIKE.test(trimmed)) return null;
  let text = trimmed.replace(/\s/gu, '').replace('−', '-');
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    text = text.split(grouping).join('');
    if (text.indexOf(decimal) !== text.lastIndexOf(decimal)) return null;
    text = text.replace(decimal, '.');
  } else {
    const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
    if (separator) {
      const count = text.split(separator).length - 1;
      text = count === 1 ? text.replace(separator, '.') : text.split(separator).join('');
    }
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return new Decimal(text);
}

/** "0", "0,00", "-0.0" and 0: what `required` treats as not filled in. */
export function isZeroDecimal(value: unknown): boolean {
  const decimal = toDecimal(value);
  return decimal !== null && decimal.isZero();
}

export { Decimal };
