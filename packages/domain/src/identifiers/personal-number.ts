import { PERSONAL_NUMBER_FIRST_CHECK_WEIGHTS } from '../constants.js';
import { isValidCalendarDate } from '../validation/values.js';

/**
 * Norwegian national identity number (fødselsnummer, FNR) and D-number (DNR): 11 digits
 * DDMMYY III K1 K2 — birth date, individual number, two control digits (Skatteetaten,
 * folkeregisteret-api-dokumentasjon, "Nytt fødselsnummer fra 2032").
 *
 * - D-number: the day plus 40 (41–71).
 * - Synthetic test number (Skatteetaten's test data): the month plus 80 (81–92). The older
 *   "+40 month" numbers of other test registers are not recognised: neither the official vectors
 *   nor the rules we follow name them.
 * - K1, weights 3,7,6,1,8,9,4,5,2: originally (weighted sum + K1) mod 11 must be 0. Numbers issued
 *   from 2032 may leave 0, 1, 2 or 3, and as both kinds stay valid side by side, every number is
 *   checked with the wider rule. K2, weights 5,4,3,2,7,6,5,4,3,2 over the first ten digits, stays
 *   strict: (weighted sum + K2) mod 11 must be 0.
 * - Century from the individual number: 000–499 → 1900–1999; 500–749 with year 54–99 → 1854–1899;
 *   500–999 with year 00–39 → 2000–2039; 900–999 with year 40–99 → 1940–1999. Other combinations
 *   name no century (they occur in synthetic numbers, and numbers issued from 2032 no longer tie
 *   the individual number to the century at all), so the birth date is then unknown.
 *
 * The date must exist in 19YY or 20YY — the six digits alone cannot tell which, and the two
 * centuries differ only on 29 February 00. Spaces are ignored.
 */
export type PersonalNumberKind = 'FNR' | 'DNR';
export type PersonalNumberFailure = 'length' | 'date' | 'checksum';
/** '1964': K1 leaves remainder 0 (the original rule); '2032': remainder 1–3, only valid under the 2032 rule. */
export type PersonalNumberControlRule = '1964' | '2032';

export interface ParsedPersonalNumber {
  valid: boolean;
  /** Only for valid numbers; null otherwise. */
  kind: PersonalNumberKind | null;
  synthetic: boolean;
  /** YYYY-MM-DD, or null when invalid or when the individual number names no century in which the date exists. */
  birthDate: string | null;
  controlRule: PersonalNumberControlRule | null;
  reason?: PersonalNumberFailure;
}

const D_NUMBER_DAY_OFFSET = 40;
const SYNTHETIC_MONTH_OFFSET = 80;
/** K1's remainders under the 2032 rule; 0 alone was the original rule. */
const FIRST_CHECK_REMAINDERS_2032 = [0, 1, 2, 3];
const SECOND_CHECK_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

interface DatePart {
  day: number;
  month: number;
  year: number;
  kind: PersonalNumberKind;
  synthetic: boolean;
}

function normalize(value: string): string {
  return value.replace(/\s/g, '');
}

/** Reads DDMMYY with the D-number and synthetic offsets removed; null when no such date exists. */
function datePart(digits: string): DatePart | null {
  if (!/^\d{6}/.test(digits)) return null;
  let day = Number(digits.slice(0, 2));
  let month = Number(digits.slice(2, 4));
  const year = Number(digits.slice(4, 6));
  const kind: PersonalNumberKind = day > D_NUMBER_DAY_OFFSET ? 'DNR' : 'FNR';
  if (kind === 'DNR') day -= D_NUMBER_DAY_OFFSET;
  const synthetic = month > SYNTHETIC_MONTH_OFFSET;
  if (synthetic) month -= SYNTHETIC_MONTH_OFFSET;
  const exists = isValidCalendarDate(1900 + year, month, day) || isValidCalendarDate(2000 + year, month, day);
  return exists ? { day, month, year, kind, synthetic } : null;
}

function centuryOf(year: number, individual: number): number | null {
  if (individual <= 499) return 1900;
  if (individual <= 749 && year >= 54) return 1800;
  if (individual >= 500 && year <= 39) return 2000;
  if (individual >= 900 && year >= 40) return 1900;
  return null;
}

/** The weighted sum of the digits whose weights are listed, the first weight for the first digit. */
function weightedSum(digits: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0);
}

/** (weighted sum + K1) mod 11; the shared constant lists K1's weights from the ninth digit backwards. */
function firstCheckRemainder(digits: string): number {
  const weights = [...PERSONAL_NUMBER_FIRST_CHECK_WEIGHTS].reverse();
  return (weightedSum(digits, weights) + Number(digits[9])) % 11;
}

function secondCheckRemainder(digits: string): number {
  return (weightedSum(digits, SECOND_CHECK_WEIGHTS) + Number(digits[10])) % 11;
}

function invalid(reason: PersonalNumberFailure): ParsedPersonalNumber {
  return { valid: false, kind: null, synthetic: false, birthDate: null, controlRule: null, reason };
}

export function parsePersonalNumber(value: string): ParsedPersonalNumber {
  const digits = normalize(value);
  if (!/^\d{11}$/.test(digits)) return invalid('length');
  const date = datePart(digits);
  if (!date) return invalid('date');
  const first = firstCheckRemainder(digits);
  if (!FIRST_CHECK_REMAINDERS_2032.includes(first) || secondCheckRemainder(digits) !== 0) return invalid('checksum');
  const century = centuryOf(date.year, Number(digits.slice(6, 9)));
  const pad = (n: number) => String(n).padStart(2, '0');
  const birthDate =
    century !== null && isValidCalendarDate(century + date.year, date.month, date.day)
      ? `${century + date.year}-${pad(date.month)}-${pad(date.day)}`
      : null;
  return {
    valid: true,
    kind: date.kind,
    synthetic: date.synthetic,
    birthDate,
    controlRule: first === 0 ? '1964' : '2032',
  };
}

export function isValidPersonalNumber(value: string): boolean {
  return parsePersonalNumber(value).valid;
}

/** YYYY-MM-DD of a valid number whose individual number names the century, else null. */
export function birthDateOfPersonalNumber(value: string): string | null {
  return parsePersonalNumber(value).birthDate;
}

/**
 * Personal number or D-number must start with a valid date: the first six digits
 * are a date (D-number and synthetic offsets allowed) in 19YY or 20YY, whatever follows them.
 */
export function startsWithValidDate(value: string): boolean {
  return datePart(normalize(value)) !== null;
}
