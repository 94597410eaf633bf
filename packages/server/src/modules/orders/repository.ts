import { and, asc, eq, getTableColumns, gte, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DocumentTotals, OrderStatus } from '@fjord/domain';
import type { Actor } from '../../db/audit.js';
import type { Tx } from '../../db/connection.js';
import { ordered, selectPage } from '../../db/list.js';
import { isUuid } from '../../db/records.js';
import { childRows } from '../../graphql/loaders.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import type { ResolvedAllowanceCharge, ResolvedLine } from './lines.js';
import { orderAllowanceCharges, orderLines, orders } from './tables.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderAllowanceChargeRow = typeof orderAllowanceCharges.$inferSelect;
/** What an order says besides its number, date, state and amounts: a recurring order says the same. */
export type OrderContentRow = Pick<
  OrderRow,
  | 'customerId'
  | 'currencyCode'
  | 'reference'
  | 'note'
  | 'delivery'
  | 'projectId'
  | 'departmentId'
  | 'carRegistrationId'
  | 'isExport'
>;

export const ORDER_ORDER_BY = ['number', 'date', 'payable_amount'] as const;
export type OrderOrderBy = (typeof ORDER_ORDER_BY)[number];
export type OrderFilters = {
  customerId?: string | null;
  status?: OrderStatus | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  invoiced?: boolean | null;
};

/** Orders sort by number (its counting value, so "10" follows "9") unless the user sorts otherwise. */
const ORDER_COLUMNS: Record<OrderOrderBy, AnyPgColumn> = {
  number: orders.sequence,
  date: orders.date,
  payable_amount: orders.payableAmount,
};

function listWhere(unitId: string, filters: OrderFilters): SQL | undefined {
  return and(
    eq(orders.unitId, unitId),
    filters.customerId ? eq(orders.customerId, filters.customerId) : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.dateFrom ? gte(orders.date, filters.dateFrom) : undefined,
    filters.dateTo ? lte(orders.date, filters.dateTo) : undefined,
    typeof filters.invoiced === 'boolean' ? eq(orders.invoiced, filters.invoiced) : undefined,
  );
}

export async function listOrders(
  tx: Tx,
  unitId: string,
  request: ListRequest<OrderOrderBy, OrderFilters>,
): Promise<Page<OrderRow>> {
  // A customer id that is no id of this unit matches nothing, as any other unknown id.
  if (request.filters.customerId && !isUuid(request.filters.customerId)) return { items: [], totalCount: 0 };
  return selectPage(tx, orders, {
    where: listWhere(unitId, request.filters),
    orderBy: [ordered(request.orderDirection, ORDER_COLUMNS[request.orderBy])],
    window: request,
  });
}

export const linesOf = (tx: Tx, unitId: string, ids: readonly string[]) =>
  childRows(tx, unitId, orderLines, 'orderId', ids, asc(orderLines.position));

export const allowanceChargesOf = (tx: Tx, unitId: string, ids: readonly string[]) =>
  childRows(tx, unitId, orderAllowanceCharges, 'orderId', ids, asc(orderAllowanceCharges.position));

/** The order's amounts as stored: documentTotals' strings, column by column. */
export function totalColumns(totals: DocumentTotals) {
  return {
    lineExtensionAmount: totals.lineExtensionAmount,
    allowanceTotalAmount: totals.allowanceTotalAmount,
    chargeTotalAmount: totals.chargeTotalAmount,
    taxExclusiveAmount: totals.taxExclusiveAmount,
    taxAmount: totals.taxAmount,
    taxInclusiveAmount: totals.taxInclusiveAmount,
    payableRoundingAmount: totals.payableRoundingAmount,
    payableAmount: totals.payableAmount,
    taxSubtotals: totals.taxSubtotals,
  };
}

/** The tables a document keeps its lines and allowances in, and their column naming the document. */
export type DocumentRowTables = {
  lines: PgTable;
  allowanceCharges: PgTable;
  parent: string;
};

const ORDER_ROW_TABLES: DocumentRowTables = {
  lines: orderLines,
  allowanceCharges: orderAllowanceCharges,
  parent: 'orderId',
};

const parentColumn = (table: PgTable, parent: string) =>
  (getTableColumns(table) as Record<string, AnyPgColumn>)[parent]!;

/**
 * Writes the lines and allowances of a document (replacing any saved), each with its computed
 * amount: an order's, or a recurring order's, whose tables have the same shape (document-columns.ts).
 */
export async function writeDocumentRows(
  tx: Tx,
  actor: Actor,
  tables: DocumentRowTables,
  parentId: string,
  document: { lines: ResolvedLine[]; allowanceCharges: ResolvedAllowanceCharge[] },
  totals: DocumentTotals,
): Promise<void> {
  await tx.delete(tables.lines).where(eq(parentColumn(tables.lines, tables.parent), parentId));
  await tx.delete(tables.allowanceCharges).where(eq(parentColumn(tables.allowanceCharges, tables.parent), parentId));
  const common = {
    unitId: actor.unitId,
    [tables.parent]: parentId,
    createdById: actor.userId,
    updatedById: actor.userId,
  };
  if (document.lines.length > 0)
    await tx.insert(tables.lines).values(
      document.lines.map((line, position) => ({
        ...common,
        ...line,
        position,
        lineExtensionAmount: totals.lines[position]!.lineExtensionAmount,
      })),
    );
  if (document.allowanceCharges.length > 0)
    await tx.insert(tables.allowanceCharges).values(
      document.allowanceCharges.map((item, position) => ({
        ...common,
        ...item,
        position,
        amount: totals.allowanceCharges[position]!.amount,
        baseAmount: totals.allowanceCharges[position]!.baseAmount,
      })),
    );
}

/** Writes the lines and allowances of an order (replacing any saved), each with its computed amount. */
export const replaceDocumentRows = (
  tx: Tx,
  actor: Actor,
  orderId: string,
  document: { lines: ResolvedLine[]; allowanceCharges: ResolvedAllowanceCharge[] },
  totals: DocumentTotals,
) => writeDocumentRows(tx, actor, ORDER_ROW_TABLES, orderId, document, totals);
