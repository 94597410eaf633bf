import { WITHHOLDING_2026 } from './year-2026.js';
import type { WithholdingYearConstants } from './year.js';

/**
 * The income years the engine computes, each by its own constants. Add a year as a new entry (its
 * own year-YYYY.ts); the routine is shared and reads only the entry.
 */
export const WITHHOLDING_YEARS: Readonly<Record<number, WithholdingYearConstants>> = {
  2026: WITHHOLDING_2026,
};

export function withholdingYear(year: number): WithholdingYearConstants | undefined {
  return Object.hasOwn(WITHHOLDING_YEARS, year) ? WITHHOLDING_YEARS[year] : undefined;
}
