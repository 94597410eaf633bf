import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/connection.js';
import { selectPage } from '../../db/list.js';
import { isUuid } from '../../db/records.js';
import { childRows } from '../../graphql/loaders.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import type { DocumentRowTables } from '../orders/repository.js';
import { recurringOrderAllowanceCharges, recurringOrderLines, recurringOrders } from './tables.js';

export type RecurringOrderRow = typeof recurringOrders.$inferSelect;

export const RECURRING_ORDER_ORDER_BY = ['next_date', 'start_date', 'payable_amount'] as const;
export type RecurringOrderOrderBy = (typeof RECURRING_ORDER_ORDER_BY)[number];
export type RecurringOrderFilters = { customerId?: string | null; active?: boolean | null };

/** Spec 001 §9 names no default sort for recurring orders: the next to be made come first. */
const ORDER_COLUMNS: Record<RecurringOrderOrderBy, AnyPgColumn> = {
  next_date: recurringOrders.nextDate,
  start_date: recurringOrders.startDate,
  payable_amount: recurringOrders.payableAmount,
};

export const RECURRING_ROW_TABLES: DocumentRowTables = {
  lines: recurringOrderLines,
  allowanceCharges: recurringOrderAllowanceCharges,
  parent: 'recurringOrderId',
};

function listWhere(unitId: string, filters: RecurringOrderFilters): SQL | undefined {
  return and(
    eq(recurringOrders.unitId, unitId),
    filters.customerId ? eq(recurringOrders.customerId, filters.customerId) : undefined,
    typeof filters.active === 'boolean' ? eq(recurringOrders.active, filters.active) : undefined,
  );
}

export async function listRecurringOrders(
  tx: Tx,
  unitId: string,
  request: ListRequest<RecurringOrderOrderBy, RecurringOrderFilters>,
): Promise<Page<RecurringOrderRow>> {
  if (request.filters.customerId && !isUuid(request.filters.customerId)) return { items: [], totalCount: 0 };
  return selectPage(tx, recurringOrders, {
    where: listWhere(unitId, request.filters),
    // An ended schedule (no next date) after those still running, whichever the direction.
    orderBy: [sql`${ORDER_COLUMNS[request.orderBy]} ${sql.raw(request.orderDirection)} nulls last`],
    window: request,
  });
}

export const recurringLinesOf = (tx: Tx, unitId: string, ids: readonly string[]) =>
  childRows(tx, unitId, recurringOrderLines, 'recurringOrderId', ids, asc(recurringOrderLines.position));

export const recurringAllowanceChargesOf = (tx: Tx, unitId: string, ids: readonly string[]) =>
  childRows(
    tx,
    unitId,
    recurringOrderAllowanceCharges,
    'recurringOrderId',
    ids,
    asc(recurringOrderAllowanceCharges.position),
  );
