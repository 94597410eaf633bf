import { z } from 'zod/mini';
import {
  ALLOWANCE_CHARGE_RULES,
  DOCUMENT_LINE_RULES,
  ORDER_ALLOWANCE_CHARGE_TEXT_RULES,
  ORDER_LINE_TEXT_RULES,
  ORDER_RULES,
  TAX_CATEGORY_RULES,
  peppolVatCategoryCode,
  type Rule,
} from '@fjord/domain';
import { toZodSchema } from '../../../ui/validation';
import type { OrderContentFormValues, OrderLineFormValues } from './order-form';

type RuleMap = Record<string, readonly Rule[]>;
type Issues = { addIssue: (issue: { code: 'custom'; path: PropertyKey[]; message: string }) => void };

/** What the server checks of a line, less the VAT rate it looks up itself (server: orders/lines.ts). */
const LINE_RULES: RuleMap = {
  ...ORDER_LINE_TEXT_RULES,
  quantity: DOCUMENT_LINE_RULES.quantity,
  priceAmount: DOCUMENT_LINE_RULES.priceAmount,
  taxExemptionReason: TAX_CATEGORY_RULES.taxExemptionReason,
};

const ALLOWANCE_CHARGE_ITEM_RULES: RuleMap = {
  ...ORDER_ALLOWANCE_CHARGE_TEXT_RULES,
  ...ALLOWANCE_CHARGE_RULES,
  taxExemptionReason: TAX_CATEGORY_RULES.taxExemptionReason,
};

const schemas = new Map<RuleMap, ReturnType<typeof toZodSchema>>();
const schemaOf = (map: RuleMap) => {
  if (!schemas.has(map)) schemas.set(map, toZodSchema(map));
  return schemas.get(map)!;
};

/** Runs rules that read their own record's fields (`percent` beside `amount`) on that record, at `path`. */
function checkPart(map: RuleMap, values: object, path: PropertyKey[], issues: Issues) {
  const result = schemaOf(map).safeParse(values);
  if (result.success) return;
  for (const issue of result.error.issues)
    issues.addIssue({ code: 'custom', path: [...path, ...issue.path], message: issue.message });
}

/** The exemption-reason rule reads the document category the VAT category becomes. */
const withTaxCategory = <T extends { vatRateSymbol: OrderLineFormValues['vatRateSymbol'] }>(values: T) => ({
  ...values,
  taxCategory: values.vatRateSymbol ? peppolVatCategoryCode(values.vatRateSymbol) : null,
});

/** Adds the order content's rules (the domain's, as the server runs them) to a form's issues. */
export function checkOrderContent(values: OrderContentFormValues, issues: Issues) {
  checkPart(ORDER_RULES, values, [], issues);
  (values.lines ?? []).forEach((line, index) => {
    checkPart(LINE_RULES, withTaxCategory(line), ['lines', index], issues);
    if (line.allowanceCharge.kind !== 'NONE')
      checkPart(ALLOWANCE_CHARGE_RULES, line.allowanceCharge, ['lines', index, 'allowanceCharge'], issues);
  });
  (values.allowanceCharges ?? []).forEach((item, index) =>
    checkPart(ALLOWANCE_CHARGE_ITEM_RULES, withTaxCategory(item), ['allowanceCharges', index], issues),
  );
}

/** The order form's schema; a form with more fields adds its own checks beside checkOrderContent. */
export const orderContentSchema = z
  .custom<OrderContentFormValues>((value) => typeof value === 'object' && value !== null)
  .check(z.superRefine((values, issues) => checkOrderContent(values, issues)));
