import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { formErrorText } from '../../ui/forms';
import type { PaycheckSettingFieldsFragment } from '../../gql/graphql';
import { paycheckSettingSchema, toPaycheckSettingInput, valuesOf } from './paycheck-setting-form';

const SAVED = {
  altinnSystemUserName: null,
  altinnSystemPasswordSet: false,
  calculationForTax: 'AUTOMATIC',
  currencyCode: 'NOK',
  defaultCreditDays: 0,
  defaultVacationMoneyPercentage: '12.00',
  startingPaycheckNumber: '1',
  halfTaxMonth: 'DECEMBER',
  savedAt: '2026-11-01T10:00:00.000Z',
  defaultWorkRelation: {
    subUnitId: null,
    occupationCode: null,
    employmentType: 'ordinaertArbeidsforhold',
    durationType: 'fast',
    shiftType: 'ikkeSkift',
    hoursEveryWeekWithFullEmployment: '37.50',
    employmentPercentage: '100.00',
  },
  municipality: { number: '4601', name: 'Bergen' },
} as PaycheckSettingFieldsFragment;

const messageOf = (halfTaxMonth: string, locale: 'en' | 'nb') => {
  const result = paycheckSettingSchema.safeParse({ ...valuesOf(SAVED), halfTaxMonth });
  if (result.success) return null;
  const issue = result.error.issues.find((candidate) => candidate.path[0] === 'halfTaxMonth')!;
  return formErrorText(i18n.getFixedT(locale), issue.message, locale === 'nb' ? 'Halv skatt i' : 'Half tax in');
};

describe('the paycheck settings form: the half-tax month', () => {
  it('starts from the saved month and sends the chosen one', () => {
    const values = valuesOf(SAVED);
    expect(values.halfTaxMonth).toBe('DECEMBER');
    expect(toPaycheckSettingInput(values).halfTaxMonth).toBe('DECEMBER');
    expect(toPaycheckSettingInput({ ...values, halfTaxMonth: 'NOVEMBER' })).toMatchObject({
      halfTaxMonth: 'NOVEMBER',
      municipalityNumber: '4601',
    });
  });

  it('takes November or December, and asks for one when none is chosen', () => {
    expect(messageOf('NOVEMBER', 'nb')).toBeNull();
    expect(messageOf('DECEMBER', 'nb')).toBeNull();
    expect(messageOf('', 'nb')).toBe('Halv skatt i må fylles ut');
    expect(messageOf('', 'en')).toBe('Half tax in is required');
    expect(messageOf('OCTOBER', 'nb')).not.toBeNull();
  });
});
