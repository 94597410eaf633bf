import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../validation/field-problems.js';
import {
  MUNICIPALITY_DETAILS_RULES,
  MUNICIPALITY_DETAILS_SERVER_TYPES,
  normalizeMunicipalityDetails,
  type MunicipalityDetailsValues,
} from './municipality-details.js';
import { PENSION_UNIT_SELECTION_RULES, pensionPeriodsOverlap } from './pension-unit-selections.js';
import {
  isSplitMunicipality,
  normalizeSubUnit,
  SUB_UNIT_RULES,
  SUB_UNIT_SERVER_TYPES,
  type SubUnitRuleValues,
} from './sub-units.js';

describe('sub-unit rules', () => {
  const VALID: SubUnitRuleValues = {
    name: 'Avd',
    organizationNumber: '931165003',
    departmentId: null,
    municipalityNumber: null,
    employerTaxZone: null,
    municipalityZones: [],
  };
  const problems = (change: Partial<SubUnitRuleValues>) =>
    fieldProblems({ ...VALID, ...change }, SUB_UNIT_RULES, SUB_UNIT_SERVER_TYPES);

  it('an organisation number failing MOD11 or not nine digits is checksum_invalid', () => {
    const check = (organizationNumber: string) => problems({ organizationNumber });
    expect(check('931165003')).toEqual([]);
    expect(check('931 165 003')).toEqual([]);
    expect(check('931165004')).toEqual([{ attribute: 'organizationNumber', type: 'checksum_invalid' }]);
    expect(check('93116500')).toEqual([{ attribute: 'organizationNumber', type: 'checksum_invalid' }]);
    expect(check('')).toEqual([{ attribute: 'organizationNumber', type: 'blank' }]);
  });

  it('a split municipality needs one of its own zones: none is required, another is invalid', () => {
    const molde = { municipalityNumber: '1506', municipalityZones: ['1', '2'] };
    expect(problems({ ...molde, employerTaxZone: '2' })).toEqual([]);
    expect(problems({ ...molde, employerTaxZone: null })).toEqual([{ attribute: 'employerTaxZone', type: 'required' }]);
    expect(problems({ ...molde, employerTaxZone: '1a' })).toEqual([{ attribute: 'employerTaxZone', type: 'invalid' }]);
    expect(problems({ ...molde, employerTaxZone: '9' })).toEqual([{ attribute: 'employerTaxZone', type: 'invalid' }]);
  });

  it('a municipality of one zone, or none, asks for no zone and lets a stray one pass (it is not kept)', () => {
    expect(problems({ municipalityNumber: '4601', municipalityZones: ['1'] })).toEqual([]);
    expect(problems({ municipalityNumber: '4601', municipalityZones: ['1'], employerTaxZone: '2' })).toEqual([]);
    expect(problems({ employerTaxZone: '2' })).toEqual([]);
    expect(isSplitMunicipality(['1'])).toBe(false);
    expect(isSplitMunicipality(['2', '3', '1'])).toBe(true);
  });

  it('stores the organisation number as bare digits, an empty department as none, a zone only when split', () => {
    const values = {
      name: ' Avd ',
      organizationNumber: '931 165-003',
      departmentId: '',
      municipalityNumber: ' 1506 ',
      employerTaxZone: ' 2 ',
    };
    expect(normalizeSubUnit(values, ['1', '2'])).toEqual({
      name: 'Avd',
      organizationNumber: '931165003',
      departmentId: null,
      municipalityNumber: '1506',
      employerTaxZone: '2',
    });
    expect(normalizeSubUnit({ ...values, municipalityNumber: '4601' }, ['1'])).toMatchObject({
      municipalityNumber: '4601',
      employerTaxZone: null,
    });
    expect(normalizeSubUnit({ ...values, municipalityNumber: ' ' }, [])).toMatchObject({
      municipalityNumber: null,
      employerTaxZone: null,
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
