import { and, eq } from 'drizzle-orm';
import type { MailOutcomeListener } from '../../mail/outcomes.js';
import { moveDelivery } from './log.js';
import { invoiceDeliveries } from './tables.js';

/**
 * An e-mail delivery follows its mail: accepted by SMTP (SENT) or kept in the outbox (OUTBOX) is
 * DELIVERED; refused at the last attempt is FAILED with the SMTP server's answer. A refused attempt
 * that will be retried leaves it PENDING (the mail's attempts show it). Runs in the transaction
 * that records the attempt, as the job acting for the unit (no user).
 */
export const invoiceDeliveryMailOutcome: MailOutcomeListener = async (tx, outcome) => {
  if (!outcome.unitId || outcome.status === 'QUEUED') return;
  const [delivery] = await tx
    .select({ id: invoiceDeliveries.id })
    .from(invoiceDeliveries)
    .where(and(eq(invoiceDeliveries.unitId, outcome.unitId), eq(invoiceDeliveries.mailId, outcome.mailId)));
  if (!delivery) return;
  await moveDelivery(
    tx,
    { unitId: outcome.unitId, userId: null, at: outcome.at },
    delivery.id,
    outcome.status === 'FAILED'
      ? { to: 'FAILED', detail: outcome.attempt.answer ?? null }
      : { to: 'DELIVERED', detail: outcome.status },
  );
};
