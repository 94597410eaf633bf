/**
 * SWIFT/BIC code (ISO 9362): 4 letters bank, 2 letters country, 2 characters location and an
 * optional 3 characters branch — 8 or 11 in all. The location follows the ISO 20022 BIC pattern
 * `[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?` (pain.001 and the other payment messages): the
 * location's first character is never 0 or 1, its second never the letter O.
 * Spaces are ignored and lower case is read as upper case.
 */
const SWIFT = /^[A-Z]{4}[A-Z]{2}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

export function normalizeSwift(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

export function isValidSwift(value: string): boolean {
  return SWIFT.test(normalizeSwift(value));
}
