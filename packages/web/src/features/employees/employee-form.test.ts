import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { formErrorText } from '../../ui/forms';
import { employeeInput, employeeSchema, newEmployeeValues, type EmployeeFormValues } from './employee-form';

const nb = i18n.getFixedT('nb');

const KARI: EmployeeFormValues = {
  ...newEmployeeValues(),
  firstName: 'Kari',
  lastName: 'Nordmann',
  address: 'Storgata 1',
  zip: '0155',
  city: 'Oslo',
  birthDate: '1980-05-12',
  socialSecurityNumber: '12858045019',
};

/** Each field's first message in Norwegian, as the form shows it under the field. */
function messages(values: EmployeeFormValues, labels: Record<string, string> = {}): Record<string, string> {
  const result = employeeSchema.safeParse(values);
  const shown: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path.join('.');
    shown[field] ??= formErrorText(nb, issue.message, labels[field]) ?? '';
  }
  return shown;
}

describe('the employee form', () => {
  it('starts from the unit defaults and accepts a complete employee', () => {
    expect(newEmployeeValues({ vacationMoneyPercentage: '12.00', creditDays: 2 })).toMatchObject({
      vacationMoneyPercentage: '12.00',
      creditDays: 2,
      countryCode: 'NO',
    });
    expect(messages(KARI)).toEqual({});
  });

  it('a number not starting with a date gets the spec\u2019s message', () => {
    expect(messages({ ...KARI, socialSecurityNumber: '32138045019' })).toEqual({
      socialSecurityNumber: 'Fødselsnummer eller D-nummer må starte med en gyldig dato',
    });
  });

  it('a wrong check digit is said as the server says it', () => {
    expect(
      messages({ ...KARI, socialSecurityNumber: '12858045018' }, { socialSecurityNumber: 'Fødselsnummer' }),
    ).toEqual({
      socialSecurityNumber: 'Fødselsnummer har feil kontrollsiffer',
    });
  });

  it('a birth date that differs from the number needs a reason', () => {
    expect(messages({ ...KARI, birthDate: '1980-05-13' }, { birthDate: 'Fødselsdato' })).toEqual({
      birthDate: 'Fødselsdato stemmer ikke med fødselsnummeret',
    });
    expect(messages({ ...KARI, birthDate: '1980-05-13', birthDateMismatchReason: 'Feil i registeret' })).toEqual({});
  });

  it('sends blanks as null and no phone country without a phone', () => {
    const input = employeeInput({ ...KARI, email: ' ', phone: '', phoneCountry: 'NO', postbox: '  ' });
    expect(input).toMatchObject({ email: null, phone: null, phoneCountry: null, postbox: null, creditDays: 0 });
  });
});
