import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isValidKid } from '../../identifiers/kid.js';
import { invoiceKid } from '../invoice-kid.js';
import { parseCamt054 } from './camt054.js';
import { matchBankPayments, type InvoiceForMatching } from './match-payments.js';
import { parseOcrGiro } from './ocr-giro.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const kidOf = (customerNumber: string, invoiceNumber: string) =>
  invoiceKid({ customerNumber, invoiceNumber, length: 10, method: 'MOD10' }).kid!;

/** The unit's open invoices the fixtures pay (see fixtures/README.md). */
const INVOICES: InvoiceForMatching[] = [
  { id: 'invoice-2026041', kid: kidOf('10023', '2026041'), remainingAmount: '1250.00' },
  { id: 'invoice-2026044', kid: kidOf('10087', '2026044'), remainingAmount: '1875.00' },
  { id: 'invoice-2026050', kid: kidOf('10102', '2026050'), remainingAmount: '3000.00' },
  { id: 'invoice-2026062', kid: kidOf('10023', '2026062'), remainingAmount: '899.00' },
];

const OCR = fixture('ocr-giro.txt');
const ocrLines = OCR.split('\r\n').filter((line) => line !== '');
const ocrWith = (lines: string[]) => lines.join('\n');

describe('parseOcrGiro: Nets OCR giro', () => {
  it('reads every transaction of the fixture with KID, amount in kroner, settlement date, archive reference and payer', () => {
    const { payments, problems } = parseOcrGiro(OCR);
    expect(problems).toEqual([]);
    expect(payments).toEqual([
      {
        kid: kidOf('10023', '2026041'),
        amount: '1250.00',
        paymentDate: '2026-03-02',
        archiveReference: '2026-03-02:0202100001:612345001',
        payerAccount: '12541137007',
      },
      {
        kid: kidOf('10087', '2026044'),
        amount: '500.00',
        paymentDate: '2026-03-02',
        archiveReference: '2026-03-02:0202100002:612345002',
        payerAccount: '97104412002',
      },
      {
        kid: kidOf('10099', '2026999'),
        amount: '799.00',
        paymentDate: '2026-03-02',
        archiveReference: '2026-03-02:0202100003:612345003',
        payerAccount: '30002358006',
      },
      {
        kid: '02320260414',
        amount: '1250.00',
        paymentDate: '2026-03-02',
        archiveReference: '2026-03-02:0202100004:612345004',
        payerAccount: '12075533002',
      },
      {
        kid: kidOf('10102', '2026050'),
        amount: '3437.50',
        paymentDate: '2026-03-02',
        archiveReference: '2026-03-02:0202100005:612345005',
        payerAccount: '60115590009',
      },
      {
        kid: '',
        amount: '100.00',
        paymentDate: '2026-03-02',
        archiveReference: '2026-03-02:0202100006:612345006',
        payerAccount: '15064471004',
      },
    ]);
  });

  it('reads LF as well as CRLF line ends and blank-padded records', () => {
    expect(parseOcrGiro(ocrWith(ocrLines)).payments).toHaveLength(6);
    expect(parseOcrGiro(ocrLines.map((line) => `${line}   `).join('\n')).problems).toEqual([]);
  });

  it('reports a transaction count, record count and sum that disagree with the records', () => {
    const end = ocrLines.length - 1;
    const lines = [...ocrLines];
    // Forsendelse end: 7 transactions, 20 records, 7 336.51 NOK instead of 6, 19, 7 336.50.
    lines[end] =
      `NY000089${'7'.padStart(8, '0')}${'20'.padStart(8, '0')}${'733651'.padStart(17, '0')}020326${'0'.repeat(33)}`;
    expect(parseOcrGiro(ocrWith(lines)).problems).toEqual([
      { type: 'count_mismatch', line: 19, params: { field: 'transactions', expected: 7, actual: 6 } },
      { type: 'count_mismatch', line: 19, params: { field: 'records', expected: 20, actual: 19 } },
      { type: 'sum_mismatch', line: 19, params: { expected: '7336.51', actual: '7336.50' } },
    ]);
  });

  it('reports a missing beløpspost 2, and leaves that transaction out', () => {
    const lines = ocrLines.filter((_, index) => index !== 3);
    const { payments, problems } = parseOcrGiro(ocrWith(lines));
    expect(payments.map((payment) => payment.archiveReference)).not.toContain('2026-03-02:0202100001:612345001');
    expect(payments).toHaveLength(5);
    expect(problems).toContainEqual({ type: 'missing_amount_item_2', line: 3 });
    expect(problems).toContainEqual({
      type: 'count_mismatch',
      line: 10,
      params: { field: 'records', expected: 10, actual: 9 },
    });
  });

  it('reports a record of the wrong length, an unreadable amount and an unknown record by line', () => {
    const lines = [...ocrLines];
    lines[2] = lines[2]!.slice(0, 79);
    lines[4] = `${lines[4]!.slice(0, 32)}0000000000005x000${lines[4]!.slice(49)}`;
    lines.splice(6, 0, `NY09993000000099${'0'.repeat(64)}`);
    const { payments, problems } = parseOcrGiro(ocrWith(lines));
    expect(problems).toEqual(
      expect.arrayContaining([
        { type: 'wrong_record_length', line: 3, params: { length: 79 } },
        { type: 'invalid_field', line: 5, params: { field: 'amount' } },
        { type: 'unknown_record', line: 7 },
      ]),
    );
    expect(payments.map((payment) => payment.archiveReference)).not.toContain('2026-03-02:0202100002:612345002');
  });

  it('refuses an AvtaleGiro file, an empty file, text that is no OCR file, and a file cut short', () => {
    const avtaleGiro = [ocrLines[0]!, `NY210020${'0'.repeat(72)}`, ocrLines[ocrLines.length - 1]!];
    expect(parseOcrGiro(ocrWith(avtaleGiro)).problems[0]).toEqual({ type: 'not_ocr_giro', line: 2 });
    expect(parseOcrGiro('\r\n')).toEqual({ payments: [], problems: [{ type: 'empty_file' }] });
    expect(parseOcrGiro('<html>not a bank file</html>').problems).toEqual([
      { type: 'wrong_record_length', line: 1, params: { length: 28 } },
      { type: 'missing_record', line: 1, params: { record: 'NY000089' } },
    ]);
    const cut = parseOcrGiro(ocrWith(ocrLines.slice(0, 8)));
    expect(cut.payments).toHaveLength(3);
    expect(cut.problems).toEqual([{ type: 'missing_record', line: 8, params: { record: 'NY000089' } }]);
  });

  it('never throws, whatever the text', () => {
    for (const text of ['NY', 'NY000089', ocrLines[2]!, '\u0000'.repeat(80), 'NY09103000000012'.padEnd(80, '-')])
      expect(() => parseOcrGiro(text)).not.toThrow();
  });
});

describe('parseCamt054: ISO 20022 camt.054', () => {
  it('reads the booked credit transactions of a version 02 file; debits are left out, pending ones reported', () => {
    const { payments, problems } = parseCamt054(fixture('camt054-v02.xml'));
    expect(payments).toEqual([
      {
        kid: kidOf('10023', '2026041'),
        amount: '1250.00',
        paymentDate: '2026-03-02',
        archiveReference: '612345101',
        payerAccount: '12541137007',
      },
      {
        kid: kidOf('10087', '2026044'),
        amount: '500.00',
        paymentDate: '2026-03-02',
        archiveReference: '612345102',
        payerAccount: '97104412002',
      },
      { kid: '', amount: '100.00', paymentDate: '2026-03-02', archiveReference: '2026030200117004' },
    ]);
    expect(problems).toEqual([{ type: 'not_booked', entry: 3, params: { status: 'PDNG' } }]);
  });

  it('reads a version 08 file: status codes, own amounts, IBANs, date-times, reversals; refuses other currencies', () => {
    const { payments, problems } = parseCamt054(fixture('camt054-v08.xml'));
    expect(payments).toEqual([
      {
        kid: kidOf('10102', '2026050'),
        amount: '3437.50',
        paymentDate: '2026-03-16',
        archiveReference: '712340001',
        payerAccount: 'NO6960115590009',
      },
      { kid: kidOf('10087', '2026044'), amount: '-500.00', paymentDate: '2026-03-16', archiveReference: '712340003' },
      {
        kid: kidOf('10023', '2026062'),
        amount: '899.00',
        paymentDate: '2026-03-16',
        archiveReference: '2026031600231004',
      },
    ]);
    expect(problems).toEqual([{ type: 'unsupported_currency', entry: 2, transaction: 1, params: { currency: 'EUR' } }]);
  });

  it('reports malformed XML with its line, a DOCTYPE, another message and an empty file, and never throws', () => {
    expect(parseCamt054('<Document><BkToCstmrDbtCdtNtfctn>\n<Ntfctn></Document>').problems).toEqual([
      { type: 'malformed_xml', params: { line: expect.any(Number), message: expect.any(String) } },
    ]);
    const billionLaughs = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">]><Document>&a;</Document>';
    expect(parseCamt054(billionLaughs).problems).toEqual([{ type: 'doctype_not_allowed' }]);
    expect(parseCamt054('<Document><BkToCstmrStmt/></Document>').problems).toEqual([{ type: 'not_camt054' }]);
    expect(parseCamt054('  ').problems).toEqual([{ type: 'empty_file' }]);
    expect(parseCamt054(OCR).problems[0]!.type).toBe('malformed_xml');
    const odd =
      '<Document><BkToCstmrDbtCdtNtfctn><Ntfctn><Ntry>x</Ntry><Ntry><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts></Ntry></Ntfctn></BkToCstmrDbtCdtNtfctn></Document>';
    expect(parseCamt054(odd)).toEqual({
      payments: [],
      problems: [{ type: 'invalid_field', entry: 1, params: { field: 'BookgDt' } }],
    });
  });

  it('reports an unreadable amount and a transaction without any archive reference', () => {
    const xml = fixture('camt054-v08.xml')
      .replace(
        '<Amt Ccy="NOK">3437.50</Amt>\n            <CdtDbtInd>',
        '<Amt Ccy="NOK">3 437,50</Amt>\n            <CdtDbtInd>',
      )
      .replace('<AcctSvcrRef>2026031600231004</AcctSvcrRef>', '');
    expect(parseCamt054(xml).problems).toEqual([
      { type: 'invalid_field', entry: 1, transaction: 1, params: { field: 'Amt' } },
      { type: 'unsupported_currency', entry: 2, transaction: 1, params: { currency: 'EUR' } },
      { type: 'missing_archive_reference', entry: 4, transaction: 1 },
    ]);
  });
});

describe('matchBankPayments: matched, unmatched and duplicate payments', () => {
  it('matches the OCR fixture by KID and says why the rest are unmatched', () => {
    const { payments } = parseOcrGiro(OCR);
    const result = matchBankPayments(payments, INVOICES, [], { kidMethod: 'MOD10' });
    expect(result.matched.map(({ payment, invoiceId }) => [invoiceId, payment.amount])).toEqual([
      ['invoice-2026041', '1250.00'],
      ['invoice-2026044', '500.00'],
    ]);
    expect(result.unmatched.map(({ payment, reason, invoiceId }) => [payment.amount, reason, invoiceId])).toEqual([
      ['799.00', 'unknown_kid', undefined],
      ['1250.00', 'invalid_kid', undefined],
      ['3437.50', 'overpayment', 'invoice-2026050'],
      ['100.00', 'missing_kid', undefined],
    ]);
    expect(result.duplicates).toEqual([]);
    expect(isValidKid(payments[2]!.kid, 'MOD10')).toBe(true);
  });

  it('lists every payment of a file imported again as a duplicate, and matches nothing', () => {
    const { payments } = parseOcrGiro(OCR);
    const first = matchBankPayments(payments, INVOICES, []);
    const imported = [...first.matched, ...first.unmatched].map(({ payment }) => payment.archiveReference);
    const again = matchBankPayments(parseOcrGiro(OCR).payments, INVOICES, imported);
    expect(again.matched).toEqual([]);
    expect(again.unmatched).toEqual([]);
    expect(again.duplicates).toHaveLength(6);
    expect(again.duplicates.every((duplicate) => duplicate.reason === 'already_imported')).toBe(true);
  });

  it('takes a payment repeated in one file once', () => {
    const { payments } = parseCamt054(fixture('camt054-v02.xml'));
    const result = matchBankPayments([payments[0]!, payments[0]!], INVOICES, []);
    expect(result.matched).toHaveLength(1);
    expect(result.duplicates).toEqual([{ payment: payments[0], reason: 'repeated_in_file' }]);
  });

  it('counts earlier payments of the file against what the invoice owes', () => {
    const pay = (archiveReference: string, amount: string) => ({
      kid: kidOf('10087', '2026044'),
      amount,
      paymentDate: '2026-03-02',
      archiveReference,
    });
    const result = matchBankPayments([pay('a', '1000.00'), pay('b', '875.00'), pay('c', '0.01')], INVOICES, []);
    expect(result.matched.map(({ payment }) => payment.archiveReference)).toEqual(['a', 'b']);
    expect(result.unmatched).toEqual([
      { payment: pay('c', '0.01'), reason: 'overpayment', invoiceId: 'invoice-2026044' },
    ]);
  });

  it('leaves reversals, KIDs of two invoices and KIDs of the other method unmatched', () => {
    const { payments } = parseCamt054(fixture('camt054-v08.xml'));
    const reversal = payments.find((payment) => payment.amount.startsWith('-'))!;
    expect(matchBankPayments([reversal], INVOICES, []).unmatched[0]!.reason).toBe('not_positive');
    const twice = [...INVOICES, { id: 'other', kid: INVOICES[0]!.kid, remainingAmount: '10.00' }];
    expect(matchBankPayments([parseOcrGiro(OCR).payments[0]!], twice, []).unmatched[0]!.reason).toBe('ambiguous_kid');
    const mod11 = {
      ...parseOcrGiro(OCR).payments[0]!,
      kid: invoiceKid({ customerNumber: '1', invoiceNumber: '4', length: 8, method: 'MOD11' }).kid!,
    };
    expect(matchBankPayments([mod11], INVOICES, [], { kidMethod: 'MOD10' }).unmatched[0]!.reason).toBe('invalid_kid');
    expect(matchBankPayments([mod11], INVOICES, []).unmatched[0]!.reason).toBe('unknown_kid');
  });
});
