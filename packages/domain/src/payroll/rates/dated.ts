import { isIsoDate } from '../../validation/values.js';
import { requireIsoDate } from '../../periods/periods.js';

/**
 * One row of a dated table: the value in force from `from` (YYYY-MM-DD) until the next row's `from`.
 * `confirm` marks a figure norway-facts.md has not found in a primary source.
 */
export type Dated<T> = { from: string; value: T; confirm?: true };

/**
 * The value in force on a YYYY-MM-DD date: the last row starting on or before it, or null before the
 * first row (not known, never zero). Rows must be in increasing `from` order (each table's test checks it).
 */
export function datedValueOn<T>(table: readonly Dated<T>[], date: string): T | null {
  const day = requireIsoDate(date);
  let found: T | null = null;
  for (const row of table) if (row.from <= day) found = row.value;
  return found;
}

/** The rows start on real dates in strictly increasing order. */
export function isOrderedDatedTable(table: readonly Dated<unknown>[]): boolean {
  return table.every((row, index) => isIsoDate(row.from) && (index === 0 || table[index - 1]!.from < row.from));
}
