import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CREDIT_NOTE_STATUS, InvoiceKind, InvoiceStanding } from '@fjord/domain';
import {
  amountColumn,
  exchangeRateColumn,
  seriesValueColumn,
  tenantColumns,
  tenantKey,
  tenantReference,
} from '../../db/columns.js';
import { customers } from '../customers/tables.js';
import { files } from '../files/tables.js';
import { documentTotalColumns } from '../orders/document-columns.js';
import { orders } from '../orders/tables.js';
import type { OrderParty } from '../orders/types.js';

/**
 * An issued invoice or credit note. Written once, when it is issued, and never changed after:
 * corrections are credit notes, and what happens to it later (payments, notices, credit notes,
 * deliveries) are rows of their own. The amounts are one VAT breakdown over all its orders by the
 * domain's documentTotals. paidAmount, creditedAmount and feesAmount are sums of those rows kept in the same
 * transaction that writes them, so the list can filter by status without aggregating.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...tenantColumns(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    /** From the unit's invoice series; credit notes share it (norway-facts.md allows either). */
    number: text('number').notNull(),
    sequence: seriesValueColumn('sequence').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Days from issue to due date, as printed ("14 dager netto"). */
    paymentTerm: integer('payment_term').notNull(),
    kid: text('kid'),
    customerId: uuid('customer_id').notNull(),
    currencyCode: text('currency_code').notNull(),
    /**
     * NOK for one unit of the currency, given when the invoice was issued in another currency than
     * NOK (null for NOK); a credit note carries its invoice's. The VAT in NOK is computed from it
     * (taxAmountInNok of @fjord/domain). Invoices issued in another currency before migration 0018
     * have none.
     */
    exchangeRate: exchangeRateColumn('exchange_rate'),
    isExport: boolean('is_export').notNull(),
    supplierParty: jsonb('supplier_party').$type<OrderParty>().notNull(),
    customerParty: jsonb('customer_party').$type<OrderParty>().notNull(),
    bban: text('bban'),
    iban: text('iban'),
    swift: text('swift'),
    customNote: text('custom_note'),
    /** The unit's legal notes when the invoice was issued. */
    legalNotes: jsonb('legal_notes').$type<string[]>().notNull(),
    /** The invoice a credit note credits. */
    creditedInvoiceId: uuid('credited_invoice_id'),
    /** Why a credit note credits its invoice (required on credit notes, null on invoices). */
    creditReason: text('credit_reason'),
    ...documentTotalColumns(),
    /** The sum of its payments. */
    paidAmount: amountColumn('paid_amount').notNull().default('0'),
    /** The sum of its credit notes' payable amounts, as a positive amount. */
    creditedAmount: amountColumn('credited_amount').notNull().default('0'),
    /** The reminder fees and interest of its overdue notices: owed on top of the invoice. */
    feesAmount: amountColumn('fees_amount').notNull().default('0'),
    /** The due date of its latest overdue notice, else its own. */
    currentDueDate: date('current_due_date', { mode: 'string' }).notNull(),
    /**
     * The standing of invoiceState (@fjord/domain), or CREDIT_NOTE: kept by PostgreSQL on every
     * write of the sums, so a status is an index range (with the due date for the owing ones).
     * invoices.int.test.ts proves it equal to the domain's for every status.
     */
    standing: text('standing')
      .$type<InvoiceStanding | typeof CREDIT_NOTE_STATUS>()
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`case
          when kind = 'CREDIT_NOTE' then 'CREDIT_NOTE'
          when credited_amount > 0 and credited_amount >= payable_amount then 'CREDITED'
          when payable_amount - credited_amount - paid_amount + fees_amount <= 0 then 'PAID'
          when paid_amount > 0 then 'PART_PAID'
          else 'UNPAID' end`),
      ),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.customerId, customers),
    foreignKey({
      name: 'invoices_credited_invoice_id_fk',
      columns: [t.unitId, t.creditedInvoiceId],
      foreignColumns: [t.unitId, t.id],
    }),
    uniqueIndex('invoices_unit_number_key').on(t.unitId, t.number),
    index('invoices_unit_sequence_idx').on(t.unitId, sql`${t.sequence} desc`),
    index('invoices_unit_standing_idx').on(t.unitId, t.standing, t.currentDueDate),
    index('invoices_customer_sequence_idx').on(t.customerId, sql`${t.sequence} desc`),
    index('invoices_unit_kid_idx').on(t.unitId, t.kid),
    index('invoices_unit_issue_date_idx').on(t.unitId, t.issueDate),
    index('invoices_credited_invoice_idx').on(t.creditedInvoiceId),
    check('invoices_kind_check', sql`${t.kind} in ('INVOICE', 'CREDIT_NOTE')`),
    // A rate only in another currency than NOK, and above 0.
    check(
      'invoices_exchange_rate_check',
      sql`${t.exchangeRate} is null or (${t.exchangeRate} > 0 and ${t.currencyCode} <> 'NOK')`,
    ),
  ],
);

/** The orders an invoice (or credit note) bills: each order once, ever. */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    ...tenantColumns(),
    invoiceId: uuid('invoice_id').notNull(),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    tenantReference(t, t.invoiceId, invoices, 'cascade'),
    tenantReference(t, t.orderId, orders),
    uniqueIndex('invoice_orders_order_key').on(t.orderId),
    index('invoice_orders_invoice_idx').on(t.invoiceId, t.position),
  ],
);

/** How the invoice is to be paid: the unit's payment methods with amounts summing to the payable amount. */
export const invoicePaymentMethods = pgTable(
  'invoice_payment_methods',
  {
    ...tenantColumns(),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    amount: amountColumn('amount').notNull(),
  },
  (t) => [
    tenantReference(t, t.invoiceId, invoices, 'cascade'),
    index('invoice_payment_methods_invoice_idx').on(t.invoiceId, t.position),
  ],
);

/** Files that go along with the invoice (its PDF and EHF carry them); at most 15 MB together. */
export const invoiceAttachments = pgTable(
  'invoice_attachments',
  {
    ...tenantColumns(),
    invoiceId: uuid('invoice_id').notNull(),
    fileId: uuid('file_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    tenantReference(t, t.invoiceId, invoices, 'cascade'),
    tenantReference(t, t.fileId, files),
    index('invoice_attachments_invoice_idx').on(t.invoiceId, t.position),
  ],
);

/** A bank file of incoming KID payments as it was imported, with what it could not match. */
export const bankPaymentImports = pgTable(
  'bank_payment_imports',
  {
    ...tenantColumns(),
    fileName: text('file_name').notNull(),
    format: text('format').$type<'OCR' | 'CAMT054'>().notNull(),
    matchedCount: integer('matched_count').notNull(),
    matchedAmount: amountColumn('matched_amount').notNull(),
    /** The payments it could not place, each with why, for the user to handle. */
    unmatched: jsonb('unmatched').$type<Record<string, unknown>[]>().notNull(),
    duplicateCount: integer('duplicate_count').notNull(),
  },
  (t) => [tenantKey(t), index('bank_payment_imports_unit_idx').on(t.unitId, t.createdAt)],
);

/**
 * A payment received on an invoice, typed in or imported. The bank's archive reference is unique
 * per unit, so one bank transaction is never booked twice.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    ...tenantColumns(),
    invoiceId: uuid('invoice_id').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    amount: amountColumn('amount').notNull(),
    kid: text('kid'),
    archiveReference: text('archive_reference'),
    bankImportId: uuid('bank_import_id'),
    note: text('note'),
  },
  (t) => [
    tenantReference(t, t.invoiceId, invoices),
    tenantReference(t, t.bankImportId, bankPaymentImports),
    uniqueIndex('invoice_payments_archive_reference_key')
      .on(t.unitId, t.archiveReference)
      .where(sql`${t.archiveReference} is not null`),
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.paymentDate),
    check('invoice_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A reminder (purring) of an overdue invoice: its fee, optional interest and new due date. */
export const overdueNotices = pgTable(
  'overdue_notices',
  {
    ...tenantColumns(),
    invoiceId: uuid('invoice_id').notNull(),
    /** 1 for the first notice of the invoice, 2 for the second … */
    sequence: integer('sequence').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The reminder fee (additionalCharge), within the legal maximum of its date. */
    charge: amountColumn('charge').notNull(),
    interestAmount: amountColumn('interest_amount').notNull().default('0'),
    interestFrom: date('interest_from', { mode: 'string' }),
    interestTo: date('interest_to', { mode: 'string' }),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.invoiceId, invoices),
    uniqueIndex('overdue_notices_invoice_sequence_key').on(t.invoiceId, t.sequence),
  ],
);
