import type { FastifyInstance } from 'fastify';
import { isIsoDate } from '@fjord/domain';
import { requireUnit } from '../../graphql/access.js';
import { HttpError } from '../../http/rest-errors.js';
import { renderPayslip } from '../../pdf/render.js';
import type { Services } from '../../services.js';
import { contentDisposition, sendPdf } from '../orders/pdf-routes.js';
import { paymentFile } from './payment-file.js';
import { payslipFileName, payslipView } from './payslip.js';

/** The payslip's path. Under /pdf, not /paychecks/:id/pdf, which is the web app's page showing it. */
export const PAYSLIP_PDF_PATH = '/pdf/paychecks/:id';
export const PAYMENT_FILE_PATH = '/paychecks/payment-file';

/**
 * GET /pdf/paychecks/:id[?download=1]: the payslip, read in the unit's transaction and rendered after
 * it. GET /paychecks/payment-file?paidDate=YYYY-MM-DD: the pay date's bank file as a download. The
 * guard has checked the session, the unit and the flags (REST_ROUTES).
 */
export function registerPaycheckRoutes(server: FastifyInstance, services: Services): void {
  server.get<{ Params: { id: string }; Querystring: { download?: string } }>(PAYSLIP_PDF_PATH, async (req, reply) => {
    const unitId = requireUnit(req.auth!.context);
    const { view } = await services.transactions.tenant(unitId, (tx) => payslipView(tx, req.params.id));
    const bytes = await renderPayslip(view);
    return sendPdf(reply, bytes, payslipFileName(view), req.query.download === '1');
  });
  server.get<{ Querystring: { paidDate?: string } }>(PAYMENT_FILE_PATH, async (req, reply) => {
    const unitId = requireUnit(req.auth!.context);
    const paidDate = req.query.paidDate?.trim() ?? '';
    if (!isIsoDate(paidDate)) throw new HttpError(400, 'invalid_paid_date');
    const file = await services.transactions.tenant(unitId, (tx) =>
      paymentFile(tx, unitId, paidDate, services.clock.now()),
    );
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', contentDisposition(true, file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.xml);
  });
}
