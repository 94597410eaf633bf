import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';
import { rules } from '../validation/rules.js';
import type { InvoiceKind } from '../documents/invoice-rules.js';
import { paymentAmountProblem, type InvoiceState } from './invoice-status.js';

/**
 * Payments received on an invoice (issue #13 item 5): typed in by hand (MANUAL) or imported from
 * the bank's file of incoming KID payments (BANK_FILE).
 */
export const PAYMENT_SOURCES = ['MANUAL', 'BANK_FILE'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export const INVOICE_PAYMENT_NOTE_MAX = 500;

export type InvoicePaymentValues = {
  paymentDate: string | null;
  amount: string | null;
  note?: string | null;
};

/** The form's rules of a payment typed in by hand; the web form and the server check the same map. */
export const INVOICE_PAYMENT_RULES = {
  paymentDate: [rules.required(), rules.date()],
  amount: [rules.required(), rules.decimal(), rules.amount()],
  note: [rules.max(INVOICE_PAYMENT_NOTE_MAX)],
};

export type PayableInvoice = {
  kind: InvoiceKind;
  /** What it still owes, from invoiceState: the payment may pay the invoice and its reminder fees. */
  state: Pick<InvoiceState, 'remainingWithFeesAmount'>;
};

/**
 * Why a payment cannot be registered on the invoice, every problem at once:
 * - the form's rules (`INVOICE_PAYMENT_RULES`);
 * - a credit note is not paid (`base`, `credit_note_not_payable`): money back to the customer is
 *   not a payment of the credit note;
 * - the payment date is not in the future (`date_before_or_equal_to` with today): a payment is
 *   registered when the money is there, so a later date is a typing mistake. A date before the
 *   issue date is allowed (a prepayment booked against the invoice when it comes);
 * - the amount above 0 and never more than the invoice still owes (`paymentAmountProblem`:
 *   `greater_than` 0, or `less_than_or_equal_to` with what remains, reminder fees included): an
 *   overpayment is refused rather than left as a negative remainder.
 */
export function invoicePaymentProblems(
  values: InvoicePaymentValues,
  invoice: PayableInvoice,
  today: string,
): FieldProblem[] {
  const problems = fieldProblems(values, INVOICE_PAYMENT_RULES);
  if (invoice.kind === 'CREDIT_NOTE') return [{ attribute: 'base', type: 'credit_note_not_payable' }, ...problems];
  const on = (attribute: string) => problems.some((problem) => problem.attribute === attribute);
  if (!on('paymentDate') && values.paymentDate! > today)
    problems.push({ attribute: 'paymentDate', type: 'date_before_or_equal_to', params: { date: today } });
  if (!on('amount')) {
    const amount = paymentAmountProblem(invoice.state, values.amount!);
    if (amount) problems.push(amount);
  }
  return problems;
}

/**
 * Why a payment cannot be deleted, or null. Only a payment typed in by hand is deleted (a typing
 * mistake): an imported one is the bank's record of money received, and its archive reference
 * keeps the same transaction from being imported again, so it stays (`imported_payment`).
 */
export function paymentDeletionProblem(payment: { source: PaymentSource }): FieldProblem | null {
  return payment.source === 'BANK_FILE' ? { attribute: 'base', type: 'imported_payment' } : null;
}

export const paymentSource = (payment: { bankImportId: string | null }): PaymentSource =>
  payment.bankImportId ? 'BANK_FILE' : 'MANUAL';

export const BANK_FILE_FORMATS = ['OCR', 'CAMT054'] as const;
export type BankFileFormat = (typeof BANK_FILE_FORMATS)[number];

/**
 * Which bank file this is, by its content rather than its name: XML (a camt.054 notification) or
 * Nets' OCR giro records, which begin "NY". Anything else is null (`unknown_format`).
 */
export function bankFileFormat(text: string): BankFileFormat | null {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) return 'CAMT054';
  if (start.startsWith('NY')) return 'OCR';
  return null;
}
