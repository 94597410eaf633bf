import { contributionMargin, type ContributionMargin } from '../money/margin.js';
import { findOverlaps, isValidPeriod, isWithin, periodsOverlap, type Period } from '../periods/periods.js';
import { UNIT_OF_MEASURE_CODES } from '../units-of-measure/units-of-measure.js';
import { VAT_CATEGORIES, isVatCategory, requiresTaxExemptionReason } from '../vat/categories.js';
import { serverProblemOf, type FieldProblem } from '../validation/field-problems.js';
import { fieldValue, rules, validate, type Rule, type RuleFailure } from '../validation/rules.js';
import { isEmptyValue, isIsoDate } from '../validation/values.js';

/**
 * Products: the fields and rules the web form and the server
 * share. A product has a number, a name, a unit of measure and a VAT category; a price list of
 * periods (validFrom–validTo, both days included) and the periods in which it is active.
 */
export type ProductPriceValues = {
  validFrom: string | null;
  validTo: string | null;
  /** Exact decimal strings ("129.90"), never floats. */
  purchasePrice: string | null;
  salePrice: string | null;
};

export type ProductActivePeriodValues = {
  activeFrom: string | null;
  activeTo: string | null;
};

export type ProductValues = {
  number: string;
  name: string;
  description: string | null;
  unitOfMeasureCode: string | null;
  vatRateSymbol: string | null;
  taxExemptionReason: string | null;
  suppliersProductNumber: string | null;
  prices: ProductPriceValues[];
  activePeriods: ProductActivePeriodValues[];
};

export const PRODUCT_NUMBER_MAX = 50;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_TAX_EXEMPTION_REASON_MAX = 500;
export const PRODUCT_SUPPLIERS_NUMBER_MAX = 50;
/** Letters (æ, ø, å too), digits, '-', '_' and '.': "1001", "KJ-200.3", "T_SKJ_M". */
export const PRODUCT_NUMBER_PATTERN = /^[\p{L}\p{N}._-]+$/u;

const needsExemptionReason = (vatRateSymbol: unknown): boolean =>
  isVatCategory(vatRateSymbol) && requiresTaxExemptionReason(vatRateSymbol);

/**
 * No two rows of the list share a day ("active periods cannot overlap"; prices
 * likewise). Rows whose own dates are wrong are left to their row rules.
 */
const noOverlappingRows = (from: string, to: string): Rule =>
  rules.custom((value) => {
    if (!Array.isArray(value)) return true;
    const periods = value.map((row) => periodOfRow(row as Record<string, unknown>, from, to)).filter(isPeriod);
    return findOverlaps(periods).length === 0;
  }, 'overlap');

function periodOfRow(row: Record<string, unknown> | null, from: string, to: string): Period | null {
  const start = row?.[from];
  const end = row?.[to];
  if (!isIsoDate(start) || !(isEmptyValue(end) || isIsoDate(end))) return null;
  const period: Period = { from: start.trim(), to: isIsoDate(end) ? end.trim() : null };
  return isValidPeriod(period) ? period : null;
}

const isPeriod = (period: Period | null): period is Period => period !== null;

const priceRules = (): Rule[] => [rules.present(), rules.number(), rules.nonNegative(), rules.unitPrice()];

export const PRODUCT_RULES = {
  number: [rules.required(), rules.max(PRODUCT_NUMBER_MAX), rules.regex(PRODUCT_NUMBER_PATTERN)],
  name: [rules.required(), rules.max(PRODUCT_NAME_MAX)],
  description: [rules.max(PRODUCT_DESCRIPTION_MAX)],
  unitOfMeasureCode: [rules.required(), rules.oneOf(UNIT_OF_MEASURE_CODES)],
  vatRateSymbol: [rules.required(), rules.oneOf(VAT_CATEGORIES)],
  taxExemptionReason: [
    rules.requiredWhen((context) => needsExemptionReason(context.values?.vatRateSymbol)),
    rules.max(PRODUCT_TAX_EXEMPTION_REASON_MAX),
  ],
  suppliersProductNumber: [rules.max(PRODUCT_SUPPLIERS_NUMBER_MAX)],
  prices: [noOverlappingRows('validFrom', 'validTo')],
  activePeriods: [noOverlappingRows('activeFrom', 'activeTo')],
} satisfies Partial<Record<keyof ProductValues, readonly Rule[]>>;

/** One row of the price list; the rules see the row as their form (fieldValue reads the row). */
export const PRODUCT_PRICE_RULES = {
  validFrom: [rules.required(), rules.date()],
  validTo: [rules.date(), rules.sameOrAfter(fieldValue('validFrom'))],
  purchasePrice: priceRules(),
  salePrice: priceRules(),
} satisfies Record<keyof ProductPriceValues, readonly Rule[]>;

export const PRODUCT_ACTIVE_PERIOD_RULES = {
  activeFrom: [rules.required(), rules.date()],
  activeTo: [rules.date(), rules.sameOrAfter(fieldValue('activeFrom'))],
} satisfies Record<keyof ProductActivePeriodValues, readonly Rule[]>;

/** A failed rule and where: ['name'], or ['prices', 1, 'validTo'] for a field of a row. */
export type ProductRuleFailure = { path: (string | number)[]; failure: RuleFailure };

function failuresOf(
  values: Record<string, unknown>,
  ruleMap: Record<string, readonly Rule[]>,
  prefix: (string | number)[],
): ProductRuleFailure[] {
  const found: ProductRuleFailure[] = [];
  for (const [attribute, list] of Object.entries(ruleMap)) {
    const failure = validate(values[attribute], list, { values });
    if (failure) found.push({ path: [...prefix, attribute], failure });
  }
  return found;
}

/** Every field's first failure, the rows' fields included: the web form and the server both use it. */
export function productRuleFailures(values: ProductValues): ProductRuleFailure[] {
  const rows = (list: unknown[] | null | undefined) => (Array.isArray(list) ? list : []);
  return [
    ...failuresOf(values, PRODUCT_RULES, []),
    ...rows(values.prices).flatMap((row, index) =>
      failuresOf((row ?? {}) as Record<string, unknown>, PRODUCT_PRICE_RULES, ['prices', index]),
    ),
    ...rows(values.activePeriods).flatMap((row, index) =>
      failuresOf((row ?? {}) as Record<string, unknown>, PRODUCT_ACTIVE_PERIOD_RULES, ['activePeriods', index]),
    ),
  ];
}

/**
 * The server's refusal for the same rules: `{attribute, type}`, a row's field named
 * by its path ("prices.0.validTo"), which is also the web form's field name.
 */
export function productProblems(values: ProductValues): FieldProblem[] {
  return productRuleFailures(values).map(({ path, failure }) => serverProblemOf(path.join('.'), failure));
}

/** The period of an active-period row, or of a price row. */
export const activePeriodOf = (row: { activeFrom: string; activeTo: string | null }): Period => ({
  from: row.activeFrom,
  to: row.activeTo,
});
export const pricePeriodOf = (row: { validFrom: string; validTo: string | null }): Period => ({
  from: row.validFrom,
  to: row.validTo,
});

/**
 * Whether the product is active on the day: one of its periods holds the day. A product without
 * any active period is not active (it cannot be sold until it is given one).
 */
export function isProductActiveOn(
  periods: readonly { activeFrom: string; activeTo: string | null }[],
  date: string,
): boolean {
  return periods.some((period) => isWithin(date, activePeriodOf(period)));
}

/**
 * "Only one active product per product number": no period of one product may share
 * a day with a period of another product with the same number. True when the two lists collide.
 */
export function activePeriodsCollide(
  own: readonly { activeFrom: string; activeTo: string | null }[],
  other: readonly { activeFrom: string; activeTo: string | null }[],
): boolean {
  return own.some((a) => other.some((b) => periodsOverlap(activePeriodOf(a), activePeriodOf(b))));
}

/** The price row in force on the day, or null (price periods never overlap, so there is at most one). */
export function priceOn<P extends { validFrom: string; validTo: string | null }>(
  prices: readonly P[],
  date: string,
): P | null {
  return prices.find((price) => isWithin(date, pricePeriodOf(price))) ?? null;
}

/** A price row's contribution margin: sale − purchase, and that as a percentage of the sale price. */
export function priceMargin(price: { salePrice: string; purchasePrice: string }): ContributionMargin {
  return contributionMargin(price.salePrice, price.purchasePrice);
}
