import path from 'node:path';
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { salesDocument, type SalesDocumentView } from './sales-document.js';

export type { PartyView, SalesDocumentView, SalesLineView } from './sales-document.js';
export { SALES_DOCUMENT_TYPES, type SalesDocumentType } from './texts.js';

const FONTS_DIR = path.resolve(import.meta.dirname, '../../assets/fonts');

/** With the bold face: headings and totals in bold. */
const FULL_FAMILY = 'Fjord';
/** The regular face alone (bold text falls back to it), for useAllFonts off. */
const REGULAR_FAMILY = 'FjordRegular';

function registerFonts(): void {
  const regular = path.join(FONTS_DIR, 'DejaVuSansCondensed.ttf');
  const bold = path.join(FONTS_DIR, 'DejaVuSansCondensed-Bold.ttf');
  Font.register({ family: FULL_FAMILY, fonts: [{ src: regular }, { src: bold, fontWeight: 'bold' }] });
  Font.register({ family: REGULAR_FAMILY, fonts: [{ src: regular }, { src: regular, fontWeight: 'bold' }] });
  // Words are never split with hyphens: a product name or an amount must print whole.
  Font.registerHyphenationCallback((word) => [word]);
}

export type RenderOptions = {
  /**
   * The spec's useAllFonts: embed the bold face too. Without it only the regular face is
   * embedded (smaller files), and what is bold prints in the regular face.
   */
  useAllFonts?: boolean;
};

/**
 * The one PDF renderer of the product: a document's view model in, the PDF's bytes out. Every
 * document type (orders now; invoices, credit notes, overdue notices and payslips later) is a
 * layout of this renderer, with the fonts embedded, so a route or a mail job only calls this.
 */
export function renderDocumentPdf(view: SalesDocumentView, options: RenderOptions = {}): Promise<Buffer> {
  const rendered = queue.then(async () => {
    // react-pdf's text layout writes code points onto the font's shared glyph objects, so a glyph
    // laid out by an earlier document can carry another character's code point into the next
    // document's text layer (a PDF that looks right but copies and searches "f" as "%"). Fresh
    // font objects for every document keep each text layer true; the files stay in the page cache.
    const families = Font.getRegisteredFonts();
    delete families[FULL_FAMILY];
    delete families[REGULAR_FAMILY];
    registerFonts();
    return renderToBuffer(salesDocument(view, options.useAllFonts ? FULL_FAMILY : REGULAR_FAMILY));
  });
  // One document at a time: the reset above must not pull the fonts from under another render.
  queue = rendered.catch(() => undefined);
  return rendered;
}

let queue: Promise<unknown> = Promise.resolve();
