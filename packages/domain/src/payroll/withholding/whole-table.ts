import { Decimal } from '../../decimal.js';
import type { WithholdingPeriod } from './periods.js';
import { withholdingSteps, type PreparedYear } from './routine.js';
import type { WithholdingTable } from './tables.js';
import { findTable } from './withholding.js';

/** One row of a printed table: from this basis (to the next row's) the deduction. */
export type WithholdingTableRow = { basis: number; deduction: number };

export type WholeWithholdingTable = {
  table: string;
  period: WithholdingPeriod;
  rows: WithholdingTableRow[];
  /** The table's "overskytende prosent" (excessPercent). */
  excessPercent: string;
};

/**
 * The whole table for a period, as the reference's beregnHeleTabellen prints it (§5.1): the
 * deduction at every step from 0 to the period's last basis, keeping only positive ones, with one
 * zero row just before the first positive one when that row's basis is above 0.
 */
export function wholeWithholdingTable(
  year: number,
  table: string,
  period: WithholdingPeriod,
): WholeWithholdingTable | { error: 'YEAR_NOT_SUPPORTED' | 'TABLE_NOT_FOUND' } {
  const found = findTable(year, table);
  if ('error' in found) return found;
  const { step, tableMaximum } = found.year.constants.periods[period];
  const rows: WithholdingTableRow[] = [];
  for (let basis = 0; basis <= tableMaximum; basis += step) {
    const { deduction } = withholdingSteps(found.year, found.table, period, basis);
    if (deduction <= 0) continue;
    if (rows.length === 0 && basis - step > 0) rows.push({ basis: basis - step, deduction: 0 });
    rows.push({ basis, deduction });
  }
  return { table: found.table.number, period, rows, excessPercent: excessPercentOf(found.year, found.table) };
}

/**
 * The "overskytende prosent" (finnOverskytendeProsentForTabell, §5.2): the percentage of an extra
 * 1 000 000 of monthly pay (from 300 000 to 1 300 000) that is withheld, to three decimals half up —
 * "54.713". Only informative since 2025: every amount is computed by the routine itself. It depends
 * on the table alone.
 */
export function excessPercent(
  year: number,
  table: string,
): { excessPercent: string } | { error: 'YEAR_NOT_SUPPORTED' | 'TABLE_NOT_FOUND' } {
  const found = findTable(year, table);
  return 'error' in found ? found : { excessPercent: excessPercentOf(found.year, found.table) };
}

function excessPercentOf(year: PreparedYear, table: WithholdingTable): string {
  const { low, high } = year.constants.excessPercentBases;
  const difference =
    withholdingSteps(year, table, 'MONTH', high).deduction - withholdingSteps(year, table, 'MONTH', low).deduction;
  // diff / (high − low) × 100, exactly: an integer over 10 000 has four decimals, rounded to three.
  return new Decimal(difference)
    .times(100)
    .div(high - low)
    .toDecimalPlaces(3, Decimal.ROUND_HALF_UP)
    .toFixed(3);
}
