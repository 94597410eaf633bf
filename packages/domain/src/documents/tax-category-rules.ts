import { PRODUCT_TAX_EXEMPTION_REASON_MAX } from '../master-data/products.js';
import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';
import { toDecimal } from '../validation/decimal.js';
import { rules, type RuleContext } from '../validation/rules.js';
import {
  TAX_CATEGORY_CODES,
  isTaxCategoryCode,
  taxCategoryHasRate,
  taxCategoryNeedsExemptionReason,
} from './tax-categories.js';

/** The VAT fields of a document line or of a document-level allowance or charge. */
export type TaxCategoryValues = {
  taxCategory: string | null;
  /** Percent as an exact decimal string ("25", "0"). */
  taxPercent: string | null;
  taxExemptionReason: string | null;
};

const categoryOf = (context: RuleContext) => {
  const category = context.values?.taxCategory;
  return isTaxCategoryCode(category) ? category : null;
};

/** S above 0 %, every other category exactly 0 %; an unknown category is the category rule's to report. */
function rateFitsCategory(value: unknown, context: RuleContext): boolean {
  const category = categoryOf(context);
  const percent = toDecimal(value);
  if (category === null || percent === null) return true;
  return taxCategoryHasRate(category) ? percent.greaterThan(0) : percent.isZero();
}

/** A reason given where the category forbids one (S, Z) is refused, not dropped silently. */
function reasonAllowed(_value: unknown, context: RuleContext): boolean {
  const category = categoryOf(context);
  return category === null || taxCategoryNeedsExemptionReason(category);
}

/**
 * The rules of Peppol BIS Billing 3 for one line's (or allowance's, or charge's) VAT: a known
 * category (BR-CO-04), the rate the category allows, and an exemption reason exactly where the
 * category needs one. A mismatch is `invalidCombination` ("this combination is invalid").
 */
export const TAX_CATEGORY_RULES = {
  taxCategory: [rules.required(), rules.oneOf(TAX_CATEGORY_CODES)],
  taxPercent: [
    rules.present(),
    rules.decimal(),
    rules.nonNegative(),
    rules.max('100'),
    rules.percentage(),
    rules.custom(rateFitsCategory, 'invalidCombination'),
  ],
  taxExemptionReason: [
    rules.requiredWhen((context) => {
      const category = categoryOf(context);
      return category !== null && taxCategoryNeedsExemptionReason(category);
    }),
    rules.max(PRODUCT_TAX_EXEMPTION_REASON_MAX),
    rules.custom(reasonAllowed, 'invalidCombination'),
  ],
};

/** The server's refusal for the same rules, field by field. */
export function taxCategoryProblems(values: TaxCategoryValues): FieldProblem[] {
  return fieldProblems(values, TAX_CATEGORY_RULES);
}
