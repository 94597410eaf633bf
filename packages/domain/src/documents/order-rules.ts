import { isCurrencyCode } from '../master-data/unit-settings.js';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, PRODUCT_NUMBER_MAX } from '../master-data/products.js';
import { UNIT_OF_MEASURE_CODES } from '../units-of-measure/units-of-measure.js';
import { VAT_CATEGORIES } from '../vat/categories.js';
import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';
import { rules } from '../validation/rules.js';

export const ORDER_REFERENCE_MAX = 200;
export const ORDER_NOTE_MAX = 2000;
/** Enough for any real order; more lines belong in several orders. */
export const ORDER_LINES_MAX = 500;
export const ORDER_ALLOWANCE_CHARGES_MAX = 20;
export const ALLOWANCE_CHARGE_REASON_MAX = 200;

/** The fields of an order itself, as its form edits them. */
export type OrderValues = {
  customerId: string | null;
  date: string | null;
  currencyCode: string | null;
  /** The customer's reference (EHF BuyerReference): required on every order (spec 001 §5.4). */
  reference: string | null;
  note: string | null;
};

export const ORDER_RULES = {
  customerId: [rules.required()],
  date: [rules.required(), rules.date()],
  currencyCode: [rules.required(), rules.custom((value) => typeof value === 'string' && isCurrencyCode(value))],
  reference: [rules.required(), rules.max(ORDER_REFERENCE_MAX)],
  note: [rules.max(ORDER_NOTE_MAX)],
};

/** What an order line says about its item besides the amounts (DOCUMENT_LINE_RULES check those). */
export type OrderLineTextValues = {
  itemName: string | null;
  itemDescription: string | null;
  sellersItemIdentification: string | null;
  unitOfMeasureCode: string | null;
  vatRateSymbol: string | null;
  orderedQuantity: string | null;
};

export const ORDER_LINE_TEXT_RULES = {
  itemName: [rules.required(), rules.max(PRODUCT_NAME_MAX)],
  itemDescription: [rules.max(PRODUCT_DESCRIPTION_MAX)],
  sellersItemIdentification: [rules.max(PRODUCT_NUMBER_MAX)],
  unitOfMeasureCode: [rules.required(), rules.oneOf(UNIT_OF_MEASURE_CODES)],
  vatRateSymbol: [rules.required(), rules.oneOf(VAT_CATEGORIES)],
  orderedQuantity: [rules.number(), rules.quantity()],
};

export const ORDER_ALLOWANCE_CHARGE_TEXT_RULES = {
  reason: [rules.max(ALLOWANCE_CHARGE_REASON_MAX)],
  vatRateSymbol: [rules.required(), rules.oneOf(VAT_CATEGORIES)],
};

export function orderProblems(values: OrderValues): FieldProblem[] {
  return fieldProblems(values, ORDER_RULES);
}
