import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  assertTransition,
  documentTotals,
  exchangeRateProblems,
  invoiceOrderProblems,
  invoiceProblems,
  invoiceKid,
  paymentTermDays,
  type DocumentTotals,
  type FieldProblem,
  type InvoiceRoundingMode,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { findOwn, isUuid } from '../../db/records.js';
import { notFound, refuseInvalid } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { customers } from '../customers/tables.js';
import { issueNumber } from '../number-series/service.js';
import { lineAllowanceCharges } from '../orders/lines.js';
import {
  allowanceChargesOf,
  linesOf,
  totalColumns,
  type OrderAllowanceChargeRow,
  type OrderLineRow,
  type OrderRow,
} from '../orders/repository.js';
import { orders } from '../orders/tables.js';
import {
  readUnitInvoiceSetting,
  seriesStartOf,
  type UnitInvoiceSettingView,
} from '../unit-settings/invoice-setting.js';
import { checkInvoiceAttachments } from './attachments.js';
import { publishInvoiceChanged } from './changes.js';
import { listInvoices, type InvoiceFilters, type InvoiceOrderBy, type InvoiceRow } from './repository.js';
import { invoiceAttachments, invoiceOrders, invoicePaymentMethods, invoices } from './tables.js';

const MODEL = 'invoice';

export type CreateInvoiceInput = {
  orderIds: string[];
  issueDate: string | null;
  dueDate: string | null;
  paymentMethods: { name: string | null; amount: string | null }[];
  customNote?: string | null;
  /** NOK for one unit of the orders' currency: required when it is not NOK, refused when it is. */
  exchangeRate?: string | null;
  /** Files uploaded as `invoice_attachment`, at most 15 MB together. */
  attachmentIds?: string[] | null;
};

export type InvoicePreview = ReturnType<typeof totalColumns> & { currencyCode: string };

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const requireOrderIds = (ids: readonly string[]) => {
  if (ids.some((id) => !isUuid(id))) throw notFound('order');
};

/**
 * The orders by id in the order asked, locked for the transaction when they are to be invoiced;
 * any id not of this unit is NOT_FOUND.
 */
async function ordersById(tx: Tx, ids: readonly string[], lock: boolean): Promise<OrderRow[]> {
  requireOrderIds(ids);
  if (ids.length === 0) return [];
  const query = tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(orders.sequence);
  const rows = lock ? await query.for('update') : await query;
  if (rows.length !== ids.length) throw notFound('order');
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

type OrderContent = { lines: OrderLineRow[]; allowanceCharges: OrderAllowanceChargeRow[] };

/** The lines and document allowances and charges of the orders, order by order; both reads sent at once. */
async function orderContent(tx: Tx, unitId: string, orderIds: readonly string[]): Promise<OrderContent> {
  const [lines, allowanceCharges] = await Promise.all([
    linesOf(tx, unitId, orderIds),
    allowanceChargesOf(tx, unitId, orderIds),
  ]);
  return { lines: lines.flat(), allowanceCharges: allowanceCharges.flat() };
}

/**
 * One VAT breakdown over all the orders: their lines as they are, and their document allowances
 * and charges at the amounts each order computed (a percent one was of its own order's lines).
 */
function totalsOf({ lines, allowanceCharges }: OrderContent, rounding: InvoiceRoundingMode): DocumentTotals {
  return documentTotals({
    lines: lines.map((line) => ({
      quantity: line.quantity,
      priceAmount: line.priceAmount,
      baseQuantity: line.baseQuantity,
      taxCategory: line.taxCategory,
      taxPercent: line.taxPercent,
      allowanceCharges: lineAllowanceCharges(line),
    })),
    allowanceCharges: allowanceCharges.map((item) => ({
      chargeIndicator: item.chargeIndicator,
      percent: null,
      amount: item.amount,
      taxCategory: item.taxCategory,
      taxPercent: item.taxPercent,
    })),
    rounding,
  });
}

export async function invoiceTotals(
  tx: Tx,
  unitId: string,
  orderIds: readonly string[],
  rounding: InvoiceRoundingMode,
): Promise<DocumentTotals> {
  return totalsOf(await orderContent(tx, unitId, orderIds), rounding);
}

/** The customer number of the order's customer, for the KID. */
async function customerNumberOf(tx: Tx, orderId: string | undefined): Promise<string | null> {
  if (!orderId) return null;
  const [row] = await tx
    .select({ number: customers.number })
    .from(customers)
    .innerJoin(orders, eq(orders.customerId, customers.id))
    .where(eq(orders.id, orderId));
  return row?.number ?? null;
}

/**
 * The KID of the settings from the customer's and the invoice's numbers; a setting too short for
 * the invoice number refuses the invoice (the number taken is given back with the transaction).
 */
function kidOf(settings: UnitInvoiceSettingView, customerNumber: string, invoiceNumber: string): string | null {
  if (!settings.usesKid || !settings.kidLength) return null;
  const result = invoiceKid({
    customerNumber,
    invoiceNumber,
    length: settings.kidLength,
    method: settings.kidModDigit,
  });
  if (result.problem) refuseInvalid(MODEL, [{ attribute: 'kid', ...result.problem }]);
  return result.kid;
}

const invoiceable = (order: OrderRow) => ({
  status: order.status,
  invoiced: order.invoiced,
  customerId: order.customerId,
  currencyCode: order.currencyCode,
  isExport: order.isExport,
  supplier: order.supplierParty?.organizationNumber ?? order.supplierParty?.name ?? '',
  vatRegulation: order.supplierParty?.vatRegulation ?? null,
});

export const invoiceService = {
  list(
    tx: Tx,
    unitId: string,
    request: ListRequest<InvoiceOrderBy, InvoiceFilters>,
    today: string,
  ): Promise<Page<InvoiceRow>> {
    return listInvoices(tx, unitId, request, today);
  },

  find(tx: Tx, id: string): Promise<InvoiceRow> {
    return findOwn(tx, invoices, id, MODEL);
  },

  /**
   * What an invoice of these orders would come to, before it is issued: the same checks of the
   * orders as create (refused alike), and the one VAT breakdown create stores.
   */
  async preview(tx: Tx, unitId: string, orderIds: readonly string[]): Promise<InvoicePreview> {
    const ids = [...new Set(orderIds)];
    const picked = await ordersById(tx, ids, false);
    refuseInvalid(MODEL, invoiceOrderProblems(picked.map(invoiceable)));
    const settings = await readUnitInvoiceSetting(tx, unitId);
    const totals = await invoiceTotals(tx, unitId, ids, settings.taxInclusiveAmountRounding);
    return { ...totalColumns(totals), currencyCode: picked[0]!.currencyCode };
  },

  /**
   * Issues an invoice of locked, not yet invoiced orders: every rule of spec 001 §5.4 checked at
   * once and nothing saved on refusal; the number from the unit's invoice series in this
   * transaction (gapless), the KID of the settings, the parties of the orders as frozen at lock,
   * and the orders marked invoiced.
   */
  async create(tx: Tx, actor: Actor, input: CreateInvoiceInput): Promise<InvoiceRow> {
    const orderIds = [...new Set(input.orderIds)];
    requireOrderIds(orderIds);
    // Sent at once on the pipelined connection, in this order: the server reads the lines only
    // after it has locked the orders, so they are the lines of the orders as locked.
    const [picked, settings, content, customerNumber] = await Promise.all([
      ordersById(tx, orderIds, true),
      readUnitInvoiceSetting(tx, actor.unitId),
      orderContent(tx, actor.unitId, orderIds),
      customerNumberOf(tx, orderIds[0]),
    ]);
    const problems: FieldProblem[] = invoiceOrderProblems(picked.map(invoiceable));
    if (!settings.bban && !settings.iban) problems.push({ attribute: 'base', type: 'missing_bban' });
    const totals = problems.length === 0 ? totalsOf(content, settings.taxInclusiveAmountRounding) : null;
    const values = {
      issueDate: text(input.issueDate),
      dueDate: text(input.dueDate),
      customNote: text(input.customNote),
    };
    const paymentMethods = input.paymentMethods.map((method) => ({
      name: text(method.name),
      amount: text(method.amount),
    }));
    problems.push(...invoiceProblems(values, paymentMethods, totals?.payableAmount ?? null));
    const exchangeRate = text(input.exchangeRate);
    if (picked.length > 0) problems.push(...exchangeRateProblems(picked[0]!.currencyCode, exchangeRate));
    refuseInvalid(MODEL, problems);

    const attached = await checkInvoiceAttachments(tx, input.attachmentIds);

    // From the series' hold to the commit other issuers wait: two round trips, the number's and
    // the batch that writes the invoice (its id made here) with everything that refers to it.
    const first = picked[0]!;
    const issued = await issueNumber(tx, actor, 'invoice', () => seriesStartOf(tx, actor.unitId, 'invoice'));
    const kid = kidOf(settings, customerNumber!, issued.number);
    const invoiceId = randomUUID();
    const common = { unitId: actor.unitId, invoiceId, createdById: actor.userId, updatedById: actor.userId };
    // Every order goes the same way (locked, not invoiced, checked above): one update for all.
    const next = assertTransition({ status: first.status, invoiced: first.invoiced }, 'invoice');
    const [[created]] = await Promise.all([
      tx
        .insert(invoices)
        .values({
          ...issued,
          id: invoiceId,
          kind: 'INVOICE',
          issueDate: values.issueDate!,
          dueDate: values.dueDate!,
          currentDueDate: values.dueDate!,
          paymentTerm: paymentTermDays(values.issueDate!, values.dueDate!),
          kid,
          customerId: first.customerId,
          currencyCode: first.currencyCode,
          exchangeRate,
          isExport: first.isExport,
          supplierParty: first.supplierParty!,
          customerParty: first.customerParty!,
          bban: settings.bban,
          iban: settings.iban,
          swift: settings.swift,
          customNote: values.customNote ?? settings.customNote,
          legalNotes: settings.legalNotes,
          ...totalColumns(totals!),
          unitId: actor.unitId,
          createdById: actor.userId,
          updatedById: actor.userId,
          createdAt: actor.at,
          updatedAt: actor.at,
        })
        .returning(),
      tx.insert(invoiceOrders).values(picked.map((order, position) => ({ ...common, orderId: order.id, position }))),
      tx.insert(invoicePaymentMethods).values(
        paymentMethods.map((method, position) => ({
          ...common,
          position,
          name: method.name!,
          amount: method.amount!,
        })),
      ),
      attached.length > 0
        ? tx
            .insert(invoiceAttachments)
            .values(attached.map((file, position) => ({ ...common, fileId: file.id, position })))
        : null,
      tx
        .update(orders)
        .set({ ...next, updatedById: actor.userId, updatedAt: actor.at })
        .where(inArray(orders.id, orderIds)),
      recordAudit(tx, actor, 'create', MODEL, invoiceId, {
        number: issued.number,
        kid,
        payableAmount: totals!.payableAmount,
        ...(exchangeRate ? { exchangeRate } : {}),
        orders: picked.map((order) => order.number),
      }),
      publishInvoiceChanged(tx, actor.unitId, invoiceId),
    ]);
    return created!;
  },
};
