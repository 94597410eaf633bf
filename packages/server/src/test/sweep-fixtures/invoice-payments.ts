/** Sweep fixtures of payments: a payment typed in on the unit's invoice, and an uploaded OCR giro file. */
import { ocrGiroFile } from '../bank-files.js';
import { created } from './make.js';
import { ref, type Kinds, type OperationFixture, type Unit } from './refs.js';

const PAYMENT = { paymentDate: '2026-03-10', amount: '100.00', note: 'Sveip' };

/** An OCR giro file of one payment with a KID no invoice has: it imports, and matches nothing. */
async function bankFile(unit: Unit): Promise<string> {
  const response = await fetch(`${unit.t.url}/files?kind=bank_file`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${unit.who.token}`,
      'x-unit-id': unit.who.unitId,
      'content-type': 'text/plain',
      'x-file-name': 'ocr.txt',
    },
    body: ocrGiroFile([{ kid: '0000000026', amount: '100.00', date: '2026-03-02', archive: `${unit.index + 1}` }]),
  });
  const body = (await response.json()) as { signedBlobId?: string };
  if (!body.signedBlobId) throw new Error(`fixture upload bank_file: ${JSON.stringify(body)}`);
  return body.signedBlobId;
}

export const INVOICE_PAYMENT_KINDS = {
  invoicePayment: {
    create: async (unit) =>
      created(
        unit,
        'mutation ($invoiceId: ID!, $input: RegisterPaymentInput!) { registerPayment(invoiceId: $invoiceId, input: $input) { id } }',
        { invoiceId: await unit.id('invoice'), input: PAYMENT },
      ),
  },
  bankFile: { create: bankFile },
} satisfies Kinds;

export const INVOICE_PAYMENT_OPERATIONS: Record<string, OperationFixture> = {
  registerPayment: { variables: { invoiceId: ref('invoice'), input: PAYMENT } },
  deletePayment: { variables: { id: ref('invoicePayment') } },
  importBankPayments: { variables: { fileId: ref('bankFile') } },
};
