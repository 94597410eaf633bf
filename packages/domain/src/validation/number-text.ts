import type { Decimal } from '../decimal.js';

/**
 * Reading typed numbers without decimal.js, so rules that only need to know whether something is a
 * number (or a zero) keep the first page light; `toDecimal` (decimal.ts) builds its exact decimals
 * from the same reading.
 */
const NUMBER_LIKE = /^[-−]?[\d\s.,]*\d[\d\s.,]*$/u;

/**
 * Number-like text as typed by people in either locale ("1 000,50", "1,000.50", "-5", "0,00") as
 * plain decimal text ("1000.50", "-5"), or null. When both a dot and a comma occur, the last one is
 * the decimal separator and the other groups thousands. A separator occurring once is the decimal
 * separator ("1,5" and "1.5" are 1.5); one occurring several times groups thousands ("1.000.000").
 */
export function readNumberText(value: string): string | null {
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
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? text : null;
}

/**
 * A decimal.js value, recognised the way decimal.js recognises one made by another copy of itself
 * (its `toStringTag`), so this check does not load the library.
 */
export function isDecimalValue(value: unknown): value is Decimal {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { toStringTag?: unknown }).toStringTag === '[object Decimal]'
  );
}

/** "0", "0,00", "-0.0", 0 and a zero Decimal: what `required` treats as not filled in. */
export function isZeroDecimal(value: unknown): boolean {
  if (isDecimalValue(value)) return value.isZero();
  if (typeof value === 'number') return value === 0;
  if (typeof value !== 'string') return false;
  const text = readNumberText(value);
  return text !== null && /^-?0*\.?0*$/.test(text);
}
