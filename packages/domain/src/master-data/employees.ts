import { isValidBankAccount } from '../identifiers/bank-account.js';
import { isValidIban } from '../identifiers/iban.js';
import { parsePersonalNumber, startsWithValidDate } from '../identifiers/personal-number.js';
import { isValidSwift } from '../identifiers/swift.js';
import { PENSION_EMPLOYMENT_TYPE, type EmployeeStatus } from '../payroll/enums.js';
import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';
import { rules, type Rule, type RuleContext } from '../validation/rules.js';
import { isEmptyValue } from '../validation/values.js';
import { ibanMatchesBankAccount } from './unit-settings.js';

/**
 * An employee: the rule map the web's form and the server
 * share, the checks of two fields together (birth date against the number, IBAN against BBAN),
 * and the status a list shows, derived from the work relations.
 */

export const EMPLOYEE_NAME_MAX = 100;
export const EMPLOYEE_TEXT_MAX = 200;
export const EMPLOYEE_ZIP_MAX = 20;
export const EMPLOYEE_PHONE_MAX = 30;
export const EMPLOYEE_REASON_MAX = 500;
export const VACATION_MONEY_PERCENTAGE_MAX = 100;
export const EMPLOYEE_CREDIT_DAYS_MAX = 365;
/** A personal number, D-number or temporary number: 11 digits. */
export const PERSONAL_NUMBER_LENGTH = 11;

/** Used on create when the unit has no paycheck settings. */
export const EMPLOYEE_DEFAULTS = { vacationMoneyPercentage: '10.20', creditDays: 0 } as const;

export type EmployeeValues = {
  firstName: string;
  lastName: string;
  email: string | null;
  address: string;
  zip: string;
  city: string;
  postbox: string | null;
  postboxZip: string | null;
  postboxCity: string | null;
  countryCode: string;
  phone: string | null;
  phoneCountry: string | null;
  birthDate: string;
  birthDateMismatchReason: string | null;
  bban: string | null;
  iban: string | null;
  swift: string | null;
  vacationMoneyPercentage: string | null;
  creditDays: number | null;
  socialSecurityNumber: string | null;
  temporarySocialSecurityNumber: string | null;
};

/** A personal number as stored and compared: digits only ("010180 12345" → "01018012345"). */
export function normalizePersonalNumber(raw: string): string {
  return raw.replace(/[\s.-]/g, '');
}

/** "01018012345" → "010180 *****": the birth-date part, the personal part hidden (lists). */
export function maskPersonalNumber(value: string): string {
  const digits = normalizePersonalNumber(value);
  return digits.length > 6 ? `${digits.slice(0, 6)} *****` : digits;
}

const filled = (name: string) => (context: RuleContext) => !isEmptyValue(context.values?.[name]);

const ELEVEN_DIGITS = /^\d{11}$/;

/** 11 digits once spaces, dots and dashes are removed; anything else "must have 11 characters" (wrong_length). */
const elevenDigits = (): Rule => (value, context) => {
  if (isEmptyValue(value)) return null;
  if (ELEVEN_DIGITS.test(normalizePersonalNumber(String(value)))) return null;
  const params = { length: PERSONAL_NUMBER_LENGTH };
  return { key: 'length', params: context?.field === undefined ? params : { field: context.field, ...params } };
};

/**
 * The rules of an employee's own fields. Identity: a personal number or D-number,
 * or until one is issued a temporary number, is required (blank on socialSecurityNumber when both
 * are empty) and must start with a valid date; a personal number's check digits must be right
 * (server: checksum_invalid). A temporary number is issued before a real one exists, so only its
 * form (11 digits, a date first) is checked. Bank: a Norwegian account (mod 11) and/or an IBAN
 * (mod 97); an IBAN needs the bank's SWIFT/BIC.
 */
export const EMPLOYEE_RULES = {
  firstName: [rules.required(), rules.max(EMPLOYEE_NAME_MAX)],
  lastName: [rules.required(), rules.max(EMPLOYEE_NAME_MAX)],
  email: [rules.max(EMPLOYEE_TEXT_MAX), rules.email()],
  address: [rules.required(), rules.max(EMPLOYEE_TEXT_MAX)],
  zip: [rules.required(), rules.max(EMPLOYEE_ZIP_MAX)],
  city: [rules.required(), rules.max(EMPLOYEE_TEXT_MAX)],
  postbox: [rules.max(EMPLOYEE_TEXT_MAX)],
  postboxZip: [rules.max(EMPLOYEE_ZIP_MAX)],
  postboxCity: [rules.max(EMPLOYEE_TEXT_MAX)],
  countryCode: [rules.required(), rules.regex(/^[A-Z]{2}$/)],
  phone: [rules.max(EMPLOYEE_PHONE_MAX), rules.phone()],
  phoneCountry: [rules.requiredWhen(filled('phone')), rules.regex(/^[A-Z]{2}$/)],
  birthDate: [rules.required(), rules.date()],
  birthDateMismatchReason: [rules.max(EMPLOYEE_REASON_MAX)],
  bban: [rules.checksum(isValidBankAccount, { strip: true })],
  iban: [rules.checksum(isValidIban, { strip: true })],
  swift: [rules.requiredWhen(filled('iban')), rules.checksum(isValidSwift)],
  vacationMoneyPercentage: [
    rules.present(),
    rules.unumber(),
    rules.between(0, VACATION_MONEY_PERCENTAGE_MAX),
    rules.percentage(),
  ],
  creditDays: [rules.present(), rules.uint(), rules.max(EMPLOYEE_CREDIT_DAYS_MAX)],
  socialSecurityNumber: [
    rules.requiredWhen((context) => !filled('temporarySocialSecurityNumber')(context)),
    rules.personalNumberDate(),
    elevenDigits(),
    rules.checksum((value) => parsePersonalNumber(value).valid, { strip: true }),
  ],
  temporarySocialSecurityNumber: [rules.personalNumberDate(), elevenDigits()],
};

/**
 * The server types where the generic one is too vague: a wrong check digit is checksum_invalid
 * (for socialSecurityNumber see employeeProblems: there `invalid` also names a wrong date).
 */
export const EMPLOYEE_TYPE_OVERRIDES = {
  bban: { invalid: 'checksum_invalid' },
  iban: { invalid: 'checksum_invalid' },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Day, month and two-digit year of a number's first six digits, D-number and synthetic offsets removed. */
function numberDate(number: string): { day: number; month: number; year: number } | null {
  const digits = normalizePersonalNumber(number);
  if (!startsWithValidDate(digits)) return null;
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  return { day: day > 40 ? day - 40 : day, month: month > 80 ? month - 80 : month, year: Number(digits.slice(4, 6)) };
}

/**
 * The birth date a number says (YYYY-MM-DD), for filling in the form: the one its individual number
 * names, else (temporary and some synthetic numbers) the date in the century that puts it in the
 * past. Null when the number does not start with a date.
 */
export function birthDateFromNumber(number: string, today: string): string | null {
  const parsed = parsePersonalNumber(number);
  if (parsed.birthDate) return parsed.birthDate;
  const date = numberDate(number);
  if (!date) return null;
  const recent = `20${pad(date.year)}-${pad(date.month)}-${pad(date.day)}`;
  return recent <= today ? recent : `19${pad(date.year)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * Whether a birth date agrees with a number: the full date when the number names its century,
 * else day, month and the year's last two digits.
 */
export function birthDateMatchesNumber(birthDate: string, number: string): boolean {
  const full = parsePersonalNumber(number).birthDate;
  if (full) return full === birthDate;
  const date = numberDate(number);
  if (!date) return true;
  return birthDate.slice(2) === `${pad(date.year)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * Every problem of an employee, one per attribute: the rule map's; iban_mismatch when a valid
 * Norwegian IBAN names another account than the BBAN; and on birthDate does_not_match_ssn (or
 * _tssn, when only a temporary number is given) when the date differs from the number's and no
 * birthDateMismatchReason says why.
 */
export function employeeProblems(values: EmployeeValues): FieldProblem[] {
  const problems = fieldProblems(values, EMPLOYEE_RULES, EMPLOYEE_TYPE_OVERRIDES).map((problem) =>
    problem.attribute === 'socialSecurityNumber' && problem.type === 'invalid' && hasWrongCheckDigits(values)
      ? { ...problem, type: 'checksum_invalid' }
      : problem,
  );
  const has = (attribute: string) => problems.some((problem) => problem.attribute === attribute);
  if (values.iban && values.bban && !has('iban') && !has('bban') && !ibanMatchesBankAccount(values.iban, values.bban))
    problems.push({ attribute: 'iban', type: 'iban_mismatch' });
  const mismatch = birthDateMismatch(values);
  if (mismatch && !has('birthDate')) problems.push({ attribute: 'birthDate', type: mismatch });
  return problems;
}

/** The personal number starts with a date and has 11 digits, so only its check digits can be wrong. */
function hasWrongCheckDigits(values: Pick<EmployeeValues, 'socialSecurityNumber'>): boolean {
  const number = normalizePersonalNumber(values.socialSecurityNumber ?? '');
  return ELEVEN_DIGITS.test(number) && startsWithValidDate(number) && !parsePersonalNumber(number).valid;
}

/**
 * does_not_match_ssn / does_not_match_tssn when the birth date differs from the (valid) personal
 * number's, or from the temporary number's when there is no personal number; null when they agree,
 * a number is invalid (its own rule speaks) or a mismatch reason is given.
 */
export function birthDateMismatch(
  values: Pick<
    EmployeeValues,
    'birthDate' | 'birthDateMismatchReason' | 'socialSecurityNumber' | 'temporarySocialSecurityNumber'
  >,
): 'does_not_match_ssn' | 'does_not_match_tssn' | null {
  if (!values.birthDate || !isEmptyValue(values.birthDateMismatchReason)) return null;
  const ssn = values.socialSecurityNumber?.trim();
  const tssn = values.temporarySocialSecurityNumber?.trim();
  if (ssn) {
    if (!parsePersonalNumber(ssn).valid) return null;
    return birthDateMatchesNumber(values.birthDate, ssn) ? null : 'does_not_match_ssn';
  }
  if (tssn && normalizePersonalNumber(tssn).length === PERSONAL_NUMBER_LENGTH) {
    return birthDateMatchesNumber(values.birthDate, tssn) ? null : 'does_not_match_tssn';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Status
// ---------------------------------------------------------------------------------------------

export type StatusRelation = {
  startDate: string;
  endDate: string | null;
  pensionEndDate: string | null;
  employmentType: string;
};

/**
 * An employee's status in lists on `today`
 * (YYYY-MM-DD), from the work relations:
 * - ACTIVE: a relation covers today (started, not ended) and is not a pension relation;
 * - PENSION: otherwise a pension relation covers today, or an ended relation's pension runs to
 *   today or later (pensionEndDate ≥ today);
 * - NOT_STARTED: no relation, or one starts after today (a coming relation outweighs ended ones);
 * - ENDED: every relation ended before today.
 * The employee list computes the same in SQL (employees service), tested to agree.
 */
export function employeeStatus(relations: readonly StatusRelation[], today: string): EmployeeStatus {
  const covering = relations.filter((r) => r.startDate <= today && (r.endDate === null || r.endDate >= today));
  if (covering.some((r) => r.employmentType !== PENSION_EMPLOYMENT_TYPE)) return 'ACTIVE';
  if (covering.length > 0) return 'PENSION';
  const ended = relations.filter((r) => r.endDate !== null && r.endDate < today);
  if (ended.some((r) => r.pensionEndDate !== null && r.pensionEndDate >= today)) return 'PENSION';
  if (relations.some((r) => r.startDate > today)) return 'NOT_STARTED';
  return ended.length > 0 ? 'ENDED' : 'NOT_STARTED';
}
