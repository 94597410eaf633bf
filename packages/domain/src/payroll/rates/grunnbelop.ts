import { toMoney, type Money } from '../../money/money.js';
import { datedValueOn, type Dated } from './dated.js';

/**
 * Folketrygdens grunnbeløp (G) by effective date, in NOK — the one place to correct or add a year.
 * G is adopted in late May and applies from 1 May. Source: norway-facts.md "Grunnbeløpet" (navikt/dp-grunnbelop,
 * NAV letter templates). Earlier years are left out until they have a source.
 */
export const GRUNNBELOP: readonly Dated<string>[] = [
  { from: '2025-05-01', value: '130160' },
  { from: '2026-05-01', value: '136549' },
];

/** G in force on a YYYY-MM-DD date, or null before the table's first row. */
export function grunnbelopOn(date: string): Money | null {
  const value = datedValueOn(GRUNNBELOP, date);
  return value === null ? null : toMoney(value);
}
