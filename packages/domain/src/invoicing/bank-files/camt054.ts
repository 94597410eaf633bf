import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { isCanonicalDecimal } from '../../money/canonical-decimal.js';
import { toMoney } from '../../money/money.js';
import { isIsoDate } from '../../validation/values.js';
import type { BankFileProblem, BankFileResult, BankPayment } from './bank-payment.js';

/**
 * ISO 20022 BankToCustomerDebitCreditNotification (camt.054.001.02 and later; Norwegian banks send
 * incoming KID payments in it, per the Bits/Finance Norway "ISO 20022 camt.054" implementation
 * guidelines). The paths read, with the element names of the ISO message definition:
 * Document/BkToCstmrDbtCdtNtfctn/Ntfctn/Ntry: CdtDbtInd (CRDT = money in), Sts (BOOK; a code in
 * <Sts><Cd> from version 08), RvslInd, BookgDt/Dt (or DtTm), AcctSvcrRef, and per
 * NtryDtls/TxDtls: Amt with Ccy (from version 04; AmtDtls/TxAmt/Amt in 02), Refs/AcctSvcrRef,
 * RmtInf/Strd/CdtrRefInf/Ref (the KID), RltdPties/DbtrAcct/Id/IBAN or Othr/Id.
 */
export const CAMT054_ROOT = 'BkToCstmrDbtCdtNtfctn';
export const CAMT054_CURRENCY = 'NOK';
const CREDIT = 'CRDT';
const BOOKED = 'BOOK';

/** Elements that may repeat: always read as lists. */
const REPEATED = new Set(['Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd', 'CdtrRefInf']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []);

/** The node or text at a path of element names; the first of a list. */
function at(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const name of path) {
    const first: unknown = Array.isArray(current) ? current[0] : current;
    current = isNode(first) ? first[name] : undefined;
  }
  return Array.isArray(current) ? current[0] : current;
}

/** An element's text, whether it has attributes (then under "#text") or not. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'];
  return null;
}

/** An ISO date, or the date part of an ISO date-time. */
const isoDay = (value: string | null) => (value !== null && isIsoDate(value.slice(0, 10)) ? value.slice(0, 10) : null);

/** The KID: the first structured creditor reference of the remittance information. */
function kidOf(transaction: Node): string {
  const remittance = at(transaction, 'RmtInf');
  for (const structured of nodes(isNode(remittance) ? remittance['Strd'] : undefined))
    for (const reference of nodes(structured['CdtrRefInf'])) {
      const ref = text(reference['Ref']);
      if (ref) return ref.replace(/\s/g, '');
    }
  return '';
}

/**
 * The incoming payments of a camt.054 file and every problem found: XML that is not well-formed
 * (`malformed_xml` with its line), a DOCTYPE (refused outright, so no entity is ever expanded),
 * another message (`not_camt054`), an entry not booked, a currency other than NOK, an amount or
 * date that cannot be read, a transaction without an archive reference. Debit entries are money
 * out and are left out silently. A reversal (RvslInd) gives a negative amount. Never throws.
 *
 * archiveReference is the transaction's Refs/AcctSvcrRef, else the entry's AcctSvcrRef (with
 * "/n" for its n-th transaction when it has several).
 */
export function parseCamt054(xml: string): BankFileResult {
  const payments: BankPayment[] = [];
  const problems: BankFileProblem[] = [];
  if (xml.trim() === '') return { payments, problems: [{ type: 'empty_file' }] };
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { payments, problems: [{ type: 'doctype_not_allowed' }] };
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    return {
      payments,
      problems: [{ type: 'malformed_xml', params: { line: valid.err.line, message: valid.err.msg } }],
    };
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch (error) {
    return { payments, problems: [{ type: 'malformed_xml', params: { message: String(error) } }] };
  }
  const notification = at(document, 'Document', CAMT054_ROOT);
  if (!isNode(notification)) return { payments, problems: [{ type: 'not_camt054' }] };

  let entryNumber = 0;
  for (const notice of nodes(notification['Ntfctn']))
    for (const entry of nodes(notice['Ntry'])) {
      entryNumber += 1;
      const where = { entry: entryNumber };
      if (text(entry['CdtDbtInd']) !== CREDIT) continue;
      const status = text(entry['Sts']) ?? text(at(entry, 'Sts', 'Cd'));
      if (status !== BOOKED) {
        problems.push({ type: 'not_booked', ...where, params: { status: status ?? '' } });
        continue;
      }
      const date = isoDay(text(at(entry, 'BookgDt', 'Dt')) ?? text(at(entry, 'BookgDt', 'DtTm')));
      if (date === null) {
        problems.push({ type: 'invalid_field', ...where, params: { field: 'BookgDt' } });
        continue;
      }
      const reversal = text(entry['RvslInd']) === 'true';
      const entryReference = text(entry['AcctSvcrRef']);
      const transactions = nodes(entry['NtryDtls']).flatMap((details) => nodes(details['TxDtls']));
      const items = transactions.length > 0 ? transactions : [entry];
      items.forEach((transaction, index) => {
        const place = { ...where, transaction: index + 1 };
        const amountNode =
          transaction['Amt'] ??
          at(transaction, 'AmtDtls', 'TxAmt', 'Amt') ??
          (items.length === 1 ? entry['Amt'] : undefined);
        const amount = text(amountNode);
        const currency = isNode(amountNode) ? amountNode['@Ccy'] : undefined;
        if (amount === null || !isCanonicalDecimal(amount) || toMoney(amount).decimalPlaces() > 2)
          return problems.push({ type: 'invalid_field', ...place, params: { field: 'Amt' } });
        if (currency !== CAMT054_CURRENCY)
          return problems.push({
            type: 'unsupported_currency',
            ...place,
            params: { currency: String(currency ?? '') },
          });
        const own = text(at(transaction, 'Refs', 'AcctSvcrRef'));
        const archiveReference =
          own ??
          (entryReference === null ? null : items.length > 1 ? `${entryReference}/${index + 1}` : entryReference);
        if (archiveReference === null) return problems.push({ type: 'missing_archive_reference', ...place });
        const payerAccount =
          text(at(transaction, 'RltdPties', 'DbtrAcct', 'Id', 'IBAN')) ??
          text(at(transaction, 'RltdPties', 'DbtrAcct', 'Id', 'Othr', 'Id'));
        const value = toMoney(amount);
        payments.push({
          kid: kidOf(transaction),
          amount: (reversal ? value.negated() : value).toFixed(2),
          paymentDate: date,
          archiveReference,
          ...(payerAccount ? { payerAccount } : {}),
        });
      });
    }
  return { payments, problems };
}
