import { fetchDocumentPdf, type FetchedPdf } from '../orders/order-pdf';

/** Where the server makes a paycheck's PDF (as /pdf/orders/:id and /pdf/invoices/:id), with the session. */
export const paycheckPdfPath = (paycheckId: string) => `/pdf/paychecks/${encodeURIComponent(paycheckId)}`;

/** GET /pdf/paychecks/:id as the paycheck's PDF page shows it. */
export function fetchPaycheckPdf(paycheckId: string, language: string, signal?: AbortSignal): Promise<FetchedPdf> {
  return fetchDocumentPdf(paycheckPdfPath(paycheckId), {}, language, { signal, fallbackName: 'paycheck.pdf' });
}
