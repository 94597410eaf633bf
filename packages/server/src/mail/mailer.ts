import { eq } from 'drizzle-orm';
import type { Logger } from '../logger.js';
import type { Tx } from '../db/connection.js';
import { mails, type MailAttempt } from '../db/schema.js';
import { defineJob, enqueueJob } from '../jobs/queue.js';
import { attachmentsOf, storeAttachments, type MailAttachment } from './attachments.js';
import { MAIL_OUTCOME_LISTENERS } from './outcome-listeners.js';
import type { MailOutcome } from './outcomes.js';

export type { MailAttachment } from './attachments.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (a document's PDF); only a unit's mails carry them. */
  attachments?: readonly MailAttachment[];
};

/**
 * The mail transport: hands one mail to SMTP, or keeps it in the outbox. Nobody calls it but the
 * mail job; the product enqueues mails with enqueueMail.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Throws with the SMTP server's answer when the mail was not accepted. */
  deliver(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * No SMTP server configured: the mail stays in the database (/dev/mailbox) and is printed with
 * its links, so a newcomer can confirm a registration from the log.
 */
export function outboxMailer(log: Logger): Mailer {
  return {
    kind: 'outbox',
    async deliver(message) {
      log.info(
        { to: message.to, subject: message.subject, attachments: message.attachments?.map((file) => file.fileName) },
        `mail to ${message.to}: ${message.subject}\n${message.text}`,
      );
    },
    async close() {},
  };
}

/** A real SMTP server (SMTP_URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // Loaded only here: most servers (every embedded one by default) keep mail in the outbox, and
  // nodemailer is a noticeable part of loading the server at start.
  const transport = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
  // A failure to load is reported by the first delivery; this only keeps it from crashing the process first.
  transport.catch(() => undefined);
  return {
    kind: 'smtp',
    async deliver({ attachments, ...message }) {
      await (
        await transport
      ).sendMail({
        from,
        ...message,
        attachments: attachments?.map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: file.data,
        })),
      });
    },
    async close() {
      (await transport.catch(() => undefined))?.close();
    },
  };
}

/**
 * Sends a mail with retries: one attempt now, then after 1, 2, 4, 8 and 16 minutes; the last
 * refusal makes the mail FAILED. Every attempt is appended to the mail's log, and the logs that
 * follow their mails (MAIL_OUTCOME_LISTENERS) hear of it in the same transaction.
 */
export const mailJob = defineJob<{ mailId: string }>({
  kind: 'mail.send',
  maxAttempts: 6,
  backoffMs: 60_000,
  async run({ job, services, transaction }) {
    const { mailId } = job.payload;
    const [mail] = await transaction((tx) => tx.select().from(mails).where(eq(mails.id, mailId)));
    // Already delivered by an attempt whose worker died before recording the job as done.
    if (!mail || mail.status !== 'QUEUED') return;
    // The attempt and what follows from it (an invoice's delivery moving) are recorded together.
    const record = (status: MailOutcome['status'], attempt: MailAttempt, at: Date) =>
      transaction(async (tx) => {
        await tx
          .update(mails)
          .set({
            status,
            sentAt: status === 'SENT' ? at : null,
            error: attempt.answer ?? null,
            attempts: [...mail.attempts, attempt],
          })
          .where(eq(mails.id, mailId));
        for (const listener of MAIL_OUTCOME_LISTENERS)
          await listener(tx, { mailId, unitId: mail.unitId, status, attempt, at });
      });
    const attachments = await transaction((tx) => attachmentsOf(tx, mailId));
    const message = {
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      attachments,
    };
    try {
      await services.mailer.deliver(message);
    } catch (error) {
      const answer = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= job.maxAttempts;
      const at = services.clock.now();
      await record(last ? 'FAILED' : 'QUEUED', { at: at.toISOString(), outcome: 'FAILED', answer }, at);
      throw error;
    }
    const now = services.clock.now();
    const outcome = services.mailer.kind === 'smtp' ? 'SENT' : 'OUTBOX';
    await record(outcome, { at: now.toISOString(), outcome }, now);
  },
});

/**
 * Puts mails into the mail log as QUEUED and enqueues their sending, inside the caller's
 * transaction: a change that rolls back sends nothing, and one that commits is sure to be mailed.
 * `unitId` names the unit a mail of a unit's business belongs to (required in a tenant transaction,
 * and for attachments). Answers the mails' ids, in the messages' order, for the caller's own log.
 */
export async function enqueueMails(
  tx: Tx,
  now: Date,
  unitId: string | null,
  messages: readonly MailMessage[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const message of messages) {
    const [mail] = await tx
      .insert(mails)
      .values({
        unitId,
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        status: 'QUEUED',
        createdAt: now,
      })
      .returning({ id: mails.id });
    if (message.attachments?.length) await storeAttachments(tx, now, unitId, mail!.id, message.attachments);
    await enqueueJob(tx, now, mailJob, { unitId, payload: { mailId: mail!.id } });
    ids.push(mail!.id);
  }
  return ids;
}
