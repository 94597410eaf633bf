import {
  KID_MOD10_WEIGHTS,
  KID_MOD11_CHECK_FOR_REMAINDER_0,
  KID_MOD11_CHECK_FOR_REMAINDER_1,
  KID_MOD11_WEIGHTS,
} from '../constants.js';

/**
 * KID (kundeidentifikasjon, the payment reference on Norwegian invoices): 2–25 characters, digits
 * followed by one check character. MOD10 is Luhn: weights 2,1,2,1… from the right, the digits of
 * each product summed, check = (10 − sum mod 10) mod 10. MOD11: weights 2,3,4,5,6,7 repeating from
 * the right, check = 11 − sum mod 11, where 11 gives "0" and 10 gives "-".
 * Example: base 1234 → 12344 (MOD10), 12343 (MOD11).
 */
export type KidMethod = 'MOD10' | 'MOD11';

export const KID_MIN_LENGTH = 2;
export const KID_MAX_LENGTH = 25;

/** Spaces are layout, not part of the reference. */
export function normalizeKid(value: string): string {
  return value.replace(/\s/g, '');
}

/** Weighted digit sum with the weights cycling from the rightmost digit leftwards. */
function weightedSumFromRight(digits: string, weights: readonly number[], add: (product: number) => number): number {
  let sum = 0;
  for (let position = 0; position < digits.length; position++) {
    const digit = Number(digits[digits.length - 1 - position]);
    sum += add(digit * weights[position % weights.length]!);
  }
  return sum;
}

/** The check character for a base of digits; throws on anything but digits. */
export function kidCheckDigit(base: string, method: KidMethod): string {
  if (!/^\d+$/.test(base)) throw new RangeError(`A KID base must be digits, got "${base}"`);
  if (method === 'MOD10') {
    // A two-digit product counts as the sum of its digits: 12 → 3, i.e. product − 9.
    const sum = weightedSumFromRight(base, KID_MOD10_WEIGHTS, (product) => (product > 9 ? product - 9 : product));
    return String((10 - (sum % 10)) % 10);
  }
  const remainder = weightedSumFromRight(base, KID_MOD11_WEIGHTS, (product) => product) % 11;
  if (remainder === 0) return KID_MOD11_CHECK_FOR_REMAINDER_0;
  if (remainder === 1) return KID_MOD11_CHECK_FOR_REMAINDER_1;
  return String(11 - remainder);
}

/** The base with its check character appended; throws unless the base is 1–24 digits. */
export function makeKid(base: string, method: KidMethod): string {
  const digits = normalizeKid(base);
  if (digits.length < KID_MIN_LENGTH - 1 || digits.length > KID_MAX_LENGTH - 1) {
    throw new RangeError(`A KID base must have ${KID_MIN_LENGTH - 1}–${KID_MAX_LENGTH - 1} digits, got "${base}"`);
  }
  return digits + kidCheckDigit(digits, method);
}

/** Digits only, 2–25 characters, the last the check character of the method ("-" only for MOD11). */
export function isValidKid(value: string, method: KidMethod): boolean {
  const kid = normalizeKid(value);
  const pattern = method === 'MOD11' ? /^\d{1,24}[\d-]$/ : /^\d{2,25}$/;
  if (!pattern.test(kid)) return false;
  return kidCheckDigit(kid.slice(0, -1), method) === kid.slice(-1);
}
