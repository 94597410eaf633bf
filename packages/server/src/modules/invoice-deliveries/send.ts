import { EHF_MANDATORY_FROM, osloDate, type DeliveryChannel } from '@fjord/domain';
import type { Actor } from '../../db/audit.js';
import type { Tx } from '../../db/connection.js';
import { findOwn } from '../../db/records.js';
import { AppError, invalid } from '../../errors/app-error.js';
import type { Services } from '../../services.js';
import { invoices } from '../invoices/tables.js';
import { sendByEhf } from './channels/ehf.js';
import { sendByEmail } from './channels/email.js';
import { sendByPost } from './channels/post.js';
import { deliveryLogsOf, type InvoiceDelivery } from './log.js';
import { buyerParticipantOf, sendChoiceOf, type SendChoice } from './send-choice.js';

export type SendInvoiceInput = {
  channel: DeliveryChannel;
  /** E-mail: the address; the customer's invoice address when left out. */
  recipient?: string | null;
  /** E-mail: the sender's own words above the standard text. */
  message?: string | null;
  /** Sending by another channel than EHF to a buyer the 2027 mandate names: the user has confirmed it. */
  confirmed?: boolean | null;
  /** Sends this overdue notice of the invoice rather than the invoice itself. */
  overdueNoticeId?: string | null;
};

export type InvoiceRow = typeof invoices.$inferSelect;

/** One channel's way of sending: records its deliveries (log.ts startDeliveries) and answers their ids. */
export type ChannelSender = (
  tx: Tx,
  actor: Actor,
  invoice: InvoiceRow,
  input: SendInvoiceInput,
  services: Services,
) => Promise<string[]>;

/**
 * The 2027 mandate's check for sending by e-mail or post. Only from EHF_MANDATORY_FROM and for a
 * buyer with a Norwegian organisation number is the access point asked; when it cannot answer,
 * sending goes on (the mandate cannot be known, and e-mail must not wait for the Peppol network).
 */
async function requireMandateConfirmation(
  tx: Tx,
  services: Services,
  invoice: InvoiceRow,
  channel: DeliveryChannel,
): Promise<void> {
  if (osloDate(services.clock.now()) < EHF_MANDATORY_FROM || !buyerParticipantOf(invoice)) return;
  let choice: SendChoice;
  try {
    choice = await sendChoiceOf(tx, services, invoice);
  } catch (error) {
    if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') {
      services.log.warn({ invoiceId: invoice.id, err: error }, 'the access point could not be asked for the mandate');
      return;
    }
    throw error;
  }
  if (choice.needsConfirmation.includes(channel))
    throw invalid('invoiceDelivery', 'confirmed', 'ehfMandateNeedsConfirmation', {
      participantId: choice.receiver!.participantId,
    });
}

const SENDERS: Record<DeliveryChannel, ChannelSender> = { EMAIL: sendByEmail, MAIL: sendByPost, EHF: sendByEhf };

export const invoiceDeliveryService = {
  /**
   * Sends an invoice, credit note or overdue notice by one channel: another unit's invoice answers
   * NOT_FOUND, a refusal changes nothing; answers the deliveries it started (an e-mail's copies
   * each have their own). The 2027 mandate: from EHF_MANDATORY_FROM (the server's clock, Oslo),
   * an invoice or credit note to a domestic business whose access point takes it goes by e-mail or
   * post only with `confirmed` (refused as invoiceDelivery.confirmed ehfMandateNeedsConfirmation).
   */
  async send(
    tx: Tx,
    actor: Actor,
    invoiceId: string,
    input: SendInvoiceInput,
    services: Services,
  ): Promise<InvoiceDelivery[]> {
    const invoice = await findOwn(tx, invoices, invoiceId, 'invoice');
    if (input.channel !== 'EHF' && !input.confirmed && !input.overdueNoticeId)
      await requireMandateConfirmation(tx, services, invoice, input.channel);
    const ids = await SENDERS[input.channel](tx, actor, invoice, input, services);
    const [log] = await deliveryLogsOf(tx, actor.unitId, [invoice.id]);
    // In the order the channel started them (an e-mail: the recipient, then the copies).
    return ids.map((id) => log!.find((delivery) => delivery.id === id)!);
  },
};
