import { fieldValue, rules } from '../validation/rules.js';

/** Which pension company holds the scheme from when to when. */
export type PensionUnitSelectionValues = {
  pensionUnitId: string;
  validFrom: string;
  validTo: string | null;
};

export const PENSION_UNIT_SELECTION_RULES = {
  pensionUnitId: [rules.required()],
  validFrom: [rules.required(), rules.date()],
  validTo: [rules.date(), rules.sameOrAfter(fieldValue('validFrom'))],
};

type Period = { validFrom: string; validTo: string | null };

/** Two periods share a day; an open validTo runs for ever. ISO dates compare as text. */
export function pensionPeriodsOverlap(a: Period, b: Period): boolean {
  const aEndsBeforeB = a.validTo !== null && a.validTo < b.validFrom;
  const bEndsBeforeA = b.validTo !== null && b.validTo < a.validFrom;
  return !aEndsBeforeB && !bEndsBeforeA;
}
