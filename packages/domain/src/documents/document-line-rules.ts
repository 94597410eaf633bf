import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';
import { toDecimal } from '../validation/decimal.js';
import { isEmptyValue } from '../validation/values.js';
import { rules, type RuleContext } from '../validation/rules.js';
import { TAX_CATEGORY_RULES, type TaxCategoryValues } from './tax-category-rules.js';

/** A line of an order as its form edits it: the amounts the arithmetic reads, and its VAT fields. */
export type DocumentLineValues = TaxCategoryValues & {
  quantity: string | null;
  priceAmount: string | null;
  baseQuantity: string | null;
};

/** An allowance or charge as its form edits it: a percent or an amount, not both. */
export type AllowanceChargeValues = { percent: string | null; amount: string | null };

const isAboveZero = (value: unknown) => toDecimal(value)?.greaterThan(0) ?? false;
const hasPercent = (context: RuleContext) => !isEmptyValue(context.values?.percent);

/**
 * What `documentTotals` needs of a line, as form rules: a quantity of any sign (a negative line
 * takes something back), a price of 0 or more (BR-27: the net price is never negative), a base
 * quantity above 0 when given (PEPPOL-EN16931-R121), each with the decimals its column keeps.
 */
export const DOCUMENT_LINE_RULES = {
  quantity: [rules.present(), rules.decimal(), rules.quantity()],
  priceAmount: [rules.present(), rules.decimal(), rules.nonNegative(), rules.unitPrice()],
  baseQuantity: [rules.decimal(), rules.custom(isAboveZero), rules.quantity()],
  ...TAX_CATEGORY_RULES,
};

/** A percent (of the line, or of the lines of its VAT rate) or a fixed amount in øre; both 0 or more. */
export const ALLOWANCE_CHARGE_RULES = {
  percent: [rules.decimal(), rules.nonNegative(), rules.percentage()],
  amount: [
    rules.requiredWhen((context) => !hasPercent(context)),
    rules.decimal(),
    rules.nonNegative(),
    rules.amount(),
    rules.custom((_value, context) => !hasPercent(context), 'invalidCombination'),
  ],
};

/** The server's refusal of a line, field by field. */
export function documentLineProblems(values: DocumentLineValues): FieldProblem[] {
  return fieldProblems(values, DOCUMENT_LINE_RULES);
}

/** The server's refusal of an allowance or charge, field by field. */
export function allowanceChargeProblems(values: AllowanceChargeValues): FieldProblem[] {
  return fieldProblems(values, ALLOWANCE_CHARGE_RULES);
}
