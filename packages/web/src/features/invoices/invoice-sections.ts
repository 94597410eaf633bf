import type { ComponentType } from 'react';
import type { InvoiceKind, SalesDocumentStatus } from '@fjord/domain';

/** What a part mounted on the invoice page is given. */
export type InvoicePartProps = { invoiceId: string; kind: InvoiceKind; status: SalesDocumentStatus };

/*
 * The places other invoicing branches mount their self-contained components on /invoices/:id
 * (InvoicePage). Each takes InvoicePartProps and fetches what it needs itself; the page refreshes
 * the invoice on its own through the invoiceChanged subscription.
 */

/** Buttons in the page header, beside the title, in this order. */
export const INVOICE_ACTIONS: ComponentType<InvoicePartProps>[] = [
  // mount: the PDF button (s23-invoice-pdf, /invoices/:id/pdf)
  // mount: "Create credit note" (s23-credit-notes)
  // mount: "Register payment" (s23-payments)
  // mount: "Send overdue notice" (s23-overdue-notices)
];

/** Sections under the invoice's content, in this order. */
export const INVOICE_SECTIONS: ComponentType<InvoicePartProps>[] = [
  // mount: the payments list (s23-payments)
  // mount: the overdue notices list (s23-overdue-notices)
  // mount: the delivery / e-mail log
];
