import {
  buildAmelding,
  employerTaxDueDate,
  readAmeldingFeedback,
  type AmeldingFeedbackReading,
  type AmeldingInput,
  type AmeldingMessage as DomainMessage,
} from '@fjord/domain';
import type { Services } from '../../services.js';
import type { AmeldingService } from '../../skatteetaten/amelding-port.js';
import { checkAmeldingSchema } from '../../skatteetaten/amelding-schema.js';

/**
 * The pieces of the a-melding this module uses from the domain and the Skatteetaten adapters, in one place: the
 * message (buildAmelding), its schema check, the feedback's reading, the employer tax due date and the port.
 */

/** The message as the module stores it (jsonb) and hands to the port. */
export type AmeldingMessage = { leveranse: Record<string, unknown> };

export const buildMessage = (input: AmeldingInput): AmeldingMessage =>
  buildAmelding(input) satisfies DomainMessage as unknown as AmeldingMessage;

/** Where the message fails the v2.3 schema; empty when valid. */
export function schemaProblems(message: AmeldingMessage): string[] {
  const result = checkAmeldingSchema(message);
  return result.valid ? [] : result.problems.map((problem) => problem.path || '/');
}

export type FeedbackView = AmeldingFeedbackReading;

/** The feedback as it concerns the message, or null when the message is not in it. */
export const readFeedback = (feedback: Record<string, unknown>, meldingsId: string): FeedbackView | null =>
  readAmeldingFeedback(feedback, meldingsId);

/** The 15th of the month after the two-month term of the month, next working day. */
export const employerTaxDue = (year: number, month: number): string =>
  employerTaxDueDate(`${year}-${String(month).padStart(2, '0')}`);

export const ameldingPort = (services: Services): AmeldingService => services.ameldingService;
