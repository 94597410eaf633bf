import type { FastifyInstance } from 'fastify';
import { csvText, type Locale } from '@fjord/domain';
import { requireUnit } from '../../graphql/access.js';
import { requestLocale } from '../../http/rest-errors.js';
import type { Services } from '../../services.js';
import { warehouseService } from './service.js';
import type { StockFigureRow } from './stock.js';

export const WAREHOUSE_REPORT_PATH = '/warehouse/product-report.csv';

const HEADERS: Record<Locale, string[]> = {
  nb: ['Leverandør', 'Organisasjonsnummer', 'Varenummer', 'Varenavn', 'Antall', 'Verdi'],
  en: ['Supplier', 'Organisation number', 'Product number', 'Product name', 'Quantity', 'Value'],
};

/** Norwegian spreadsheets read "12,5" as a number and "12.5" as text: nb writes a decimal comma. */
const decimalIn = (language: Locale, value: string) => (language === 'nb' ? value.replace('.', ',') : value);

export function productReportCsv(rows: readonly StockFigureRow[], language: Locale): string {
  return csvText([
    HEADERS[language],
    ...rows.map((row) => [
      row.supplier_name,
      row.supplier_organization_number ?? '',
      row.product_number,
      row.product_name,
      decimalIn(language, row.quantity),
      decimalIn(language, row.value),
    ]),
  ]);
}

/**
 * GET /warehouse/product-report.csv[?supplierUnitId=]: the rows of warehouseProductReport as a `;`
 * CSV download in UTF-8 with a byte order mark (so spreadsheets read æøå), header in the request's
 * language. The guard has checked the session, the unit and the flags (REST_ROUTES).
 */
export function registerWarehouseRoutes(server: FastifyInstance, services: Services): void {
  server.get<{ Querystring: { supplierUnitId?: string } }>(WAREHOUSE_REPORT_PATH, async (req, reply) => {
    const unitId = requireUnit(req.auth!.context);
    const language = requestLocale(req);
    const rows = await services.transactions.tenant(unitId, (tx) =>
      warehouseService.report(tx, unitId, req.query.supplierUnitId?.trim() || null),
    );
    const fileName = language === 'nb' ? 'lagerrapport.csv' : 'warehouse-product-report.csv';
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(`\uFEFF${productReportCsv(rows, language)}`);
  });
}
