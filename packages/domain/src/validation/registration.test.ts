import { describe, expect, it } from 'vitest';
import { registrationErrors, USER_NAME_MAX, type RegistrationInput } from './accounts.js';

const valid: RegistrationInput = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  cellphone: '+47 912 34 567',
  cellphoneCountryCode: 'NO',
  login: 'kari@example.no',
  password: 'hemmelig',
  passwordConfirmation: 'hemmelig',
  address: 'Storgata 1',
  zip: '0155',
  city: 'Oslo',
  countryCode: 'NO',
};
const errorsOf = (changes: Partial<RegistrationInput>) => registrationErrors({ ...valid, ...changes }, ['NO', 'SE']);

describe('the registration rules shared by the form and the server', () => {
  it('accepts a complete registration', () => {
    expect(errorsOf({})).toEqual([]);
  });

  it('refuses names longer than the limit', () => {
    expect(errorsOf({ firstName: 'K'.repeat(USER_NAME_MAX + 1) })).toEqual([
      { field: 'firstName', key: 'validation.maxLength', params: { max: USER_NAME_MAX } },
    ]);
    expect(errorsOf({ lastName: 'N'.repeat(USER_NAME_MAX) })).toEqual([]);
  });

  it('refuses a phone number that is not one', () => {
    expect(errorsOf({ cellphone: 'abc' })).toEqual([{ field: 'cellphone', key: 'validation.invalid' }]);
  });

  it('wants four digits for a Norwegian postal code, and leaves other countries their own', () => {
    expect(errorsOf({ zip: '155' })).toEqual([{ field: 'zip', key: 'validation.invalid' }]);
    expect(errorsOf({ zip: '01 55' })).toEqual([]);
    expect(errorsOf({ zip: '114 55', countryCode: 'SE' })).toEqual([]);
  });

  it('keeps the password rules: minimum length and a matching confirmation', () => {
    expect(errorsOf({ password: 'abc', passwordConfirmation: 'abd' })).toEqual([
      { field: 'password', key: 'validation.minLength', params: { min: 6 } },
      { field: 'passwordConfirmation', key: 'validation.passwordsDiffer' },
    ]);
  });
});
