/**
 * The a-melding's life in Fjord (spec 000 §4 "A-melding"), on the 2026 route: the message is POSTed to
 * Skatteetaten's REST API, the feedback is announced in Dialogporten and fetched from the feedback API.
 *
 * - FAILED_SENDING: the POST did not go through (the service was down, or refused the call itself);
 *   nothing reached the a-ordning. Resend tries the same message again with the same idempotency key.
 * - PENDING: the service took the message; the feedback is not there yet.
 * - FEEDBACK_READY: Dialogporten shows the feedback; it has not been fetched.
 * - SUCCESSFUL: the feedback says received (mottatt). Its deviations, if any, are shown with it.
 * - REJECTED: the feedback says rejected (avvist): nothing in it counts. Send a new message, not a replacement.
 * - REPLACED: a later message replacing it was received (erstattet).
 * - CANCELLED: a cancellation (an empty message replacing it) was received: the month has nothing from it.
 * - SOMETHING_WRONG: the service answered something Fjord cannot read (no trace of the message in the
 *   feedback, an unknown dialog). Check the status again, or archive it and send anew.
 */
export const AMELDING_STATUSES = [
  'FAILED_SENDING',
  'PENDING',
  'FEEDBACK_READY',
  'CANCELLED',
  'REPLACED',
  'SUCCESSFUL',
  'REJECTED',
  'SOMETHING_WRONG',
] as const;
export type AmeldingStatus = (typeof AMELDING_STATUSES)[number];

/** ORDINARY: the month's message; REPLACEMENT: replaces an earlier one whole; CANCELLATION: replaces it with nothing. */
export const AMELDING_KINDS = ['ORDINARY', 'REPLACEMENT', 'CANCELLATION'] as const;
export type AmeldingKind = (typeof AMELDING_KINDS)[number];

/** The spec's actions on a message (spec 000 §4). */
export const AMELDING_ACTIONS = ['CHECK_STATUS', 'FETCH_FEEDBACK', 'ARCHIVE', 'RESEND', 'CANCEL', 'REPLACE'] as const;
export type AmeldingAction = (typeof AMELDING_ACTIONS)[number];

/**
 * What each status allows. Replace and cancel only a received message that is the latest of its chain (the
 * service replaces the latest valid message); the caller checks "latest" and that the message is not itself a
 * cancellation. Archive hides a message from the list; an archived message keeps its status.
 */
export const AMELDING_ACTIONS_BY_STATUS: Readonly<Record<AmeldingStatus, readonly AmeldingAction[]>> = {
  FAILED_SENDING: ['RESEND', 'ARCHIVE'],
  PENDING: ['CHECK_STATUS'],
  FEEDBACK_READY: ['FETCH_FEEDBACK', 'CHECK_STATUS'],
  SUCCESSFUL: ['REPLACE', 'CANCEL', 'ARCHIVE'],
  REJECTED: ['ARCHIVE'],
  REPLACED: ['ARCHIVE'],
  CANCELLED: ['ARCHIVE'],
  SOMETHING_WRONG: ['CHECK_STATUS', 'ARCHIVE'],
};

/** The statuses a status may move to (anything else is refused as `invalid_transition`). */
export const AMELDING_TRANSITIONS: Readonly<Record<AmeldingStatus, readonly AmeldingStatus[]>> = {
  FAILED_SENDING: ['PENDING', 'FAILED_SENDING'],
  PENDING: ['FEEDBACK_READY', 'SOMETHING_WRONG'],
  FEEDBACK_READY: ['SUCCESSFUL', 'REJECTED', 'SOMETHING_WRONG'],
  SUCCESSFUL: ['REPLACED', 'CANCELLED'],
  REJECTED: [],
  REPLACED: [],
  CANCELLED: [],
  SOMETHING_WRONG: ['PENDING', 'FEEDBACK_READY', 'SUCCESSFUL', 'REJECTED'],
};

/** Statuses that still wait on the service: the polling job checks these. */
export const AMELDING_WAITING_STATUSES: readonly AmeldingStatus[] = ['PENDING', 'FEEDBACK_READY'];

/** Statuses in which the message counts for its month (received, and not replaced or cancelled). */
export const AMELDING_COUNTING_STATUSES: readonly AmeldingStatus[] = ['SUCCESSFUL'];

export function ameldingActions(status: AmeldingStatus): readonly AmeldingAction[] {
  return AMELDING_ACTIONS_BY_STATUS[status];
}

export function canMoveAmelding(from: AmeldingStatus, to: AmeldingStatus): boolean {
  return AMELDING_TRANSITIONS[from].includes(to);
}

/**
 * The feedback's severities (feedback.md §3): a rejection (avvisning) rejects the message; an immediate one
 * (øyeblikkelig) must be corrected at once by a replacement; a guideline one (retningslinje) in the next message.
 */
export const AMELDING_DEVIATION_SEVERITIES = ['REJECTION', 'IMMEDIATE', 'GUIDELINE'] as const;
export type AmeldingDeviationSeverity = (typeof AMELDING_DEVIATION_SEVERITIES)[number];

/**
 * Fjord's system user at the company (Altinn 3): requested by Fjord, approved or rejected by the company in
 * Altinn. Only an APPROVED system user may send a-meldinger and fetch tax cards; anything else is the spec's
 * "Invalid credentials" path.
 */
export const SYSTEM_USER_STATUSES = ['NOT_REQUESTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type SystemUserStatus = (typeof SYSTEM_USER_STATUSES)[number];

/**
 * A request for the employees' tax cards (spec 000 §4 "Tax report submissions"): FAILED_SENDING when the
 * service could not be reached; PENDING while the cards are being fetched; FEEDBACK_READY when every answer is
 * in; RETRIEVED once the answers are applied to the employees' cards; SOMETHING_WRONG when answers could not be
 * read or applied.
 */
export const TAX_CARD_REQUEST_STATUSES = [
  'FAILED_SENDING',
  'PENDING',
  'FEEDBACK_READY',
  'RETRIEVED',
  'SOMETHING_WRONG',
] as const;
export type TaxCardRequestStatus = (typeof TAX_CARD_REQUEST_STATUSES)[number];
