import { eq, inArray } from 'drizzle-orm';
import {
  assertTransition,
  documentTotals,
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
import { allowanceChargesOf, linesOf, totalColumns, type OrderRow } from '../orders/repository.js';
import { orders } from '../orders/tables.js';
import {
  readUnitInvoiceSetting,
  seriesStartOf,
  type UnitInvoiceSettingView,
} from '../unit-settings/invoice-setting.js';
import { attachInvoiceFiles } from './attachments.js';
import { publishInvoiceChanged } from './changes.js';
import { listInvoices, type InvoiceFilters, type InvoiceOrderBy, type InvoiceRow } from './repository.js';
import { invoiceOrders, invoicePaymentMethods, invoices } from './tables.js';

const MODEL = 'invoice';

export type CreateInvoiceInput = {
  orderIds: string[];
  issueDate: string | null;
  dueDate: string | null;
  paymentMethods: { name: string | null; amount: string | null }[];
  customNote?: string | null;
  /** Files uploaded as `invoice_attachment`, at most 15 MB together. */
  attachmentIds?: string[] | null;
};

export type InvoicePreview = ReturnType<typeof totalColumns> & { currencyCode: string };

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The orders by id in the order asked, locked for the transaction when they are to be invoiced;
 * any id not of this unit is NOT_FOUND.
 */
async function ordersById(tx: Tx, ids: readonly string[], lock: boolean): Promise<OrderRow[]> {
  if (ids.some((id) => !isUuid(id))) throw notFound('order');
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

/**
 * One VAT breakdown over all the orders: their lines as they are, and their document allowances
 * and charges at the amounts each order computed (a percent one was of its own order's lines).
 */
export async function invoiceTotals(
  tx: Tx,
  unitId: string,
  orderIds: readonly string[],
  rounding: InvoiceRoundingMode,
): Promise<DocumentTotals> {
  const lines = (await linesOf(tx, unitId, orderIds)).flat();
  const allowanceCharges = (await allowanceChargesOf(tx, unitId, orderIds)).flat();
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
    const picked = await ordersById(tx, orderIds, true);
    const settings = await readUnitInvoiceSetting(tx, actor.unitId);
    const problems: FieldProblem[] = invoiceOrderProblems(picked.map(invoiceable));
    if (!settings.bban && !settings.iban) problems.push({ attribute: 'base', type: 'missing_bban' });
    const totals =
      problems.length === 0
        ? await invoiceTotals(tx, actor.unitId, orderIds, settings.taxInclusiveAmountRounding)
        : null;
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
    refuseInvalid(MODEL, problems);

    const first = picked[0]!;
    const [customer] = await tx
      .select({ number: customers.number })
      .from(customers)
      .where(eq(customers.id, first.customerId));
    const issued = await issueNumber(tx, actor, 'invoice', () => seriesStartOf(tx, actor.unitId, 'invoice'));
    const [created] = await tx
      .insert(invoices)
      .values({
        ...issued,
        kind: 'INVOICE',
        issueDate: values.issueDate!,
        dueDate: values.dueDate!,
        currentDueDate: values.dueDate!,
        paymentTerm: paymentTermDays(values.issueDate!, values.dueDate!),
        kid: kidOf(settings, customer!.number, issued.number),
        customerId: first.customerId,
        currencyCode: first.currencyCode,
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
      .returning();
    await attachInvoiceFiles(tx, created!, input.attachmentIds);
    const common = {
      unitId: actor.unitId,
      invoiceId: created!.id,
      createdById: actor.userId,
      updatedById: actor.userId,
    };
    await tx
      .insert(invoiceOrders)
      .values(picked.map((order, position) => ({ ...common, orderId: order.id, position })));
    await tx
      .insert(invoicePaymentMethods)
      .values(
        paymentMethods.map((method, position) => ({ ...common, position, name: method.name!, amount: method.amount! })),
      );
    for (const order of picked) {
      const next = assertTransition({ status: order.status, invoiced: order.invoiced }, 'invoice');
      await tx
        .update(orders)
        .set({ ...next, updatedById: actor.userId, updatedAt: actor.at })
        .where(eq(orders.id, order.id));
    }
    await recordAudit(tx, actor, 'create', MODEL, created!.id, {
      number: created!.number,
      kid: created!.kid,
      payableAmount: created!.payableAmount,
      orders: picked.map((order) => order.number),
    });
    await publishInvoiceChanged(tx, actor.unitId, created!.id);
    return created!;
  },
};
