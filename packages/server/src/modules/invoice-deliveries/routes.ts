import type { FastifyInstance } from 'fastify';
import { MAX_PRINT_BATCH, osloDate } from '@fjord/domain';
import { isUuid } from '../../db/records.js';
import { requireUnit } from '../../graphql/access.js';
import { HttpError } from '../../http/rest-errors.js';
import type { Services } from '../../services.js';
import { sendPdf } from '../orders/pdf-routes.js';
import { PRINT_BATCH_PATH, printBatchViews, renderPrintBatch } from './print.js';

/**
 * GET /pdf/invoices?ids=a,b[&layout=print][&download=1]: invoices and credit notes as one PDF in the
 * print layout (the URL printInvoices answers), each document starting on a new sheet with its
 * address in the envelope's window. Reading it records nothing (printInvoices did). The guard has
 * checked the session, the unit and canViewSales (REST_ROUTES); another unit's invoice is 404.
 */
export function registerPrintBatchRoutes(server: FastifyInstance, services: Services): void {
  server.get<{ Querystring: { ids?: string; layout?: string; download?: string } }>(
    PRINT_BATCH_PATH,
    async (req, reply) => {
      const unitId = requireUnit(req.auth!.context);
      const ids = [...new Set((req.query.ids ?? '').split(',').map((id) => id.trim()))].filter(Boolean);
      if (ids.length === 0 || ids.length > MAX_PRINT_BATCH || !ids.every(isUuid))
        throw new HttpError(400, 'invalid_parameter', { details: { parameter: 'ids' } });
      if ((req.query.layout ?? 'print') !== 'print')
        throw new HttpError(400, 'invalid_parameter', { details: { parameter: 'layout' } });
      const views = await services.transactions.tenant(unitId, (tx) => printBatchViews(tx, ids));
      const bytes = await renderPrintBatch(views);
      const date = osloDate(services.clock.now());
      return sendPdf(reply, bytes, `Utskrift-${date}.pdf`, req.query.download === '1');
    },
  );
}
