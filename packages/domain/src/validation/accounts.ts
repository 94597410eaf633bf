import { MIN_PASSWORD_LENGTH } from '../constants.js';
import { isEmail } from './email.js';

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
  if (!blank(input.countryCode) && !knownCountryCodes.includes(input.countryCode))
    errors.push({ field: 'countryCode', key: 'validation.notInList' });
  if (blank(input.login)) errors.push({ field: 'login', key: 'validation.required' });
  else if (!isEmail(input.login)) errors.push({ field: 'login', key: 'validation.email' });
  errors.push(...passwordErrors(input.password, input.passwordConfirmation));
  return errors;
}
