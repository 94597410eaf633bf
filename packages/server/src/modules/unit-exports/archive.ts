import { asc, eq, getTableColumns, getTableName, inArray, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/connection.js';
import { TENANT_TABLES } from '../../db/schema-tables.js';
import { renderDocumentPdf, renderPayslip } from '../../pdf/render.js';
import { invoiceEhf } from '../ehf/invoice-ehf.js';
import { invoicePdfFileName, invoicePdfView } from '../invoices/invoice-pdf.js';
import { invoices } from '../invoices/tables.js';
import { orderPdfFileName, orderPdfView } from '../orders/order-pdf.js';
import { orders } from '../orders/tables.js';
import { payslipFileName, payslipView } from '../paychecks/payslip.js';
import { paychecks } from '../paychecks/tables.js';
import { README } from './readme.js';
import { exportTable, isBytea } from './tables-data.js';
import type { ZipFileWriter } from './zip.js';

/** A table whose rows are files: a bytea column beside a file name (stored files, mail attachments). */
type FileTable = { table: PgTable; name: string; id: PgColumn; fileName: PgColumn; data: PgColumn; kind?: PgColumn };

const FILE_TABLES: FileTable[] = TENANT_TABLES.flatMap((table) => {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const data = Object.values(columns).find(isBytea);
  if (!data || !columns.id || !columns.fileName) return [];
  return [{ table, name: getTableName(table), id: columns.id, fileName: columns.fileName, data, kind: columns.kind }];
});

/** Earlier exports are files of the unit too; an archive never holds them, or each would hold all before it. */
const EARLIER_EXPORTS = 'unit_export';

/** What one export writes, listed first so its progress has a total. */
export type ArchivePlan = {
  tables: readonly PgTable[];
  invoices: { id: string; kind: 'INVOICE' | 'CREDIT_NOTE' }[];
  orders: string[];
  payslips: string[];
  files: { table: FileTable; id: string; fileName: string }[];
};

export async function planArchive(tx: Tx): Promise<ArchivePlan> {
  const files: ArchivePlan['files'] = [];
  for (const table of FILE_TABLES) {
    const rows = await tx
      .select({ id: table.id, fileName: table.fileName })
      .from(table.table)
      .where(table.kind ? ne(table.kind, EARLIER_EXPORTS) : undefined)
      .orderBy(asc(table.id));
    files.push(...rows.map((row) => ({ table, id: row.id as string, fileName: row.fileName as string })));
  }
  return {
    tables: TENANT_TABLES,
    invoices: await tx.select({ id: invoices.id, kind: invoices.kind }).from(invoices).orderBy(asc(invoices.sequence)),
    orders: (await tx.select({ id: orders.id }).from(orders).orderBy(asc(orders.sequence))).map((row) => row.id),
    payslips: (
      await tx
        .select({ id: paychecks.id })
        .from(paychecks)
        .where(eq(paychecks.status, 'LOCKED'))
        .orderBy(asc(paychecks.paidDate), asc(paychecks.id))
    ).map((row) => row.id),
    files,
  };
}

/** The steps of a plan: a table, a PDF, an EHF, a file each, and the README with the finished archive. */
export const stepsOf = (plan: ArchivePlan): number =>
  plan.tables.length + plan.invoices.length * 2 + plan.orders.length + plan.payslips.length + plan.files.length + 1;

/** Runs one read of the export in the unit's transaction (row-level security keeps it to the unit). */
export type UnitTransaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

const FILE_BATCH = 20;

/**
 * Writes the plan into the archive, calling `step` after each step. Each table and document is read in a
 * transaction of its own and rendered after it, so the export never holds the database while rendering; issued
 * documents cannot change, and a record changed during the export may show in one table and not another.
 */
export async function writeArchive(
  plan: ArchivePlan,
  unitId: string,
  zip: ZipFileWriter,
  transaction: UnitTransaction,
  step: () => Promise<void>,
): Promise<void> {
  for (const table of plan.tables) {
    const data = await transaction((tx) => exportTable(tx, table, unitId));
    zip.add(`tables/csv/${data.name}.csv`, data.csv);
    zip.add(`tables/json/${data.name}.json`, data.json);
    await step();
  }
  for (const invoice of plan.invoices) {
    const type = invoice.kind === 'INVOICE' ? 'invoice' : 'creditNote';
    const { view, ehf } = await transaction(async (tx) => ({
      view: await invoicePdfView(tx, invoice.id, type),
      ehf: await invoiceEhf(tx, invoice.id),
    }));
    zip.add(`documents/invoices/${invoicePdfFileName(view)}`, await renderDocumentPdf(view));
    await step();
    zip.add(`documents/invoices/${ehf.fileName}`, ehf.xml);
    await step();
  }
  for (const orderId of plan.orders) {
    const view = await transaction((tx) => orderPdfView(tx, orderId, 'order'));
    zip.add(`documents/orders/${orderPdfFileName(view)}`, await renderDocumentPdf(view));
    await step();
  }
  for (const paycheckId of plan.payslips) {
    const { view } = await transaction((tx) => payslipView(tx, paycheckId));
    zip.add(`documents/payslips/${payslipFileName(view)}`, await renderPayslip(view));
    await step();
  }
  for (let start = 0; start < plan.files.length; start += FILE_BATCH) {
    const batch = plan.files.slice(start, start + FILE_BATCH);
    for (const table of new Set(batch.map((file) => file.table))) {
      const ids = batch.filter((file) => file.table === table).map((file) => file.id);
      const rows = await transaction((tx) =>
        tx
          .select({ id: table.id, fileName: table.fileName, data: table.data })
          .from(table.table)
          .where(inArray(table.id, ids)),
      );
      for (const row of rows) {
        const folder = table.name.replace(/_/g, '-');
        zip.add(`${folder}/${row.id as string}-${(row.fileName as string).replace(/[\\/]/g, '_')}`, row.data as Buffer);
        await step();
      }
    }
  }
  zip.add('README.txt', README);
}
