import { Decimal } from '../../decimal.js';
import { isCanonicalDecimal } from '../../money/canonical-decimal.js';
import { isWithholdingPeriod, type WithholdingPeriod } from './periods.js';
import { prepareYear, withholdingSteps, type PreparedYear } from './routine.js';
import type { WithholdingTable } from './tables.js';
import { withholdingYear } from './years.js';

/** Why a withholding could not be computed (the tax calculator's errors of spec 001 §8). */
export const WITHHOLDING_ERRORS = ['TABLE_NOT_FOUND', 'YEAR_NOT_SUPPORTED', 'INCOME_ABOVE_MAXIMUM', 'UNKNOWN'] as const;
export type WithholdingError = (typeof WITHHOLDING_ERRORS)[number];

/** The deduction in whole kroner, or why there is none. */
export type WithholdingResult = { deduction: number } | { error: WithholdingError };

/**
 * A basis: the project's Decimal, a canonical decimal string ("25000", "25000.00") or a safe integer.
 * It must be whole kroner — the reference takes a `long` — from 0 to MAXIMUM_WITHHOLDING_BASIS.
 */
export type WithholdingBasis = Decimal | string | number;

/**
 * The largest basis taken. The reference sets no upper limit (§6.6: the calculation applies to any
 * amount, so this is not the whole table's last basis), but it keeps amounts in 64-bit `long`s, and a
 * `number` holds them exactly only below 2^53. With bases up to 10^13 kroner every intermediate stays
 * below that (P ≤ (10^13 + 50) × 365 < 2^53), so the results are the reference's; above it they no
 * longer provably are, and the basis is refused.
 */
export const MAXIMUM_WITHHOLDING_BASIS = 10_000_000_000_000;

/**
 * Table withholding (tabelltrekk): what Skatteetaten's trekkrutine of the year withholds from the
 * basis, for the table number (four digits, "8000", "0100") and period.
 *
 * Errors instead of a deduction: a year without constants → YEAR_NOT_SUPPORTED; a table the year
 * does not have → TABLE_NOT_FOUND; a basis that is negative, above the maximum or not a number →
 * INCOME_ABOVE_MAXIMUM; a decimal basis's øre are dropped. The reference itself validates nothing and answers a negative
 * basis with the basis (§6.8), a deduction no payroll can use: it is refused deliberately, as §6.8
 * allows. Anything unexpected → UNKNOWN.
 */
export function withholding(
  year: number,
  table: string,
  period: WithholdingPeriod,
  basis: WithholdingBasis,
): WithholdingResult {
  try {
    const found = findTable(year, table);
    if ('error' in found) return found;
    if (!isWithholdingPeriod(period)) return { error: 'UNKNOWN' };
    const kroner = wholeKroner(basis);
    if (kroner === null) return { error: 'INCOME_ABOVE_MAXIMUM' };
    const { deduction } = withholdingSteps(found.year, found.table, period, kroner);
    return Number.isSafeInteger(deduction) && deduction >= 0 && deduction <= kroner
      ? { deduction }
      : { error: 'UNKNOWN' };
  } catch {
    return { error: 'UNKNOWN' };
  }
}

/** The year's prepared constants and the table, or why not. */
export function findTable(
  year: number,
  table: string,
): { year: PreparedYear; table: WithholdingTable } | { error: 'YEAR_NOT_SUPPORTED' | 'TABLE_NOT_FOUND' } {
  const constants = withholdingYear(year);
  if (!constants) return { error: 'YEAR_NOT_SUPPORTED' };
  const prepared = prepareYear(constants);
  const found = typeof table === 'string' ? prepared.tables.get(table.trim()) : undefined;
  return found ? { year: prepared, table: found } : { error: 'TABLE_NOT_FOUND' };
}

/**
 * The basis as a whole number of kroner in 0 … MAXIMUM_WITHHOLDING_BASIS, or null. A decimal's øre
 * are dropped; a JavaScript number must be whole (money never travels as a float).
 */
function wholeKroner(basis: WithholdingBasis): number | null {
  if (typeof basis === 'number') {
    return Number.isInteger(basis) && basis >= 0 && basis <= MAXIMUM_WITHHOLDING_BASIS ? basis + 0 : null;
  }
  if (typeof basis === 'string' && !isCanonicalDecimal(basis.trim())) return null;
  const value = typeof basis === 'string' ? new Decimal(basis.trim()) : basis;
  if (!Decimal.isDecimal(value) || !value.isFinite()) return null;
  if (value.lt(0) || value.gt(MAXIMUM_WITHHOLDING_BASIS)) return null;
  // Øre are dropped: the routine takes whole kroner and rounds the basis down to its step (20 kr at
  // the least) first, so the øre never change the step and a paycheck's exact basis can be passed.
  // Whole and below 2^53: the conversion is exact.
  return value.floor().toNumber() + 0;
}
