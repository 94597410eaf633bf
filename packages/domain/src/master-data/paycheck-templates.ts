import {
  BENEFIT_KINDS,
  PAYCHECK_LINE_CALCULATION_TYPES,
  type BenefitKind,
  type PaycheckLineCalculationType,
} from '../payroll/enums.js';
import { PAY_CODES, type PayCode } from '../payroll/pay-codes.js';
import { toDecimal } from '../validation/decimal.js';
import { rules, type Rule, type RuleContext } from '../validation/rules.js';
import { isEmptyValue } from '../validation/values.js';

/** One pay line of the unit's catalogue. */
export type MainPaycheckLineTemplateValues = {
  number: number | null;
  active: boolean;
  description: string;
  altinnDescription: string | null;
  altinnFordel: BenefitKind | null;
  payCode: PayCode | null;
  quantity: string | null;
  rate: string | null;
  sum: string | null;
  carOverwrite: boolean;
  projectOverwrite: boolean;
  departmentOverwrite: boolean;
  calculationType: PaycheckLineCalculationType;
  calculatePositive: boolean;
  editableFromEmployeePage: boolean;
  /** The bookkeeping account (NS 4102, four digits) the line is posted to. */
  accountNumber: string | null;
};

export const PAYCHECK_TEMPLATE_NUMBER_MAX = 99999;
export const PAYCHECK_TEMPLATE_DESCRIPTION_MAX = 200;
/**
 * Quantity, rate and sum, each as its column keeps it: any sign (a deduction line may carry a
 * negative rate).
 */
const FIGURE_RULES = {
  quantity: (): Rule[] => [rules.number(), rules.quantity()],
  rate: (): Rule[] => [rules.number(), rules.unitPrice()],
  sum: (): Rule[] => [rules.number(), rules.amount()],
};

const filled = (name: string) => (context: RuleContext) => !isEmptyValue(context.values?.[name]);

/**
 * The rules of a main template, shared by the form and the server. A pay code (lønnsbeskrivelse)
 * is reported under a benefit kind (fordel), so the a-melding needs both or neither.
 */
export const MAIN_PAYCHECK_LINE_TEMPLATE_RULES = {
  number: [rules.required(), rules.uint(), rules.between(1, PAYCHECK_TEMPLATE_NUMBER_MAX)],
  description: [rules.required(), rules.max(PAYCHECK_TEMPLATE_DESCRIPTION_MAX)],
  altinnDescription: [rules.max(PAYCHECK_TEMPLATE_DESCRIPTION_MAX)],
  altinnFordel: [rules.requiredWhen(filled('payCode')), rules.oneOf(BENEFIT_KINDS)],
  payCode: [rules.requiredWhen(filled('altinnFordel')), rules.oneOf(PAY_CODES)],
  quantity: FIGURE_RULES.quantity(),
  rate: FIGURE_RULES.rate(),
  sum: FIGURE_RULES.sum(),
  calculationType: [rules.required(), rules.oneOf(PAYCHECK_LINE_CALCULATION_TYPES)],
  accountNumber: [rules.regex(/^\d{4}$/)],
};

/** One line of a paycheck template as the form edits it and the server takes it. */
export type PaycheckTemplateLineValues = {
  id?: string | null;
  mainTemplateId: string | null;
  description: string | null;
  quantity: string | null;
  rate: string | null;
  sum: string | null;
  carId?: string | null;
  projectId?: string | null;
  departmentId?: string | null;
};

/** The name of a line's field in rule maps, forms and server validations: `lines.2.rate`. */
export const templateLineField = (index: number, field: keyof PaycheckTemplateLineValues & string) =>
  `lines.${index}.${field}`;

/** The rules of every line of a template with `lineCount` lines, on their dotted names. */
export function paycheckTemplateLineRuleMap(lineCount: number, options: { simplified?: boolean } = {}) {
  const map: Record<string, readonly Rule[]> = {};
  for (let index = 0; index < lineCount; index++) {
    if (!options.simplified) {
      map[templateLineField(index, 'mainTemplateId')] = [rules.required()];
      map[templateLineField(index, 'description')] = [rules.max(PAYCHECK_TEMPLATE_DESCRIPTION_MAX)];
    }
    for (const field of ['quantity', 'rate', 'sum'] as const)
      map[templateLineField(index, field)] = FIGURE_RULES[field]();
  }
  return map;
}

/** The lines' values also under their dotted names, for `fieldProblems` and the form's schema. */
export function flattenTemplateLines(lines: readonly PaycheckTemplateLineValues[]): Record<string, unknown> {
  const flat: Record<string, unknown> = { lines };
  lines.forEach((line, index) => {
    for (const [field, value] of Object.entries(line)) flat[`lines.${index}.${field}`] = value;
  });
  return flat;
}

/**
 * A line's sum: quantity × rate when both are given (1 × 48 500, 37.5 hours × 250), else the sum
 * typed (a fixed amount); null when neither. Exact decimal arithmetic, as a plain decimal string.
 */
export function templateLineSum(line: Pick<PaycheckTemplateLineValues, 'quantity' | 'rate' | 'sum'>): string | null {
  const quantity = toDecimal(line.quantity);
  const rate = toDecimal(line.rate);
  if (!isEmptyValue(line.quantity) && !isEmptyValue(line.rate) && quantity && rate)
    return quantity.times(rate).toFixed();
  return isEmptyValue(line.sum) ? null : String(line.sum);
}
