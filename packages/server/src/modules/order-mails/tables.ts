import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderPdfType } from '@fjord/domain';
import { tenantColumns, tenantReference } from '../../db/columns.js';
import { mails } from '../../db/schema-core.js';
import { orders } from '../orders/tables.js';

/**
 * The mails sent about an order and which of its PDFs each carried: the order's mail log. The mail
 * itself (recipient, status, attempts) stays the one row of the outbox; this links it to the order
 * with the unit's foreign keys. Invoices and credit notes get a table of the same shape
 * (invoice_mails), so each document's log is a plain join with real references.
 */
export const orderMails = pgTable(
  'order_mails',
  {
    ...tenantColumns(),
    orderId: uuid('order_id').notNull(),
    mailId: uuid('mail_id').notNull(),
    pdfType: text('pdf_type').$type<OrderPdfType>().notNull(),
  },
  (t) => [
    tenantReference(t, t.orderId, orders, 'cascade'),
    tenantReference(t, t.mailId, mails, 'cascade'),
    uniqueIndex('order_mails_mail_key').on(t.mailId),
    index('order_mails_order_idx').on(t.orderId, t.createdAt),
  ],
);
