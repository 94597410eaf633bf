/**
 * The widest canonical decimal: more whole digits and decimals than any stored kind
 * (DECIMAL_KINDS) keeps, on purpose. A quantity with a fifth decimal is still canonical, so the
 * field's own rule refuses it with its own message (`invalid`, `max`), not the API a whole request.
 */
export const CANONICAL_DECIMAL_BOUNDS = { wholeDigits: 20, decimals: 10 } as const;

/**
 * The machine form of a decimal, the one the API's `Decimal` scalar takes, the document rules
 * check and the arithmetic reads: an optional minus, digits, optionally a point and digits
 * ("-1234.5", "0.0001"). Never a locale form ("1 234,5"; the inputs read those), so "1,234" is never
 * taken for 1.234; never an exponent or a float's text ("1e-7").
 */
export const CANONICAL_DECIMAL = new RegExp(
  `^-?\\d{1,${CANONICAL_DECIMAL_BOUNDS.wholeDigits}}(\\.\\d{1,${CANONICAL_DECIMAL_BOUNDS.decimals}})?$`,
);

/** Whether the text is a canonical decimal, exactly as given (callers trim where the API does). */
export function isCanonicalDecimal(value: string): boolean {
  return CANONICAL_DECIMAL.test(value);
}
