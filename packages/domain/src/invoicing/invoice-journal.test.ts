import { describe, expect, it } from 'vitest';
import {
  journalCsv,
  overdueNoticeVoucher,
  paymentVoucher,
  salesDocumentVoucher,
  voucherBalances,
  type JournalSalesDocument,
} from './invoice-journal.js';

/** 1000 at 25 %, 200 of food at 15 %, 500 exempt: 1980.00, plus a payable rounding of 0.40 to test its line. */
const INVOICE: JournalSalesDocument = {
  kind: 'INVOICE',
  number: '10001',
  issueDate: '2026-03-02',
  customerNumber: '10000',
  customerName: 'Fjellvang Bygg AS',
  currencyCode: 'NOK',
  payableAmount: '1980.40',
  payableRoundingAmount: '0.40',
  taxSubtotals: [
    { taxCategory: 'S', taxPercent: '25.00', taxableAmount: '1000.00', taxAmount: '250.00' },
    { taxCategory: 'S', taxPercent: '15.00', taxableAmount: '200.00', taxAmount: '30.00' },
    { taxCategory: 'E', taxPercent: '0.00', taxableAmount: '500.00', taxAmount: '0.00' },
  ],
};

const pick = (lines: ReturnType<typeof salesDocumentVoucher>) =>
  lines.map((line) => [line.account, line.debit, line.credit, line.vatCode]);

describe('invoice journal', () => {
  it('books an invoice: receivables debit, revenue and output VAT per rate with the SAF-T code, rounding; balanced', () => {
    const lines = salesDocumentVoucher(INVOICE);
    expect(pick(lines)).toEqual([
      ['1500', '1980.40', '0.00', null],
      ['3000', '0.00', '1000.00', '3'],
      ['2700', '0.00', '250.00', '3'],
      ['3000', '0.00', '200.00', '31'],
      ['2700', '0.00', '30.00', '31'],
      ['3200', '0.00', '500.00', '6'],
      ['7740', '0.00', '0.40', null],
    ]);
    expect(lines[0]).toMatchObject({
      date: '2026-03-02',
      voucher: '10001',
      voucherType: 'INVOICE',
      customerNumber: '10000',
      text: 'Faktura 10001 Fjellvang Bygg AS',
    });
    expect(voucherBalances(lines)).toEqual(new Map([['10001', '0.00']]));
  });

  it('books a credit note with its negative amounts on the opposite sides, naming the credited invoice', () => {
    const lines = salesDocumentVoucher(
      {
        ...INVOICE,
        kind: 'CREDIT_NOTE',
        number: '10002',
        payableAmount: '-250.00',
        payableRoundingAmount: '0.00',
        taxSubtotals: [{ taxCategory: 'S', taxPercent: '25.00', taxableAmount: '-200.00', taxAmount: '-50.00' }],
        creditedInvoiceNumber: '10001',
      },
      'en',
    );
    expect(pick(lines)).toEqual([
      ['1500', '0.00', '250.00', null],
      ['3000', '200.00', '0.00', '3'],
      ['2700', '50.00', '0.00', '3'],
    ]);
    expect(lines[0]!.text).toBe('Credit note 10002 for invoice 10001 Fjellvang Bygg AS');
    expect(voucherBalances(lines).get('10002')).toBe('0.00');
  });

  it('codes export (G) 52 on 3100 and a 2021 low rate of 6 % as 33', () => {
    const lines = salesDocumentVoucher({
      ...INVOICE,
      issueDate: '2021-05-03',
      payableAmount: '1106.00',
      payableRoundingAmount: '0.00',
      taxSubtotals: [
        { taxCategory: 'G', taxPercent: '0.00', taxableAmount: '1000.00', taxAmount: '0.00' },
        { taxCategory: 'S', taxPercent: '6.00', taxableAmount: '100.00', taxAmount: '6.00' },
      ],
    });
    expect(pick(lines).slice(1)).toEqual([
      ['3100', '0.00', '1000.00', '52'],
      ['3000', '0.00', '100.00', '33'],
      ['2700', '0.00', '6.00', '33'],
    ]);
  });

  it('books a reminder fee and interest on receivables against fee and interest income; a payment into the bank', () => {
    const notice = overdueNoticeVoucher({
      invoiceNumber: '10001',
      sequence: 1,
      issueDate: '2026-04-01',
      customerNumber: '10000',
      customerName: 'Fjellvang Bygg AS',
      currencyCode: 'NOK',
      charge: '37.50',
      interestAmount: '12.34',
    });
    expect(pick(notice)).toEqual([
      ['1500', '49.84', '0.00', null],
      ['3900', '0.00', '37.50', null],
      ['8050', '0.00', '12.34', null],
    ]);
    expect(notice[0]!.voucher).toBe('10001-P1');
    const payment = paymentVoucher({
      invoiceNumber: '10001',
      index: 2,
      paymentDate: '2026-04-10',
      customerNumber: '10000',
      customerName: 'Fjellvang Bygg AS',
      currencyCode: 'NOK',
      amount: '500.00',
    });
    expect(pick(payment)).toEqual([
      ['1920', '500.00', '0.00', null],
      ['1500', '0.00', '500.00', null],
    ]);
    expect(payment[0]).toMatchObject({ voucher: '10001-I2', text: 'Innbetaling på faktura 10001 Fjellvang Bygg AS' });
    expect([...voucherBalances([...notice, ...payment]).values()]).toEqual(['0.00', '0.00']);
  });

  it('writes CSV with ; separators, quoting a text that holds one', () => {
    const csv = journalCsv(salesDocumentVoucher({ ...INVOICE, customerName: 'Bygg; "Nord" AS' }).slice(0, 1));
    expect(csv).toBe(
      'date;voucher;voucherType;account;debit;credit;vatCode;customerNumber;text;currencyCode\r\n' +
        '2026-03-02;10001;INVOICE;1500;1980.40;0.00;;10000;"Faktura 10001 Bygg; ""Nord"" AS";NOK\r\n',
    );
  });
});
