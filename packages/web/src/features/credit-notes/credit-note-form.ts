import { CREDIT_NOTE_RULES, toDecimal } from '@fjord/domain';
import type { CreateCreditNoteInput, InvoiceCreditNotesQuery } from '../../gql/graphql';
import { toZodSchema } from '../../ui/validation';

type CreditableLine = NonNullable<InvoiceCreditNotesQuery['invoice']>['creditableLines'][number];

/** The credit dialog's values: the whole invoice, or the chosen lines with how much of each. */
export type CreditNoteValues = {
  issueDate: string;
  reason: string;
  customNote: string;
  chooseLines: boolean;
  lines: { lineId: string; quantity: string }[];
};

export const creditNoteSchema = toZodSchema<CreditNoteValues>(CREDIT_NOTE_RULES);

/** A new credit note of today, of the whole invoice, its lines prefilled with what remains of each. */
export function newCreditNote(lines: readonly CreditableLine[], today: string): CreditNoteValues {
  return {
    issueDate: today,
    reason: '',
    customNote: '',
    chooseLines: false,
    lines: lines.map((line) => ({ lineId: line.lineId, quantity: line.remainingQuantity })),
  };
}

const isAboveZero = (value: string) => toDecimal(value)?.greaterThan(0) ?? false;

/**
 * The mutation's input: no lines for the whole invoice (all that remains), else the lines with a
 * quantity above 0 (a line left at 0 or blank is not credited).
 */
export function toCreditNoteInput(values: CreditNoteValues): CreateCreditNoteInput {
  return {
    issueDate: values.issueDate,
    reason: values.reason.trim(),
    customNote: values.customNote.trim() || null,
    lines: values.chooseLines
      ? sentLines(values).map((index) => ({
          lineId: values.lines[index]!.lineId,
          quantity: values.lines[index]!.quantity,
        }))
      : null,
  };
}

/** The form's indexes of the lines the input sends, in the input's order. */
const sentLines = (values: CreditNoteValues) =>
  values.lines.flatMap((line, index) => (isAboveZero(line.quantity) ? [index] : []));

type GraphQLErrorShape = { extensions?: Record<string, unknown> | null };

/**
 * The server names a refused line by its place in the input (`lines.0.quantity`); the form by
 * its place in the dialog, where lines left at 0 are not sent. Answers the errors with the form's places.
 */
export function withFormLinePlaces<E extends GraphQLErrorShape>(errors: readonly E[], values: CreditNoteValues): E[] {
  const sent = sentLines(values);
  const place = (attribute: string) =>
    attribute.replace(/^lines\.(\d+)\./, (whole, index: string) =>
      sent[Number(index)] === undefined ? whole : `lines.${sent[Number(index)]}.`,
    );
  return errors.map((error) => {
    const validations = error.extensions?.validations;
    if (!Array.isArray(validations)) return error;
    return {
      ...error,
      extensions: {
        ...error.extensions,
        validations: validations.map((validation: { attribute?: unknown }) =>
          typeof validation.attribute === 'string'
            ? { ...validation, attribute: place(validation.attribute) }
            : validation,
        ),
      },
    };
  });
}
