import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, idColumn, tenantReference, unitIdColumn } from '../db/columns.js';
import { mails } from '../db/schema-core.js';

/**
 * The files a mail carries, as the bytes that were decided on when the mail was enqueued: a
 * document e-mailed is the document as it was then, and every retry of the job sends the same
 * bytes. Only a unit's mails carry attachments (account mails never do), so each attachment is a
 * tenant row tied to its mail by (unit_id, mail_id) and goes with it.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: idColumn(),
    unitId: unitIdColumn(),
    mailId: uuid('mail_id').notNull(),
    /** The order the mail lists them in, from 0. */
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [tenantReference(t, t.mailId, mails, 'cascade'), index('mail_attachments_mail_idx').on(t.mailId, t.position)],
);
