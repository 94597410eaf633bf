import { isInvoiceDocumentType, type InvoiceDocumentType } from '@fjord/domain';
import { fetchDocumentPdf, type FetchedPdf } from '../orders/order-pdf';

/**
 * The type the page shows: the one in the address when the document has it, else its first
 * (an invoice's invoice, a credit note's credit note); null while the types are not known.
 */
export function chosenPdfType(
  available: readonly InvoiceDocumentType[] | undefined,
  requested: string | null,
): InvoiceDocumentType | null {
  if (!available || available.length === 0) return null;
  return isInvoiceDocumentType(requested) && available.includes(requested) ? requested : available[0]!;
}

/** A valid YYYY-MM-DD maxDate of the address, else none (the server would refuse it). */
export const maxDateOf = (value: string | null): string | null =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;

/** GET /pdf/invoices/:id?type=&maxDate= with the session, as the invoice's PDF page shows it. */
export function fetchInvoicePdf(
  invoiceId: string,
  type: InvoiceDocumentType,
  maxDate: string | null,
  language: string,
  signal?: AbortSignal,
): Promise<FetchedPdf> {
  return fetchDocumentPdf(
    `/pdf/invoices/${encodeURIComponent(invoiceId)}`,
    { type, ...(maxDate ? { maxDate } : {}) },
    language,
    { signal, fallbackName: `${type}.pdf` },
  );
}
