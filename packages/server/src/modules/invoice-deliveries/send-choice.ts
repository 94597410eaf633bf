import { eq } from 'drizzle-orm';
import {
  chooseDeliveryChannel,
  DELIVERY_CHANNELS,
  isValidOrganizationNumber,
  normalizeOrganizationNumber,
  osloDate,
  type DeliveryChannel,
  type EhfReceiver,
} from '@fjord/domain';
import { participantIdOf, type ParticipantId, type PeppolDocumentType } from '../../access-point/port.js';
import type { Tx } from '../../db/connection.js';
import type { Services } from '../../services.js';
import { customers } from '../customers/tables.js';
import type { InvoiceRow } from './send.js';

/** The buyer's Peppol id: its Norwegian organisation number in scheme 0192, or null when it has none. */
export function buyerParticipantOf(invoice: InvoiceRow): ParticipantId | null {
  const party = invoice.customerParty;
  const number = party.organizationNumber ? normalizeOrganizationNumber(party.organizationNumber) : '';
  return isValidOrganizationNumber(number) && party.countryCode === 'NO' ? participantIdOf(number) : null;
}

export const peppolDocumentTypeOf = (invoice: InvoiceRow): PeppolDocumentType =>
  invoice.kind === 'CREDIT_NOTE' ? 'creditNote' : 'invoice';

/** What the network says about the buyer: looked up at the access point (its SMP), as the port answers. */
export type ReceiverRegistration = { participantId: ParticipantId; registered: boolean } & EhfReceiver;

export async function receiverOf(services: Services, participantId: ParticipantId): Promise<ReceiverRegistration> {
  const found = await services.accessPoint.lookup(participantId);
  return {
    participantId,
    registered: found.registered,
    invoice: found.registered && found.documentTypes.invoice,
    creditNote: found.registered && found.documentTypes.creditNote,
  };
}

export type SendChoice = {
  preferred: DeliveryChannel;
  offered: DeliveryChannel[];
  /** The channels that need the user's confirmation (the 2027 mandate: not EHF to a buyer who takes it). */
  needsConfirmation: DeliveryChannel[];
  /** The buyer in the Peppol network; null when it has no Norwegian organisation number. */
  receiver: ReceiverRegistration | null;
};

/**
 * The send dialog's choice for an invoice or credit note (the domain's chooseDeliveryChannel): the
 * customer's method, the buyer's registration at the access point, whether it is a domestic business
 * (a Norwegian organisation number), and today in Oslo by the server's clock.
 */
export async function sendChoiceOf(tx: Tx, services: Services, invoice: InvoiceRow): Promise<SendChoice> {
  const participantId = buyerParticipantOf(invoice);
  const [customer] = await tx
    .select({ method: customers.invoiceDeliveryMethod })
    .from(customers)
    .where(eq(customers.id, invoice.customerId));
  const receiver = participantId ? await receiverOf(services, participantId) : null;
  const choice = chooseDeliveryChannel({
    customerMethod: customer?.method ?? null,
    documentKind: invoice.kind,
    receiver: receiver?.registered ? receiver : null,
    domesticBusiness: participantId !== null,
    today: osloDate(services.clock.now()),
  });
  return {
    preferred: choice.preferred,
    offered: choice.offered,
    needsConfirmation: DELIVERY_CHANNELS.filter((channel) => choice.needsConfirmation(channel)),
    receiver,
  };
}
