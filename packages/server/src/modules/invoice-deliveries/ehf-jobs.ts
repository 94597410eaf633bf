import { and, eq } from 'drizzle-orm';
import { canMoveDelivery, DELIVERY_STATES, isFinalDeliveryState, type DeliveryState } from '@fjord/domain';
import {
  AccessPointRejection,
  type MessageStatus,
  type ParticipantId,
  type PeppolDocumentType,
} from '../../access-point/port.js';
import type { Tx } from '../../db/connection.js';
import { defineJob, enqueueJob } from '../../jobs/queue.js';
import type { Services } from '../../services.js';
import { moveDelivery, type DeliveryActor } from './log.js';
import { invoiceDeliveries, invoiceDeliveryDocuments } from './tables.js';

/** The failure recorded when the access point refuses or fails to take a document (after the last retry). */
export const accessPointFailure = (reason: string) => `Aksesspunktet tok ikke imot dokumentet: ${reason}`;

/** The failure recorded when no final answer came within the time limit. */
export const gaveUpFailure = (hours: number, last: DeliveryState) =>
  `Ingen endelig kvittering fra aksesspunktet etter ${hours} timer (siste status: ${last})`;

const jobActor = (unitId: string, at: Date): DeliveryActor => ({ unitId, userId: null, at });

/** The waiting time before poll number `poll` (1, 2, …): the first wait, doubled each time, up to the maximum. */
export function pollDelay(services: Services, poll: number): number {
  const { firstMs, maxMs } = services.config.accessPoint.polling;
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, poll - 1));
}

type PollPayload = { deliveryId: string; poll: number; handedOverAt: string };

async function enqueuePoll(tx: Tx, services: Services, unitId: string, payload: PollPayload): Promise<void> {
  const now = services.clock.now();
  await enqueueJob(tx, now, ehfPollJob, {
    unitId,
    // One job per delivery and poll number: two workers that both finished poll n add one poll n+1.
    key: `${payload.deliveryId}:${payload.poll}`,
    runAt: new Date(now.getTime() + pollDelay(services, payload.poll)),
    payload,
  });
}

/**
 * Hands an EHF delivery's stored document to the access point: BEFORE_SENDING → PENDING with the
 * access point's message id, then the first poll. Runs at least once like every job: a delivery
 * that is no longer BEFORE_SENDING is left alone, and the hand-over carries the delivery's id as its
 * reference, so the provider takes a repeated hand-over as the first one. A refusal fails the
 * delivery with the access point's reason; an access point that does not answer is tried again
 * with backoff, and after the last attempt the delivery fails.
 */
export const ehfTransmitJob = defineJob<{
  deliveryId: string;
  sender: ParticipantId;
  documentType: PeppolDocumentType;
}>({
  kind: 'ehf.transmit',
  maxAttempts: 8,
  backoffMs: 30_000,
  maxBackoffMs: 30 * 60_000,
  async run({ job, services, transaction }) {
    const { deliveryId, sender, documentType } = job.payload;
    const unitId = job.unitId!;
    const [found] = await transaction((tx) =>
      tx
        .select({ delivery: invoiceDeliveries, xml: invoiceDeliveryDocuments.content })
        .from(invoiceDeliveries)
        .innerJoin(
          invoiceDeliveryDocuments,
          and(
            eq(invoiceDeliveryDocuments.unitId, invoiceDeliveries.unitId),
            eq(invoiceDeliveryDocuments.deliveryId, invoiceDeliveries.id),
          ),
        )
        .where(eq(invoiceDeliveries.id, deliveryId)),
    );
    if (!found || found.delivery.state !== 'BEFORE_SENDING') return;
    let messageId: string;
    try {
      ({ messageId } = await services.accessPoint.send({
        documentXml: found.xml,
        sender,
        receiver: found.delivery.recipient as ParticipantId,
        documentType,
        reference: deliveryId,
      }));
    } catch (error) {
      const rejected = error instanceof AccessPointRejection;
      if (rejected || job.attempts >= job.maxAttempts) {
        const reason = rejected ? error.reason : error instanceof Error ? error.message : String(error);
        await transaction((tx) =>
          moveDelivery(tx, jobActor(unitId, services.clock.now()), deliveryId, {
            to: 'FAILED',
            detail: accessPointFailure(reason),
          }),
        );
      }
      if (rejected) return;
      throw error;
    }
    const now = services.clock.now();
    await transaction(async (tx) => {
      const moved = await moveDelivery(tx, jobActor(unitId, now), deliveryId, {
        to: 'PENDING',
        providerReference: messageId,
      });
      if (moved) await enqueuePoll(tx, services, unitId, { deliveryId, poll: 1, handedOverAt: now.toISOString() });
    });
  },
});

const EHF_ORDER: DeliveryState[] = ['BEFORE_SENDING', 'PENDING', 'SENT', 'RECEIVED', 'DELIVERED'];
const rank = (state: DeliveryState) => DELIVERY_STATES.indexOf(state);

/**
 * The moves that bring an EHF delivery from where it is to the state the access point reports:
 * straight there when the channel's table allows it, else through the states in between (the
 * access point reports only where a message is now, so a poll may see it two states further).
 * Nothing when the report is not ahead of the delivery.
 */
export function movesTowards(from: DeliveryState, to: DeliveryState): DeliveryState[] {
  if (to === 'FAILED') return canMoveDelivery('EHF', from, 'FAILED') ? ['FAILED'] : [];
  const moves: DeliveryState[] = [];
  for (let at = from; rank(at) < rank(to);) {
    at = canMoveDelivery('EHF', at, to) ? to : EHF_ORDER[EHF_ORDER.indexOf(at) + 1]!;
    moves.push(at);
  }
  return moves;
}

/**
 * One poll of an EHF delivery: asks the access point where the message stands and moves the
 * delivery there through moveDelivery, each move logged with the time the access point gives. The
 * delivery's row is locked before the moves are chosen, so two pollers at once log each move
 * once. Not final yet: the next poll is enqueued with a doubled wait; past the time limit
 * (ACCESS_POINT_GIVE_UP_HOURS since the hand-over) the delivery fails. An access point that does
 * not answer is as a poll without news.
 */
export async function pollEhfDelivery(services: Services, unitId: string, payload: PollPayload): Promise<void> {
  const { deliveryId } = payload;
  const tenant = <T>(work: (tx: Tx) => Promise<T>) => services.transactions.tenant(unitId, work);
  const [delivery] = await tenant((tx) =>
    tx
      .select({ state: invoiceDeliveries.state, messageId: invoiceDeliveries.providerReference })
      .from(invoiceDeliveries)
      .where(eq(invoiceDeliveries.id, deliveryId)),
  );
  if (!delivery?.messageId || isFinalDeliveryState(delivery.state)) return;
  let status: MessageStatus | null = null;
  try {
    status = await services.accessPoint.status(delivery.messageId);
  } catch (error) {
    if (error instanceof AccessPointRejection)
      status = { state: 'FAILED', detail: accessPointFailure(error.reason), at: services.clock.now() };
    else services.log.warn({ deliveryId, err: error }, 'the access point did not answer a poll');
  }
  const now = services.clock.now();
  await tenant(async (tx) => {
    const [locked] = await tx
      .select({ state: invoiceDeliveries.state })
      .from(invoiceDeliveries)
      .where(eq(invoiceDeliveries.id, deliveryId))
      .for('update');
    if (!locked || isFinalDeliveryState(locked.state)) return;
    let state: DeliveryState = locked.state;
    if (status) {
      const moves = movesTowards(state, status.state);
      for (const to of moves) {
        const detail = to === status.state ? status.detail : null;
        const moved = await moveDelivery(tx, jobActor(unitId, status.at), deliveryId, { to, detail });
        if (moved) state = moved.state;
      }
    }
    if (isFinalDeliveryState(state)) return;
    const { giveUpMs } = services.config.accessPoint.polling;
    if (now.getTime() - Date.parse(payload.handedOverAt) >= giveUpMs) {
      await moveDelivery(tx, jobActor(unitId, now), deliveryId, {
        to: 'FAILED',
        detail: gaveUpFailure(Math.round(giveUpMs / 3_600_000), state),
      });
      return;
    }
    await enqueuePoll(tx, services, unitId, { ...payload, poll: payload.poll + 1 });
  });
}

/** Polls an EHF delivery's state at the access point (pollEhfDelivery); errors of the database are retried. */
export const ehfPollJob = defineJob<PollPayload>({
  kind: 'ehf.poll',
  maxAttempts: 5,
  backoffMs: 60_000,
  async run({ job, services }) {
    await pollEhfDelivery(services, job.unitId!, job.payload);
  },
});
