import path from 'node:path';
import { cloneElement, type ReactElement } from 'react';
import { Font, renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { payslipDocument, type PayslipView } from './payslip.js';
import { salesDocument, type DocumentView, type PageLayout } from './sales-document.js';
import { yearlyReportDocument, type YearlyReportView } from './yearly-report.js';

export { FOLD_MARKS_MM, WINDOW, type PageLayout } from './sales-document.js';
export { maskSocialSecurityNumber, payslipPassword, type PayslipLineView, type PayslipView } from './payslip.js';
export type { YearlyReportView } from './yearly-report.js';
export type {
  CreditNoteView,
  CreditedView,
  DocumentHeadView,
  DocumentView,
  InvoiceView,
  OverdueNoticeView,
  PartyView,
  PaymentView,
  PricedDocumentView,
  SalesDocumentView,
  SalesLineView,
  SettlementView,
  SupplierView,
} from './sales-document.js';
export {
  INVOICE_DOCUMENT_TYPES,
  PRINTABLE_DOCUMENT_TYPES,
  SALES_DOCUMENT_TYPES,
  type InvoiceDocumentType,
  type PrintableDocumentType,
  type SalesDocumentType,
} from '@fjord/domain';

const FONTS_DIR = path.resolve(import.meta.dirname, '../../assets/fonts');

/** With the bold face: headings and totals in bold. */
const FULL_FAMILY = 'Fjord';
/** The regular face alone (bold text falls back to it), for useAllFonts off. */
const REGULAR_FAMILY = 'FjordRegular';

/** A family's font objects once loaded: fontkit fonts, with their parsed tables and a glyph cache. */
type LoadedSource = { data: { _glyphs?: Record<number, unknown> } | null };

function registerFonts(): void {
  const regular = path.join(FONTS_DIR, 'DejaVuSansCondensed.ttf');
  const bold = path.join(FONTS_DIR, 'DejaVuSansCondensed-Bold.ttf');
  Font.register({ family: FULL_FAMILY, fonts: [{ src: regular }, { src: bold, fontWeight: 'bold' }] });
  // One face only: react-pdf sets bold text in the nearest weight it has, this one. (Registering the
  // regular file again as bold would give two font objects of one PostScript name, which pdfkit
  // merges into one embedded font: the merged subset then creates the other object's glyphs
  // without their characters.)
  Font.register({ family: REGULAR_FAMILY, src: regular });
  // Words are never split with hyphens: a product name or an amount must print whole.
  Font.registerHyphenationCallback((word) => [word]);
}

registerFonts();

/**
 * Starts every document with empty glyph caches, keeping the parsed fonts. fontkit caches a glyph
 * object per glyph id (its private `_glyphs`) with the characters it was first made for, and the
 * text layer (ToUnicode) is written from those. Embedding a subset makes the parts a composite glyph
 * is built from (the ring of "å") without characters, as did pdfkit's merging of two font objects
 * of one PostScript name for whole letters; cached, such a glyph later copied and searched as
 * nothing or as another character ("Ordrebekre%telse", "4?C") while it looked right. Fresh glyph
 * objects per document keep each text layer true (render.test.ts renders documents one after
 * another and reads them back), at a fraction of the cost of opening the font files again.
 */
function resetGlyphCaches(): void {
  const families = Font.getRegisteredFonts() as Record<string, { sources: LoadedSource[] } | undefined>;
  for (const family of [FULL_FAMILY, REGULAR_FAMILY])
    for (const source of families[family]?.sources ?? []) if (source.data?._glyphs) source.data._glyphs = {};
}

export type RenderOptions = {
  /**
   * The spec's useAllFonts: embed the bold face too. Without it only the regular face is
   * embedded (smaller files), and what is bold prints in the regular face.
   */
  useAllFonts?: boolean;
  /** The page's layout: `print` pins the address into an envelope's window (sales-document.ts). */
  layout?: PageLayout;
};

/**
 * The one PDF renderer of the product: a document's view model in, the PDF's bytes out. Every
 * document type (orders, invoices, credit notes and overdue notices; payslips in renderPayslip, yearly
 * statements in renderYearlyReport) is
 * a layout of this renderer, with the fonts embedded, so a route or a mail job only calls this.
 * Several views make one PDF, each document starting on a new sheet (a batch printed for the post).
 */
export function renderDocumentPdf(
  view: DocumentView | readonly DocumentView[],
  options: RenderOptions = {},
): Promise<Buffer> {
  return renderQueued(() =>
    salesDocument(view, options.useAllFonts ? FULL_FAMILY : REGULAR_FAMILY, options.layout ?? 'screen'),
  );
}

/**
 * A payslip (payslip.ts) as PDF bytes, with the bold face for its headings and net pay. With a
 * `password` (see payslipPassword for the scheme) the file is encrypted and a reader asks for it
 * before showing anything.
 */
export function renderPayslip(view: PayslipView, options: { password?: string } = {}): Promise<Buffer> {
  if (options.password === '')
    return Promise.reject(new Error('An empty payslip password would encrypt without protecting'));
  return renderQueued(() => withPassword(payslipDocument(view, FULL_FAMILY), options.password));
}

/**
 * An employee's yearly statement (yearly-report.ts) as PDF bytes, with the bold face; with a `password`
 * (the payslip's scheme, payslipPassword) encrypted like an e-mailed payslip.
 */
export function renderYearlyReport(view: YearlyReportView, options: { password?: string } = {}): Promise<Buffer> {
  if (options.password === '') return Promise.reject(new Error('An empty password would encrypt without protecting'));
  return renderQueued(() => withPassword(yearlyReportDocument(view, FULL_FAMILY), options.password));
}

/**
 * react-pdf hands the Document's userPassword, permissions and pdfVersion to pdfkit, which
 * encrypts the file. pdfkit picks the cipher by the version: its default 1.3 gives 40-bit RC4,
 * 1.7 AES-128 (V4/R4, AESV2), which every current reader opens. Without an owner password pdfkit
 * uses the user password for both, so the employee owns the file; the permissions still allow
 * printing and copying for readers that check them against the user password.
 */
function withPassword(document: ReactElement<DocumentProps>, password: string | undefined) {
  if (password === undefined) return document;
  return cloneElement(document, {
    userPassword: password,
    pdfVersion: '1.7',
    permissions: { printing: 'highResolution', copying: true, contentAccessibility: true },
  });
}

/** Renders documents one at a time: the glyph-cache reset must not empty the caches under another render. */
function renderQueued(document: () => ReactElement<DocumentProps>): Promise<Buffer> {
  const rendered = queue.then(() => {
    resetGlyphCaches();
    return renderToBuffer(document());
  });
  queue = rendered.catch(() => undefined);
  return rendered;
}

let queue: Promise<unknown> = Promise.resolve();
