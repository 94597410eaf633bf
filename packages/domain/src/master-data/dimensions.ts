import { fieldValue, rules } from '../validation/rules.js';

/**
 * Departments and projects have the same fields and rules:
 * a code unique in the unit, a name, an optional period and whether VAT applies (default true).
 */
export type DimensionValues = {
  code: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  enableVat: boolean;
};

export const DIMENSION_CODE_MAX = 20;
export const DIMENSION_NAME_MAX = 100;

export const DIMENSION_RULES = {
  code: [rules.required(), rules.max(DIMENSION_CODE_MAX)],
  name: [rules.required(), rules.max(DIMENSION_NAME_MAX)],
  startDate: [rules.date()],
  endDate: [rules.date(), rules.sameOrAfter(fieldValue('startDate'))],
};
