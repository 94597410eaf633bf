import { roundMoney, toMoney, type Money, type MoneyInput } from '../money/money.js';
import { findOverlaps, isValidPeriod, isWithin, type Period } from '../periods/periods.js';
import { toDecimal } from '../validation/decimal.js';
import { VAT_CATEGORIES, isVatCategory, type VatCategory } from './categories.js';
import { NORWEGIAN_VAT_HISTORY, type VatHistoryEntry } from './norwegian-history.js';

function periodOf(entry: VatHistoryEntry): Period {
  return { from: entry.activeFrom, to: entry.activeTo };
}

/** The category's percent in force on a YYYY-MM-DD date, or null when the history has none for it. */
export function vatRateOn(
  category: VatCategory,
  date: string,
  history: readonly VatHistoryEntry[] = NORWEGIAN_VAT_HISTORY,
): string | null {
  const entry = history.find((row) => row.category === category && isWithin(date, periodOf(row)));
  return entry?.percent ?? null;
}

export function allVatRatesOn(
  date: string,
  history: readonly VatHistoryEntry[] = NORWEGIAN_VAT_HISTORY,
): Record<VatCategory, string | null> {
  return Object.fromEntries(VAT_CATEGORIES.map((category) => [category, vatRateOn(category, date, history)])) as Record<
    VatCategory,
    string | null
  >;
}

/** VAT on a net amount, rounded half up (away from zero) to øre, so a credited line mirrors the line. */
export function vatAmount(netAmount: MoneyInput, percent: MoneyInput): Money {
  return roundMoney(toMoney(netAmount).times(toMoney(percent)).dividedBy(100));
}

function isWellFormed(entry: VatHistoryEntry): boolean {
  const percent = toDecimal(entry.percent);
  return isVatCategory(entry.category) && percent !== null && !percent.isNegative() && isValidPeriod(periodOf(entry));
}

/**
 * Every row has a known category, a non-negative percent and a valid period, and no category has two
 * rows in force on the same day (which would make vatRateOn depend on row order).
 */
export function isHistoryConsistent(history: readonly VatHistoryEntry[]): boolean {
  if (!history.every(isWellFormed)) return false;
  return VAT_CATEGORIES.every(
    (category) => findOverlaps(history.filter((entry) => entry.category === category).map(periodOf)).length === 0,
  );
}
