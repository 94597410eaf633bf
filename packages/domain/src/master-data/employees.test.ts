/// <reference types="node" />
// Node types for reading the vectors file; the domain itself stays free of Node (tsconfig types: []).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PENSION_EMPLOYMENT_TYPE } from '../payroll/enums.js';
import {
  birthDateFromNumber,
  birthDateMatchesNumber,
  employeeProblems,
  employeeStatus,
  maskPersonalNumber,
  normalizePersonalNumber,
  type EmployeeValues,
  type StatusRelation,
} from './employees.js';

/** Skatteetaten's ten vectors (packages/domain/test-data, see its README). */
const VECTORS_FILE = new URL('../../test-data/foedselsnummer-testvectors-skatteetaten.csv', import.meta.url);
const vectors = readFileSync(VECTORS_FILE, 'utf8')
  .split(/\r?\n/)
  .filter((line) => line.trim() !== '')
  .slice(1)
  .map((line) => line.split(';'))
  .map((cells) => ({ number: cells[0]!, valid: cells[2] === 'true', description: cells[3]! }));

const TODAY = '2026-03-15';

/** A valid employee: Kari Nordmann with a synthetic personal number (month + 80) born 12 May 1980. */
const KARI: EmployeeValues = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.no',
  address: 'Storgata 1',
  zip: '0155',
  city: 'Oslo',
  postbox: null,
  postboxZip: null,
  postboxCity: null,
  countryCode: 'NO',
  phone: '+47 915 00 000',
  phoneCountry: 'NO',
  birthDate: '1980-05-12',
  birthDateMismatchReason: null,
  bban: '1503.10.67496',
  iban: null,
  swift: null,
  vacationMoneyPercentage: '10.20',
  creditDays: 0,
  socialSecurityNumber: '12858045019',
  temporarySocialSecurityNumber: null,
};

const problemsOf = (change: Partial<EmployeeValues>) =>
  employeeProblems({ ...KARI, ...change }).map(({ attribute, type }) => ({ attribute, type }));

describe('employee rules', () => {
  it('accepts a complete employee', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('names, address, zip, city, countryCode, birthDate, vacationMoneyPercentage, creditDays are required', () => {
    const blank = {
      firstName: '',
      lastName: ' ',
      address: '',
      zip: '',
      city: '',
      countryCode: '',
      birthDate: '',
      vacationMoneyPercentage: null,
      creditDays: null,
    };
    expect(problemsOf(blank)).toEqual(Object.keys(blank).map((attribute) => ({ attribute, type: 'blank' })));
  });

  it('accepts 0 % vacation money and 0 credit days (zero is a value, not blank)', () => {
    expect(problemsOf({ vacationMoneyPercentage: '0', creditDays: 0 })).toEqual([]);
  });

  it('vacation money is 0–100 with at most two decimals; credit days a whole number ≥ 0', () => {
    expect(problemsOf({ vacationMoneyPercentage: '100.01' })).toEqual([
      { attribute: 'vacationMoneyPercentage', type: 'invalid' },
    ]);
    expect(problemsOf({ vacationMoneyPercentage: '10.125' })).toEqual([
      { attribute: 'vacationMoneyPercentage', type: 'invalid' },
    ]);
    expect(problemsOf({ vacationMoneyPercentage: '-1' })).toEqual([
      { attribute: 'vacationMoneyPercentage', type: 'not_a_number' },
    ]);
    expect(problemsOf({ creditDays: -1 })).toEqual([{ attribute: 'creditDays', type: 'not_an_integer' }]);
    expect(problemsOf({ creditDays: 366 })).toEqual([{ attribute: 'creditDays', type: 'less_than_or_equal_to' }]);
  });

  it('e-mail is optional but must be an address', () => {
    expect(problemsOf({ email: null })).toEqual([]);
    expect(problemsOf({ email: 'kari@' })).toEqual([{ attribute: 'email', type: 'invalid' }]);
  });

  it('a phone number needs its country, and must look like a phone number', () => {
    expect(problemsOf({ phone: null, phoneCountry: null })).toEqual([]);
    expect(problemsOf({ phoneCountry: null })).toEqual([{ attribute: 'phoneCountry', type: 'blank' }]);
    expect(problemsOf({ phone: '12ab' })).toEqual([{ attribute: 'phone', type: 'invalid' }]);
    expect(problemsOf({ phoneCountry: 'Norway' })).toEqual([{ attribute: 'phoneCountry', type: 'invalid' }]);
  });

  it('postbox fields are optional', () => {
    expect(problemsOf({ postbox: 'Postboks 12', postboxZip: '0101', postboxCity: 'Oslo' })).toEqual([]);
  });
});

describe('identity: personal number, D-number or temporary number', () => {
  it('a personal number or a temporary number is required (blank on socialSecurityNumber)', () => {
    expect(problemsOf({ socialSecurityNumber: null, temporarySocialSecurityNumber: null })).toEqual([
      { attribute: 'socialSecurityNumber', type: 'blank' },
    ]);
  });

  it('a personal number must start with a valid date', () => {
    expect(problemsOf({ socialSecurityNumber: '32138045019' })).toEqual([
      { attribute: 'socialSecurityNumber', type: 'invalid' },
    ]);
  });

  it('a personal number has 11 digits (wrong_length)', () => {
    expect(problemsOf({ socialSecurityNumber: '1285804501' })).toEqual([
      { attribute: 'socialSecurityNumber', type: 'wrong_length' },
    ]);
  });

  it('a wrong check digit is checksum_invalid', () => {
    expect(problemsOf({ socialSecurityNumber: '12858045018' })).toEqual([
      { attribute: 'socialSecurityNumber', type: 'checksum_invalid' },
    ]);
  });

  it('accepts spaces in the number', () => {
    expect(problemsOf({ socialSecurityNumber: '128580 45019' })).toEqual([]);
  });

  it.each(vectors)('official vector $number ($description) through the employee rules: valid $valid', (vector) => {
    const birthDate = birthDateFromNumber(vector.number, TODAY) ?? '2001-02-28';
    const problems = problemsOf({ socialSecurityNumber: vector.number, birthDate });
    if (vector.valid) expect(problems).toEqual([]);
    else expect(problems).toHaveLength(1);
    if (vector.number === '20036914712')
      expect(problems).toEqual([{ attribute: 'socialSecurityNumber', type: 'checksum_invalid' }]);
    if (vector.number === '29020105729')
      // 29 February 2001 does not exist: the date rule speaks before the check digits.
      expect(problems).toEqual([{ attribute: 'socialSecurityNumber', type: 'invalid' }]);
  });

  it('a temporary number alone is enough; its check digits are not checked, its date is', () => {
    const temporary = { socialSecurityNumber: null, birthDate: '1999-06-07' };
    expect(problemsOf({ ...temporary, temporarySocialSecurityNumber: '07069940517' })).toEqual([]);
    expect(problemsOf({ ...temporary, temporarySocialSecurityNumber: '37069940517' })).toEqual([
      { attribute: 'temporarySocialSecurityNumber', type: 'invalid' },
    ]);
    expect(problemsOf({ ...temporary, temporarySocialSecurityNumber: '070699' })).toEqual([
      { attribute: 'temporarySocialSecurityNumber', type: 'wrong_length' },
    ]);
  });

  it('the birth date must match the personal number (does_not_match_ssn) unless a reason is given', () => {
    expect(problemsOf({ birthDate: '1980-05-13' })).toEqual([{ attribute: 'birthDate', type: 'does_not_match_ssn' }]);
    expect(problemsOf({ birthDate: '1980-05-13', birthDateMismatchReason: 'Wrong date in the register' })).toEqual([]);
  });

  it('the birth date must match the temporary number when there is no personal number (does_not_match_tssn)', () => {
    expect(
      problemsOf({ socialSecurityNumber: null, temporarySocialSecurityNumber: '07069940517', birthDate: '1999-06-08' }),
    ).toEqual([{ attribute: 'birthDate', type: 'does_not_match_tssn' }]);
  });

  it('does not compare the birth date with an invalid number (the number has its own problem)', () => {
    expect(problemsOf({ socialSecurityNumber: '12858045018', birthDate: '1990-01-01' })).toEqual([
      { attribute: 'socialSecurityNumber', type: 'checksum_invalid' },
    ]);
  });

  it('reads the birth date from a number: D-number, synthetic, and the century when the number names none', () => {
    expect(birthDateFromNumber('52839046006', TODAY)).toBe('1990-03-12');
    expect(birthDateFromNumber('12858045019', TODAY)).toBe('1980-05-12');
    expect(birthDateFromNumber('41819077906', TODAY)).toBe('1990-01-01');
    expect(birthDateFromNumber('01012512345', TODAY)).toBe('2025-01-01');
    expect(birthDateFromNumber('01013012345', TODAY)).toBe('1930-01-01');
    expect(birthDateFromNumber('99999999999', TODAY)).toBeNull();
    expect(birthDateMatchesNumber('1990-01-01', '41819077906')).toBe(true);
    expect(birthDateMatchesNumber('1990-01-02', '41819077906')).toBe(false);
  });

  it('normalises and masks numbers', () => {
    expect(normalizePersonalNumber('128580 450-19')).toBe('12858045019');
    expect(maskPersonalNumber('12858045019')).toBe('128580 *****');
  });
});

describe('bank account', () => {
  it.each(['15031067496', '9710.10.62205', '3000 10 64610'])('accepts the Norwegian account %s', (bban) => {
    expect(problemsOf({ bban })).toEqual([]);
  });

  it('refuses a Norwegian account with a wrong check digit (checksum_invalid)', () => {
    expect(problemsOf({ bban: '15031067497' })).toEqual([{ attribute: 'bban', type: 'checksum_invalid' }]);
  });

  it('an IBAN needs a SWIFT/BIC and a valid check', () => {
    expect(problemsOf({ bban: null, iban: 'DE89 3704 0044 0532 0130 00' })).toEqual([
      { attribute: 'swift', type: 'blank' },
    ]);
    expect(problemsOf({ bban: null, iban: 'DE89370400440532013000', swift: 'COBADEFFXXX' })).toEqual([]);
    expect(problemsOf({ bban: null, iban: 'DE88370400440532013000', swift: 'COBADEFFXXX' })).toEqual([
      { attribute: 'iban', type: 'checksum_invalid' },
    ]);
    expect(problemsOf({ bban: null, iban: 'DE89370400440532013000', swift: 'NOPE' })).toEqual([
      { attribute: 'swift', type: 'invalid' },
    ]);
  });

  it('a Norwegian IBAN and a BBAN must name the same account (iban_mismatch)', () => {
    expect(problemsOf({ bban: '15032714452', iban: 'NO2615032223335', swift: 'DNBANOKKXXX' })).toEqual([
      { attribute: 'iban', type: 'iban_mismatch' },
    ]);
    expect(problemsOf({ bban: '15032714452', iban: 'NO5815032714452', swift: 'DNBANOKKXXX' })).toEqual([]);
  });
});

describe('employeeStatus', () => {
  const relation = (change: Partial<StatusRelation>): StatusRelation => ({
    startDate: '2020-01-01',
    endDate: null,
    pensionEndDate: null,
    employmentType: 'ordinaertArbeidsforhold',
    ...change,
  });

  it('NOT_STARTED without relations, or when every relation starts after today', () => {
    expect(employeeStatus([], TODAY)).toBe('NOT_STARTED');
    expect(employeeStatus([relation({ startDate: '2026-03-16' })], TODAY)).toBe('NOT_STARTED');
  });

  it('ACTIVE with an ordinary relation covering today, its first and last day included', () => {
    expect(employeeStatus([relation({})], TODAY)).toBe('ACTIVE');
    expect(employeeStatus([relation({ startDate: TODAY })], TODAY)).toBe('ACTIVE');
    expect(employeeStatus([relation({ endDate: TODAY })], TODAY)).toBe('ACTIVE');
  });

  it('ACTIVE wins over a pension relation covering today too', () => {
    const pension = relation({ employmentType: PENSION_EMPLOYMENT_TYPE });
    expect(employeeStatus([pension, relation({})], TODAY)).toBe('ACTIVE');
  });

  it('PENSION with a pension relation covering today, or an ended relation whose pension runs on', () => {
    expect(employeeStatus([relation({ employmentType: PENSION_EMPLOYMENT_TYPE })], TODAY)).toBe('PENSION');
    expect(employeeStatus([relation({ endDate: '2025-12-31', pensionEndDate: TODAY })], TODAY)).toBe('PENSION');
  });

  it('ENDED when every relation ended before today (and no pension runs)', () => {
    expect(employeeStatus([relation({ endDate: '2026-03-14' })], TODAY)).toBe('ENDED');
    expect(employeeStatus([relation({ endDate: '2025-12-31', pensionEndDate: '2026-03-14' })], TODAY)).toBe('ENDED');
  });

  it('NOT_STARTED when a relation has ended and another starts after today', () => {
    expect(employeeStatus([relation({ endDate: '2025-12-31' }), relation({ startDate: '2026-04-01' })], TODAY)).toBe(
      'NOT_STARTED',
    );
  });
});
