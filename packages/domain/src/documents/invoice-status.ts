import { toMoney } from '../money/money.js';
import type { InvoiceKind } from './invoice-rules.js';

/**
 * Where an invoice stands, derived from its documents and payments, never typed in. A credit note
 * is a document of its own kind and has the one status CREDIT_NOTE.
 */
export const INVOICE_STATUSES = ['OPEN', 'PARTLY_PAID', 'PAID', 'OVERDUE', 'CREDITED', 'CREDIT_NOTE'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export type InvoiceStanding = {
  kind: InvoiceKind;
  payableAmount: string;
  /** The sum of its credit notes, positive. */
  creditedAmount: string;
  /** The sum of its payments. */
  paidAmount: string;
  /** Its due date, or the new due date of its latest overdue notice. */
  currentDueDate: string;
};

/** What is left to pay of the invoice itself (its reminder fees come on top). */
export function invoiceRemainingAmount(invoice: Omit<InvoiceStanding, 'kind' | 'currentDueDate'>): string {
  return toMoney(invoice.payableAmount).minus(invoice.creditedAmount).minus(invoice.paidAmount).toFixed(2);
}

/**
 * CREDITED when credit notes cover all of it; PAID when nothing remains; OVERDUE when something
 * remains after the (current) due date — also when part is paid, as that is what needs doing; else
 * PARTLY_PAID or OPEN. The due date itself is not overdue.
 */
export function invoiceStatus(invoice: InvoiceStanding, today: string): InvoiceStatus {
  if (invoice.kind === 'CREDIT_NOTE') return 'CREDIT_NOTE';
  const credited = toMoney(invoice.creditedAmount);
  if (credited.greaterThan(0) && credited.greaterThanOrEqualTo(invoice.payableAmount)) return 'CREDITED';
  if (!toMoney(invoiceRemainingAmount(invoice)).greaterThan(0)) return 'PAID';
  if (invoice.currentDueDate < today) return 'OVERDUE';
  return toMoney(invoice.paidAmount).greaterThan(0) ? 'PARTLY_PAID' : 'OPEN';
}
