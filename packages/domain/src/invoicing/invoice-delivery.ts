import { ORDER_MAIL_RULES } from '../documents/order-mail.js';
import { INVOICE_DELIVERY_METHODS, type InvoiceDeliveryMethod } from '../master-data/customers.js';
import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';

/**
 * How an invoice, credit note or overdue notice reaches the buyer: the customer's delivery methods
 * (spec §3), so a customer's method is directly the default channel.
 */
export const DELIVERY_CHANNELS = INVOICE_DELIVERY_METHODS;
export type DeliveryChannel = InvoiceDeliveryMethod;

/** Every state any channel's delivery can be in (spec §4, Invoices). */
export const DELIVERY_STATES = ['BEFORE_SENDING', 'PENDING', 'SENT', 'RECEIVED', 'DELIVERED', 'FAILED'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * The states of each channel and the moves between them, in the order a delivery goes through them.
 * E-mail: pending until the SMTP server accepts it (delivered) or the last retry is refused (failed).
 * Post: printed is delivered, the spec's one state. EHF: built and validated (before_sending), handed
 * to our access point (pending), sent and awaiting its answer (sent), received by the provider's
 * access point (received), delivered to the receiver's access point (delivered); any step may fail.
 * Delivered and failed are final: sending again is a new delivery.
 */
export const DELIVERY_TRANSITIONS: Record<DeliveryChannel, Partial<Record<DeliveryState, readonly DeliveryState[]>>> = {
  EMAIL: { PENDING: ['DELIVERED', 'FAILED'] },
  MAIL: {},
  EHF: {
    BEFORE_SENDING: ['PENDING', 'FAILED'],
    PENDING: ['SENT', 'FAILED'],
    SENT: ['RECEIVED', 'DELIVERED', 'FAILED'],
    RECEIVED: ['DELIVERED', 'FAILED'],
  },
};

/** Where a new delivery of each channel starts. */
export const DELIVERY_START: Record<DeliveryChannel, DeliveryState> = {
  EMAIL: 'PENDING',
  MAIL: 'DELIVERED',
  EHF: 'BEFORE_SENDING',
};

/** The states a channel's delivery can be in, in order. */
export function deliveryStatesOf(channel: DeliveryChannel): DeliveryState[] {
  const states = new Set<DeliveryState>([DELIVERY_START[channel]]);
  for (const [from, to] of Object.entries(DELIVERY_TRANSITIONS[channel])) {
    states.add(from as DeliveryState);
    for (const state of to) states.add(state);
  }
  return DELIVERY_STATES.filter((state) => states.has(state));
}

export const isFinalDeliveryState = (state: DeliveryState) => state === 'DELIVERED' || state === 'FAILED';

export class DeliveryTransitionError extends Error {
  constructor(
    readonly channel: DeliveryChannel,
    readonly from: DeliveryState,
    readonly to: DeliveryState,
  ) {
    super(`A ${channel} delivery cannot go from ${from} to ${to}`);
    this.name = 'DeliveryTransitionError';
  }
}

export const canMoveDelivery = (channel: DeliveryChannel, from: DeliveryState, to: DeliveryState) =>
  DELIVERY_TRANSITIONS[channel][from]?.includes(to) ?? false;

/** Checks a delivery's move against the channel's table; throws DeliveryTransitionError when it is not one. */
export function assertDeliveryMove(channel: DeliveryChannel, from: DeliveryState, to: DeliveryState): DeliveryState {
  if (!canMoveDelivery(channel, from, to)) throw new DeliveryTransitionError(channel, from, to);
  return to;
}

/**
 * From this date Norwegian businesses must send EHF to domestic business buyers who can receive it
 * (norway-facts.md, the B2B mandate).
 */
export const EHF_MANDATORY_FROM = '2027-01-01';

/** What the Peppol network says about a buyer: which of our documents its access point takes. */
export type EhfReceiver = { invoice: boolean; creditNote: boolean };

export type ChannelChoiceFacts = {
  /** The customer's delivery method; null when none is set. */
  customerMethod: DeliveryChannel | null;
  /** The document being sent. */
  documentKind: 'INVOICE' | 'CREDIT_NOTE';
  /** The buyer's registration in the Peppol network; null when it is not registered or has no organisation number. */
  receiver: EhfReceiver | null;
  /** A Norwegian company (an organisation number, address in Norway): the buyers the mandate names. */
  domesticBusiness: boolean;
  /** The date of sending (Oslo), YYYY-MM-DD. */
  today: string;
};

export type ChannelChoice = {
  /** The channel offered first. */
  preferred: DeliveryChannel;
  /** The channels in the order the send dialog offers them; EHF only when the receiver takes the document. */
  offered: DeliveryChannel[];
  /** Whether sending by the given channel needs the user's confirmation (the mandate applies and it is not EHF). */
  needsConfirmation: (channel: DeliveryChannel) => boolean;
};

/**
 * The channel choice of the send dialog: the customer's method is the default; a buyer registered
 * for the document in the Peppol network is offered EHF first; and from 2027-01-01 sending a
 * domestic business buyer who can receive EHF by anything else asks for confirmation.
 */
export function chooseDeliveryChannel(facts: ChannelChoiceFacts): ChannelChoice {
  const ehfPossible =
    facts.receiver !== null && (facts.documentKind === 'INVOICE' ? facts.receiver.invoice : facts.receiver.creditNote);
  const preferred: DeliveryChannel = ehfPossible
    ? 'EHF'
    : facts.customerMethod && facts.customerMethod !== 'EHF'
      ? facts.customerMethod
      : 'EMAIL';
  const offered = [preferred, ...DELIVERY_CHANNELS.filter((channel) => channel !== preferred)].filter(
    (channel) => channel !== 'EHF' || ehfPossible,
  );
  const mandate = ehfPossible && facts.domesticBusiness && facts.today >= EHF_MANDATORY_FROM;
  return { preferred, offered, needsConfirmation: (channel) => mandate && channel !== 'EHF' };
}

/** At most this many invoices are printed for the post in one PDF. */
export const MAX_PRINT_BATCH = 100;

/** What the send dialog asks for an e-mail: the recipient (the customer's invoice e-mail when left out) and a message. */
export type InvoiceMailValues = { recipient: string | null; message: string | null };

/** The same rules as an order's mail: an address that fits an SMTP path, a message of a letter's length. */
export const INVOICE_MAIL_RULES = {
  recipient: ORDER_MAIL_RULES.recipient,
  message: ORDER_MAIL_RULES.message,
};

/** The problems of an invoice's e-mail (recipient blank or invalid, message too long), for dialog and server. */
export function invoiceMailProblems(values: InvoiceMailValues): FieldProblem[] {
  return fieldProblems(values, INVOICE_MAIL_RULES);
}
