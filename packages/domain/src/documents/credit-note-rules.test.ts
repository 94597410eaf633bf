import { describe, expect, it } from 'vitest';
import { creditNoteProblems } from './credit-note-rules.js';

const valid = { issueDate: '2026-03-10', reason: 'Returned goods', customNote: null };

describe('credit note fields', () => {
  it('accepts a dated credit note with a reason', () => {
    expect(creditNoteProblems(valid, '2026-03-01')).toEqual([]);
  });

  it.each([null, '', '   '])('refuses a missing reason (%j) as required on credit notes', (reason) => {
    expect(creditNoteProblems({ ...valid, reason }, '2026-03-01')).toEqual([
      { attribute: 'reason', type: 'required_on_credit_notes' },
    ]);
  });

  it('refuses a reason longer than 1000 characters', () => {
    expect(creditNoteProblems({ ...valid, reason: 'x'.repeat(1001) }, '2026-03-01')).toEqual([
      { attribute: 'reason', type: 'too_long', params: { count: 1000 } },
    ]);
  });

  it('needs a real issue date', () => {
    expect(creditNoteProblems({ ...valid, issueDate: null }, '2026-03-01')).toEqual([
      { attribute: 'issueDate', type: 'blank' },
    ]);
    expect(creditNoteProblems({ ...valid, issueDate: '2026-02-30' }, '2026-03-01')).toEqual([
      { attribute: 'issueDate', type: 'invalid' },
    ]);
  });

  it('never dates a credit note before the invoice it credits', () => {
    expect(creditNoteProblems({ ...valid, issueDate: '2026-02-28' }, '2026-03-01')).toEqual([
      { attribute: 'issueDate', type: 'date_after_or_equal_to', params: { date: '2026-03-01' } },
    ]);
    expect(creditNoteProblems({ ...valid, issueDate: '2026-03-01' }, '2026-03-01')).toEqual([]);
  });
});
