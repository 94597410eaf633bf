import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import {
  canMoveDelivery,
  DELIVERY_START,
  DELIVERY_STATES,
  type DeliveryChannel,
  type DeliveryState,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { mails, type MailAttempt } from '../../db/schema-core.js';
import { notFound } from '../../errors/app-error.js';
import { isUuid } from '../../db/records.js';
import { groupedByKey } from '../../graphql/loaders.js';
import { publishInvoiceChanged } from '../invoices/changes.js';
import { invoices } from '../invoices/tables.js';
import { invoiceDeliveries, invoiceDeliveryDocuments, invoiceDeliveryEvents } from './tables.js';

const stateRank = (state: DeliveryState) => DELIVERY_STATES.indexOf(state);

export type DeliveryEvent = { state: DeliveryState; at: Date; detail: string | null };

/**
 * One delivery of the invoice's log, with its moves oldest first; an e-mail's with its mail's
 * attempts (a refused attempt that is retried leaves the delivery pending, and shows here).
 */
export type InvoiceDelivery = typeof invoiceDeliveries.$inferSelect & {
  events: DeliveryEvent[];
  attempts: MailAttempt[];
  invoiceKind: 'INVOICE' | 'CREDIT_NOTE';
};

export type NewDelivery = {
  invoiceId: string;
  overdueNoticeId?: string | null;
  channel: DeliveryChannel;
  recipient: string;
  mailId?: string | null;
  providerReference?: string | null;
  /** What the first entry of its log says (for post: printed in a batch of n). */
  detail?: string | null;
};

/** Who records a delivery's move: the sending user, or the job (userId null) acting for the unit. */
export type DeliveryActor = { unitId: string; userId: string | null; at: Date };

/**
 * Records new deliveries in their channel's first state (e-mail pending, post delivered, EHF
 * before sending), each with the first entry of its log, and tells the invoices' pages. All in the
 * caller's transaction: a send that rolls back leaves no delivery behind.
 */
export async function startDeliveries(
  tx: Tx,
  actor: DeliveryActor,
  deliveries: readonly NewDelivery[],
): Promise<(typeof invoiceDeliveries.$inferSelect)[]> {
  if (deliveries.length === 0) return [];
  const rows = await tx
    .insert(invoiceDeliveries)
    .values(
      deliveries.map((delivery) => ({
        unitId: actor.unitId,
        invoiceId: delivery.invoiceId,
        overdueNoticeId: delivery.overdueNoticeId ?? null,
        channel: delivery.channel,
        state: DELIVERY_START[delivery.channel],
        recipient: delivery.recipient,
        mailId: delivery.mailId ?? null,
        providerReference: delivery.providerReference ?? null,
        createdById: actor.userId,
        updatedById: actor.userId,
        createdAt: actor.at,
        updatedAt: actor.at,
      })),
    )
    .returning();
  await tx.insert(invoiceDeliveryEvents).values(
    rows.map((row, index) => ({
      unitId: actor.unitId,
      deliveryId: row.id,
      state: row.state,
      at: actor.at,
      detail: deliveries[index]!.detail ?? null,
      createdById: actor.userId,
      updatedById: actor.userId,
      createdAt: actor.at,
      updatedAt: actor.at,
    })),
  );
  for (const invoiceId of new Set(rows.map((row) => row.invoiceId)))
    await publishInvoiceChanged(tx, actor.unitId, invoiceId);
  return rows;
}

export type DeliveryMove = {
  to: DeliveryState;
  /** What the other side answered (the SMTP answer, the access point's status text). */
  detail?: string | null;
  providerReference?: string | null;
};

/**
 * Moves a delivery to its next state by the channel's table (the domain's DELIVERY_TRANSITIONS),
 * logs the move with its time and tells the invoice's page. The row is locked first, so two
 * pollers cannot log the same move twice: a move the delivery has already made (or cannot make
 * from where it now is) answers null and changes nothing.
 */
export async function moveDelivery(
  tx: Tx,
  actor: DeliveryActor,
  deliveryId: string,
  move: DeliveryMove,
): Promise<typeof invoiceDeliveries.$inferSelect | null> {
  const [delivery] = await tx
    .select()
    .from(invoiceDeliveries)
    .where(and(eq(invoiceDeliveries.unitId, actor.unitId), eq(invoiceDeliveries.id, deliveryId)))
    .for('update');
  if (!delivery || !canMoveDelivery(delivery.channel, delivery.state, move.to)) return null;
  const [moved] = await tx
    .update(invoiceDeliveries)
    .set({
      state: move.to,
      updatedById: actor.userId,
      updatedAt: actor.at,
      ...(move.to === 'FAILED' ? { failure: move.detail ?? null } : {}),
      ...(move.providerReference ? { providerReference: move.providerReference } : {}),
    })
    .where(eq(invoiceDeliveries.id, deliveryId))
    .returning();
  await tx.insert(invoiceDeliveryEvents).values({
    unitId: actor.unitId,
    deliveryId,
    state: move.to,
    at: actor.at,
    detail: move.detail ?? null,
    createdById: actor.userId,
    updatedById: actor.userId,
    createdAt: actor.at,
    updatedAt: actor.at,
  });
  await publishInvoiceChanged(tx, actor.unitId, delivery.invoiceId);
  return moved!;
}

/** The delivery logs of the given invoices, oldest first, one list per invoice in the ids' order. */
export async function deliveryLogsOf(
  tx: Tx,
  unitId: string,
  invoiceIds: readonly string[],
): Promise<InvoiceDelivery[][]> {
  const [rows, events] = await Promise.all([
    tx
      .select({ ...getTableColumns(invoiceDeliveries), attempts: mails.attempts, invoiceKind: invoices.kind })
      .from(invoiceDeliveries)
      .innerJoin(
        invoices,
        and(eq(invoices.unitId, invoiceDeliveries.unitId), eq(invoices.id, invoiceDeliveries.invoiceId)),
      )
      .leftJoin(mails, and(eq(mails.unitId, invoiceDeliveries.unitId), eq(mails.id, invoiceDeliveries.mailId)))
      .where(and(eq(invoiceDeliveries.unitId, unitId), inArray(invoiceDeliveries.invoiceId, [...invoiceIds])))
      .orderBy(asc(invoiceDeliveries.createdAt), asc(invoiceDeliveries.id)),
    tx
      .select({
        deliveryId: invoiceDeliveryEvents.deliveryId,
        state: invoiceDeliveryEvents.state,
        at: invoiceDeliveryEvents.at,
        detail: invoiceDeliveryEvents.detail,
      })
      .from(invoiceDeliveryEvents)
      .innerJoin(
        invoiceDeliveries,
        and(
          eq(invoiceDeliveries.unitId, invoiceDeliveryEvents.unitId),
          eq(invoiceDeliveries.id, invoiceDeliveryEvents.deliveryId),
        ),
      )
      .where(and(eq(invoiceDeliveries.unitId, unitId), inArray(invoiceDeliveries.invoiceId, [...invoiceIds])))
      .orderBy(asc(invoiceDeliveryEvents.at)),
  ]);
  // A delivery only moves forward, so moves logged in the same instant are ordered by their state.
  events.sort((a, b) => a.at.getTime() - b.at.getTime() || stateRank(a.state) - stateRank(b.state));
  const eventsOf = groupedByKey(
    rows.map((row) => row.id),
    events,
    (event) => event.deliveryId,
  );
  const deliveries = rows.map((row, index) => ({
    ...row,
    attempts: row.attempts ?? [],
    invoiceKind: row.invoiceKind as InvoiceDelivery['invoiceKind'],
    events: eventsOf[index]!.map(({ state, at, detail }) => ({ state, at, detail })),
  }));
  return groupedByKey(invoiceIds, deliveries, (delivery) => delivery.invoiceId);
}

/** The document a delivery sent (EHF), as it was sent; NOT_FOUND for another unit's or a delivery without one. */
export async function sentDocumentOf(
  tx: Tx,
  deliveryId: string,
): Promise<{ fileName: string; contentType: string; content: string }> {
  if (!isUuid(deliveryId)) throw notFound('delivery');
  const [sent] = await tx
    .select({
      fileName: invoiceDeliveryDocuments.fileName,
      contentType: invoiceDeliveryDocuments.contentType,
      content: invoiceDeliveryDocuments.content,
    })
    .from(invoiceDeliveryDocuments)
    .where(eq(invoiceDeliveryDocuments.deliveryId, deliveryId));
  if (!sent) throw notFound('delivery');
  return sent;
}
