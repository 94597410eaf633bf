import { element, textElement, xmlDocument, type XmlNode } from '../../ehf/xml-writer.js';
import type { FileAccount } from './accounts.js';
import { amountText, PAYMENT_CURRENCY } from './amounts.js';
import { checkedCreditTransfer } from './checked-input.js';
import type { CreditTransferInput, Pain001Version } from './credit-transfer-input.js';

/**
 * The bank payment file of a pay date: ISO 20022 pain.001 CustomerCreditTransferInitiation, one payment
 * information block from the company's account with one transaction per paycheck, as UTF-8 XML. Pure: the
 * caller gives the message id and creation time, so the same input always gives the same file. Input the
 * bank would refuse is refused first with a RangeError (checked-input.ts).
 *
 * - Category purpose SALA (PmtInf/PmtTpInf/CtgyPurp/Cd) marks the payments as salary, which the Norwegian
 *   banks handle confidentially (the single amounts hidden from bank staff).
 * - NbOfTxs and CtrlSum, in the group header and in the payment information block, are the count and the
 *   exact decimal sum of the amounts written (two decimals each, never a float).
 * - Norwegian accounts as BBAN (Othr/Id with SchmeNm/Cd BBAN), other accounts as IBAN; see accounts.ts.
 * - The company is named by its organisation number (OrgId/Othr with SchmeNm/Cd CUST) as initiating party
 *   and debtor. A bank whose agreement names the company otherwise (Nordea: its service code, SchmeNm
 *   BANK) needs that changed here.
 * - A bank is named by its BIC when given. Without one the company's bank is named by its country (the CGI
 *   guidelines allow an agent by country alone) and the employee's bank is left out: the account number
 *   identifies it.
 */
export function creditTransferFile(input: CreditTransferInput): string {
  const file = checkedCreditTransfer(input);
  const tags = VERSION_TAGS[file.version];
  const count = String(file.payments.length);
  const sum = amountText(file.controlSum);
  const company = (tag: 'InitgPty' | 'Dbtr') =>
    element(
      tag,
      {},
      textElement('Nm', file.debtor.name),
      element('PstlAdr', {}, textElement('Ctry', 'NO')),
      element('Id', {}, element('OrgId', {}, otherId(file.debtor.organizationNumber, 'CUST'))),
    );

  const header = element(
    'GrpHdr',
    {},
    textElement('MsgId', file.messageId),
    textElement('CreDtTm', file.creationDateTime),
    textElement('NbOfTxs', count),
    textElement('CtrlSum', sum),
    company('InitgPty'),
  );
  const transactions = file.payments.map((payment) =>
    element(
      'CdtTrfTxInf',
      {},
      element('PmtId', {}, textElement('EndToEndId', payment.endToEndId)),
      element('Amt', {}, textElement('InstdAmt', amountText(payment.amount), { Ccy: PAYMENT_CURRENCY })),
      payment.account.bic !== null && element('CdtrAgt', {}, agent(payment.account, tags.bic)),
      element('Cdtr', {}, textElement('Nm', payment.name)),
      element('CdtrAcct', {}, accountId(payment.account)),
      payment.remittance !== '' && element('RmtInf', {}, textElement('Ustrd', payment.remittance)),
    ),
  );
  const paymentInformation = element(
    'PmtInf',
    {},
    textElement('PmtInfId', file.messageId),
    textElement('PmtMtd', 'TRF'),
    textElement('NbOfTxs', count),
    textElement('CtrlSum', sum),
    element('PmtTpInf', {}, element('CtgyPurp', {}, textElement('Cd', 'SALA'))),
    tags.executionDate(file.requestedExecutionDate),
    company('Dbtr'),
    element('DbtrAcct', {}, accountId(file.debtor.account), textElement('Ccy', PAYMENT_CURRENCY)),
    element('DbtrAgt', {}, agent(file.debtor.account, tags.bic)),
    transactions,
  );
  const namespace = `urn:iso:std:iso:20022:tech:xsd:${file.version}`;
  return xmlDocument(
    element('Document', { xmlns: namespace }, element('CstmrCdtTrfInitn', {}, header, paymentInformation)),
  );
}

/** Where 03 and 09 differ in what this file writes: the execution date became a choice, BIC became BICFI. */
const VERSION_TAGS: Record<Pain001Version, { executionDate: (date: string) => XmlNode; bic: string }> = {
  'pain.001.001.03': { executionDate: (date) => textElement('ReqdExctnDt', date)!, bic: 'BIC' },
  'pain.001.001.09': { executionDate: (date) => element('ReqdExctnDt', {}, textElement('Dt', date)), bic: 'BICFI' },
};

function otherId(id: string, scheme: string): XmlNode {
  return element('Othr', {}, textElement('Id', id), element('SchmeNm', {}, textElement('Cd', scheme)));
}

function accountId(account: FileAccount): XmlNode {
  return account.scheme === 'IBAN'
    ? element('Id', {}, textElement('IBAN', account.id))
    : element('Id', {}, otherId(account.id, 'BBAN'));
}

function agent(account: FileAccount, bicTag: string): XmlNode {
  return account.bic !== null
    ? element('FinInstnId', {}, textElement(bicTag, account.bic))
    : element('FinInstnId', {}, element('PstlAdr', {}, textElement('Ctry', account.country)));
}
