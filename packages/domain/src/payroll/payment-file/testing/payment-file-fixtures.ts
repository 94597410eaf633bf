import { XMLParser } from 'fast-xml-parser';
import type { CreditTransferInput, CreditTransferPayment } from '../credit-transfer-input.js';

/** Valid Norwegian accounts (MOD11) and foreign IBANs (MOD97) for payment-file tests. */
export const ACCOUNTS = {
  company: '8601.11.17947',
  companyIban: 'NO93 8601 1117 947',
  employee: '1234.56.78903',
  otherEmployee: '10000002319',
  swedishIban: 'SE45 5000 0000 0583 9825 7466',
} as const;

export const payment = (overrides: Partial<CreditTransferPayment> = {}): CreditTransferPayment => ({
  endToEndId: '12',
  creditorName: 'Kari Nordmann',
  bban: ACCOUNTS.employee,
  amount: '25431.50',
  remittanceText: 'Lønn 2026-06 nr 12',
  ...overrides,
});

export const fileInput = (overrides: Partial<CreditTransferInput> = {}): CreditTransferInput => ({
  messageId: 'LONN-2026-06-20-1',
  creationDateTime: '2026-06-18T09:30:00Z',
  requestedExecutionDate: '2026-06-20',
  debtor: { name: 'Fjord Regnskap AS', organizationNumber: '923 609 016', bban: ACCOUNTS.company },
  payments: [payment()],
  ...overrides,
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false, // amounts and ids stay the exact text written
  isArray: (name) => name === 'CdtTrfTxInf',
});

type Node = Record<string, unknown>;

/** The file read back: the group header, the payment information and its transactions, values as text. */
export function readFile(xml: string) {
  const document = (parser.parse(xml) as { Document: { CstmrCdtTrfInitn: { GrpHdr: Node; PmtInf: Node } } }).Document;
  const { GrpHdr: header, PmtInf: paymentInformation } = document.CstmrCdtTrfInitn;
  return { header, paymentInformation, transactions: paymentInformation.CdtTrfTxInf as Node[] };
}
