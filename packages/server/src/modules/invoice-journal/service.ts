import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  overdueNoticeVoucher,
  paymentVoucher,
  salesDocumentVoucher,
  type JournalAccounts,
  type JournalLanguage,
  type JournalLine,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { customers } from '../customers/tables.js';
import { invoicePayments, invoices, overdueNotices } from '../invoices/tables.js';
import { readJournalAccounts } from '../unit-settings/invoice-setting.js';

const credited = alias(invoices, 'credited_invoice');

/** What a notice's or payment's voucher takes from its invoice and customer (joined by withInvoice). */
const invoiceParty = {
  invoiceNumber: invoices.number,
  currencyCode: invoices.currencyCode,
  customerNumber: customers.number,
  customerName: customers.name,
};

/** Each read answers its vouchers once the unit's accounts are known (they are read alongside). */
type Vouchers = (accounts: JournalAccounts) => JournalLine[][];

/** Invoices and credit notes issued from … to, with their customer and the invoice a credit note credits. */
async function salesDocuments(
  tx: Tx,
  unitId: string,
  from: string,
  to: string,
  language: JournalLanguage,
): Promise<Vouchers> {
  const rows = await tx
    .select({
      invoice: {
        kind: invoices.kind,
        number: invoices.number,
        issueDate: invoices.issueDate,
        currencyCode: invoices.currencyCode,
        payableAmount: invoices.payableAmount,
        payableRoundingAmount: invoices.payableRoundingAmount,
        taxSubtotals: invoices.taxSubtotals,
      },
      customerNumber: customers.number,
      customerName: customers.name,
      creditedInvoiceNumber: credited.number,
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
    .where(and(eq(invoices.unitId, unitId), gte(invoices.issueDate, from), lte(invoices.issueDate, to)))
    .orderBy(asc(invoices.issueDate), asc(invoices.sequence));
  return (accounts) =>
    rows.map((row) =>
      salesDocumentVoucher(
        {
          kind: row.invoice.kind,
          number: row.invoice.number,
          issueDate: row.invoice.issueDate,
          customerNumber: row.customerNumber,
          customerName: row.customerName,
          currencyCode: row.invoice.currencyCode,
          payableAmount: row.invoice.payableAmount,
          payableRoundingAmount: row.invoice.payableRoundingAmount,
          taxSubtotals: row.invoice.taxSubtotals,
          creditedInvoiceNumber: row.creditedInvoiceNumber,
        },
        language,
        accounts,
      ),
    );
}

type Party = { [K in keyof typeof invoiceParty]: string };
const partyOf = ({ invoiceNumber, currencyCode, customerNumber, customerName }: Party): Party => ({
  invoiceNumber,
  currencyCode,
  customerNumber,
  customerName,
});

/** Overdue notices issued from … to that charged a fee or interest. */
async function notices(tx: Tx, unitId: string, from: string, to: string, language: JournalLanguage): Promise<Vouchers> {
  const rows = await tx
    .select({
      notice: {
        sequence: overdueNotices.sequence,
        issueDate: overdueNotices.issueDate,
        charge: overdueNotices.charge,
        interestAmount: overdueNotices.interestAmount,
      },
      ...invoiceParty,
    })
    .from(overdueNotices)
    .innerJoin(invoices, eq(invoices.id, overdueNotices.invoiceId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(
      and(
        eq(overdueNotices.unitId, unitId),
        gte(overdueNotices.issueDate, from),
        lte(overdueNotices.issueDate, to),
        or(sql`${overdueNotices.charge} <> 0`, sql`${overdueNotices.interestAmount} <> 0`),
      ),
    )
    .orderBy(asc(overdueNotices.issueDate), asc(invoices.sequence), asc(overdueNotices.sequence));
  return (accounts) =>
    rows.map((row) =>
      overdueNoticeVoucher(
        {
          ...partyOf(row),
          sequence: row.notice.sequence,
          issueDate: row.notice.issueDate,
          charge: row.notice.charge,
          interestAmount: row.notice.interestAmount,
        },
        language,
        accounts,
      ),
    );
}

/**
 * Payments dated from … to. Each is numbered among all its invoice's payments (by date, then
 * registration), so a payment keeps its voucher number whatever period is exported.
 */
async function payments(
  tx: Tx,
  unitId: string,
  from: string,
  to: string,
  language: JournalLanguage,
): Promise<Vouchers> {
  const rows = await tx
    .select({
      payment: { paymentDate: invoicePayments.paymentDate, amount: invoicePayments.amount },
      index: sql<number>`(select count(*) from ${invoicePayments} as earlier
        where earlier.invoice_id = ${invoicePayments.invoiceId}
          and (earlier.payment_date, earlier.created_at, earlier.id)
            <= (${invoicePayments.paymentDate}, ${invoicePayments.createdAt}, ${invoicePayments.id}))::int`,
      ...invoiceParty,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(
      and(
        eq(invoicePayments.unitId, unitId),
        gte(invoicePayments.paymentDate, from),
        lte(invoicePayments.paymentDate, to),
      ),
    )
    .orderBy(asc(invoicePayments.paymentDate), asc(invoices.sequence), asc(invoicePayments.createdAt));
  return (accounts) =>
    rows.map((row) =>
      paymentVoucher(
        {
          ...partyOf(row),
          index: row.index,
          paymentDate: row.payment.paymentDate,
          amount: row.payment.amount,
        },
        language,
        accounts,
      ),
    );
}

// Payroll's vouchers (PAYCHECK) are in the payroll journal, never in this one.
const VOUCHER_ORDER = { INVOICE: 0, CREDIT_NOTE: 0, OVERDUE_NOTICE: 1, PAYMENT: 2, PAYCHECK: 3 } as const;

export const invoiceJournalService = {
  /**
   * The journal of the period (issue #13 item 12): every issued invoice and credit note, every
   * overdue notice with a fee or interest and every payment dated from … to, as balanced vouchers
   * on the unit's accounts (its invoice settings' journalAccounts; NS 4102's, JOURNAL_ACCOUNT_DEFAULTS
   * of @fjord/domain, until it saves its own), by date; on one date documents first, then notices,
   * then payments.
   */
  async journal(tx: Tx, unitId: string, from: string, to: string, language: JournalLanguage): Promise<JournalLine[]> {
    // The four reads go out together on the pipelined connection.
    const [accounts, ...parts] = await Promise.all([
      readJournalAccounts(tx, unitId),
      salesDocuments(tx, unitId, from, to, language),
      notices(tx, unitId, from, to, language),
      payments(tx, unitId, from, to, language),
    ]);
    const vouchers = parts.flatMap((part) => part(accounts)).filter((lines) => lines.length > 0);
    // A stable sort: within a date and kind the queries' own order (number, sequence) stays.
    vouchers.sort(
      (a, b) =>
        a[0]!.date.localeCompare(b[0]!.date) || VOUCHER_ORDER[a[0]!.voucherType] - VOUCHER_ORDER[b[0]!.voucherType],
    );
    return vouchers.flat();
  },
};
