import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../validation/field-problems.js';
import { validate } from '../validation/rules.js';
import {
  CAR_RULES,
  carModelYearMax,
  carRuleMap,
  flattenCarValues,
  formatRegistrationNumber,
  isValidRegistrationNumber,
  modelYearRule,
  normalizeRegistrationNumber,
  type CarValues,
} from './cars.js';

const car = (values: Partial<CarValues> = {}): CarValues => ({
  name: 'Tesla Model Y',
  description: null,
  carType: 'PERSONAL',
  fuel: 'ELECTRONIC',
  modelYear: 2023,
  purchasedDate: '2023-03-15',
  purchasedPrice: '489900.00',
  norwegianListPriceAsNew: '519900.00',
  seats: 5,
  soldDate: null,
  soldPrice: null,
  enableVat: true,
  carRegistrations: [{ registrationNumber: 'EL 12345' }],
  ...values,
});

const problemsOf = (values: CarValues) =>
  fieldProblems(flattenCarValues(values), carRuleMap(values.carRegistrations.length));

describe('registration numbers (Norwegian plates)', () => {
  it('normalises to upper case without spaces or hyphens', () => {
    expect(normalizeRegistrationNumber(' el 12345 ')).toBe('EL12345');
    expect(normalizeRegistrationNumber('ab-1234')).toBe('AB1234');
    expect(normalizeRegistrationNumber('tøff 1')).toBe('TØFF1');
  });

  it.each(['EL 12345', 'AB 1234', 'el12345', 'ZX 99999', 'BØRRE', 'ÅSE1', 'KARI70', 'JA'])('accepts %s', (plate) => {
    expect(isValidRegistrationNumber(plate)).toBe(true);
  });

  it.each(['E', 'EL 1234567', 'AB.1234', 'HELLO WORLD', 'AB#1234', 'ÆØÅÆØÅÆØ'])('refuses %s', (plate) => {
    expect(isValidRegistrationNumber(plate)).toBe(false);
  });

  it('formats an ordinary plate with its space, a personalised one as stored', () => {
    expect(formatRegistrationNumber('EL12345')).toBe('EL 12345');
    expect(formatRegistrationNumber('AB1234')).toBe('AB 1234');
    expect(formatRegistrationNumber('BØRRE')).toBe('BØRRE');
  });
});

describe('car rules', () => {
  it('a complete car passes', () => {
    expect(problemsOf(car())).toEqual([]);
  });

  it('the name is required', () => {
    expect(problemsOf(car({ name: ' ' }))).toEqual([{ attribute: 'name', type: 'blank' }]);
  });

  it('the model year is four digits between 1900 and next year', () => {
    const rule = modelYearRule(() => new Date('2026-06-01'));
    expect(carModelYearMax(new Date('2026-06-01'))).toBe(2027);
    // The year turns in Norway an hour before it does in UTC.
    expect(carModelYearMax(new Date('2026-12-31T23:30:00Z'))).toBe(2028);
    expect(rule(2027)).toBeNull();
    expect(rule(1900)).toBeNull();
    expect(rule('1999')).toBeNull();
    expect(rule(null)).toBeNull();
    expect(rule(2028)).toEqual({ key: 'between', params: { min: 1900, max: 2027 } });
    expect(rule(1899)).toMatchObject({ key: 'between' });
    expect(rule('99')).toMatchObject({ key: 'between' });
    expect(rule(2020.5)).toMatchObject({ key: 'between' });
    expect(problemsOf(car({ modelYear: 1850 }))).toEqual([
      { attribute: 'modelYear', type: 'invalid', params: expect.any(Object) },
    ]);
  });

  it('the sold date cannot be before the purchase date', () => {
    expect(problemsOf(car({ soldDate: '2023-03-14' }))).toEqual([
      { attribute: 'soldDate', type: 'date_after_or_equal_to', params: { date: '2023-03-15' } },
    ]);
    expect(problemsOf(car({ soldDate: '2023-03-15', soldPrice: '350000' }))).toEqual([]);
    expect(problemsOf(car({ purchasedDate: '2023-02-30' }))).toEqual([{ attribute: 'purchasedDate', type: 'invalid' }]);
  });

  it('prices are non-negative decimals', () => {
    expect(problemsOf(car({ purchasedPrice: '-1' }))).toEqual([
      { attribute: 'purchasedPrice', type: 'greater_than_or_equal_to', params: { count: 0 } },
    ]);
    expect(problemsOf(car({ soldPrice: 'mye' }))).toEqual([{ attribute: 'soldPrice', type: 'not_a_number' }]);
    expect(problemsOf(car({ norwegianListPriceAsNew: '0' }))).toEqual([]);
  });

  it('seats are 0 to 99', () => {
    expect(problemsOf(car({ seats: 0 }))).toEqual([]);
    expect(problemsOf(car({ seats: 100 }))).toEqual([
      { attribute: 'seats', type: 'invalid', params: expect.any(Object) },
    ]);
    expect(validate(-1, CAR_RULES.seats)).toMatchObject({ key: 'between' });
  });

  it('type and fuel are one of the spec lists', () => {
    expect(problemsOf(car({ carType: 'BUS' as never, fuel: 'HYDROGEN' as never }))).toEqual([
      { attribute: 'carType', type: 'inclusion' },
      { attribute: 'fuel', type: 'inclusion' },
    ]);
  });

  it('each registration row needs a valid plate, and the same plate only once per car', () => {
    expect(
      problemsOf(
        car({
          carRegistrations: [
            { registrationNumber: 'EL 12345' },
            { registrationNumber: '' },
            { registrationNumber: 'AB#1' },
            { registrationNumber: 'el12345' },
          ],
        }),
      ),
    ).toEqual([
      { attribute: 'carRegistrations.1.registrationNumber', type: 'blank' },
      { attribute: 'carRegistrations.2.registrationNumber', type: 'invalid' },
      { attribute: 'carRegistrations.3.registrationNumber', type: 'taken' },
    ]);
  });
});
