import { osloDate } from '../periods/oslo-date.js';
import { fieldValue, rules, type Rule, type RuleContext } from '../validation/rules.js';
import { isEmptyValue } from '../validation/values.js';

/** The kinds of vehicle a unit keeps. */
export const CAR_TYPES = [
  'PERSONAL',
  'VAN',
  'TRACTOR',
  'TRUCK',
  'TRUCK_TRAILER',
  'SCOOTER',
  'BIKE',
  'TRAILER',
] as const;
export type CarType = (typeof CAR_TYPES)[number];

/** Fuels. ELECTRONIC is the spec's name for an electric vehicle ("Elektrisk"). */
export const CAR_FUELS = ['DIESEL', 'GASOLINE', 'ELECTRONIC'] as const;
export type CarFuel = (typeof CAR_FUELS)[number];

export const isCarType = (value: unknown): value is CarType =>
  typeof value === 'string' && (CAR_TYPES as readonly string[]).includes(value);
export const isCarFuel = (value: unknown): value is CarFuel =>
  typeof value === 'string' && (CAR_FUELS as readonly string[]).includes(value);

export const CAR_NAME_MAX = 100;
export const CAR_DESCRIPTION_MAX = 1000;
export const CAR_SEATS_MAX = 99;
export const CAR_MODEL_YEAR_MIN = 1900;
/** The largest amount numeric(18, 2) holds. */

/**
 * A registration number as stored and compared: upper case, without spaces or hyphens, so
 * "el 12345", "EL 12345" and "EL-12345" are the same plate.
 */
export function normalizeRegistrationNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toLocaleUpperCase('nb-NO');
}

/** An ordinary Norwegian plate: two letters and four or five digits ("EL 12345", "AB 1234"). */
export const STANDARD_PLATE = /^[A-ZÆØÅ]{2}\d{4,5}$/;
/** A personalised plate ("personlig kjennemerke"): two to seven letters and digits. */
export const PERSONALISED_PLATE = /^[A-ZÆØÅ0-9]{2,7}$/;

/** After normalisation: an ordinary plate or a personalised one. */
export function isValidRegistrationNumber(raw: string): boolean {
  const plate = normalizeRegistrationNumber(raw);
  return STANDARD_PLATE.test(plate) || PERSONALISED_PLATE.test(plate);
}

/** Registration numbers as "EL 12345" (an ordinary plate gets its space back); personalised ones as stored. */
export function formatRegistrationNumber(stored: string): string {
  return STANDARD_PLATE.test(stored) ? `${stored.slice(0, 2)} ${stored.slice(2)}` : stored;
}

/** The newest model year a car can have: next year's models are sold from the autumn. */
export function carModelYearMax(today: Date = new Date()): number {
  // The year in Norway: a server in UTC would otherwise move the bound an hour late on New Year's Eve.
  return Number(osloDate(today).slice(0, 4)) + 1;
}

/**
 * A model year: four digits between 1900 and next year (read when validating, so the bound moves
 * with the calendar). Fails as "between {min} and {max}".
 */
export function modelYearRule(today: () => Date = () => new Date()): Rule {
  return (value: unknown, context: RuleContext = {}) => {
    if (isEmptyValue(value)) return null;
    const max = carModelYearMax(today());
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
    if (year >= CAR_MODEL_YEAR_MIN && year <= max) return null;
    const params = { min: CAR_MODEL_YEAR_MIN, max };
    return { key: 'between', params: context.field === undefined ? params : { field: context.field, ...params } };
  };
}

export type CarRegistrationValues = { id?: string | null; registrationNumber: string };

export type CarValues = {
  name: string;
  description: string | null;
  carType: CarType | null;
  fuel: CarFuel | null;
  modelYear: number | null;
  purchasedDate: string | null;
  purchasedPrice: string | null;
  norwegianListPriceAsNew: string | null;
  seats: number | null;
  soldDate: string | null;
  soldPrice: string | null;
  enableVat: boolean;
  carRegistrations: CarRegistrationValues[];
};

const price = () => [rules.number(), rules.nonNegative(), rules.amount()];

/** The rules of a car's own fields, shared by the form and the server. */
export const CAR_RULES = {
  name: [rules.required(), rules.max(CAR_NAME_MAX)],
  description: [rules.max(CAR_DESCRIPTION_MAX)],
  carType: [rules.oneOf(CAR_TYPES)],
  fuel: [rules.oneOf(CAR_FUELS)],
  modelYear: [modelYearRule()],
  purchasedDate: [rules.date()],
  purchasedPrice: price(),
  norwegianListPriceAsNew: price(),
  seats: [rules.int(), rules.between(0, CAR_SEATS_MAX)],
  soldDate: [rules.date(), rules.sameOrAfter(fieldValue('purchasedDate'))],
  soldPrice: price(),
};

/** The name of row `index`'s registration number in rule maps, forms and server validations. */
export const registrationField = (index: number) => `carRegistrations.${index}.registrationNumber`;

/** The same plate twice on one car ("taken"): every row after the first with that plate. */
function notRepeated(index: number): Rule {
  return rules.custom((value, context) => {
    const rows = (context.values?.carRegistrations ?? []) as CarRegistrationValues[];
    const plate = normalizeRegistrationNumber(String(value));
    return !rows
      .slice(0, index)
      .some(
        (row) =>
          typeof row?.registrationNumber === 'string' && normalizeRegistrationNumber(row.registrationNumber) === plate,
      );
  }, 'taken');
}

/**
 * The whole form's rules for a car with `registrationCount` registration rows: CAR_RULES, and per
 * row a required registration number in a Norwegian format, not repeated on the car.
 */
export function carRuleMap(registrationCount: number): Record<string, readonly Rule[]> {
  const map: Record<string, readonly Rule[]> = { ...CAR_RULES };
  for (let index = 0; index < registrationCount; index++) {
    map[registrationField(index)] = [
      rules.required(),
      rules.custom((value) => isValidRegistrationNumber(String(value))),
      notRepeated(index),
    ];
  }
  return map;
}

/** The values with each registration row's number also under its dotted name, for `fieldProblems`. */
export function flattenCarValues(values: CarValues): Record<string, unknown> {
  const flat: Record<string, unknown> = { ...values };
  values.carRegistrations.forEach((row, index) => {
    flat[registrationField(index)] = row.registrationNumber;
  });
  return flat;
}
