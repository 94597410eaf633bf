import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../validation/field-problems.js';
import { isNumericSeriesStart } from './unit-settings.js';
import { PAYCHECK_SETTING_DEFAULTS, PAYCHECK_SETTING_RULES, type PaycheckSettingValues } from './paycheck-settings.js';

const VALID: PaycheckSettingValues = {
  altinnSystemUserName: null,
  altinnSystemPassword: null,
  altinnSystemPasswordKept: false,
  calculationForTax: 'AUTOMATIC',
  currencyCode: 'NOK',
  defaultCreditDays: 0,
  defaultVacationMoneyPercentage: '10.20',
  defaultSubUnitId: null,
  defaultOccupationCode: null,
  defaultEmploymentType: 'ordinaertArbeidsforhold',
  defaultDurationType: 'fast',
  defaultShiftType: 'ikkeSkift',
  defaultHoursEveryWeekWithFullEmployment: '37.5',
  defaultEmploymentPercentage: '100',
  municipalityNumber: null,
  startingPaycheckNumber: '1',
  halfTaxMonth: 'NOVEMBER',
};

const problems = (change: Partial<PaycheckSettingValues>) =>
  fieldProblems({ ...VALID, ...change }, PAYCHECK_SETTING_RULES).map(({ attribute, type }) => ({ attribute, type }));

describe('paycheck setting rules', () => {
  it('accepts the defaults, zero credit days and zero percentages', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ defaultVacationMoneyPercentage: '0', defaultEmploymentPercentage: '0' })).toEqual([]);
    expect(PAYCHECK_SETTING_DEFAULTS.defaultVacationMoneyPercentage).toBe('10.20');
  });

  it('vacation money: 10.2 by law and 12 with a fifth week pass; over 100, negative or three decimals do not', () => {
    expect(problems({ defaultVacationMoneyPercentage: '12' })).toEqual([]);
    expect(problems({ defaultVacationMoneyPercentage: '100.01' })).toEqual([
      { attribute: 'defaultVacationMoneyPercentage', type: 'less_than_or_equal_to' },
    ]);
    expect(problems({ defaultVacationMoneyPercentage: '-1' })).toEqual([
      { attribute: 'defaultVacationMoneyPercentage', type: 'not_a_number' },
    ]);
    expect(problems({ defaultVacationMoneyPercentage: '10.205' })).toEqual([
      { attribute: 'defaultVacationMoneyPercentage', type: 'invalid' },
    ]);
    expect(problems({ defaultVacationMoneyPercentage: null })).toEqual([
      { attribute: 'defaultVacationMoneyPercentage', type: 'blank' },
    ]);
  });

  it('hours every week: 0–168; percentage 0–100', () => {
    expect(problems({ defaultHoursEveryWeekWithFullEmployment: '168' })).toEqual([]);
    expect(problems({ defaultHoursEveryWeekWithFullEmployment: '168.5', defaultEmploymentPercentage: '101' })).toEqual([
      { attribute: 'defaultHoursEveryWeekWithFullEmployment', type: 'less_than_or_equal_to' },
      { attribute: 'defaultEmploymentPercentage', type: 'less_than_or_equal_to' },
    ]);
  });

  it('credit days are a whole number, zero or more', () => {
    expect(problems({ defaultCreditDays: -1 })).toEqual([{ attribute: 'defaultCreditDays', type: 'not_an_integer' }]);
    expect(problems({ defaultCreditDays: null })).toEqual([{ attribute: 'defaultCreditDays', type: 'blank' }]);
  });

  it('currency and the code lists must be known values', () => {
    expect(problems({ currencyCode: 'EUR' })).toEqual([]);
    expect(
      problems({
        currencyCode: 'XYZ',
        calculationForTax: 'SOMETIMES',
        defaultShiftType: 'natt',
        defaultDurationType: '',
      }),
    ).toEqual([
      { attribute: 'calculationForTax', type: 'inclusion' },
      { attribute: 'currencyCode', type: 'invalid' },
      { attribute: 'defaultDurationType', type: 'blank' },
      { attribute: 'defaultShiftType', type: 'inclusion' },
    ]);
  });

  it('the starting paycheck number is required, at most 20 characters and ends in digits', () => {
    expect(problems({ startingPaycheckNumber: 'L-1000' })).toEqual([]);
    expect(problems({ startingPaycheckNumber: '' })).toEqual([{ attribute: 'startingPaycheckNumber', type: 'blank' }]);
    expect(problems({ startingPaycheckNumber: '1'.repeat(21) })).toEqual([
      { attribute: 'startingPaycheckNumber', type: 'too_long' },
    ]);
    expect(problems({ startingPaycheckNumber: 'L-' })).toEqual([
      { attribute: 'startingPaycheckNumber', type: 'invalid' },
    ]);
  });

  it('half tax in November (the default) or December; no other month, and not none', () => {
    expect(PAYCHECK_SETTING_DEFAULTS.halfTaxMonth).toBe('NOVEMBER');
    expect(problems({ halfTaxMonth: 'DECEMBER' })).toEqual([]);
    expect(problems({ halfTaxMonth: 'OCTOBER' })).toEqual([{ attribute: 'halfTaxMonth', type: 'inclusion' }]);
    expect(problems({ halfTaxMonth: '' })).toEqual([{ attribute: 'halfTaxMonth', type: 'blank' }]);
  });

  describe('Altinn system user: both or none', () => {
    it('a user name without a password is blank on the password', () => {
      expect(problems({ altinnSystemUserName: 'bolgen-lonn' })).toEqual([
        { attribute: 'altinnSystemPassword', type: 'blank' },
      ]);
    });

    it('a password without a user name is blank on the user name', () => {
      expect(problems({ altinnSystemPassword: 'hemmelig' })).toEqual([
        { attribute: 'altinnSystemUserName', type: 'blank' },
      ]);
    });

    it('a kept stored password counts as a password, and needs a user name', () => {
      expect(problems({ altinnSystemUserName: 'bolgen-lonn', altinnSystemPasswordKept: true })).toEqual([]);
      expect(problems({ altinnSystemPasswordKept: true })).toEqual([
        { attribute: 'altinnSystemUserName', type: 'blank' },
      ]);
    });

    it('both, or neither, pass', () => {
      expect(problems({ altinnSystemUserName: 'bolgen-lonn', altinnSystemPassword: 'hemmelig' })).toEqual([]);
      expect(problems({ altinnSystemUserName: null, altinnSystemPassword: null })).toEqual([]);
    });
  });

  it('only an all-digit start number is numeric', () => {
    expect(isNumericSeriesStart('1000')).toBe(true);
    expect(isNumericSeriesStart('L-1000')).toBe(false);
    expect(isNumericSeriesStart('2026/001')).toBe(false);
  });
});
