import type { Tx } from '../../db/connection.js';
import { publishEvent, publishEvents } from '../../pubsub.js';

/** The pubsub topic of one invoice: what its page listens to (invoiceChanged). */
export const invoiceTopic = (unitId: string, invoiceId: string) => `invoice:${unitId}:${invoiceId}`;

/**
 * Tells the invoice's open pages that it changed, from the changing transaction: NOTIFY is
 * delivered on commit to every server process (LISTEN on PostgreSQL, the one process on PGlite)
 * and dropped on rollback. Every writer of an invoice's payments, credit notes, notices and
 * delivery logs calls this.
 */
export const publishInvoiceChanged = (tx: Tx, unitId: string, invoiceId: string) =>
  publishEvent(tx, invoiceTopic(unitId, invoiceId), { invoiceId });

/** publishInvoiceChanged for many invoices in one statement. */
export const publishInvoicesChanged = (tx: Tx, unitId: string, invoiceIds: readonly string[]) =>
  publishEvents(
    tx,
    invoiceIds.map((invoiceId) => ({ topic: invoiceTopic(unitId, invoiceId), payload: { invoiceId } })),
  );
