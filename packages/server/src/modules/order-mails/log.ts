import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OrderPdfType } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { mails, type MailAttempt } from '../../db/schema-core.js';
import { groupedByKey } from '../../graphql/loaders.js';
import { attachmentMetaOf, type MailAttachmentMeta } from '../../mail/attachments.js';
import { orderMails } from './tables.js';

/** One mail of an order's log: what was sent as which PDF, and how its delivery went. */
export type OrderMailEntry = {
  id: string;
  orderId: string;
  pdfType: OrderPdfType;
  sentById: string | null;
  recipient: string;
  subject: string;
  /** QUEUED, SENT, OUTBOX or FAILED (the outbox's status). */
  status: string;
  error: string | null;
  attempts: MailAttempt[];
  createdAt: Date;
  sentAt: Date | null;
  attachments: MailAttachmentMeta[];
};

/** The mail logs of the given orders, oldest first, one list per order in the ids' order. */
export async function mailLogsOf(tx: Tx, unitId: string, orderIds: readonly string[]): Promise<OrderMailEntry[][]> {
  const rows = await tx
    .select({
      id: mails.id,
      orderId: orderMails.orderId,
      pdfType: orderMails.pdfType,
      sentById: orderMails.createdById,
      recipient: mails.toAddress,
      subject: mails.subject,
      status: mails.status,
      error: mails.error,
      attempts: mails.attempts,
      createdAt: mails.createdAt,
      sentAt: mails.sentAt,
    })
    .from(orderMails)
    .innerJoin(mails, and(eq(mails.unitId, orderMails.unitId), eq(mails.id, orderMails.mailId)))
    .where(and(eq(orderMails.unitId, unitId), inArray(orderMails.orderId, [...orderIds])))
    .orderBy(asc(mails.createdAt), asc(mails.id));
  const attachments = groupedByKey(
    rows.map((row) => row.id),
    await attachmentMetaOf(
      tx,
      rows.map((row) => row.id),
    ),
    (file) => file.mailId,
  );
  const entries = rows.map((row, index) => ({ ...row, attachments: attachments[index]! }));
  return groupedByKey(orderIds, entries, (entry) => entry.orderId);
}
