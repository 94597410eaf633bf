import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

/** Writes the lines and allowances of an order (replacing any saved), each with its computed amount. */
export async function replaceDocumentRows(
  tx: Tx,
  actor: Actor,
  orderId: string,
  document: { lines: ResolvedLine[]; allowanceCharges: ResolvedAllowanceCharge[] },
  totals: DocumentTotals,
): Promise<void> {
  await tx.delete(orderLines).where(eq(orderLines.orderId, orderId));
  await tx.delete(orderAllowanceCharges).where(eq(orderAllowanceCharges.orderId, orderId));
  const common = { unitId: actor.unitId, orderId, createdById: actor.userId, updatedById: actor.userId };
  if (document.lines.length > 0)
    await tx.insert(orderLines).values(
      document.lines.map((line, position) => ({
        ...common,
        ...line,
        position,
        lineExtensionAmount: totals.lines[position]!.lineExtensionAmount,
      })),
    );
  if (document.allowanceCharges.length > 0)
    await tx.insert(orderAllowanceCharges).values(
      document.allowanceCharges.map((item, position) => ({
        ...common,
        ...item,
        position,
        amount: totals.allowanceCharges[position]!.amount,
        baseAmount: totals.allowanceCharges[position]!.baseAmount,
      })),
    );
}
