import { and, asc, desc, eq, lte } from 'drizzle-orm';
import {
  amountText,
  documentTotals,
  LATE_PAYMENT_INTEREST_RATES,
  personNameFor,
  toMoney,
  type InvoiceDocumentType,
  type Locale,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { findOwn, isUuid } from '../../db/records.js';
import { units } from '../../db/schema-core.js';
import { notFound } from '../../errors/app-error.js';
import type {
  CreditNoteView,
  DocumentHeadView,
  InvoiceView,
  OverdueNoticeView,
  PricedDocumentView,
  SalesLineView,
  SettlementView,
} from '../../pdf/render.js';
import { customers } from '../customers/tables.js';
import { departments } from '../departments/tables.js';
import {
  carOf,
  documentLocale,
  lineView,
  logoOf,
  nameOf,
  partyView,
  personOf,
  storedRounding,
  supplierView,
} from '../orders/pdf-view.js';
import type { OrderAllowanceChargeRow, OrderLineRow } from '../orders/repository.js';
import { projects } from '../projects/tables.js';
import { readUnitInvoiceSetting, type UnitInvoiceSettingView } from '../unit-settings/invoice-setting.js';
import { attachmentsOf } from './attachments.js';
import { invoiceAllowanceChargesOf, invoiceLinesOf, ordersOf, type InvoiceRow } from './repository.js';
import { invoicePayments, invoices, overdueNotices } from './tables.js';

export type InvoicePdfView = InvoiceView | CreditNoteView | OverdueNoticeView;

export type InvoicePdfOptions = {
  /** The document's language; the unit's when absent. */
  locale?: Locale;
  /**
   * The spec's maxDate (YYYY-MM-DD): payments, credit notes and overdue notices after it are left
   * out, so the document shows the state of that day. Absent: everything to date.
   */
  maxDate?: string | null;
  /** An overdue notice's PDF: this notice of the invoice; absent, its latest (up to maxDate). */
  noticeId?: string | null;
};

/** The payments and credit notes of an invoice up to a day, oldest first. */
async function settlementOf(tx: Tx, invoice: InvoiceRow, maxDate: string | null | undefined): Promise<SettlementView> {
  const payments = await tx
    .select({ date: invoicePayments.paymentDate, amount: invoicePayments.amount })
    .from(invoicePayments)
    .where(
      and(eq(invoicePayments.invoiceId, invoice.id), maxDate ? lte(invoicePayments.paymentDate, maxDate) : undefined),
    )
    .orderBy(asc(invoicePayments.paymentDate), asc(invoicePayments.createdAt));
  const credits = await tx
    .select({ number: invoices.number, issueDate: invoices.issueDate, amount: invoices.payableAmount })
    .from(invoices)
    .where(and(eq(invoices.creditedInvoiceId, invoice.id), maxDate ? lte(invoices.issueDate, maxDate) : undefined))
    .orderBy(asc(invoices.sequence));
  return {
    payments,
    // A credit note is stored with its (negative) amounts; the settlement names what it credits.
    creditNotes: credits.map((credit) => ({ ...credit, amount: amountText(toMoney(credit.amount).abs()) })),
  };
}

/**
 * A credit note's line as printed: the credited quantity (positive) at the invoice's price. Its
 * order holds the line at the negative quantity, where a fixed allowance of the invoice became a
 * charge (amounts are never negative); negating the line turns it back. A percent keeps its kind,
 * since it follows the sign of the line.
 */
export function creditedLine(line: SalesLineView): SalesLineView {
  return {
    ...line,
    quantity: toMoney(line.quantity).negated().toFixed(4),
    orderedQuantity: null,
    allowanceCharges: line.allowanceCharges?.map((item) =>
      item.percent ? item : { ...item, chargeIndicator: !item.chargeIndicator },
    ),
  };
}

/** The lines as the invoice or credit note states them (a credit note's positive): its PDF's and its EHF's. */
export const statedLines = (lines: OrderLineRow[], locale: Locale, credit: boolean): SalesLineView[] =>
  lines.map((line) => lineView(line, locale)).map(credit ? creditedLine : (line) => line);

/**
 * The document allowances and charges as stated: each order's at the amount it computed, as the
 * invoice's totals took it; on a credit note turned back as its lines are.
 */
export const statedAllowanceCharges = (charges: OrderAllowanceChargeRow[], credit: boolean) =>
  charges.map((item) => ({
    chargeIndicator: credit ? !item.chargeIndicator : item.chargeIndicator,
    reason: item.reason,
    percent: null,
    amount: item.amount,
    taxCategory: item.taxCategory,
    taxPercent: item.taxPercent,
  }));

/**
 * A value every order of the invoice shares, else null (an invoice of two projects names neither).
 * Values compare by content, so two orders to the same address share it.
 */
export function shared<T>(values: T[]): T | null {
  const key = (value: T) => JSON.stringify(value);
  return values.length > 0 && values.every((value) => key(value) === key(values[0]!)) ? values[0]! : null;
}

/** The buyer's references of the invoiced orders ("Deres ref."), each once: on the PDF and as the EHF's BuyerReference. */
export const yourReferenceOf = (orders: readonly { reference: string | null }[]): string | null =>
  [...new Set(orders.map((order) => order.reference).filter((value) => !!value))].join(', ') || null;

/** The seller's reference person, named as the invoice settings ask: who issued the invoice. */
export const ourReferenceOf = (
  settings: Pick<UnitInvoiceSettingView, 'supplierPartyReferenceSetting'>,
  creator: Awaited<ReturnType<typeof personOf>>,
): string | null => (creator ? personNameFor(settings.supplierPartyReferenceSetting, creator) || null : null);

/** The letterhead, parties, references, note, legal notes and attachments of an invoice or credit note. */
async function headOf(tx: Tx, invoice: InvoiceRow, options: InvoicePdfOptions) {
  const [unit] = await tx.select().from(units).where(eq(units.id, invoice.unitId));
  const settings = await readUnitInvoiceSetting(tx, invoice.unitId);
  const [customer] = await tx
    .select({ number: customers.number })
    .from(customers)
    .where(eq(customers.id, invoice.customerId));
  const [orders] = await ordersOf(tx, invoice.unitId, [invoice.id]);
  const [attachments] = await attachmentsOf(tx, invoice.unitId, [invoice.id]);
  const creator = await personOf(tx, invoice.createdById);
  const locale = documentLocale(unit, options.locale);
  const head: DocumentHeadView = {
    locale,
    number: invoice.number,
    issueDate: invoice.issueDate,
    currency: invoice.currencyCode,
    supplier: supplierView(invoice.supplierParty, unit, locale, {
      bban: invoice.bban,
      iban: invoice.iban,
      swift: invoice.swift,
    }),
    customer: { ...partyView(invoice.customerParty, locale), customerNumber: customer?.number ?? null },
    logo: await logoOf(tx, orders![0]?.logoFileId ?? null),
    yourReference: yourReferenceOf(orders!),
    ourReference: ourReferenceOf(settings, creator),
    note: invoice.customNote,
    legalNotes: invoice.legalNotes,
    attachments: attachments!.map((file) => file.fileName),
  };
  return { head, orders: orders!, settings };
}

/**
 * The lines, allowances and charges of the invoice's orders, the dimensions they share, and the
 * rounding that gives the payable amount stored on the invoice (the layout computes the totals
 * again; the unit may have changed its rounding since). A credit note's lines are printed positive.
 */
async function pricedOf(
  tx: Tx,
  invoice: InvoiceRow,
  base: Awaited<ReturnType<typeof headOf>>,
): Promise<PricedDocumentView> {
  const { head, orders, settings } = base;
  const [lines] = await invoiceLinesOf(tx, invoice.unitId, [invoice.id]);
  const [charges] = await invoiceAllowanceChargesOf(tx, invoice.unitId, [invoice.id]);
  const credit = invoice.kind === 'CREDIT_NOTE';
  const printedLines = statedLines(lines!, head.locale, credit);
  const allowanceCharges = statedAllowanceCharges(charges!, credit);
  const stored = amountText(toMoney(invoice.payableAmount).abs());
  const rounding = storedRounding(
    stored,
    (mode) => documentTotals({ lines: printedLines, allowanceCharges, rounding: mode }).payableAmount,
    settings.taxInclusiveAmountRounding,
  );
  return {
    ...head,
    project: await nameOf(tx, projects, shared(orders.map((order) => order.projectId))),
    department: await nameOf(tx, departments, shared(orders.map((order) => order.departmentId))),
    car: await carOf(tx, shared(orders.map((order) => order.carRegistrationId))),
    lines: printedLines,
    allowanceCharges,
    rounding,
    creditDays: invoice.paymentTerm,
    dueDate: invoice.dueDate,
    display: settings.displaySettings,
    exchangeRate: invoice.exchangeRate,
  };
}

/** The notice asked for, or the invoice's latest up to maxDate; none is NOT_FOUND. */
async function noticeOf(tx: Tx, invoice: InvoiceRow, options: InvoicePdfOptions) {
  if (options.noticeId && !isUuid(options.noticeId)) throw notFound('overdueNotice');
  const [notice] = await tx
    .select()
    .from(overdueNotices)
    .where(
      and(
        eq(overdueNotices.invoiceId, invoice.id),
        options.noticeId ? eq(overdueNotices.id, options.noticeId) : undefined,
        options.maxDate ? lte(overdueNotices.issueDate, options.maxDate) : undefined,
      ),
    )
    .orderBy(desc(overdueNotices.sequence))
    .limit(1);
  if (!notice) throw notFound('overdueNotice');
  return notice;
}

/**
 * The late-payment interest rate printed with a notice's interest: the rate of the period's last
 * day (a period over 1 January or 1 July has two; the notice's amount was computed day by day).
 */
function interestPercentOn(date: string): string {
  const rate = LATE_PAYMENT_INTEREST_RATES.filter((item) => item.from <= date).at(-1);
  return rate?.percent ?? LATE_PAYMENT_INTEREST_RATES[0]!.percent;
}

/**
 * Everything the PDF of an invoice, a credit note or an overdue notice shows, read in the caller's
 * transaction (row-level security: another unit's invoice is NOT_FOUND like any unknown id).
 * `invoice` is of an INVOICE row and `creditNote` of a CREDIT_NOTE row (the other kind is
 * NOT_FOUND); `overdueNotice` is of an invoice's notice (`noticeId`, else its latest up to
 * maxDate). Payments and credit notes after maxDate are left out; an overdue notice without a
 * maxDate shows them as of its own date, as it was sent.
 */
export async function invoicePdfView(
  tx: Tx,
  invoiceId: string,
  type: InvoiceDocumentType,
  options: InvoicePdfOptions = {},
): Promise<InvoicePdfView> {
  const invoice = await findOwn(tx, invoices, invoiceId, 'invoice');
  const maxDate = options.maxDate ?? null;
  if (type === 'creditNote') {
    if (invoice.kind !== 'CREDIT_NOTE' || !invoice.creditedInvoiceId) throw notFound('creditNote');
    const [credited] = await tx
      .select({ number: invoices.number, issueDate: invoices.issueDate })
      .from(invoices)
      .where(eq(invoices.id, invoice.creditedInvoiceId));
    const base = await headOf(tx, invoice, options);
    return {
      ...(await pricedOf(tx, invoice, base)),
      type,
      creditedInvoice: credited!,
      orderNumbers: base.orders.map((order) => order.number),
    };
  }
  if (invoice.kind !== 'INVOICE') throw notFound('invoice');
  if (type === 'invoice') {
    const base = await headOf(tx, invoice, options);
    const settlement = await settlementOf(tx, invoice, maxDate);
    return {
      ...(await pricedOf(tx, invoice, base)),
      type,
      dueDate: invoice.dueDate,
      kid: invoice.kid,
      orderNumbers: base.orders.map((order) => order.number),
      settlement: settlement.payments.length + settlement.creditNotes.length > 0 ? settlement : null,
    };
  }
  const notice = await noticeOf(tx, invoice, options);
  const { head } = await headOf(tx, invoice, options);
  const interestTo = notice.interestTo ?? notice.issueDate;
  return {
    ...head,
    type,
    issueDate: notice.issueDate,
    kid: invoice.kid,
    notice: {
      sequence: notice.sequence,
      invoiceIssueDate: invoice.issueDate,
      invoiceDueDate: invoice.dueDate,
      invoiceAmount: invoice.payableAmount,
      settlement: await settlementOf(tx, invoice, maxDate ?? notice.issueDate),
      fee: notice.charge,
      interest: toMoney(notice.interestAmount).isZero()
        ? null
        : {
            percent: interestPercentOn(interestTo),
            fromDate: notice.interestFrom ?? invoice.dueDate,
            toDate: interestTo,
            amount: notice.interestAmount,
          },
      dueDate: notice.dueDate,
    },
  };
}
