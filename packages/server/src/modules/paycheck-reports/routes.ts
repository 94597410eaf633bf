import type { FastifyInstance } from 'fastify';
import { journalCsv, osloDate } from '@fjord/domain';
import { requireUnit } from '../../graphql/access.js';
import { HttpError, requestLocale } from '../../http/rest-errors.js';
import { renderYearlyReport } from '../../pdf/render.js';
import type { Services } from '../../services.js';
import { sendPdf } from '../orders/pdf-routes.js';
import { payrollJournalOfYear } from './journal.js';
import { checkedYear } from './reads.js';
import { yearlyReportFileName, yearlyReports } from './yearly.js';

export const PAYROLL_JOURNAL_PATH = '/exports/payroll-journal';
export const YEARLY_REPORT_PDF_PATH = '/pdf/paycheck-reports/yearly/:workRelationId';

const JOURNAL_FORMATS = ['csv', 'json'] as const;

const badParameter = (parameter: string) => new HttpError(400, 'invalid_parameter', { details: { parameter } });

/** `?year=2026`: four digits in payroll's years, else 400 invalid_parameter (year). */
function yearParameter(value: string | undefined): number {
  const trimmed = value?.trim() ?? '';
  if (!/^\d{4}$/.test(trimmed)) throw badParameter('year');
  try {
    return checkedYear(Number(trimmed));
  } catch {
    throw badParameter('year');
  }
}

/**
 * GET /exports/payroll-journal?year=YYYY[&format=csv|json]: the journal of the year's locked paychecks
 * (the bookkeeping side of payroll) as the invoicing journal's `;` CSV in UTF-8 with a byte order mark
 * (default) or JSON `{year, lines}`; texts in the request's language.
 * GET /pdf/paycheck-reports/yearly/:workRelationId?year=YYYY[&download=1]: a work relation's yearly
 * statement, read in the unit's transaction and rendered after it; another unit's relation is not found.
 * The guard has checked the session, the unit and canViewSalaries (REST_ROUTES).
 */
export function registerPaycheckReportRoutes(server: FastifyInstance, services: Services): void {
  server.get<{ Querystring: { year?: string; format?: string } }>(PAYROLL_JOURNAL_PATH, async (req, reply) => {
    const unitId = requireUnit(req.auth!.context);
    const year = yearParameter(req.query.year);
    const format = req.query.format ?? 'csv';
    if (!(JOURNAL_FORMATS as readonly string[]).includes(format)) throw badParameter('format');
    const language = requestLocale(req);
    const lines = await services.transactions.tenant(unitId, (tx) => payrollJournalOfYear(tx, unitId, year, language));
    reply.header('cache-control', 'private, no-store');
    if (format === 'json') return reply.send({ year, lines });
    const fileName = `${language === 'nb' ? 'lonnsjournal' : 'payroll-journal'}-${year}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(`\uFEFF${journalCsv(lines)}`);
  });
  server.get<{ Params: { workRelationId: string }; Querystring: { year?: string; download?: string } }>(
    YEARLY_REPORT_PDF_PATH,
    async (req, reply) => {
      const unitId = requireUnit(req.auth!.context);
      const year = yearParameter(req.query.year);
      const today = osloDate(services.clock.now());
      const [report] = await services.transactions.tenant(unitId, (tx) =>
        yearlyReports(tx, unitId, year, today, req.params.workRelationId),
      );
      const bytes = await renderYearlyReport(report!.view);
      return sendPdf(reply, bytes, yearlyReportFileName(report!.view), req.query.download === '1');
    },
  );
}
