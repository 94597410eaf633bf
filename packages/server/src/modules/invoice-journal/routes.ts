import type { FastifyInstance } from 'fastify';
import { daysBetween, isIsoDate, journalCsv } from '@fjord/domain';
import { requireUnit } from '../../graphql/access.js';
import { HttpError, requestLocale } from '../../http/rest-errors.js';
import type { Services } from '../../services.js';
import { invoiceJournalService } from './service.js';

export const INVOICE_JOURNAL_PATH = '/exports/invoice-journal';

const JOURNAL_FORMATS = ['csv', 'json'] as const;
/** A period of more than this many days is refused: a year and a day covers any fiscal year. */
const MAX_JOURNAL_DAYS = 366;

const badParameter = (parameter: string) => new HttpError(400, 'invalid_parameter', { details: { parameter } });

/**
 * GET /exports/invoice-journal?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv|json]: the bookkeeping
 * journal of invoicing for the period, as a `;` CSV download (default) or JSON `{from, to, lines}`.
 * The guard has checked the session, the unit and canViewSales (REST_ROUTES); texts in the
 * request's language.
 */
export function registerInvoiceJournalRoutes(server: FastifyInstance, services: Services): void {
  server.get<{ Querystring: { from?: string; to?: string; format?: string } }>(
    INVOICE_JOURNAL_PATH,
    async (req, reply) => {
      const unitId = requireUnit(req.auth!.context);
      const { from, to } = req.query;
      const format = req.query.format ?? 'csv';
      if (!isIsoDate(from)) throw badParameter('from');
      if (!isIsoDate(to) || to < from || daysBetween(from, to) >= MAX_JOURNAL_DAYS) throw badParameter('to');
      if (!(JOURNAL_FORMATS as readonly string[]).includes(format)) throw badParameter('format');
      const language = requestLocale(req);
      const lines = await services.transactions.tenant(unitId, (tx) =>
        invoiceJournalService.journal(tx, unitId, from, to, language),
      );
      reply.header('cache-control', 'private, no-store');
      if (format === 'json') return reply.send({ from, to, lines });
      const fileName = `${language === 'nb' ? 'bilagsjournal' : 'invoice-journal'}-${from}-${to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(`\uFEFF${journalCsv(lines)}`);
    },
  );
}
