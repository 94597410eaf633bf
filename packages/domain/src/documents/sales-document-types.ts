/**
 * The printed sales documents of an order (spec 000 §2 /orders/{id}/pdf, 001 §7.2 e-mail order's
 * pdfType): the one list the renderer, the PDF route, the mail and the web's type choice share.
 * The packing slip shows no prices.
 */
export const SALES_DOCUMENT_TYPES = ['offer', 'order', 'orderConfirmation', 'packingSlip'] as const;
export type SalesDocumentType = (typeof SALES_DOCUMENT_TYPES)[number];

export function isSalesDocumentType(value: unknown): value is SalesDocumentType {
  return typeof value === 'string' && (SALES_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/**
 * The printed documents of an invoice (spec 000 §2 /invoices/{id}/pdf, type default invoice): the
 * invoice, a credit note of it and an overdue notice (purring). Same layout and renderer as the orders'.
 */
export const INVOICE_DOCUMENT_TYPES = ['invoice', 'creditNote', 'overdueNotice'] as const;
export type InvoiceDocumentType = (typeof INVOICE_DOCUMENT_TYPES)[number];

export function isInvoiceDocumentType(value: unknown): value is InvoiceDocumentType {
  return typeof value === 'string' && (INVOICE_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** Every type the one PDF renderer lays out. */
export const PRINTABLE_DOCUMENT_TYPES = [...SALES_DOCUMENT_TYPES, ...INVOICE_DOCUMENT_TYPES] as const;
export type PrintableDocumentType = SalesDocumentType | InvoiceDocumentType;
