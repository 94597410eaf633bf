import { describe, expect, it } from 'vitest';
import { newCreditNote, toCreditNoteInput, withFormLinePlaces } from './credit-note-form';

const LINES = [
  { lineId: 'l1', remainingQuantity: '1.0000' },
  { lineId: 'l2', remainingQuantity: '0.0000' },
  { lineId: 'l3', remainingQuantity: '3.0000' },
] as never;

describe('the credit note form', () => {
  it('starts as a whole credit of today, each line prefilled with what remains of it', () => {
    expect(newCreditNote(LINES, '2026-03-10')).toEqual({
      issueDate: '2026-03-10',
      reason: '',
      customNote: '',
      chooseLines: false,
      lines: [
        { lineId: 'l1', quantity: '1.0000' },
        { lineId: 'l2', quantity: '0.0000' },
        { lineId: 'l3', quantity: '3.0000' },
      ],
    });
  });

  it('credits all that remains (no lines) unless lines are chosen, with trimmed texts', () => {
    const values = { ...newCreditNote(LINES, '2026-03-10'), reason: ' Returnert ', customNote: '  ' };
    expect(toCreditNoteInput(values)).toEqual({
      issueDate: '2026-03-10',
      reason: 'Returnert',
      customNote: null,
      lines: null,
    });
  });

  it('sends only the chosen lines with a quantity above 0', () => {
    const values = {
      ...newCreditNote(LINES, '2026-03-10'),
      reason: 'Feil antall',
      chooseLines: true,
      lines: [
        { lineId: 'l1', quantity: '0' },
        { lineId: 'l2', quantity: '' },
        { lineId: 'l3', quantity: '2' },
      ],
    };
    expect(toCreditNoteInput(values).lines).toEqual([{ lineId: 'l3', quantity: '2' }]);
  });

  it("puts a refused line's error on the dialog's line, not the input's place", () => {
    const values = {
      ...newCreditNote(LINES, '2026-03-10'),
      chooseLines: true,
      lines: [
        { lineId: 'l1', quantity: '' },
        { lineId: 'l2', quantity: '1' },
        { lineId: 'l3', quantity: '5' },
      ],
    };
    const errors = [
      {
        message: 'Validation',
        extensions: {
          code: 'VALIDATION',
          validations: [
            { model: 'creditNote', attribute: 'lines.1.quantity', type: 'exceeds_remaining' },
            { model: 'creditNote', attribute: 'reason', type: 'required_on_credit_notes' },
          ],
        },
      },
    ];
    expect(withFormLinePlaces(errors, values)[0]!.extensions.validations.map((v) => v.attribute)).toEqual([
      'lines.2.quantity',
      'reason',
    ]);
  });
});
