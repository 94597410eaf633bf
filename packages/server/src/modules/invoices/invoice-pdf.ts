import type { InvoiceDocumentType, Locale } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { renderDocumentPdf } from '../../pdf/render.js';
import { pdfFileName } from '../orders/order-pdf.js';
import { invoicePdfView, type InvoicePdfOptions, type InvoicePdfView } from './pdf-view.js';

export { invoicePdfView, type InvoicePdfOptions, type InvoicePdfView } from './pdf-view.js';

/** The file name's word for each type in the document's language. */
const FILE_WORDS: Record<Locale, Record<InvoiceDocumentType, string>> = {
  nb: { invoice: 'Faktura', creditNote: 'Kreditnota', overdueNotice: 'Purring' },
  en: { invoice: 'Invoice', creditNote: 'Credit-note', overdueNotice: 'Reminder' },
};

/**
 * "Faktura-10001.pdf", "Kreditnota-10002.pdf", "Purring-10001.pdf" (a second notice
 * "Purring-2-10001.pdf"): the type in the document's language and the invoice's number.
 */
export function invoicePdfFileName(view: InvoicePdfView): string {
  const word = FILE_WORDS[view.locale][view.type];
  const sequence = view.type === 'overdueNotice' && view.notice.sequence > 1 ? `-${view.notice.sequence}` : '';
  return pdfFileName(`${word}${sequence}`, view.number);
}

export type InvoicePdfRenderOptions = InvoicePdfOptions & {
  /** The spec's useAllFonts: embed the bold face too. */
  useAllFonts?: boolean;
};

/**
 * An invoice, credit note or overdue notice as a PDF, for the route that shows it and for the mail
 * that sends it. Reads in `tx` (another unit's invoice is NOT_FOUND) and renders with the one renderer.
 */
export async function renderInvoicePdf(
  tx: Tx,
  invoiceId: string,
  type: InvoiceDocumentType,
  options: InvoicePdfRenderOptions = {},
): Promise<{ fileName: string; bytes: Buffer }> {
  const view = await invoicePdfView(tx, invoiceId, type, options);
  return { fileName: invoicePdfFileName(view), bytes: await renderDocumentPdf(view, options) };
}
