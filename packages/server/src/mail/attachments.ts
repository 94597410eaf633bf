import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { mailAttachments } from './tables.js';

/** A file sent with a mail: its name as the recipient sees it, its MIME type and its bytes. */
export type MailAttachment = { fileName: string; contentType: string; data: Buffer };

/** What a mail log shows of an attachment; the bytes are read only to send or download it. */
export type MailAttachmentMeta = { id: string; mailId: string; fileName: string; contentType: string; size: number };

const metaColumns = {
  id: mailAttachments.id,
  mailId: mailAttachments.mailId,
  fileName: mailAttachments.fileName,
  contentType: mailAttachments.contentType,
  size: mailAttachments.size,
};

/** Stores a mail's attachments with it, in the transaction that enqueues the mail. */
export async function storeAttachments(
  tx: Tx,
  now: Date,
  unitId: string | null,
  mailId: string,
  attachments: readonly MailAttachment[],
): Promise<void> {
  // An account mail belongs to no unit, and an attachment is a unit's row: a caller's mistake.
  if (!unitId) throw new Error('Only a mail of a unit carries attachments');
  await tx.insert(mailAttachments).values(
    attachments.map((file, position) => ({
      unitId,
      mailId,
      position,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.data.length,
      data: file.data,
      createdAt: now,
    })),
  );
}

/** A mail's attachments with their bytes, in order, as the mail job sends them. */
export async function attachmentsOf(tx: Tx, mailId: string): Promise<MailAttachment[]> {
  return tx
    .select({
      fileName: mailAttachments.fileName,
      contentType: mailAttachments.contentType,
      data: mailAttachments.data,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(asc(mailAttachments.position));
}

/** The attachments of many mails without their bytes, in order (mail logs, the dev mailbox). */
export async function attachmentMetaOf(tx: Tx, mailIds: readonly string[]): Promise<MailAttachmentMeta[]> {
  if (mailIds.length === 0) return [];
  return tx
    .select(metaColumns)
    .from(mailAttachments)
    .where(inArray(mailAttachments.mailId, [...mailIds]))
    .orderBy(asc(mailAttachments.mailId), asc(mailAttachments.position));
}

/** One attachment with its bytes, for a download. */
export async function attachmentById(tx: Tx, id: string) {
  const [found] = await tx
    .select({ ...metaColumns, data: mailAttachments.data })
    .from(mailAttachments)
    .where(eq(mailAttachments.id, id));
  return found;
}
