import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_SUSPENSION_MS,
  MIN_PASSWORD_LENGTH,
} from '../constants.js';
import { isEmail } from './email.js';
import { isPhoneNumber } from './phone.js';

/**
 * Field rules of the sign-in screens (spec 001 §5.2). Each failure is a translation key the web
 * and the server's REST answers share, with the field it belongs to.
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

export function registrationErrors(input: RegistrationInput, knownCountryCodes: readonly string[]): FieldError[] {
  const errors: FieldError[] = [];
  const required = ['firstName', 'lastName', 'cellphone', 'address', 'zip', 'city', 'countryCode'] as const;
  for (const field of required) if (blank(input[field])) errors.push({ field, key: 'validation.required' });
  if (!blank(input.cellphone) && !isPhoneNumber(input.cellphone))
    errors.push({ field: 'cellphone', key: 'validation.invalid' });
  if (!blank(input.countryCode) && !knownCountryCodes.includes(input.countryCode))
    errors.push({ field: 'countryCode', key: 'validation.notInList' });
  if (blank(input.login)) errors.push({ field: 'login', key: 'validation.required' });
  else if (!isEmail(input.login)) errors.push({ field: 'login', key: 'validation.email' });
  errors.push(...passwordErrors(input.password, input.passwordConfirmation));
  return errors;
}

/**
 * Until when an IP is refused sign-in, given the times of its failed attempts: the suspension starts
 * at the failure that makes LOGIN_FAILURE_LIMIT of them within LOGIN_FAILURE_WINDOW_MS. Attempts made
 * while suspended are not recorded, so once it ends the next failure starts a fresh count (the
 * window is strict, and the suspension as long as the window). Null when sign-in is allowed.
 */
export function loginSuspendedUntil(failures: readonly Date[], now: Date): Date | null {
  const times = failures.map((failure) => failure.getTime()).sort((a, b) => a - b);
  let until: number | null = null;
  for (let last = LOGIN_FAILURE_LIMIT - 1; last < times.length; last++) {
    const end = times[last]!;
    if (end - times[last - LOGIN_FAILURE_LIMIT + 1]! >= LOGIN_FAILURE_WINDOW_MS) continue;
    const candidate = end + LOGIN_SUSPENSION_MS;
    if (candidate > now.getTime() && (until === null || candidate > until)) until = candidate;
  }
  return until === null ? null : new Date(until);
}

/** How far back failures matter for loginSuspendedUntil: a full window ending when a suspension could start. */
export const LOGIN_FAILURE_LOOKBACK_MS = LOGIN_FAILURE_WINDOW_MS + LOGIN_SUSPENSION_MS;
