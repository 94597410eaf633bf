import { fieldValue, rules, type Rule, type RuleContext } from '../validation/rules.js';
import { isEmptyValue } from '../validation/values.js';
import { VAT_CATEGORIES, type VatCategory } from './categories.js';

/** A historic VAT rate as the form edits it. */
export type VatRateValues = {
  vatRateSymbol: VatCategory | null;
  percentage: string | null;
  activeFrom: string | null;
  activeTo: string | null;
};

/** Present, where zero counts (ZERO and EXEMPT are 0 %): `required` refuses a zero decimal. */
const present: Rule = (value: unknown, context: RuleContext = {}) =>
  isEmptyValue(value)
    ? { key: 'required', ...(context.field === undefined ? {} : { params: { field: context.field } }) }
    : null;

/**
 * The rules of one rate, shared by the form and the server. Periods of one category may not
 * overlap; that needs the other rates and is checked by the server (period_overlapping).
 */
export const VAT_RATE_RULES = {
  vatRateSymbol: [rules.required(), rules.oneOf(VAT_CATEGORIES)],
  percentage: [present, rules.number(), rules.nonNegative(), rules.max('100'), rules.percentage()],
  activeFrom: [rules.required(), rules.date()],
  activeTo: [rules.date(), rules.sameOrAfter(fieldValue('activeFrom'))],
};
