import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';
import { rules } from '../validation/rules.js';
import type { OrderState } from './order-status.js';

/** The PDFs an order is printed and e-mailed as (spec 001 §7.2 "e-mail order" pdfType). */
export const ORDER_PDF_TYPES = ['offer', 'order', 'orderConfirmation', 'packingSlip'] as const;
export type OrderPdfType = (typeof ORDER_PDF_TYPES)[number];

/** An e-mail address fits in an SMTP path (RFC 5321: 254 characters). */
export const MAIL_RECIPIENT_MAX = 254;
/** The sender's own words above the standard text; a letter, not a document. */
export const ORDER_MAIL_MESSAGE_MAX = 2000;

/** What the "E-mail order" dialog asks for; the server checks the same map. */
export type OrderMailValues = { recipient: string | null; pdfType: string | null; message: string | null };

export const ORDER_MAIL_RULES = {
  recipient: [rules.required(), rules.email(), rules.max(MAIL_RECIPIENT_MAX)],
  pdfType: [rules.required(), rules.oneOf(ORDER_PDF_TYPES)],
  message: [rules.max(ORDER_MAIL_MESSAGE_MAX)],
};

export function orderMailProblems(values: OrderMailValues): FieldProblem[] {
  return fieldProblems(values, ORDER_MAIL_RULES);
}

/**
 * Whether an order may be e-mailed: any order but a cancelled one. The spec leaves it open; a
 * cancelled order sent as an offer or a confirmation would tell the customer something no longer
 * true, while an open order may go out as an offer and a locked or invoiced one as any of the four.
 */
export function canEmailOrder(state: OrderState): boolean {
  return state.status !== 'CANCELLED';
}
