import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { InvoiceState } from '@fjord/domain';
import type { Actor } from '../../db/audit.js';
import type { Tx } from '../../db/connection.js';
import { ordered, selectPage } from '../../db/list.js';
import { childRows } from '../../graphql/loaders.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { stateOf } from '../invoices/standing.js';
import type { InvoiceRow } from '../invoices/repository.js';
import { bankPaymentImports, invoicePayments, invoices } from '../invoices/tables.js';

export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
export type BankPaymentImportRow = typeof bankPaymentImports.$inferSelect;

/** A payment a bank file held that no invoice took, as stored with its import. */
export type UnmatchedBankPayment = {
  kid: string;
  amount: string;
  paymentDate: string;
  archiveReference: string;
  reason: string;
  /** The invoice it would have paid, when the reason is an overpayment of it. */
  invoiceId?: string;
};

/**
 * `column in (values)` with the values as one JSON parameter: a bank file's thousands of KIDs or
 * references cost one bound parameter rather than one each.
 */
export const inJsonList = (column: AnyPgColumn, values: readonly string[], type: 'text' | 'uuid' = 'text'): SQL =>
  sql`${column} in (select value::${sql.raw(type)} from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * The invoices by id, locked for the rest of the transaction, in id order (two writers that lock
 * several invoices lock them in the same order, so they queue rather than deadlock). A payment
 * reads what is owed only after this, so two payments of one invoice cannot both pass the check.
 */
export async function lockInvoices(tx: Tx, ids: readonly string[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(invoices)
    .where(inJsonList(invoices.id, ids, 'uuid'))
    .orderBy(asc(invoices.id))
    .for('update');
}

/** What each invoice owes, by id: the domain's state from the sums the invoice keeps (fees included). */
export async function invoiceStates(
  _tx: Tx,
  _unitId: string,
  rows: readonly InvoiceRow[],
  today: string,
): Promise<Map<string, InvoiceState>> {
  return new Map(rows.map((row) => [row.id, stateOf(row, today)]));
}

/**
 * Adds payments to the invoices' kept paid sums (a negative amount takes one back), in one
 * statement per 2,000 invoices, however many a bank file pays.
 */
export async function addToPaidAmounts(tx: Tx, actor: Actor, sums: readonly { id: string; amount: string }[]) {
  for (let start = 0; start < sums.length; start += 2000)
    await tx.execute(sql`
      update ${invoices} set
        paid_amount = ${invoices.paidAmount} + paid.amount,
        updated_at = ${actor.at.toISOString()}::timestamptz,
        updated_by_id = ${actor.userId}
      from jsonb_to_recordset(${JSON.stringify(sums.slice(start, start + 2000))}::jsonb) as paid(id uuid, amount numeric)
      where ${invoices.id} = paid.id`);
}

/** The payments of each invoice, oldest first. */
export const paymentsOf = (tx: Tx, unitId: string, ids: readonly string[]) =>
  childRows(
    tx,
    unitId,
    invoicePayments,
    'invoiceId',
    ids,
    asc(invoicePayments.paymentDate),
    asc(invoicePayments.createdAt),
  );

export const BANK_IMPORT_ORDER_BY = ['created_at'] as const;
export type BankImportOrderBy = (typeof BANK_IMPORT_ORDER_BY)[number];
export type BankImportFilters = { format?: 'OCR' | 'CAMT054' | null };

export function listBankImports(
  tx: Tx,
  unitId: string,
  request: ListRequest<BankImportOrderBy, BankImportFilters>,
): Promise<Page<BankPaymentImportRow>> {
  return selectPage(tx, bankPaymentImports, {
    where: and(
      eq(bankPaymentImports.unitId, unitId),
      request.filters.format ? eq(bankPaymentImports.format, request.filters.format) : undefined,
    ),
    orderBy: [ordered(request.orderDirection, bankPaymentImports.createdAt)],
    window: request,
  });
}
