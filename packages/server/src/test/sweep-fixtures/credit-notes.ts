/** Sweep fixtures of credit notes and invoice duplicates: both act on the unit's invoice (invoices.ts). */
import { ref, type Kinds, type OperationFixture } from './refs.js';

export const CREDIT_NOTE_KINDS = {
  invoiceLine: {
    // The line of the unit's invoice (2 × Telt), so a credit of it names the invoice and its line.
    create: async (unit) => {
      const data = await unit.call<{ invoice: { lines: { id: string }[] } }>(
        'query ($id: ID!) { invoice(id: $id) { lines { id } } }',
        { id: await unit.id('invoice') },
      );
      return data.invoice.lines[0]!.id;
    },
  },
} satisfies Kinds;

export const CREDIT_NOTE_OPERATIONS: Record<string, OperationFixture> = {
  createCreditNote: {
    variables: {
      invoiceId: ref('invoice'),
      input: {
        issueDate: '2026-03-10',
        lines: [{ lineId: ref('invoiceLine'), quantity: '1' }],
        reason: 'Sveip: ett telt returnert',
      },
    },
  },
  duplicateInvoice: { variables: { id: ref('invoice') } },
};
