import type { Locale } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { renderDocumentPdf, type SalesDocumentType, type SalesDocumentView } from '../../pdf/render.js';
import { orderPdfView } from './pdf-view.js';

export { orderPdfView } from './pdf-view.js';

/** The file name's word for each type, lower case without spaces, in the document's language. */
const FILE_WORDS: Record<Locale, Record<SalesDocumentType, string>> = {
  nb: { offer: 'tilbud', order: 'ordre', orderConfirmation: 'ordrebekreftelse', packingSlip: 'pakkseddel' },
  en: { offer: 'quotation', order: 'order', orderConfirmation: 'order-confirmation', packingSlip: 'packing-slip' },
};

/**
 * "ordrebekreftelse-10023.pdf": a document's word and its number. A number of a series with letters
 * keeps its letters and digits; anything a file system might refuse becomes "-".
 */
export function pdfFileName(word: string, number: string): string {
  const safe = number.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${word}-${safe || 'x'}.pdf`;
}

/** "ordrebekreftelse-10023.pdf": the type in the document's language and the order number. */
export function orderPdfFileName(view: Pick<SalesDocumentView, 'type' | 'locale' | 'number'>): string {
  return pdfFileName(FILE_WORDS[view.locale][view.type], view.number);
}

export type OrderPdfOptions = {
  /** The document's language; the unit's when absent. */
  locale?: Locale;
  /** The spec's useAllFonts: embed the bold face too. */
  useAllFonts?: boolean;
};

/**
 * An order as a PDF of the given type, for the route that shows it and for the mail that sends it.
 * Reads in `tx` (another unit's order is NOT_FOUND) and renders with the one renderer.
 */
export async function renderOrderPdf(
  tx: Tx,
  orderId: string,
  type: SalesDocumentType,
  options: OrderPdfOptions = {},
): Promise<{ fileName: string; bytes: Buffer }> {
  const view = await orderPdfView(tx, orderId, type, options);
  return { fileName: orderPdfFileName(view), bytes: await renderDocumentPdf(view, options) };
}
