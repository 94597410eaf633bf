import { ehfDocument, type EhfDocumentInput } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { invoiceEhfInput } from './ehf-input.js';

export type InvoiceEhf = {
  /** What the document states (the seller and buyer among it). */
  input: EhfDocumentInput;
  /** The EHF (Peppol BIS Billing 3.0 UBL) as it is downloaded and sent. */
  xml: string;
  /** Faktura-10001.xml or Kreditnota-10002.xml. */
  fileName: string;
};

/**
 * The EHF of an invoice or credit note, read in the caller's transaction (another unit's is
 * NOT_FOUND): the one code path of the download route and the EHF channel, so what is shown is
 * what is sent.
 */
export async function invoiceEhf(tx: Tx, invoiceId: string): Promise<InvoiceEhf> {
  const input = await invoiceEhfInput(tx, invoiceId);
  const fileName = `${input.kind === 'INVOICE' ? 'Faktura' : 'Kreditnota'}-${input.number}.xml`;
  return { input, xml: ehfDocument(input), fileName };
}
