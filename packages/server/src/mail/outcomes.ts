import type { Tx } from '../db/connection.js';
import type { MailAttempt } from '../db/schema-core.js';

/** What one attempt of the mail job came to, as the mail's log now records it. */
export type MailOutcome = {
  mailId: string;
  /** The unit whose business the mail is; null for account mails. */
  unitId: string | null;
  /** The mail's status after the attempt: SENT or OUTBOX (done), QUEUED (refused, to be retried) or FAILED (refused for good). */
  status: 'SENT' | 'OUTBOX' | 'QUEUED' | 'FAILED';
  attempt: MailAttempt;
  at: Date;
};

/**
 * A document's log that follows its mails (the invoice's deliveries): called by the mail job in
 * the transaction that records each attempt, so the mail's status and the document's log never
 * disagree. A listener ignores mails that are not its own. The list is MAIL_OUTCOME_LISTENERS
 * (mail/outcome-listeners.ts), registered like the job definitions; the mail job stays generic.
 */
export type MailOutcomeListener = (tx: Tx, outcome: MailOutcome) => Promise<void>;
