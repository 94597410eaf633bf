import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';
import { rules } from '../validation/rules.js';
import { INVOICE_CUSTOM_NOTE_MAX } from './invoice-rules.js';

/** The longest reason a credit note gives for crediting its invoice. */
export const CREDIT_NOTE_REASON_MAX = 1000;

export type CreditNoteValues = {
  issueDate: string | null;
  reason: string | null;
  customNote: string | null;
};

/**
 * A credit note's own fields, form and server alike: its date, and why it credits the invoice —
 * spec 001 §5.4's "required on credit notes" (server type `required_on_credit_notes`).
 */
export const CREDIT_NOTE_RULES = {
  issueDate: [rules.required(), rules.date()],
  reason: [rules.requiredWhen(() => true, 'requiredOnCreditNotes'), rules.max(CREDIT_NOTE_REASON_MAX)],
  customNote: [rules.max(INVOICE_CUSTOM_NOTE_MAX)],
};

/**
 * Every problem of a credit note's fields: the rules above, and an issue date not before the
 * invoice's own (a correction cannot predate what it corrects).
 */
export function creditNoteProblems(values: CreditNoteValues, invoiceIssueDate: string): FieldProblem[] {
  const problems = fieldProblems(values, CREDIT_NOTE_RULES, { reason: { invalid: 'required_on_credit_notes' } });
  const dateOk = !problems.some((problem) => problem.attribute === 'issueDate');
  if (dateOk && values.issueDate! < invoiceIssueDate)
    problems.push({ attribute: 'issueDate', type: 'date_after_or_equal_to', params: { date: invoiceIssueDate } });
  return problems;
}
