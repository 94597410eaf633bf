import { CREDIT_NOTE_STATUS, invoiceState, type InvoiceState, type SalesDocumentStatus } from '@fjord/domain';
import type { InvoiceRow } from './repository.js';

/** The invoice's state by the domain's rules from the sums its row keeps (payments, credit notes, notices). */
export const stateOf = (invoice: InvoiceRow, today: string): InvoiceState =>
  invoiceState({
    payableAmount: invoice.payableAmount,
    creditedAmount: invoice.creditedAmount,
    paidAmount: invoice.paidAmount,
    feesAmount: invoice.feesAmount,
    dueDate: invoice.currentDueDate,
    today,
  });

/** A credit note is a credit note; an invoice has the status of its state. */
export const statusOf = (invoice: InvoiceRow, today: string): SalesDocumentStatus =>
  invoice.kind === 'CREDIT_NOTE' ? CREDIT_NOTE_STATUS : stateOf(invoice, today).status;

/** What is left of the invoice itself (payable less credit notes and payments); no date enters it. */
export const remainingOf = (invoice: InvoiceRow): string => stateOf(invoice, invoice.currentDueDate).remainingAmount;
