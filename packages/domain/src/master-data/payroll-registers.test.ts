import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../validation/field-problems.js';
import {
  MUNICIPALITY_DETAILS_RULES,
  MUNICIPALITY_DETAILS_SERVER_TYPES,
  normalizeMunicipalityDetails,
  type MunicipalityDetailsValues,
} from './municipality-details.js';
import { PENSION_UNIT_SELECTION_RULES, pensionPeriodsOverlap } from './pension-unit-selections.js';
import { normalizeSubUnit, SUB_UNIT_RULES, SUB_UNIT_SERVER_TYPES } from './sub-units.js';

describe('sub-unit rules', () => {
  it('an organisation number failing MOD11 or not nine digits is checksum_invalid', () => {
    const check = (organizationNumber: string) =>
      fieldProblems({ name: 'Avd', organizationNumber, departmentId: null }, SUB_UNIT_RULES, SUB_UNIT_SERVER_TYPES);
    expect(check('931165003')).toEqual([]);
    expect(check('931 165 003')).toEqual([]);
    expect(check('931165004')).toEqual([{ attribute: 'organizationNumber', type: 'checksum_invalid' }]);
    expect(check('93116500')).toEqual([{ attribute: 'organizationNumber', type: 'checksum_invalid' }]);
    expect(check('')).toEqual([{ attribute: 'organizationNumber', type: 'blank' }]);
  });

  it('stores the organisation number as bare digits and an empty department as none', () => {
    expect(normalizeSubUnit({ name: ' Avd ', organizationNumber: '931 165-003', departmentId: '' })).toEqual({
      name: 'Avd',
      organizationNumber: '931165003',
      departmentId: null,
    });
  });
});

describe('municipality details rules', () => {
  const empty: MunicipalityDetailsValues = {
    bban: null,
    organizationNumber: null,
    organizationName: null,
    contactName: null,
    contactPhone: null,
    contactEmail: null,
    address: null,
    zip: null,
    city: null,
  };
  const problems = (values: Partial<MunicipalityDetailsValues>) =>
    fieldProblems({ ...empty, ...values }, MUNICIPALITY_DETAILS_RULES, MUNICIPALITY_DETAILS_SERVER_TYPES);

  it('accepts all fields empty', () => expect(problems({})).toEqual([]));

  it('a bank account or organisation number failing MOD11 is checksum_invalid', () => {
    expect(problems({ bban: '1234.56.78903', organizationNumber: '964980721' })).toEqual([]);
    expect(problems({ bban: '1234.56.78900', organizationNumber: '964980722' })).toEqual([
      { attribute: 'bban', type: 'checksum_invalid' },
      { attribute: 'organizationNumber', type: 'checksum_invalid' },
    ]);
  });

  it('refuses a phone and an e-mail that are not', () => {
    expect(problems({ contactPhone: '+47 71 11 10 00', contactEmail: 'post@molde.kommune.no' })).toEqual([]);
    expect(problems({ contactPhone: 'ring meg', contactEmail: 'post@' })).toEqual([
      { attribute: 'contactPhone', type: 'invalid' },
      { attribute: 'contactEmail', type: 'invalid' },
    ]);
  });

  it('stores empty text as none and numbers as bare digits', () => {
    expect(normalizeMunicipalityDetails({ ...empty, bban: '1234.56.78903', city: '  ' })).toMatchObject({
      bban: '12345678903',
      city: null,
    });
  });
});

describe('pension unit selection rules', () => {
  it('validTo before validFrom is date_after_or_equal_to; the same day is fine', () => {
    const check = (validFrom: string, validTo: string | null) =>
      fieldProblems({ pensionUnitId: 'x', validFrom, validTo }, PENSION_UNIT_SELECTION_RULES).map((p) => p.type);
    expect(check('2024-01-01', '2024-01-01')).toEqual([]);
    expect(check('2024-01-01', '2023-12-31')).toEqual(['date_after_or_equal_to']);
  });

  it('periods sharing a day overlap; an open end runs for ever', () => {
    const closed = { validFrom: '2019-09-15', validTo: '2022-12-31' };
    expect(pensionPeriodsOverlap(closed, { validFrom: '2023-01-01', validTo: null })).toBe(false);
    expect(pensionPeriodsOverlap(closed, { validFrom: '2022-12-31', validTo: '2022-12-31' })).toBe(true);
    expect(pensionPeriodsOverlap(closed, { validFrom: '2010-01-01', validTo: null })).toBe(true);
    expect(
      pensionPeriodsOverlap({ validFrom: '2023-01-01', validTo: null }, { validFrom: '2030-01-01', validTo: null }),
    ).toBe(true);
    expect(pensionPeriodsOverlap(closed, { validFrom: '2018-01-01', validTo: '2019-09-14' })).toBe(false);
  });
});
