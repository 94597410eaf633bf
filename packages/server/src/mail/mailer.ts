import type { Logger } from '../logger.js';
import type { Transactions } from '../db/tenancy.js';
import { mails } from '../db/schema.js';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** The mail port. Callers send after their transaction commits, so a rolled-back change sends nothing. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Every mail goes into the mail log: the outbox itself when there is no SMTP server, the send log otherwise. */
function recordMail(
  transactions: Transactions,
  message: MailMessage,
  outcome: { status: 'OUTBOX' | 'SENT' | 'FAILED'; sentAt?: Date; error?: string },
) {
  return transactions.system((tx) =>
    tx.insert(mails).values({
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...outcome,
    }),
  );
}

/**
 * No SMTP server configured: keep each mail in the database and print it with its links, so a
 * newcomer can confirm a registration from the log or /dev/mailbox.
 */
export function outboxMailer(transactions: Transactions, log: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await recordMail(transactions, message, { status: 'OUTBOX' });
      log.info(
        { to: message.to, subject: message.subject },
        `mail to ${message.to}: ${message.subject}\n${message.text}`,
      );
    },
    async close() {},
  };
}

/** A real SMTP server (SMTP_URL), with every attempt recorded in the mail log. */
export function smtpMailer(transactions: Transactions, log: Logger, smtpUrl: string, from: string): Mailer {
  // Loaded only here: most servers (every embedded one by default) keep mail in the outbox, and
  // nodemailer is a noticeable part of loading the server at start.
  const transport = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
  // A failure to load is reported by the first send; this only keeps it from crashing the process first.
  transport.catch(() => undefined);
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await (await transport).sendMail({ from, ...message });
        await recordMail(transactions, message, { status: 'SENT', sentAt: new Date() });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error({ to: message.to, err: reason }, 'mail could not be sent');
        await recordMail(transactions, message, { status: 'FAILED', error: reason });
      }
    },
    async close() {
      (await transport.catch(() => undefined))?.close();
    },
  };
}
