import { AppError } from '../errors/app-error.js';

/**
 * The port to a Peppol access point: the service that looks receivers up in the network (SMP)
 * and carries our EHF documents to the receiver's access point. The simulator is the default
 * (simulator.ts); a provider's REST API is the real adapter (http.ts, the contract in
 * docs/architecture/platform.md).
 */

/** A Peppol participant: the scheme 0192 (Norwegian organisation numbers) and the number, e.g. 0192:923609016. */
export type ParticipantId = `0192:${string}`;

export const participantIdOf = (organizationNumber: string): ParticipantId =>
  `0192:${organizationNumber.replace(/\D/g, '')}`;

/** Our documents in the network: Peppol BIS Billing 3.0 invoice and credit note. */
export type PeppolDocumentType = 'invoice' | 'creditNote';

/** What the network's directory (SMP) says about a participant. */
export type ParticipantLookup = {
  registered: boolean;
  /** Which of our document types the participant's access point takes. */
  documentTypes: { invoice: boolean; creditNote: boolean };
};

export type OutgoingDocument = {
  documentXml: string;
  sender: ParticipantId;
  receiver: ParticipantId;
  documentType: PeppolDocumentType;
  /**
   * Our id of the sending (the delivery's id): the provider takes a second hand-over with the same
   * reference as the first (a retry after a lost answer), so a document is not sent twice.
   */
  reference: string;
};

/** Where a message stands at the access point; the same names as our delivery states. */
export const MESSAGE_STATES = ['PENDING', 'SENT', 'RECEIVED', 'DELIVERED', 'FAILED'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export type MessageStatus = {
  state: MessageState;
  /** What the access point says (a failure's reason, the receiver's answer); null when nothing. */
  detail: string | null;
  /** When the message came to this state. */
  at: Date;
};

export interface AccessPoint {
  /** The SMP lookup. Throws SERVICE_UNAVAILABLE when the access point cannot answer now. */
  lookup(participantId: ParticipantId): Promise<ParticipantLookup>;
  /**
   * Hands a document over for sending; answers the access point's message id. Throws
   * AccessPointRejection when the access point refuses the document for good (sending it again
   * cannot help), SERVICE_UNAVAILABLE when it cannot take it now.
   */
  send(document: OutgoingDocument): Promise<{ messageId: string }>;
  /** Where a sent message stands. Throws SERVICE_UNAVAILABLE when the access point cannot answer now. */
  status(messageId: string): Promise<MessageStatus>;
}

/** The access point refused a document for good: the reason is what it answered. */
export class AccessPointRejection extends Error {
  constructor(readonly reason: string) {
    super(`The access point refused the document: ${reason}`);
    this.name = 'AccessPointRejection';
  }
}

/** The access point does not answer now; trying later may work (the jobs retry). */
export function accessPointUnavailable(reason: string): AppError {
  return new AppError('SERVICE_UNAVAILABLE', `Access point unavailable: ${reason}`, {
    key: 'errors.accessPointUnavailable',
  });
}
