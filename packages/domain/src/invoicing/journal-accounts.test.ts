import { describe, expect, it } from 'vitest';
import {
  DEFAULT_JOURNAL_ACCOUNTS,
  overdueNoticeVoucher,
  paymentVoucher,
  salesDocumentVoucher,
} from './invoice-journal.js';
import {
  JOURNAL_ACCOUNT_DEFAULTS,
  JOURNAL_ACCOUNT_FIELDS,
  journalAccountProblems,
  journalAccountsOf,
  type JournalAccountSetting,
} from './journal-accounts.js';
import { SAFT_SALES_VAT_CODES } from './saft-vat-codes.js';

/** A unit with sub-accounts of its own (5 and 6 digits) on every line. */
const OWN: JournalAccountSetting = {
  receivables: '15100',
  bank: '19201',
  outputVat: '27001',
  rounding: '77401',
  reminderFee: '39001',
  interestIncome: '80501',
  revenueVatLiable: '30001',
  revenueZeroRated: '31001',
  revenueOutsideVat: '320001',
};

const problemsOf = (change: Partial<JournalAccountSetting>) =>
  journalAccountProblems({ ...JOURNAL_ACCOUNT_DEFAULTS, ...change }).map(({ attribute, type }) => ({
    attribute,
    type,
  }));

describe('journal account setting', () => {
  it('defaults to NS 4102: 1500, 1920, 2700, 7740, 3900, 8050 and sales on 3000, 3100, 3200', () => {
    expect(JOURNAL_ACCOUNT_DEFAULTS).toEqual({
      receivables: '1500',
      bank: '1920',
      outputVat: '2700',
      rounding: '7740',
      reminderFee: '3900',
      interestIncome: '8050',
      revenueVatLiable: '3000',
      revenueZeroRated: '3100',
      revenueOutsideVat: '3200',
    });
  });

  it('DEFAULT_JOURNAL_ACCOUNTS is the defaults turned into accounts: one source', () => {
    expect(DEFAULT_JOURNAL_ACCOUNTS).toEqual(journalAccountsOf(JOURNAL_ACCOUNT_DEFAULTS));
    expect(DEFAULT_JOURNAL_ACCOUNTS).toEqual({
      receivables: '1500',
      bank: '1920',
      outputVat: '2700',
      rounding: '7740',
      reminderFee: '3900',
      interestIncome: '8050',
      revenue: {
        '3': '3000',
        '31': '3000',
        '32': '3000',
        '33': '3000',
        '5': '3100',
        '51': '3100',
        '52': '3100',
        '6': '3200',
        '7': '3200',
      },
    });
  });

  it('books codes 3, 31, 32, 33 on the VAT-liable account, 5, 51, 52 on the zero-rated, 6, 7 outside VAT', () => {
    const { revenue } = journalAccountsOf(OWN);
    expect(Object.keys(revenue).sort()).toEqual(Object.values(SAFT_SALES_VAT_CODES).sort());
    expect(['3', '31', '32', '33'].map((code) => revenue[code as keyof typeof revenue])).toEqual([
      '30001',
      '30001',
      '30001',
      '30001',
    ]);
    expect(['5', '51', '52'].map((code) => revenue[code as keyof typeof revenue])).toEqual(['31001', '31001', '31001']);
    expect(['6', '7'].map((code) => revenue[code as keyof typeof revenue])).toEqual(['320001', '320001']);
  });

  it('passes the defaults and accounts of 4, 5 and 6 digits', () => {
    expect(problemsOf({})).toEqual([]);
    expect(journalAccountProblems(OWN)).toEqual([]);
  });

  it.each(JOURNAL_ACCOUNT_FIELDS)('requires %s: blank on journalAccounts.<account>', (field) => {
    expect(problemsOf({ [field]: '' })).toEqual([{ attribute: `journalAccounts.${field}`, type: 'blank' }]);
    expect(problemsOf({ [field]: '   ' })).toEqual([{ attribute: `journalAccounts.${field}`, type: 'blank' }]);
  });

  it.each(['150', '1234567', '15A0', '15.00', '-1500', '1500 1', '１５００'])(
    'refuses %s as an account (digits only, 4 to 6 of them): invalid',
    (account) => {
      expect(problemsOf({ bank: account })).toEqual([{ attribute: 'journalAccounts.bank', type: 'invalid' }]);
    },
  );

  it('answers one problem per account, each on its own attribute, under the prefix asked for', () => {
    expect(problemsOf({ receivables: '', outputVat: 'x', revenueOutsideVat: '12' })).toEqual([
      { attribute: 'journalAccounts.receivables', type: 'blank' },
      { attribute: 'journalAccounts.outputVat', type: 'invalid' },
      { attribute: 'journalAccounts.revenueOutsideVat', type: 'invalid' },
    ]);
    expect(journalAccountProblems({ ...OWN, bank: '1' }, 'accounts')).toEqual([
      { attribute: 'accounts.bank', type: 'invalid' },
    ]);
  });
});

describe('vouchers on a unit’s own accounts', () => {
  const accounts = journalAccountsOf(OWN);
  const party = { customerNumber: '10000', customerName: 'Fjellvang Bygg AS', currencyCode: 'NOK' };

  it('books every line of an invoice on the setting’s accounts: receivables, sales by code, VAT, rounding', () => {
    const lines = salesDocumentVoucher(
      {
        ...party,
        kind: 'INVOICE',
        number: '10001',
        issueDate: '2026-03-02',
        payableAmount: '2480.40',
        payableRoundingAmount: '0.40',
        taxSubtotals: [
          { taxCategory: 'S', taxPercent: '25.00', taxableAmount: '1000.00', taxAmount: '250.00' },
          { taxCategory: 'Z', taxPercent: '0.00', taxableAmount: '730.00', taxAmount: '0.00' },
          { taxCategory: 'E', taxPercent: '0.00', taxableAmount: '500.00', taxAmount: '0.00' },
        ],
      },
      'nb',
      accounts,
    );
    expect(lines.map((line) => [line.account, line.debit, line.credit, line.vatCode])).toEqual([
      ['15100', '2480.40', '0.00', null],
      ['30001', '0.00', '1000.00', '3'],
      ['27001', '0.00', '250.00', '3'],
      ['31001', '0.00', '730.00', '5'],
      ['320001', '0.00', '500.00', '6'],
      ['77401', '0.00', '0.40', null],
    ]);
  });

  it('books a notice’s fee and interest and a payment on the setting’s accounts', () => {
    const notice = overdueNoticeVoucher(
      {
        ...party,
        invoiceNumber: '10001',
        sequence: 1,
        issueDate: '2026-04-01',
        charge: '37.50',
        interestAmount: '1.23',
      },
      'nb',
      accounts,
    );
    expect(notice.map((line) => line.account)).toEqual(['15100', '39001', '80501']);
    const payment = paymentVoucher(
      { ...party, invoiceNumber: '10001', index: 1, paymentDate: '2026-04-10', amount: '100.00' },
      'nb',
      accounts,
    );
    expect(payment.map((line) => line.account)).toEqual(['19201', '15100']);
  });
});
