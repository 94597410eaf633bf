import { createElement, type ComponentType } from 'react';
import type { InvoiceKind, SalesDocumentStatus } from '@fjord/domain';
import { CreditNotesSection } from '../credit-notes/CreditNotesSection';
import { DeliveriesSection } from '../invoice-deliveries/DeliveriesSection';
import { InvoiceEhfButton } from '../invoice-deliveries/EhfDownloadButton';
import { SendInvoiceButton } from '../invoice-deliveries/SendInvoiceButton';
import { InvoicePdfButton } from '../invoice-pdf/InvoicePdfButton';
import { PaymentsSection } from '../invoice-payments/PaymentsSection';
import { OverdueNoticesSection } from '../overdue-notices/OverdueNoticesSection';

/** What a part mounted on the invoice page is given. */
export type InvoicePartProps = { invoiceId: string; kind: InvoiceKind; status: SalesDocumentStatus };

/*
 * The places other invoicing branches mount their self-contained components on /invoices/:id
 * (InvoicePage). Each takes InvoicePartProps and fetches what it needs itself; the page refreshes
 * the invoice on its own through the invoiceChanged subscription.
 */

/** A part of an invoice's life (credits, payments, notices): a credit note has none of them. */
const onInvoices =
  (Part: ComponentType<{ invoiceId: string }>): ComponentType<InvoicePartProps> =>
  ({ invoiceId, kind }) =>
    kind === 'INVOICE' ? createElement(Part, { invoiceId }) : null;

/** Buttons in the page header, beside the title, in this order. */
export const INVOICE_ACTIONS: ComponentType<InvoicePartProps>[] = [
  ({ invoiceId }) => createElement(InvoicePdfButton, { invoiceId }),
  ({ invoiceId }) => createElement(InvoiceEhfButton, { invoiceId }),
  ({ invoiceId }) => createElement(SendInvoiceButton, { invoiceId }),
];

/** Sections under the invoice's content, in this order. */
export const INVOICE_SECTIONS: ComponentType<InvoicePartProps>[] = [
  onInvoices(CreditNotesSection),
  onInvoices(PaymentsSection),
  onInvoices(OverdueNoticesSection),
  // Invoices and credit notes alike are sent; an invoice's notices too.
  ({ invoiceId }) => createElement(DeliveriesSection, { invoiceId }),
];
