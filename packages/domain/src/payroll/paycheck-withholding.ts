import { Decimal } from '../decimal.js';
import { toMoney, type Money, type MoneyInput } from '../money/money.js';
import { isoDateParts } from '../periods/periods.js';
import type { HalfTaxMonth } from './enums.js';
import { frikortLimit } from './rates/frikort-limits.js';
import type { WithholdingPeriod } from './withholding/periods.js';
import { findTable, withholding, WITHHOLDING_ERRORS } from './withholding/withholding.js';

const HALF_TAX_MONTH_NUMBER: Record<HalfTaxMonth, number> = { NOVEMBER: 11, DECEMBER: 12 };

/** Without a tax card, and on a frikort above its limit: 50 % (norway-facts.md "Withholding", spec 001 §9). */
export const FLAT_WITHHOLDING_PERCENT = '50';

/**
 * The employee's tax card for the pay date, as the withholding needs it (the methods of
 * TAX_DEDUCTION_METHODS, and NO_TAX_CARD):
 * - MAIN_EMPLOYER_TABLE: the table, and the card's percentage for extra income (null when the card has none);
 * - MAIN_EMPLOYER_PERCENTAGE, SECONDARY_EMPLOYER_PERCENTAGE: the percentage;
 * - TAX_EXEMPTION (frikort): the card's limit (null: the year's standard limit, FRIKORT_LIMITS) and what
 *   the employer has already paid the employee this year that counts toward it (before this paycheck);
 * - NO_TAX_CARD: none at all.
 */
export type PaycheckTaxCard =
  | { method: 'MAIN_EMPLOYER_TABLE'; table: string; percentage: MoneyInput | null }
  | { method: 'MAIN_EMPLOYER_PERCENTAGE' | 'SECONDARY_EMPLOYER_PERCENTAGE'; percentage: MoneyInput }
  | { method: 'TAX_EXEMPTION'; limit: MoneyInput | null; paidThisYear: MoneyInput }
  | { method: 'NO_TAX_CARD' };

export type PaycheckWithholdingInput = {
  /** YYYY-MM-DD: its year picks the tables and the frikort limit, its month decides half tax. */
  payDate: string;
  period: WithholdingPeriod;
  card: PaycheckTaxCard;
  /** Income withheld by the table on a table card (regular pay), NOK. */
  regularBasis: MoneyInput;
  /** Extra income (bonuses and other extra payments), withheld by the card's percentage on a table card. NOK. */
  extraBasis: MoneyInput;
  /** The unit's half-tax month. */
  halfTaxMonth: HalfTaxMonth;
};

/**
 * The deduction in whole kroner and its parts: by the table (table cards) and by percentage (everything
 * else), whether half tax was applied, and on a frikort what has been paid toward its limit after this paycheck.
 */
export type PaycheckWithholding = {
  deduction: number;
  tableDeduction: number;
  percentageDeduction: number;
  halfTax: boolean;
  frikortPaid: string | null;
};

/**
 * The engine's errors, and: NEGATIVE_PAYCHECK — a negative basis has no tax computed (spec 001 §5.4);
 * MISSING_PERCENTAGE — extra income on a table card without a percentage.
 */
export const PAYCHECK_WITHHOLDING_ERRORS = [...WITHHOLDING_ERRORS, 'NEGATIVE_PAYCHECK', 'MISSING_PERCENTAGE'] as const;
export type PaycheckWithholdingError = (typeof PAYCHECK_WITHHOLDING_ERRORS)[number];

/** Whole kroner, rounded down: a percentage deduction is whole kroner, and never more than the card's percentage. */
const wholeKronerDown = (amount: Money): number => amount.floor().toNumber() + 0;

function percentOf(basis: Money, percentage: MoneyInput): Money {
  const percent = toMoney(percentage);
  if (percent.isNegative() || percent.gt(100)) throw new RangeError(`Not a percentage: ${percent.toFixed()}`);
  return basis.times(percent).dividedBy(100);
}

/**
 * The withholding of a paycheck by the employee's tax card (norway-facts.md "Withholding", spec 001 §9):
 * - table card: the regular basis through the withholding engine (whole kroner, the engine's own rounding),
 *   the extra basis at the card's percentage;
 * - percentage card (main or secondary employer): both bases at the percentage;
 * - frikort: nothing up to the limit, 50 % of what this paycheck pays above it (a paycheck crossing the
 *   limit: 50 % of the part above);
 * - no card: 50 % of both bases.
 * Half tax: monthly pay (period MONTH) paid in the unit's half-tax month withholds half of the regular
 * basis's deduction — the table deduction, or the percentage on the regular basis — on table and percentage
 * cards; extras are withheld in full. Not on a frikort's or no card's 50 %, nor on tables withheld evenly
 * over twelve months (the seamen's and other 12-month tables, withholding-2026.md §6.3). Other periods get
 * no half tax here: their half-tax payments are the payroll run's choice.
 * Rounding: percentage amounts are summed exactly and rounded down to whole kroner once; half of the table
 * deduction is rounded down too.
 */
export function paycheckWithholding(
  input: PaycheckWithholdingInput,
): PaycheckWithholding | { error: PaycheckWithholdingError } {
  const regular = toMoney(input.regularBasis);
  const extra = toMoney(input.extraBasis);
  if (regular.isNegative() || extra.isNegative()) return { error: 'NEGATIVE_PAYCHECK' };
  const { year, month } = isoDateParts(input.payDate);
  const halfTaxPeriod = input.period === 'MONTH' && month === HALF_TAX_MONTH_NUMBER[input.halfTaxMonth];
  const halved = (amount: Money, applies: boolean) => (applies ? amount.dividedBy(2) : amount);
  const { card } = input;

  switch (card.method) {
    case 'MAIN_EMPLOYER_TABLE': {
      if (extra.gt(0) && card.percentage === null) return { error: 'MISSING_PERCENTAGE' };
      const table = withholding(year, card.table, input.period, regular);
      if ('error' in table) return table;
      const found = findTable(year, card.table);
      const halfTax = halfTaxPeriod && 'table' in found && !found.table.twelveMonths;
      const tableDeduction = wholeKronerDown(halved(new Decimal(table.deduction), halfTax));
      const percentageDeduction = wholeKronerDown(extra.isZero() ? extra : percentOf(extra, card.percentage!));
      return parts(tableDeduction, percentageDeduction, halfTax, null);
    }
    case 'MAIN_EMPLOYER_PERCENTAGE':
    case 'SECONDARY_EMPLOYER_PERCENTAGE': {
      const amount = halved(percentOf(regular, card.percentage), halfTaxPeriod).plus(percentOf(extra, card.percentage));
      return parts(0, wholeKronerDown(amount), halfTaxPeriod, null);
    }
    case 'TAX_EXEMPTION': {
      const limit = card.limit === null ? frikortLimit(year) : toMoney(card.limit);
      if (limit === null) return { error: 'YEAR_NOT_SUPPORTED' };
      const paidBefore = toMoney(card.paidThisYear);
      const paidAfter = paidBefore.plus(regular).plus(extra);
      const above = paidAfter.minus(Decimal.max(limit, paidBefore));
      const amount = above.gt(0) ? percentOf(above, FLAT_WITHHOLDING_PERCENT) : new Decimal(0);
      return parts(0, wholeKronerDown(amount), false, paidAfter.toFixed(2));
    }
    case 'NO_TAX_CARD':
      return parts(0, wholeKronerDown(percentOf(regular.plus(extra), FLAT_WITHHOLDING_PERCENT)), false, null);
  }
}

function parts(tableDeduction: number, percentageDeduction: number, halfTax: boolean, frikortPaid: string | null) {
  return { deduction: tableDeduction + percentageDeduction, tableDeduction, percentageDeduction, halfTax, frikortPaid };
}

/**
 * The check of a deduction against what the card implies (spec 001 §5.4): TOO_LOW or TOO_HIGH when a
 * (manual) deduction differs from the expected one, null when they agree. Locking a paycheck with a
 * TOO_LOW deduction needs a confirmation.
 */
export function withholdingWarning(actual: MoneyInput, expected: MoneyInput): 'TOO_LOW' | 'TOO_HIGH' | null {
  const comparison = toMoney(actual).comparedTo(toMoney(expected));
  return comparison < 0 ? 'TOO_LOW' : comparison > 0 ? 'TOO_HIGH' : null;
}
