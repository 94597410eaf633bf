import { asc, eq } from 'drizzle-orm';
import {
  amountText,
  assertTransition,
  checkCreditRequest,
  creditAmountProblem,
  creditNoteProblems,
  creditsAllRemaining,
  roundMoney,
  toMoney,
  uncreditedAmount,
  wholeCreditRequest,
  type CreditLineProblem,
  type CreditRequestLine,
  type DocumentTotals,
  type FieldProblem,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { findOwn } from '../../db/records.js';
import { refuseInvalid } from '../../errors/app-error.js';
import { issueNumber } from '../number-series/service.js';
import { publishInvoiceChanged } from '../invoices/changes.js';
import { invoiceAllowanceChargesOf, invoiceLinesOf, ordersOf, type InvoiceRow } from '../invoices/repository.js';
import { invoiceTotals } from '../invoices/service.js';
import { invoiceOrders, invoicePaymentMethods, invoices } from '../invoices/tables.js';
import { text, type OrderAllowanceChargeInput, type OrderLineInput } from '../orders/input.js';
import { inputOf, lineInputOf } from '../orders/copy.js';
import { totalColumns, type OrderAllowanceChargeRow, type OrderLineRow, type OrderRow } from '../orders/repository.js';
import { insertOrder, lockedMoment, orderService } from '../orders/service.js';
import { orderLines, orders } from '../orders/tables.js';
import { readUnitInvoiceSetting, seriesStartOf } from '../unit-settings/invoice-setting.js';
import { creditedSoFar, type CreditedSoFar } from './repository.js';
import { refreshSoldOfOrders } from '../warehouse/stock.js';

const MODEL = 'creditNote';

export type CreateCreditNoteInput = {
  issueDate: string | null;
  /** The lines and quantities to credit; null: all that remains of every line. */
  lines: readonly CreditRequestLine[] | null;
  reason: string | null;
  customNote?: string | null;
};

/** A refused line of the request as the server's validation, named by its place (`lines.0.quantity`). */
function lineProblem(problem: CreditLineProblem, whole: boolean): FieldProblem {
  switch (problem.type) {
    case 'blank':
      // A whole credit of an invoice nothing remains of is the invoice's state, not a missing choice.
      return whole ? { attribute: 'base', type: 'already_credited' } : { attribute: 'lines', type: 'blank' };
    case 'unknown_line':
      return { attribute: `lines.${problem.index}.lineId`, type: 'invalid' };
    case 'duplicate_line':
      return { attribute: `lines.${problem.index}.lineId`, type: 'taken' };
    case 'not_a_number':
      return { attribute: `lines.${problem.index}.quantity`, type: 'not_a_number' };
    case 'not_positive':
      return { attribute: `lines.${problem.index}.quantity`, type: 'greater_than', params: { count: 0 } };
    case 'exceeds_remaining':
      return { attribute: `lines.${problem.index}.quantity`, type: 'exceeds_remaining', params: problem.params };
  }
}

/**
 * The credited line's own allowance or charge on the credit line. A percent one applies as it is
 * (to the negative quantity, so it mirrors). A fixed amount is credited in proportion to the
 * quantity, rounded to øre, and the credit that takes the line's rest takes the amount's rest, so
 * all credits of a line sum to its amount exactly; on the negative line it is the opposite kind
 * (an allowance of the invoice is a charge of its credit), as amounts are never negative.
 */
function creditedLineAllowance(
  line: OrderLineRow,
  quantity: string,
  remaining: string,
  soFar: CreditedSoFar,
): OrderLineInput['allowanceCharge'] {
  if (line.allowanceChargeIndicator === null) return null;
  if (line.allowanceChargePercent !== null)
    return { chargeIndicator: line.allowanceChargeIndicator, percent: line.allowanceChargePercent, amount: null };
  const amount = toMoney(line.allowanceChargeAmount ?? '0');
  const share = toMoney(quantity).equals(toMoney(remaining))
    ? amount.minus(toMoney(soFar.allowanceAmounts[line.id] ?? '0'))
    : roundMoney(amount.times(toMoney(quantity)).dividedBy(toMoney(line.quantity).abs()));
  return { chargeIndicator: !line.allowanceChargeIndicator, percent: null, amount: amountText(share) };
}

/** A credit line: the invoiced line at the negative quantity, same price, VAT category and rate. */
function creditLine(line: OrderLineRow, quantity: string, remaining: string, soFar: CreditedSoFar): OrderLineInput {
  const negated = toMoney(quantity).times(toMoney(line.quantity).isNegative() ? 1 : -1);
  return {
    ...lineInputOf(line),
    quantity: negated.toFixed(4),
    orderedQuantity: null,
    allowanceCharge: creditedLineAllowance(line, quantity, remaining, soFar),
    fixedTax: { taxCategory: line.taxCategory, taxPercent: line.taxPercent },
  };
}

/**
 * The invoice's document allowances and charges, credited whole — at the amounts the invoice
 * computed, the opposite kind, at their own VAT — by the credit note that takes all that remains.
 * Partial credits credit lines only: a percent of the whole invoice is not a part of any one line,
 * and this way all credit notes of an invoice together credit exactly what it billed.
 */
const creditedAllowanceCharges = (items: readonly OrderAllowanceChargeRow[]): OrderAllowanceChargeInput[] =>
  items.map((item) => ({
    chargeIndicator: !item.chargeIndicator,
    reason: item.reason,
    percent: null,
    amount: item.amount,
    vatRateSymbol: item.vatRateSymbol,
    taxExemptionReason: item.taxExemptionReason,
    fixedTax: { taxCategory: item.taxCategory, taxPercent: item.taxPercent },
  }));

/**
 * The credit note that takes all that remains carries exactly the uncredited amount (the domain's
 * credit-limits rule), its rounding amount taking up what rounding each earlier credit to øre left.
 */
function closingTotals(totals: DocumentTotals, uncredited: string): DocumentTotals {
  const payable = toMoney(uncredited).negated();
  const difference = payable.minus(toMoney(totals.payableAmount));
  return {
    ...totals,
    payableRoundingAmount: amountText(toMoney(totals.payableRoundingAmount).plus(difference)),
    payableAmount: amountText(payable),
  };
}

/** Reads the invoice with its row locked: two credits of one invoice run one after the other. */
async function lockedInvoice(tx: Tx, id: string): Promise<InvoiceRow> {
  await findOwn(tx, invoices, id, 'invoice');
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row!;
}

export const creditNoteService = {
  /**
   * Credits an invoice, whole or chosen lines and quantities: a new order of the credited lines at
   * negative quantities (the invoice's prices and VAT), locked with the invoice's parties and
   * invoiced by a CREDIT_NOTE from the invoice series that references the invoice; the invoice's
   * creditedAmount grows by it. Never more than remains, per line and in total; nothing saved on refusal.
   */
  async create(tx: Tx, actor: Actor, invoiceId: string, input: CreateCreditNoteInput): Promise<InvoiceRow> {
    const invoice = await lockedInvoice(tx, invoiceId);
    if (invoice.kind !== 'INVOICE') refuseInvalid(MODEL, [{ attribute: 'base', type: 'not_an_invoice' }]);
    const values = { issueDate: text(input.issueDate), reason: text(input.reason), customNote: text(input.customNote) };
    const problems: FieldProblem[] = creditNoteProblems(values, invoice.issueDate);
    const [lines] = await invoiceLinesOf(tx, actor.unitId, [invoice.id]);
    const soFar = await creditedSoFar(
      tx,
      actor.unitId,
      lines!.map((line) => line.id),
    );
    const whole = input.lines === null;
    const request = input.lines ?? wholeCreditRequest(lines!, soFar.quantities);
    problems.push(...checkCreditRequest(lines!, soFar.quantities, request).map((p) => lineProblem(p, whole)));
    refuseInvalid(MODEL, problems);

    const closing = creditsAllRemaining(lines!, soFar.quantities, request);
    const remaining = wholeCreditRequest(lines!, soFar.quantities);
    const [billed] = await ordersOf(tx, actor.unitId, [invoice.id]);
    const [allowanceCharges] = await invoiceAllowanceChargesOf(tx, actor.unitId, [invoice.id]);
    const first = billed![0]!;
    const order = await insertOrder(tx, actor, {
      ...inputOf(first, [], [], values.issueDate!),
      note: values.reason,
      lines: request.map((asked) =>
        creditLine(
          lines!.find((line) => line.id === asked.lineId)!,
          asked.quantity,
          remaining.find((item) => item.lineId === asked.lineId)!.quantity,
          soFar,
        ),
      ),
      allowanceCharges: closing ? creditedAllowanceCharges(allowanceCharges!) : [],
    });
    await linkCreditedLines(tx, order.id, request);

    const uncredited = uncreditedAmount(invoice.payableAmount, invoice.creditedAmount);
    const settings = await readUnitInvoiceSetting(tx, actor.unitId);
    const computed = await invoiceTotals(tx, actor.unitId, [order.id], settings.taxInclusiveAmountRounding);
    const totals = closing ? closingTotals(computed, uncredited) : computed;
    const amountProblem = creditAmountProblem({
      invoicePayableAmount: invoice.payableAmount,
      creditedAmount: invoice.creditedAmount,
      creditPayableAmount: toMoney(totals.payableAmount).negated(),
    });
    // Thrown inside the transaction, so the order written above goes with it.
    refuseInvalid(MODEL, amountProblem ? [amountProblem] : []);

    let state = assertTransition({ status: order.status, invoiced: order.invoiced }, 'lock');
    state = assertTransition(state, 'invoice');
    await tx
      .update(orders)
      .set({
        ...state,
        supplierParty: invoice.supplierParty,
        customerParty: invoice.customerParty,
        ...lockedMoment(actor),
        updatedById: actor.userId,
        updatedAt: actor.at,
      })
      .where(eq(orders.id, order.id));
    // The credited goods come back to stock (docs/features.md, Warehouse).
    await refreshSoldOfOrders(tx, actor.unitId, [order.id]);

    const issued = await issueNumber(tx, actor, 'invoice', () => seriesStartOf(tx, actor.unitId, 'invoice'));
    const [created] = await tx
      .insert(invoices)
      .values({
        ...issued,
        kind: 'CREDIT_NOTE',
        issueDate: values.issueDate!,
        dueDate: values.issueDate!,
        currentDueDate: values.issueDate!,
        paymentTerm: 0,
        kid: null,
        customerId: invoice.customerId,
        currencyCode: invoice.currencyCode,
        exchangeRate: invoice.exchangeRate,
        isExport: invoice.isExport,
        supplierParty: invoice.supplierParty,
        customerParty: invoice.customerParty,
        bban: invoice.bban,
        iban: invoice.iban,
        swift: invoice.swift,
        customNote: values.customNote,
        legalNotes: invoice.legalNotes,
        creditedInvoiceId: invoice.id,
        creditReason: values.reason,
        ...totalColumns(totals),
        unitId: actor.unitId,
        createdById: actor.userId,
        updatedById: actor.userId,
        createdAt: actor.at,
        updatedAt: actor.at,
      })
      .returning();
    const common = {
      unitId: actor.unitId,
      invoiceId: created!.id,
      createdById: actor.userId,
      updatedById: actor.userId,
    };
    await tx.insert(invoiceOrders).values({ ...common, orderId: order.id, position: 0 });
    const [method] = await tx
      .select({ name: invoicePaymentMethods.name })
      .from(invoicePaymentMethods)
      .where(eq(invoicePaymentMethods.invoiceId, invoice.id))
      .orderBy(asc(invoicePaymentMethods.position))
      .limit(1);
    await tx
      .insert(invoicePaymentMethods)
      .values({ ...common, position: 0, name: method!.name, amount: totals.payableAmount });
    await tx
      .update(invoices)
      .set({ creditedAmount: amountText(toMoney(invoice.creditedAmount).minus(toMoney(totals.payableAmount))) })
      .where(eq(invoices.id, invoice.id));
    await recordAudit(tx, actor, 'create', MODEL, created!.id, {
      number: created!.number,
      creditedInvoice: invoice.number,
      payableAmount: created!.payableAmount,
      order: order.number,
      lines: request.map((item) => ({ ...item })),
    });
    await publishInvoiceChanged(tx, actor.unitId, invoice.id);
    await publishInvoiceChanged(tx, actor.unitId, created!.id);
    return created!;
  },

  /** New open orders with the same content as each order the invoice billed (orderService.duplicate), dated `today`. */
  async duplicateInvoice(tx: Tx, actor: Actor, invoiceId: string, today: string): Promise<OrderRow[]> {
    const invoice = await findOwn(tx, invoices, invoiceId, 'invoice');
    const [billed] = await ordersOf(tx, actor.unitId, [invoice.id]);
    const copies: OrderRow[] = [];
    for (const order of billed!) copies.push(await orderService.duplicate(tx, actor, order.id, today));
    return copies;
  },
};

/** Each credit line names the invoiced line it credits: the link what remains is derived from. */
async function linkCreditedLines(tx: Tx, orderId: string, request: readonly CreditRequestLine[]) {
  const written = await tx
    .select({ id: orderLines.id, position: orderLines.position })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  for (const line of written)
    await tx
      .update(orderLines)
      .set({ creditedLineId: request[line.position]!.lineId })
      .where(eq(orderLines.id, line.id));
}
