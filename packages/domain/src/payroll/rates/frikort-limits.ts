import { toMoney, type Money } from '../../money/money.js';
import { datedValueOn, type Dated } from './dated.js';

/**
 * The standard limit of a tax-free card (frikort) per income year, NOK, including vacation pay — the one
 * place to correct it. Source: norway-facts.md "Withholding": 70,000 in 2024, 100,000 in 2025; 2026 is
 * not confirmed (probably unchanged) and is taken as 100,000 until it is.
 */
export const FRIKORT_LIMITS: readonly Dated<string>[] = [
  { from: '2024-01-01', value: '70000' },
  { from: '2025-01-01', value: '100000' },
  { from: '2026-01-01', value: '100000', confirm: true },
];

/** The year's frikort limit, or null for a year the table does not have. */
export function frikortLimit(year: number): Money | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  const value = datedValueOn(FRIKORT_LIMITS, `${String(year).padStart(4, '0')}-12-31`);
  return value === null ? null : toMoney(value);
}
