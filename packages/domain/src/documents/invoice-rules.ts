import { sumMoney, toMoney } from '../money/money.js';
import { amountText } from './amount-text.js';
import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';
import { rules } from '../validation/rules.js';
import { PAYMENT_METHOD_NAME_MAX } from '../master-data/payment-methods.js';
import type { OrderStatus } from './order-status.js';

/** An invoice or a credit note: one table, one number series, one layout. */
export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_CUSTOM_NOTE_MAX = 2000;
export const INVOICE_PAYMENT_METHODS_MAX = 10;
/** The longest payment term the form offers; a year covers every real agreement. */
export const PAYMENT_TERM_MAX_DAYS = 365;
/** Customer numbers count from here, so a customer number has five digits for a long time. */
export const CUSTOMER_NUMBER_START = '10000';

export type InvoiceValues = {
  issueDate: string | null;
  dueDate: string | null;
  customNote: string | null;
};

export const INVOICE_RULES = {
  issueDate: [rules.required(), rules.date()],
  dueDate: [rules.required(), rules.date()],
  customNote: [rules.max(INVOICE_CUSTOM_NOTE_MAX)],
};

/** An order as invoicing sees it: its state and what must agree across the orders of one invoice. */
export type InvoiceableOrder = {
  status: OrderStatus;
  invoiced: boolean;
  customerId: string;
  currencyCode: string;
  isExport: boolean;
  /** The supplier as frozen at lock: its organisation number (or name without one). */
  supplier: string;
  /** The supplier's VAT regulation as frozen at lock (null when the unit had none set). */
  vatRegulation: string | null;
};

const several = <T>(orders: readonly InvoiceableOrder[], key: (order: InvoiceableOrder) => T) =>
  new Set(orders.map(key)).size > 1;

/**
 * The rules of spec 001 §5.4 for the orders invoiced together, each with its own type on orderIds:
 * at least one; all locked (unlocked_orders) and none invoiced (already_invoiced); one supplier,
 * one customer, one currency, one VAT regulation; export and domestic never mixed.
 */
export function invoiceOrderProblems(orders: readonly InvoiceableOrder[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const on = (type: string) => problems.push({ attribute: 'orderIds', type });
  if (orders.length === 0) {
    on('blank');
    return problems;
  }
  if (orders.some((order) => order.invoiced)) on('already_invoiced');
  if (orders.some((order) => !order.invoiced && order.status !== 'LOCKED')) on('unlocked_orders');
  if (several(orders, (order) => order.supplier)) on('multiple_suppliers');
  if (several(orders, (order) => order.customerId)) on('multiple_customers');
  if (several(orders, (order) => order.currencyCode)) on('multiple_currencies');
  if (several(orders, (order) => order.vatRegulation)) on('multiple_vat_regulations');
  if (several(orders, (order) => order.isExport)) on('mixed_export');
  return problems;
}

export type InvoicePaymentMethodValues = { name: string | null; amount: string | null };

/**
 * The invoice's own fields, and its payment methods: each named with an amount, together exactly
 * the payable amount (equal_to with the payable amount as count). The due date is not before the
 * issue date.
 */
export function invoiceProblems(
  values: InvoiceValues,
  paymentMethods: readonly InvoicePaymentMethodValues[],
  payableAmount: string | null,
): FieldProblem[] {
  const problems = fieldProblems(values, INVOICE_RULES);
  const datesOk = !problems.some((problem) => problem.attribute === 'issueDate' || problem.attribute === 'dueDate');
  if (datesOk && values.dueDate! < values.issueDate!)
    problems.push({ attribute: 'dueDate', type: 'date_after_or_equal_to', params: { date: values.issueDate! } });
  if (paymentMethods.length === 0) problems.push({ attribute: 'paymentMethods', type: 'blank' });
  if (paymentMethods.length > INVOICE_PAYMENT_METHODS_MAX)
    problems.push({ attribute: 'paymentMethods', type: 'too_long', params: { count: INVOICE_PAYMENT_METHODS_MAX } });
  const lineRules = {
    name: [rules.required(), rules.max(PAYMENT_METHOD_NAME_MAX)],
    amount: [rules.present(), rules.decimal(), rules.amount()],
  };
  paymentMethods.forEach((method, index) =>
    problems.push(
      ...fieldProblems(method, lineRules).map((problem) => ({
        ...problem,
        attribute: `paymentMethods.${index}.${problem.attribute}`,
      })),
    ),
  );
  const amountsOk = !problems.some((problem) => problem.attribute.startsWith('paymentMethods'));
  if (amountsOk && payableAmount !== null) {
    const sum = sumMoney(paymentMethods.map((method) => toMoney(method.amount!)));
    if (!sum.equals(toMoney(payableAmount)))
      problems.push({
        attribute: 'paymentMethods',
        type: 'equal_to',
        params: { count: amountText(toMoney(payableAmount)) },
      });
  }
  return problems;
}

/** Days from the issue date to the due date (both YYYY-MM-DD). */
export function paymentTermDays(issueDate: string, dueDate: string): number {
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${issueDate}T00:00:00Z`)) / 86_400_000);
}
