import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUnit } from '../../graphql/access.js';
import type { Services } from '../../services.js';
import { sentDocumentOf } from '../invoice-deliveries/log.js';
import { invoiceEhf } from './invoice-ehf.js';

export const INVOICE_EHF_PATH = '/ehf/invoices/:id';
export const DELIVERY_EHF_PATH = '/ehf/deliveries/:id';

const sendXml = (reply: FastifyReply, fileName: string, xml: string) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${encodeURIComponent(fileName)}"`)
    .send(xml);

/**
 * GET /ehf/invoices/:id: the EHF (Peppol BIS Billing 3.0 UBL) of an invoice or credit note, as the
 * file it is sent as. The guard has checked the session, the unit and canViewSales (REST_ROUTES);
 * another unit's invoice is 404.
 */
export function registerEhfRoutes(server: FastifyInstance, services: Services): void {
  server.get<{ Params: { id: string } }>(INVOICE_EHF_PATH, async (req, reply) => {
    const unitId = requireUnit(req.auth!.context);
    const { xml, fileName } = await services.transactions.tenant(unitId, (tx) => invoiceEhf(tx, req.params.id));
    return sendXml(reply, fileName, xml);
  });

  /** GET /ehf/deliveries/:id: the EHF an EHF delivery sent, as it was sent (kept with the delivery). */
  server.get<{ Params: { id: string } }>(DELIVERY_EHF_PATH, async (req, reply) => {
    const unitId = requireUnit(req.auth!.context);
    const sent = await services.transactions.tenant(unitId, (tx) => sentDocumentOf(tx, req.params.id));
    return sendXml(reply, sent.fileName, sent.content);
  });
}
