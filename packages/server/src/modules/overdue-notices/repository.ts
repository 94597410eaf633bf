import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { childRows } from '../../graphql/loaders.js';
import { overdueNotices } from '../invoices/tables.js';

export type OverdueNoticeRow = typeof overdueNotices.$inferSelect;

/** The overdue notices of each invoice, first notice first (the loader's batch function). */
export const noticesOf = (tx: Tx, unitId: string, ids: readonly string[]) =>
  childRows(tx, unitId, overdueNotices, 'invoiceId', ids, asc(overdueNotices.sequence));

/** The notices of one invoice, first first; in a transaction that holds the invoice's row. */
export const noticesOfInvoice = (tx: Tx, invoiceId: string): Promise<OverdueNoticeRow[]> =>
  tx.select().from(overdueNotices).where(eq(overdueNotices.invoiceId, invoiceId)).orderBy(asc(overdueNotices.sequence));
