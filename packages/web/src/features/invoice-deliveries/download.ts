import { saveFile } from '../invoice-journal/invoice-journal';
import { fetchDocumentPdf } from '../orders/order-pdf';

/** Where an invoice's EHF and an EHF delivery's XML as sent are downloaded (GET, with the session). */
export const invoiceEhfPath = (invoiceId: string) => `/ehf/invoices/${encodeURIComponent(invoiceId)}`;
export const deliveryEhfPath = (deliveryId: string) => `/ehf/deliveries/${encodeURIComponent(deliveryId)}`;

/**
 * Saves a file the server answers only with the session's token and company (as the PDFs are
 * fetched: a plain link cannot send those headers) under the server's file name; `query` is the
 * request's search parameters.
 */
export async function downloadWithSession(
  path: string,
  fallbackName: string,
  language: string,
  query: Record<string, string> = {},
): Promise<void> {
  const { blob, fileName } = await fetchDocumentPdf(path, query, language, { fallbackName });
  saveFile(blob, fileName);
}
