import { and, asc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { kidSearchText, type InvoiceKind, type SalesDocumentStatus } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { ordered, selectPage } from '../../db/list.js';
import { isUuid } from '../../db/records.js';
import { byKey, childRows, groupedByKey } from '../../graphql/loaders.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { orderAllowanceCharges, orderLines, orders } from '../orders/tables.js';
import { invoiceOrders, invoicePaymentMethods, invoices } from './tables.js';

export type InvoiceRow = typeof invoices.$inferSelect;

export const INVOICE_ORDER_BY = ['number', 'issue_date', 'due_date', 'payable_amount'] as const;
export type InvoiceOrderBy = (typeof INVOICE_ORDER_BY)[number];
export type InvoiceFilters = {
  customerId?: string | null;
  status?: SalesDocumentStatus | null;
  kind?: InvoiceKind | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  kid?: string | null;
};

const INVOICE_COLUMNS: Record<InvoiceOrderBy, AnyPgColumn> = {
  number: invoices.sequence,
  issue_date: invoices.issueDate,
  due_date: invoices.dueDate,
  payable_amount: invoices.payableAmount,
};

const owing = inArray(invoices.standing, ['PART_PAID', 'UNPAID']);

/**
 * The status as SQL: the standing the table keeps (the date-free part of invoiceState of
 * @fjord/domain), and for an owing invoice its current due date against today, as statusOfStanding
 * decides. An index range on (unit, standing, due date), so a status counts without a scan.
 */
export function statusWhere(status: SalesDocumentStatus, today: string): SQL {
  switch (status) {
    case 'CREDIT_NOTE':
    case 'CREDITED':
    case 'PAID':
      return eq(invoices.standing, status);
    case 'OVERDUE':
      return and(owing, lt(invoices.currentDueDate, today))!;
    case 'PARTLY_PAID':
      return and(eq(invoices.standing, 'PART_PAID'), gte(invoices.currentDueDate, today))!;
    case 'OPEN':
      return and(eq(invoices.standing, 'UNPAID'), gte(invoices.currentDueDate, today))!;
  }
}

function listWhere(unitId: string, filters: InvoiceFilters, today: string): SQL | undefined {
  const kid = filters.kid ? kidSearchText(filters.kid) : '';
  return and(
    eq(invoices.unitId, unitId),
    filters.customerId ? eq(invoices.customerId, filters.customerId) : undefined,
    filters.status ? statusWhere(filters.status, today) : undefined,
    filters.kind ? eq(invoices.kind, filters.kind) : undefined,
    filters.dateFrom ? gte(invoices.issueDate, filters.dateFrom) : undefined,
    filters.dateTo ? lte(invoices.issueDate, filters.dateTo) : undefined,
    kid ? eq(invoices.kid, kid) : undefined,
  );
}

export async function listInvoices(
  tx: Tx,
  unitId: string,
  request: ListRequest<InvoiceOrderBy, InvoiceFilters>,
  today: string,
): Promise<Page<InvoiceRow>> {
  if (request.filters.customerId && !isUuid(request.filters.customerId)) return { items: [], totalCount: 0 };
  return selectPage(tx, invoices, {
    where: listWhere(unitId, request.filters, today),
    orderBy: [ordered(request.orderDirection, INVOICE_COLUMNS[request.orderBy])],
    window: request,
  });
}

/** The orders each invoice bills, in the order they were chosen. */
export async function ordersOf(tx: Tx, unitId: string, ids: readonly string[]) {
  const rows = await tx
    .select({ invoiceId: invoiceOrders.invoiceId, order: orders })
    .from(invoiceOrders)
    .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
    .where(and(eq(invoiceOrders.unitId, unitId), inArray(invoiceOrders.invoiceId, [...ids])))
    .orderBy(asc(invoiceOrders.position));
  return groupedByKey(ids, rows, (row) => row.invoiceId).map((group) => group.map((row) => row.order));
}

/** The lines of each invoice: its orders' lines, order by order. */
export async function invoiceLinesOf(tx: Tx, unitId: string, ids: readonly string[]) {
  const rows = await tx
    .select({ invoiceId: invoiceOrders.invoiceId, line: orderLines })
    .from(invoiceOrders)
    .innerJoin(orderLines, eq(orderLines.orderId, invoiceOrders.orderId))
    .where(and(eq(invoiceOrders.unitId, unitId), inArray(invoiceOrders.invoiceId, [...ids])))
    .orderBy(asc(invoiceOrders.position), asc(orderLines.position));
  return groupedByKey(ids, rows, (row) => row.invoiceId).map((group) => group.map((row) => row.line));
}

/** The document allowances and charges of each invoice: its orders', order by order. */
export async function invoiceAllowanceChargesOf(tx: Tx, unitId: string, ids: readonly string[]) {
  const rows = await tx
    .select({ invoiceId: invoiceOrders.invoiceId, item: orderAllowanceCharges })
    .from(invoiceOrders)
    .innerJoin(orderAllowanceCharges, eq(orderAllowanceCharges.orderId, invoiceOrders.orderId))
    .where(and(eq(invoiceOrders.unitId, unitId), inArray(invoiceOrders.invoiceId, [...ids])))
    .orderBy(asc(invoiceOrders.position), asc(orderAllowanceCharges.position));
  return groupedByKey(ids, rows, (row) => row.invoiceId).map((group) => group.map((row) => row.item));
}

export const paymentMethodsOf = (tx: Tx, unitId: string, ids: readonly string[]) =>
  childRows(tx, unitId, invoicePaymentMethods, 'invoiceId', ids, asc(invoicePaymentMethods.position));

/** The credit notes of each invoice, oldest first. */
export const creditNotesOf = (tx: Tx, unitId: string, ids: readonly string[]) =>
  childRows(tx, unitId, invoices, 'creditedInvoiceId', ids, asc(invoices.sequence));

/** The invoice that billed each order (an order is invoiced once ever), null for one not invoiced. */
export async function invoiceOfOrders(tx: Tx, unitId: string, orderIds: readonly string[]) {
  const rows = await tx
    .select({ orderId: invoiceOrders.orderId, invoice: invoices })
    .from(invoiceOrders)
    .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
    .where(and(eq(invoiceOrders.unitId, unitId), inArray(invoiceOrders.orderId, [...orderIds])));
  return byKey(orderIds, rows, (row) => row.orderId).map((row) => row?.invoice ?? null);
}
