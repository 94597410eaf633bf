import { AppError } from '../errors/app-error.js';

/**
 * The port to Skatteetaten's a-melding APIs (2026): "Innrapportering A-melding" takes the JSON message,
 * Dialogporten tells when the feedback has come, the feedback API gives it. The simulator is the default
 * (AMELDING_SERVICE=simulator); the real adapter speaks the REST APIs with a Maskinporten token for Fjord's
 * system user at the company (README of standards a-melding/v2.3, §2).
 */

/** Who sends: the unit's organisation number (the opplysningspliktig, a main unit) and its approved system user. */
export type AmeldingSender = { organizationNumber: string; systemUserId: string };

export type AmeldingSubmission = {
  sender: AmeldingSender;
  /** leveranse.kalendermaaned, YYYY-MM: also in the path, and must equal the message's. */
  month: string;
  /** The whole JSON message, `{ leveranse: {...} }`, already valid against the v2.3 schema. */
  message: { leveranse: Record<string, unknown> };
  /** A UUID, new for every new call; a retry of a call that got no answer sends the same key again. */
  idempotencyKey: string;
};

/** The service's answer to a taken submission: the dialog in Dialogporten, the transmission, the message id. */
export type AmeldingReceipt = { dialogId: string; transmissionId: string; meldingsId: string };

/** Where the submission's dialog stands: no feedback yet, or the feedback transmission and document to fetch. */
export type AmeldingProgress =
  { state: 'WAITING' } | { state: 'FEEDBACK_READY'; feedbackTransmissionId: string; feedbackDocumentId: string };

export interface AmeldingService {
  /**
   * POSTs the message. Throws AmeldingRefusal when the service refuses the call (a 4xx with its kode and
   * melding: nothing was taken), SERVICE_UNAVAILABLE when it cannot be reached or answers 5xx (try again later
   * with the same idempotency key).
   */
  submit(submission: AmeldingSubmission): Promise<AmeldingReceipt>;
  /** Reads the dialog (Dialogporten). Throws AmeldingRefusal for an unknown dialog, SERVICE_UNAVAILABLE when down. */
  progress(sender: AmeldingSender, dialogId: string): Promise<AmeldingProgress>;
  /** Fetches the feedback document: the service's JSON as it is (read it with the domain's readAmeldingFeedback). */
  feedback(
    sender: AmeldingSender,
    ids: { dialogId: string; feedbackTransmissionId: string; feedbackDocumentId: string },
  ): Promise<Record<string, unknown>>;
}

/** A refusal of the call itself, with Skatteetaten's error body (kode, melding, korrelasjonsid). */
export class AmeldingRefusal extends Error {
  constructor(
    readonly code: string,
    readonly text: string,
    readonly httpStatus: number,
  ) {
    super(`The a-melding service refused the call: ${code} ${text}`);
    this.name = 'AmeldingRefusal';
  }
}

export function ameldingServiceUnavailable(reason: string): AppError {
  return new AppError('SERVICE_UNAVAILABLE', `A-melding service unavailable: ${reason}`, {
    key: 'errors.ameldingServiceUnavailable',
    printableMessage: 'Skatteetaten svarer ikke nå. Prøv igjen senere.',
  });
}
