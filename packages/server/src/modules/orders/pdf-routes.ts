import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUnit } from '../../graphql/access.js';
import { HttpError } from '../../http/rest-errors.js';
import { isSalesDocumentType, SALES_DOCUMENT_TYPES } from '@fjord/domain';
import { renderDocumentPdf } from '../../pdf/render.js';
import type { Services } from '../../services.js';
import { orderPdfFileName, orderPdfView } from './order-pdf.js';

/** The path of an order's PDF. Under /pdf, not /orders/:id/pdf, which is the web app's page showing it. */
export const ORDER_PDF_PATH = '/pdf/orders/:id';

/** `attachment; filename="ordre-10.pdf"; filename*=UTF-8''…`: an ASCII name for old clients, the real one for the rest. */
export function contentDisposition(download: boolean, fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `${download ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A rendered PDF as the answer: inline for the app's viewer, or as a download; never cached by others. */
export function sendPdf(reply: FastifyReply, bytes: Buffer, fileName: string, download: boolean) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(download, fileName))
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/**
 * GET /pdf/orders/:id?type=offer|order|orderConfirmation|packingSlip[&download=1][&useAllFonts=1]:
 * the order as a PDF, inline for the app's viewer or as a download. The guard has checked the
 * session, the unit and canViewSales (REST_ROUTES); the type defaults to order (spec §2). The view is
 * read in the unit's transaction and rendered after it, so the database is not held while rendering.
 */
export function registerOrderPdfRoutes(server: FastifyInstance, services: Services): void {
  server.get<{ Params: { id: string }; Querystring: { type?: string; download?: string; useAllFonts?: string } }>(
    ORDER_PDF_PATH,
    async (req, reply) => {
      const unitId = requireUnit(req.auth!.context);
      const type = req.query.type ?? 'order';
      if (!isSalesDocumentType(type))
        throw new HttpError(400, 'unknown_pdf_type', { details: { allowed: SALES_DOCUMENT_TYPES } });
      const view = await services.transactions.tenant(unitId, (tx) => orderPdfView(tx, req.params.id, type));
      const bytes = await renderDocumentPdf(view, { useAllFonts: req.query.useAllFonts === '1' });
      return sendPdf(reply, bytes, orderPdfFileName(view), req.query.download === '1');
    },
  );
}
