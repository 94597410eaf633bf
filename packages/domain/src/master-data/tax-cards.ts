import { osloDate } from '../periods/oslo-date.js';
import { TAX_DEDUCTION_METHODS, type TaxDeductionMethod } from '../payroll/enums.js';
import { TAX_TABLE_PATTERN, TAX_TABLES } from '../payroll/tax-tables.js';
import { toDecimal } from '../validation/decimal.js';
import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';
import { rules, type Rule, type RuleContext, type RuleFailure } from '../validation/rules.js';
import { isEmptyValue } from '../validation/values.js';

/**
 * An employee's tax card for one calendar year ("a table
 * or a percentage, otherwise an exemption card; table is four digits; exemption limit must exceed 0").
 * The deduction method decides which fields the card has:
 * - MAIN_EMPLOYER_TABLE: a known four-digit table, and optionally the percentage for income the
 *   table does not cover (e.g. holiday pay, bonuses);
 * - MAIN_EMPLOYER_PERCENTAGE / SECONDARY_EMPLOYER_PERCENTAGE: a percentage, 0–100;
 * - TAX_EXEMPTION (frikort): a limit above 0 and the percentage deducted above it (50 when left out).
 */
export type TaxCardValues = {
  calendarYear: number | null;
  taxDeductionMethod: TaxDeductionMethod | null;
  taxTable: string | null;
  taxPercentage: string | null;
  taxExemptionAmountLimit: string | null;
};

export const TAX_CARD_YEAR_MIN = 2000;
/** Exemption card deducts 50% above its limit: the percentage when the card gives none. */
export const TAX_EXEMPTION_DEFAULT_PERCENTAGE = '50';
export const TAX_PERCENTAGE_MAX = 100;
/** The largest amount numeric(18, 2) holds. */

const PERCENTAGE_METHODS: readonly TaxDeductionMethod[] = ['MAIN_EMPLOYER_PERCENTAGE', 'SECONDARY_EMPLOYER_PERCENTAGE'];

/** The newest calendar year a card can be for: next year's cards are issued in December. */
export function taxCardYearMax(today: Date = new Date()): number {
  // The year in Norway: a server in UTC would otherwise move the bound an hour late on New Year's Eve.
  return Number(osloDate(today).slice(0, 4)) + 1;
}

const methodOf = (context: RuleContext) => context.values?.taxDeductionMethod;

function failure(key: RuleFailure['key'], context: RuleContext, params: Record<string, string | number> = {}) {
  const all = context.field === undefined ? params : { field: context.field, ...params };
  return Object.keys(all).length > 0 ? { key, params: all } : { key };
}

/** Required for these methods. Unlike `rules.required`, a zero ("0 %") counts as filled in. */
function requiredFor(methods: readonly TaxDeductionMethod[]): Rule {
  return (value, context = {}) =>
    methods.includes(methodOf(context) as TaxDeductionMethod) && isEmptyValue(value)
      ? failure('required', context)
      : null;
}

/** The rules only apply when the card has this method: a hidden field's leftovers do not count. */
function onlyFor(methods: readonly TaxDeductionMethod[], list: readonly Rule[]): Rule[] {
  return list.map((check) => {
    const guarded: Rule = (value, context = {}) =>
      methods.includes(methodOf(context) as TaxDeductionMethod) ? check(value, context) : null;
    return check.kind ? Object.assign(guarded, { kind: check.kind }) : guarded;
  });
}

/** Above zero. Fails as "at least 0.01", the smallest amount above 0; the server says greater_than 0. */
const aboveZero: Rule = (value, context = {}) => {
  if (isEmptyValue(value)) return null;
  const amount = toDecimal(value);
  return amount && amount.greaterThan(0) ? null : failure('min', context, { min: 0.01 });
};

/** A calendar year from 2000 up to next year (read when validating, so the bound moves with the calendar). */
function calendarYearRules(today: () => Date): Rule[] {
  const notAfterNextYear: Rule = (value, context = {}) => {
    if (isEmptyValue(value)) return null;
    const max = taxCardYearMax(today());
    return Number(value) > max ? failure('max', context, { max }) : null;
  };
  return [rules.required(), rules.int(), rules.min(TAX_CARD_YEAR_MIN), notAfterNextYear];
}

/** The rules of a tax card, shared by the form (toZodSchema) and the server (taxCardProblems). */
export function taxCardRuleMap(today: () => Date = () => new Date()) {
  return {
    calendarYear: calendarYearRules(today),
    taxDeductionMethod: [rules.required(), rules.oneOf(TAX_DEDUCTION_METHODS)],
    taxTable: [
      requiredFor(['MAIN_EMPLOYER_TABLE']),
      ...onlyFor(['MAIN_EMPLOYER_TABLE'], [rules.length(4), rules.regex(TAX_TABLE_PATTERN), rules.oneOf(TAX_TABLES)]),
    ],
    taxPercentage: [
      requiredFor(PERCENTAGE_METHODS),
      rules.number(),
      rules.min(0),
      rules.max(TAX_PERCENTAGE_MAX),
      rules.percentage(),
    ],
    taxExemptionAmountLimit: [
      requiredFor(['TAX_EXEMPTION']),
      ...onlyFor(['TAX_EXEMPTION'], [rules.number(), aboveZero, rules.amount()]),
    ],
  } satisfies Record<keyof TaxCardValues, readonly Rule[]>;
}

export const TAX_CARD_RULES = taxCardRuleMap();

/**
 * The server's check of a card: every field's first problem in the server validation types — taxTable
 * blank / wrong_length {count 4} / invalid / inclusion, taxPercentage blank or out of 0–100,
 * taxExemptionAmountLimit blank or greater_than {count 0}, calendarYear in 2000…next year.
 */
export function taxCardProblems(values: TaxCardValues, today: () => Date = () => new Date()): FieldProblem[] {
  return fieldProblems(values, taxCardRuleMap(today)).map((problem) =>
    problem.attribute === 'taxExemptionAmountLimit' && problem.type === 'greater_than_or_equal_to'
      ? { attribute: problem.attribute, type: 'greater_than', params: { count: 0 } }
      : problem,
  );
}

/** What is stored: only the fields the method uses; an exemption card's percentage defaults to 50. */
export type TaxCardColumns = {
  calendarYear: number;
  taxDeductionMethod: TaxDeductionMethod;
  taxTable: string | null;
  taxPercentage: string | null;
  taxExemption: boolean;
  taxExemptionAmountLimit: string | null;
};

const decimalText = (value: string | null) => (isEmptyValue(value) ? null : (toDecimal(value)?.toFixed() ?? null));

/** A checked card's columns (call after taxCardProblems answered nothing). */
export function taxCardColumns(values: TaxCardValues): TaxCardColumns {
  const method = values.taxDeductionMethod!;
  const exemption = method === 'TAX_EXEMPTION';
  const percentage = decimalText(values.taxPercentage);
  return {
    calendarYear: Number(values.calendarYear),
    taxDeductionMethod: method,
    taxTable: method === 'MAIN_EMPLOYER_TABLE' ? values.taxTable!.trim() : null,
    taxPercentage: exemption ? (percentage ?? TAX_EXEMPTION_DEFAULT_PERCENTAGE) : percentage,
    taxExemption: exemption,
    taxExemptionAmountLimit: exemption ? decimalText(values.taxExemptionAmountLimit) : null,
  };
}
