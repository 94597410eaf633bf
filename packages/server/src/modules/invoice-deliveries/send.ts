import type { DeliveryChannel } from '@fjord/domain';
import type { Actor } from '../../db/audit.js';
import type { Tx } from '../../db/connection.js';
import { findOwn } from '../../db/records.js';
import { invoices } from '../invoices/tables.js';
import { sendByEhf } from './channels/ehf.js';
import { sendByEmail } from './channels/email.js';
import { sendByPost } from './channels/post.js';
import { deliveryLogsOf, type InvoiceDelivery } from './log.js';

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
export type ChannelSender = (tx: Tx, actor: Actor, invoice: InvoiceRow, input: SendInvoiceInput) => Promise<string[]>;

const SENDERS: Record<DeliveryChannel, ChannelSender> = { EMAIL: sendByEmail, MAIL: sendByPost, EHF: sendByEhf };

export const invoiceDeliveryService = {
  /**
   * Sends an invoice, credit note or overdue notice by one channel: another unit's invoice answers
   * NOT_FOUND, a refusal changes nothing; answers the deliveries it started (an e-mail's copies
   * each have their own).
   */
  async send(tx: Tx, actor: Actor, invoiceId: string, input: SendInvoiceInput): Promise<InvoiceDelivery[]> {
    const invoice = await findOwn(tx, invoices, invoiceId, 'invoice');
    const ids = await SENDERS[input.channel](tx, actor, invoice, input);
    const [log] = await deliveryLogsOf(tx, actor.unitId, [invoice.id]);
    // In the order the channel started them (an e-mail: the recipient, then the copies).
    return ids.map((id) => log!.find((delivery) => delivery.id === id)!);
  },
};
