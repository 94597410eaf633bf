import {
  ACCOUNT_LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_SUSPENSION_MS,
  MIN_PASSWORD_LENGTH,
  SUPPORTED_LOCALES,
} from '../constants.js';
import { compactPostalCode, isNorway } from '../identifiers/postal-code.js';
import { isEmail } from './email.js';
import type { RuleMap } from './field-problems.js';
import { validate, type Rule } from './rule.js';
import { textRules } from './text-rules.js';

/**
 * Field rules of the sign-in screens. Each failure is a translation key the web
 * and the server's REST answers share, with the field it belongs to. The sign-in page loads them
 * first, so they take `textRules` and nothing that loads decimal.js.
 */
export type FieldError = { field: string; key: string; params?: Record<string, string | number> };

export type RegistrationInput = {
  firstName: string;
  lastName: string;
  cellphone: string;
  cellphoneCountryCode: string;
  login: string;
  password: string;
  passwordConfirmation: string;
  address: string;
  zip: string;
  city: string;
  countryCode: string;
};

const blank = (value: string | undefined | null) => !value || value.trim() === '';

export function passwordErrors(password: string, confirmation: string, field = 'password'): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(password)) errors.push({ field, key: 'validation.required' });
  else if (password.length < MIN_PASSWORD_LENGTH)
    errors.push({ field, key: 'validation.minLength', params: { min: MIN_PASSWORD_LENGTH } });
  if (blank(confirmation)) errors.push({ field: 'passwordConfirmation', key: 'validation.required' });
  else if (password !== confirmation) errors.push({ field: 'passwordConfirmation', key: 'validation.passwordsDiffer' });
  return errors;
}

export function loginErrors(login: string, password: string): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(login)) errors.push({ field: 'login', key: 'validation.required' });
  else if (!isEmail(login)) errors.push({ field: 'login', key: 'validation.email' });
  if (blank(password)) errors.push({ field: 'password', key: 'validation.required' });
  return errors;
}

/** Longest first or last name a user may have. */
export const USER_NAME_MAX = 100;
/**
 * A user's first or last name, wherever it is typed: registration and one's own profile (form and
 * server alike), so no path stores a name the other refuses.
 */
export const USER_NAME_RULES: readonly Rule[] = [textRules.required(), textRules.max(USER_NAME_MAX)];
const USER_NAMES_RULES: RuleMap<{ firstName: string; lastName: string }> = {
  firstName: USER_NAME_RULES,
  lastName: USER_NAME_RULES,
};

export type UserProfileInput = {
  firstName: string;
  lastName: string;
  cellphone: string;
  /** ISO 3166 alpha-2 of the cellphone's country; empty clears it. */
  cellphoneCountry: string;
  locale: string;
};

/**
 * One's own profile, on the settings page and in updateCurrentUser alike (an update checks the fields
 * it was sent: `pickRules`). `knownCountryCodes` are the codes of the country register.
 */
export function userProfileRules(knownCountryCodes: readonly string[]): RuleMap<UserProfileInput> {
  return {
    ...USER_NAMES_RULES,
    cellphone: [textRules.phone()],
    cellphoneCountry: [textRules.oneOf(knownCountryCodes)],
    locale: [textRules.required(), textRules.oneOf(SUPPORTED_LOCALES)],
  };
}
/** Longest address line and city of the registering company. */
export const REGISTRATION_ADDRESS_MAX = 200;
export const REGISTRATION_CITY_MAX = 100;
/** The longest e-mail address there can be (RFC 5321's path limit). */
export const LOGIN_MAX = 254;

const inNorway = (context: { values?: Record<string, unknown> }) => isNorway(context.values?.countryCode);

/**
 * The registration form's rules, for the web form and the server alike, so a request that skips the
 * form cannot store what the form refuses. A Norwegian postal code must be four digits; the server
 * also checks that the postal register has it.
 */
export function registrationRules(knownCountryCodes: readonly string[]): RuleMap<RegistrationInput> {
  return {
    ...USER_NAMES_RULES,
    cellphone: [textRules.required(), textRules.phone()],
    address: [textRules.required(), textRules.max(REGISTRATION_ADDRESS_MAX)],
    zip: [
      textRules.required(),
      textRules.custom((value, context) => !inNorway(context) || compactPostalCode(String(value)) !== null),
      textRules.max(REGISTRATION_CITY_MAX),
    ],
    city: [textRules.required(), textRules.max(REGISTRATION_CITY_MAX)],
    countryCode: [textRules.required(), textRules.oneOf(knownCountryCodes)],
    login: [textRules.required(), textRules.email(), textRules.max(LOGIN_MAX)],
    password: [textRules.required(), textRules.min(MIN_PASSWORD_LENGTH)],
    passwordConfirmation: [textRules.required()],
  };
}

/** The registration rules' failures as field errors with the `validation.` keys the account texts know. */
export function registrationErrors(input: RegistrationInput, knownCountryCodes: readonly string[]): FieldError[] {
  const errors: FieldError[] = [];
  const values = input as unknown as Record<string, unknown>;
  for (const [field, list] of Object.entries(registrationRules(knownCountryCodes))) {
    const failure = list && validate(values[field], list, { values });
    if (failure)
      errors.push({ field, key: `validation.${failure.key}`, ...(failure.params ? { params: failure.params } : {}) });
  }
  if (!blank(input.passwordConfirmation) && input.password !== input.passwordConfirmation)
    errors.push({ field: 'passwordConfirmation', key: 'validation.passwordsDiffer' });
  return errors;
}

/** How many failed sign-ins within a window suspend sign-in, and for how long. */
export type LoginSuspensionPolicy = { limit: number; windowMs: number; suspensionMs: number };

/** Per IP (spec's login throttling): LOGIN_FAILURE_LIMIT failures within the window. */
export const IP_LOGIN_POLICY: LoginSuspensionPolicy = {
  limit: LOGIN_FAILURE_LIMIT,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
  suspensionMs: LOGIN_SUSPENSION_MS,
};

/**
 * Per account, whichever IPs the attempts come from: guessing one account's password from many
 * addresses is slowed down as well. Failures for unknown addresses count alike, so the answer
 * tells nobody whether an account exists.
 */
export const ACCOUNT_LOGIN_POLICY: LoginSuspensionPolicy = {
  limit: ACCOUNT_LOGIN_FAILURE_LIMIT,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
  suspensionMs: LOGIN_SUSPENSION_MS,
};

/**
 * Until when sign-in is refused, given the times of failed attempts: the suspension starts at the
 * failure that makes `limit` of them within the window. Attempts made while suspended are not
 * recorded, so once it ends the next failure starts a fresh count (the window is strict). Null when
 * sign-in is allowed. By default the per-IP policy.
 */
export function loginSuspendedUntil(
  failures: readonly Date[],
  now: Date,
  policy: LoginSuspensionPolicy = IP_LOGIN_POLICY,
): Date | null {
  const times = failures.map((failure) => failure.getTime()).sort((a, b) => a - b);
  let until: number | null = null;
  for (let last = policy.limit - 1; last < times.length; last++) {
    const end = times[last]!;
    if (end - times[last - policy.limit + 1]! >= policy.windowMs) continue;
    const candidate = end + policy.suspensionMs;
    if (candidate > now.getTime() && (until === null || candidate > until)) until = candidate;
  }
  return until === null ? null : new Date(until);
}

/** How far back failures matter for loginSuspendedUntil: a full window ending when a suspension could start. */
export const LOGIN_FAILURE_LOOKBACK_MS = LOGIN_FAILURE_WINDOW_MS + LOGIN_SUSPENSION_MS;
