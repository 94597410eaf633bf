import type { FastifyInstance } from 'fastify';
import { INVOICE_DOCUMENT_TYPES, isIsoDate, isInvoiceDocumentType } from '@fjord/domain';
import { requireUnit } from '../../graphql/access.js';
import { HttpError } from '../../http/rest-errors.js';
import { renderDocumentPdf } from '../../pdf/render.js';
import type { Services } from '../../services.js';
import { sendPdf } from '../orders/pdf-routes.js';
import { invoicePdfFileName, invoicePdfView } from './invoice-pdf.js';

/** The path of an invoice's PDF. Under /pdf, not /invoices/:id/pdf, which is the web app's page showing it. */
export const INVOICE_PDF_PATH = '/pdf/invoices/:id';

type Query = {
  type?: string;
  maxDate?: string;
  noticeId?: string;
  download?: string;
  useAllFonts?: string;
  layout?: string;
};

/** The page layouts a PDF can be asked for: screen (the default) and print (for a window envelope). */
export const PDF_LAYOUTS = ['screen', 'print'] as const;
export const isPdfLayout = (value: string): value is (typeof PDF_LAYOUTS)[number] =>
  (PDF_LAYOUTS as readonly string[]).includes(value);

/**
 * GET /pdf/invoices/:id?type=invoice|creditNote|overdueNotice[&maxDate=YYYY-MM-DD][&noticeId=]
 * [&download=1][&useAllFonts=1][&layout=print]: an invoice, credit note or overdue notice as a PDF (spec §2: type
 * defaults to invoice; maxDate leaves out what came later). The guard has checked the session, the
 * unit and canViewSales (REST_ROUTES); another unit's invoice, a type of the other kind and a notice
 * that does not exist are 404. `layout=print` is the letter sent by post, its address in the window
 * of a C5 or DL envelope. Read in the unit's transaction, rendered after it.
 */
export function registerInvoicePdfRoutes(server: FastifyInstance, services: Services): void {
  server.get<{ Params: { id: string }; Querystring: Query }>(INVOICE_PDF_PATH, async (req, reply) => {
    const unitId = requireUnit(req.auth!.context);
    const { type = 'invoice', noticeId } = req.query;
    const maxDate = req.query.maxDate?.trim();
    if (!isInvoiceDocumentType(type))
      throw new HttpError(400, 'unknown_invoice_pdf_type', { details: { allowed: INVOICE_DOCUMENT_TYPES } });
    if (maxDate !== undefined && !isIsoDate(maxDate))
      throw new HttpError(400, 'invalid_parameter', { details: { parameter: 'maxDate' } });
    const { layout = 'screen' } = req.query;
    if (!isPdfLayout(layout)) throw new HttpError(400, 'invalid_parameter', { details: { parameter: 'layout' } });
    const view = await services.transactions.tenant(unitId, (tx) =>
      invoicePdfView(tx, req.params.id, type, { maxDate, noticeId }),
    );
    const bytes = await renderDocumentPdf(view, { useAllFonts: req.query.useAllFonts === '1', layout });
    return sendPdf(reply, bytes, invoicePdfFileName(view), req.query.download === '1');
  });
}
