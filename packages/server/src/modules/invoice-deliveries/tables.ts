import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_CHANNELS, DELIVERY_STATES, type DeliveryChannel, type DeliveryState } from '@fjord/domain';
import { tenantColumns, tenantKey, tenantReference } from '../../db/columns.js';
import { mails } from '../../db/schema-core.js';
import { invoices, overdueNotices } from '../invoices/tables.js';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One sending of an invoice, credit note or overdue notice to its buyer by one channel, and where it
 * stands: the invoice's delivery log. An e-mail delivery is one mail of the outbox (mail_id; each
 * copy to the unit's own addresses is a delivery of its own); an EHF delivery keeps the access
 * point's message id. Its moves are in invoice_delivery_events.
 */
export const invoiceDeliveries = pgTable(
  'invoice_deliveries',
  {
    ...tenantColumns(),
    invoiceId: uuid('invoice_id').notNull(),
    /** Set when what was sent is an overdue notice of the invoice rather than the invoice itself. */
    overdueNoticeId: uuid('overdue_notice_id'),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    state: text('state').$type<DeliveryState>().notNull(),
    /** Whom it went to: an e-mail address, the postal address's first line, or a Peppol id (0192:923609016). */
    recipient: text('recipient').notNull(),
    mailId: uuid('mail_id'),
    /** The access point's id of the sent message (EHF). */
    providerReference: text('provider_reference'),
    /** Why it failed, as the SMTP server or the access point answered. */
    failure: text('failure'),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.invoiceId, invoices, 'cascade'),
    tenantReference(t, t.overdueNoticeId, overdueNotices, 'cascade'),
    tenantReference(t, t.mailId, mails, 'cascade'),
    uniqueIndex('invoice_deliveries_mail_key').on(t.mailId),
    uniqueIndex('invoice_deliveries_provider_reference_key').on(t.providerReference),
    index('invoice_deliveries_invoice_idx').on(t.unitId, t.invoiceId, t.createdAt),
    // The polling job's work list: deliveries still on their way.
    index('invoice_deliveries_open_idx')
      .on(t.channel, t.state)
      .where(sql`${t.state} not in ('DELIVERED', 'FAILED')`),
    check('invoice_deliveries_channel_check', sql`${t.channel} in (${inList(DELIVERY_CHANNELS)})`),
    check('invoice_deliveries_state_check', sql`${t.state} in (${inList(DELIVERY_STATES)})`),
  ],
);

/** A delivery's moves, each with its time and what the other side said: the log the invoice page shows. */
export const invoiceDeliveryEvents = pgTable(
  'invoice_delivery_events',
  {
    ...tenantColumns(),
    deliveryId: uuid('delivery_id').notNull(),
    state: text('state').$type<DeliveryState>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    detail: text('detail'),
  },
  (t) => [
    tenantReference(t, t.deliveryId, invoiceDeliveries, 'cascade'),
    index('invoice_delivery_events_delivery_idx').on(t.deliveryId, t.at),
  ],
);

/**
 * The document an EHF delivery sent, exactly as it was handed to the access point (its XML), so the
 * invoice page can show and download what the buyer got even after the invoice's data changed
 * (e.g. the unit's address). One per delivery.
 */
export const invoiceDeliveryDocuments = pgTable(
  'invoice_delivery_documents',
  {
    ...tenantColumns(),
    deliveryId: uuid('delivery_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: text('content').notNull(),
  },
  (t) => [
    tenantReference(t, t.deliveryId, invoiceDeliveries, 'cascade'),
    uniqueIndex('invoice_delivery_documents_delivery_key').on(t.deliveryId),
  ],
);
