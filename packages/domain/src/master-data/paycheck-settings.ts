import {
  DURATION_TYPES,
  EMPLOYMENT_TYPES,
  HALF_TAX_MONTHS,
  SHIFT_TYPES,
  TAX_CALCULATION_MODES,
  type DurationType,
  type EmploymentType,
  type HalfTaxMonth,
  type ShiftType,
  type TaxCalculationMode,
} from '../payroll/enums.js';
import { rules, type Rule, type RuleContext } from '../validation/rules.js';
import { isEmptyValue } from '../validation/values.js';
import { CREDIT_DAYS_MAX, isCurrencyCode, isNumberSeriesStart, NUMBER_SERIES_START_MAX } from './unit-settings.js';

/**
 * UnitPaycheckSetting: the unit's payroll defaults — the Altinn system user, how
 * withholding tax is found, currency, credit days, vacation money, the default work relation new
 * relations start from, the company's municipality, where paycheck numbers start and the month
 * monthly pay gets half tax.
 */

/** The default work relation: what a new work relation is prefilled with. */
export type DefaultWorkRelation = {
  subUnitId: string | null;
  occupationCode: string | null;
  employmentType: EmploymentType;
  durationType: DurationType;
  shiftType: ShiftType;
  hoursEveryWeekWithFullEmployment: string;
  employmentPercentage: string;
};

/**
 * Ordinary, permanent, no shifts, 37.5 hours a week (the working-hours act's normal week) at 100 %.
 * Vacation money 10.2 % is the statutory rate (ferieloven § 10); 12 % applies with a fifth week by
 * agreement, which the unit sets itself.
 */
export const PAYCHECK_SETTING_DEFAULTS = {
  altinnSystemUserName: null as string | null,
  calculationForTax: 'AUTOMATIC' as TaxCalculationMode,
  currencyCode: 'NOK',
  defaultCreditDays: 0,
  defaultVacationMoneyPercentage: '10.20',
  defaultWorkRelation: {
    subUnitId: null,
    occupationCode: null,
    employmentType: 'ordinaertArbeidsforhold',
    durationType: 'fast',
    shiftType: 'ikkeSkift',
    hoursEveryWeekWithFullEmployment: '37.50',
    employmentPercentage: '100.00',
  } satisfies DefaultWorkRelation as DefaultWorkRelation,
  municipalityNumber: null as string | null,
  startingPaycheckNumber: '1',
  /** Half tax in November, the Tax Administration's usual month; December by choice. */
  halfTaxMonth: 'NOVEMBER' as HalfTaxMonth,
};

export const ALTINN_SYSTEM_USER_NAME_MAX = 100;
export const ALTINN_SYSTEM_PASSWORD_MAX = 200;
export const PERCENTAGE_MAX = 100;
/** Hours in a week: the upper bound of "hours every week with full employment". */
export const HOURS_IN_WEEK = 168;

/**
 * The flat values a save is checked as (the form's fields). The password is write-only: the form
 * sends a new one or nothing; `altinnSystemPasswordKept` says a stored one stays (set and not cleared).
 */
export type PaycheckSettingValues = {
  altinnSystemUserName: string | null;
  altinnSystemPassword: string | null;
  altinnSystemPasswordKept: boolean;
  calculationForTax: string;
  currencyCode: string;
  defaultCreditDays: number | string | null;
  defaultVacationMoneyPercentage: string | null;
  defaultSubUnitId: string | null;
  defaultOccupationCode: string | null;
  defaultEmploymentType: string;
  defaultDurationType: string;
  defaultShiftType: string;
  defaultHoursEveryWeekWithFullEmployment: string | null;
  defaultEmploymentPercentage: string | null;
  municipalityNumber: string | null;
  startingPaycheckNumber: string;
  halfTaxMonth: string;
};

/** A non-negative decimal up to `max`, as its column keeps it (percentages, hours). */
const boundedDecimal = (max: number, storable: Rule): Rule[] => [
  rules.present(),
  rules.unumber(),
  rules.min(0),
  rules.max(max),
  storable,
];

const filled = (name: string) => (context: RuleContext) => !isEmptyValue(context.values?.[name]);
const passwordKept = (context: RuleContext) => context.values?.altinnSystemPasswordKept === true;

/**
 * The save's rule map, shared by the settings form and the server. The Altinn system user is both
 * or none: a user name needs a password (a new one, or the stored one kept) and the reverse.
 */
export const PAYCHECK_SETTING_RULES = {
  altinnSystemUserName: [
    rules.requiredWhen((context) => filled('altinnSystemPassword')(context) || passwordKept(context)),
    rules.max(ALTINN_SYSTEM_USER_NAME_MAX),
  ],
  altinnSystemPassword: [
    rules.requiredWhen((context) => filled('altinnSystemUserName')(context) && !passwordKept(context)),
    rules.max(ALTINN_SYSTEM_PASSWORD_MAX),
  ],
  calculationForTax: [rules.required(), rules.oneOf(TAX_CALCULATION_MODES)],
  currencyCode: [rules.required(), rules.custom((value) => typeof value === 'string' && isCurrencyCode(value))],
  defaultCreditDays: [rules.present(), rules.uint(), rules.max(CREDIT_DAYS_MAX)],
  defaultVacationMoneyPercentage: boundedDecimal(PERCENTAGE_MAX, rules.percentage()),
  defaultEmploymentType: [rules.required(), rules.oneOf(EMPLOYMENT_TYPES)],
  defaultDurationType: [rules.required(), rules.oneOf(DURATION_TYPES)],
  defaultShiftType: [rules.required(), rules.oneOf(SHIFT_TYPES)],
  defaultHoursEveryWeekWithFullEmployment: boundedDecimal(HOURS_IN_WEEK, rules.hours()),
  defaultEmploymentPercentage: boundedDecimal(PERCENTAGE_MAX, rules.percentage()),
  /** Like the invoice and order series: text ending in the digits that count up ("1", "L-1000"). */
  startingPaycheckNumber: [
    rules.required(),
    rules.max(NUMBER_SERIES_START_MAX),
    rules.custom((value) => typeof value === 'string' && isNumberSeriesStart(value)),
  ],
  halfTaxMonth: [rules.required(), rules.oneOf(HALF_TAX_MONTHS)],
};
