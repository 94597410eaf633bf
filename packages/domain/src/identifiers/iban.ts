import { isValidBankAccount, normalizeBankAccount } from './bank-account.js';

/**
 * IBAN (ISO 13616): country code, 2 check digits, then the national account number (BBAN) of
 * letters and digits, at most 34 characters. Valid when the number read with the first four
 * characters moved to the end (letters as A = 10 … Z = 35) leaves remainder 1 mod 97; check digits
 * are 02–98. Countries in IBAN_LENGTHS must have their exact length; a Norwegian IBAN must also
 * carry a valid Norwegian account number (MOD11). Spaces are ignored, lower case reads as upper.
 * Electronic form "NO9386011117947", printed form "NO93 8601 1117 947".
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GL: 18,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  SE: 24,
};

const IBAN_MAX_LENGTH = 34;
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]+$/;

export function normalizeIban(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** Remainder mod 97 of the number spelled by digits and letters (A = 10 … Z = 35), digit by digit. */
function mod97(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const value = parseInt(character, 36);
    remainder = value > 9 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

function checkDigits(country: string, bban: string): string {
  return String(98 - mod97(`${bban}${country}00`)).padStart(2, '0');
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (iban.length > IBAN_MAX_LENGTH || !IBAN_SHAPE.test(iban)) return false;
  const country = iban.slice(0, 2);
  const expectedLength = IBAN_LENGTHS[country];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  if (country === 'NO' && !isValidBankAccount(iban.slice(4))) return false;
  // Comparing with the computed digits, not only testing remainder 1, also rejects 00, 01 and 99.
  return checkDigits(country, iban.slice(4)) === iban.slice(2, 4);
}

/** Groups of four: "NO9386011117947" → "NO93 8601 1117 947"; anything not a valid IBAN is returned as given. */
export function formatIban(value: string): string {
  if (!isValidIban(value)) return value;
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The IBAN of a Norwegian account number ("8601.11.17947" → "NO9386011117947"), or null for an invalid account. */
export function ibanFromNorwegianAccount(bban: string): string | null {
  const digits = normalizeBankAccount(bban);
  if (!isValidBankAccount(digits)) return null;
  return `NO${checkDigits('NO', digits)}${digits}`;
}

/** The 11-digit account number inside a valid Norwegian IBAN, or null. */
export function norwegianAccountOfIban(value: string): string | null {
  const iban = normalizeIban(value);
  return iban.startsWith('NO') && isValidIban(iban) ? iban.slice(4) : null;
}
