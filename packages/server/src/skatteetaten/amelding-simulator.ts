import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, lte, max } from 'drizzle-orm';
import { simulatedAmeldingFeedback, type AmeldingMessage } from '@fjord/domain';
import type { Clock } from '../clock.js';
import type { Tx } from '../db/connection.js';
import { isUniqueViolation } from '../db/pg-errors.js';
import type { Transactions } from '../db/tenancy.js';
import { simulateRemoteCall, type SimulatedRemote } from '../simulated-remote.js';
import { checkAmeldingSchema } from './amelding-schema.js';
import {
  AmeldingRefusal,
  ameldingServiceUnavailable,
  type AmeldingProgress,
  type AmeldingReceipt,
  type AmeldingSender,
  type AmeldingService,
  type AmeldingSubmission,
} from './amelding-port.js';
import { simulatedAmeldingDeliveries } from './simulator-tables.js';

/** Every call for this (valid) organisation number answers as the service does when it is down. */
export const SIMULATED_AMELDING_OUTAGE = '994000004';

export type SimulatedAmeldingOptions = {
  /** How long each call takes (AMELDING_SIMULATOR_DELAY_MS). */
  delayMs: number;
  /** How long after receipt the feedback is ready (AMELDING_SIMULATOR_FEEDBACK_MS); 0: at once. */
  feedbackMs: number;
};

type Delivery = typeof simulatedAmeldingDeliveries.$inferSelect;

/** The service's refusals, in its own words (README of standards a-melding/v2.3, §2 and §9; [S3b]). */
const refusal = {
  noSystemUser: () => new AmeldingRefusal('AMLD_1063', 'Token mangler systembruker', 403),
  organization: () => new AmeldingRefusal('AMLD_1051', 'Opplysningspliktig i path og i innsending er ulike', 400),
  month: () => new AmeldingRefusal('AMLD_1052', 'Periode (kalendermåned) i path og i innsending er ulike', 400),
  invalid: (problems: string) => new AmeldingRefusal('AMLD_010', `Validering av payload feilet: ${problems}`, 400),
  keyUsed: () => new AmeldingRefusal('AMLD_019', 'Idempotensnøkkel er benyttet tidligere', 409),
  noTransmission: () =>
    new AmeldingRefusal('AMLD_1061', 'Det finnes ingen forsendelse med denne IDen for denne ordningen', 404),
  noDocument: () =>
    new AmeldingRefusal('AMLD_1050', 'Finner ikke et dokument med denne IDen på denne forsendelsen', 404),
};

/** JSON with its keys sorted: the same body compares equal however a store (jsonb) orders its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A UUID made from a seed, so the feedback's transmission and document ids of a dialog are always the same. */
function derivedUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const feedbackIdsOf = (delivery: Delivery) => ({
  feedbackTransmissionId: derivedUuid(`tilbakemelding:${delivery.dialogId}`),
  feedbackDocumentId: derivedUuid(`tilbakemelding-dokument:${delivery.dialogId}`),
});

/**
 * The default a-melding service (AMELDING_SERVICE=simulator): behaves like Skatteetaten's as far as Fjord can tell.
 * It keeps what it received in `simulated_amelding_deliveries` (not tenant data: the service's own store), so a
 * restart or another server process sees the same month.
 *
 * - submit: refuses a call without a system user (AMLD_1063), whose organisation number or month differs from the
 *   message's (AMLD_1051 / AMLD_1052), or whose message fails the schema (AMLD_010); the same idempotency key with
 *   the same body answers the first receipt again, with another body AMLD_019 (409). Whether the organisation is a
 *   main unit (AMLD_1062) it cannot know, and does not check.
 * - progress: WAITING until `feedbackMs` after receipt, then FEEDBACK_READY with the feedback's ids.
 * - feedback: `simulatedAmeldingFeedback` over what the organisation sent for the month up to this message.
 * - an unknown dialog, transmission or document is AMLD_1061 / AMLD_1050; SIMULATED_AMELDING_OUTAGE is down.
 *
 * Its calls run in their own (system) transactions: call it outside a transaction, as a remote service is called.
 */
export class SimulatedAmeldingService implements AmeldingService {
  private readonly remote: SimulatedRemote;

  constructor(
    private readonly transactions: Transactions,
    private readonly clock: Clock,
    private readonly options: SimulatedAmeldingOptions,
  ) {
    this.remote = {
      delayMs: options.delayMs,
      outageKey: SIMULATED_AMELDING_OUTAGE,
      unavailable: ameldingServiceUnavailable,
    };
  }

  async submit(submission: AmeldingSubmission): Promise<AmeldingReceipt> {
    await simulateRemoteCall(this.remote, submission.sender.organizationNumber);
    const { leveranse } = submission.message;
    if (!submission.sender.systemUserId) throw refusal.noSystemUser();
    if (
      (leveranse.opplysningspliktig as { norskIdentifikator?: unknown } | undefined)?.norskIdentifikator !==
      submission.sender.organizationNumber
    )
      throw refusal.organization();
    if (leveranse.kalendermaaned !== submission.month) throw refusal.month();
    const check = checkAmeldingSchema(submission.message);
    if (!check.valid)
      throw refusal.invalid(
        check.problems
          .slice(0, 5)
          .map((problem) => `${problem.path} ${problem.message}`)
          .join('; '),
      );
    const body = canonical({ organizationNumber: submission.sender.organizationNumber, message: submission.message });
    try {
      return await this.transactions.system(async (tx) => {
        const earlier = await this.earlierReceipt(tx, submission.idempotencyKey, body);
        if (earlier) return earlier;
        const [stored] = await tx
          .insert(simulatedAmeldingDeliveries)
          .values({
            organizationNumber: submission.sender.organizationNumber,
            month: submission.month,
            meldingsId: String(leveranse.meldingsId),
            replacesMeldingsId:
              typeof leveranse.erstatterMeldingsId === 'string' ? leveranse.erstatterMeldingsId : null,
            idempotencyKey: submission.idempotencyKey,
            message: submission.message,
            dialogId: randomUUID(),
            transmissionId: randomUUID(),
            receivedAt: await this.receiptTime(tx, submission.sender.organizationNumber, submission.month),
          })
          .returning();
        return receiptOf(stored!);
      });
    } catch (error) {
      // The same call twice at once (a retry racing the first): the second answers as the first was taken.
      if (!isUniqueViolation(error)) throw error;
      const earlier = await this.transactions.system((tx) => this.earlierReceipt(tx, submission.idempotencyKey, body));
      if (!earlier) throw error;
      return earlier;
    }
  }

  /** The receipt of an earlier call with the key: the same when the body is the same, AMLD_019 when it is not. */
  private async earlierReceipt(tx: Tx, idempotencyKey: string, body: string): Promise<AmeldingReceipt | null> {
    const [earlier] = await tx
      .select()
      .from(simulatedAmeldingDeliveries)
      .where(eq(simulatedAmeldingDeliveries.idempotencyKey, idempotencyKey));
    if (!earlier) return null;
    if (canonical({ organizationNumber: earlier.organizationNumber, message: earlier.message }) !== body)
      throw refusal.keyUsed();
    return receiptOf(earlier);
  }

  /**
   * Now, or a millisecond after the month's latest receipt when the clock has not moved past it (a test's clock,
   * or two calls in the same millisecond): the month's messages keep the order they were received in.
   */
  private async receiptTime(tx: Tx, organizationNumber: string, month: string): Promise<Date> {
    const [row] = await tx
      .select({ latest: max(simulatedAmeldingDeliveries.receivedAt) })
      .from(simulatedAmeldingDeliveries)
      .where(
        and(
          eq(simulatedAmeldingDeliveries.organizationNumber, organizationNumber),
          eq(simulatedAmeldingDeliveries.month, month),
        ),
      );
    const now = this.clock.now();
    const latest = row?.latest ? new Date(row.latest) : null;
    return latest && latest.getTime() >= now.getTime() ? new Date(latest.getTime() + 1) : now;
  }

  async progress(sender: AmeldingSender, dialogId: string): Promise<AmeldingProgress> {
    await simulateRemoteCall(this.remote, sender.organizationNumber);
    const delivery = await this.delivery(sender, dialogId);
    if (!this.isReady(delivery)) return { state: 'WAITING' };
    return { state: 'FEEDBACK_READY', ...feedbackIdsOf(delivery) };
  }

  async feedback(
    sender: AmeldingSender,
    ids: { dialogId: string; feedbackTransmissionId: string; feedbackDocumentId: string },
  ): Promise<Record<string, unknown>> {
    await simulateRemoteCall(this.remote, sender.organizationNumber);
    const delivery = await this.delivery(sender, ids.dialogId);
    const expected = feedbackIdsOf(delivery);
    if (!this.isReady(delivery) || ids.feedbackTransmissionId !== expected.feedbackTransmissionId)
      throw refusal.noTransmission();
    if (ids.feedbackDocumentId !== expected.feedbackDocumentId) throw refusal.noDocument();
    const received = await this.transactions.system((tx) =>
      tx
        .select()
        .from(simulatedAmeldingDeliveries)
        .where(
          and(
            eq(simulatedAmeldingDeliveries.organizationNumber, delivery.organizationNumber),
            eq(simulatedAmeldingDeliveries.month, delivery.month),
            lte(simulatedAmeldingDeliveries.receivedAt, delivery.receivedAt),
          ),
        )
        .orderBy(asc(simulatedAmeldingDeliveries.receivedAt)),
    );
    return simulatedAmeldingFeedback({
      organizationNumber: delivery.organizationNumber,
      month: delivery.month,
      received: received.map((row) => ({
        meldingsId: row.meldingsId,
        replacesMeldingsId: row.replacesMeldingsId,
        // Only schema-valid messages are stored (submit refuses the others).
        message: row.message as unknown as AmeldingMessage,
        receivedAt: new Date(row.receivedAt).toISOString(),
      })),
    });
  }

  /** The dialog of the sender's submission; another organisation's dialog is as unknown as none. */
  private async delivery(sender: AmeldingSender, dialogId: string): Promise<Delivery> {
    const [delivery] = await this.transactions.system((tx) =>
      tx
        .select()
        .from(simulatedAmeldingDeliveries)
        .where(
          and(
            eq(simulatedAmeldingDeliveries.dialogId, dialogId),
            eq(simulatedAmeldingDeliveries.organizationNumber, sender.organizationNumber),
          ),
        ),
    );
    if (!delivery) throw refusal.noTransmission();
    return delivery;
  }

  /** The feedback is ready `feedbackMs` after receipt; with 0 at once (a receipt time may be a millisecond ahead). */
  private isReady(delivery: Delivery): boolean {
    if (this.options.feedbackMs === 0) return true;
    return this.clock.now().getTime() >= new Date(delivery.receivedAt).getTime() + this.options.feedbackMs;
  }
}

function receiptOf(delivery: Delivery): AmeldingReceipt {
  return { dialogId: delivery.dialogId, transmissionId: delivery.transmissionId, meldingsId: delivery.meldingsId };
}
