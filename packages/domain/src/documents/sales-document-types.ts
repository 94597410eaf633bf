/**
 * The printed sales documents of an order (spec 000 §2 /orders/{id}/pdf, 001 §7.2 e-mail order's
 * pdfType): the one list the renderer, the PDF route, the mail and the web's type choice share.
 * Invoices and credit notes join the same layout later. The packing slip shows no prices.
 */
export const SALES_DOCUMENT_TYPES = ['offer', 'order', 'orderConfirmation', 'packingSlip'] as const;
export type SalesDocumentType = (typeof SALES_DOCUMENT_TYPES)[number];

export function isSalesDocumentType(value: unknown): value is SalesDocumentType {
  return typeof value === 'string' && (SALES_DOCUMENT_TYPES as readonly string[]).includes(value);
}
