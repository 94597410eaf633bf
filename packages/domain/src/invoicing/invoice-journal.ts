import { toMoney, type MoneyInput } from '../money/money.js';
import type { TaxCategoryCode } from '../documents/tax-categories.js';
import { JOURNAL_ACCOUNT_DEFAULTS, journalAccountsOf, type JournalAccounts } from './journal-accounts.js';
import { saftVatCode, type SaftSalesVatCode } from './saft-vat-codes.js';
import { csvText } from '../csv.js';

/**
 * The bookkeeping export of invoicing (issue #13 item 12): the journal of issued invoices, credit
 * notes, reminder fees and interest of overdue notices, and payments, as double-entry lines. Every
 * voucher balances: its debits equal its credits.
 *
 * The accounts come from the unit's invoice settings (journal-accounts.ts); the default chart
 * follows NS 4102 (Norsk Standard kontoplan).
 */
export const DEFAULT_JOURNAL_ACCOUNTS: JournalAccounts = journalAccountsOf(JOURNAL_ACCOUNT_DEFAULTS);

/** PAYCHECK: a locked paycheck of payroll's journal (payroll/paycheck-journal.ts), in the same format. */
export const JOURNAL_VOUCHER_TYPES = ['INVOICE', 'CREDIT_NOTE', 'OVERDUE_NOTICE', 'PAYMENT', 'PAYCHECK'] as const;
export type JournalVoucherType = (typeof JOURNAL_VOUCHER_TYPES)[number];

export type JournalLine = {
  date: string;
  /** The document number; a notice `<invoice>-P<sequence>`, a payment `<invoice>-I<n>` (n-th payment of the invoice). */
  voucher: string;
  voucherType: JournalVoucherType;
  account: string;
  /** Exactly two decimals; one of debit and credit is "0.00". */
  debit: string;
  credit: string;
  /** The SAF-T standard VAT code on sales and output VAT lines, else null. */
  vatCode: SaftSalesVatCode | null;
  customerNumber: string;
  text: string;
  currencyCode: string;
};

const JOURNAL_TEXTS = {
  en: {
    INVOICE: 'Invoice {number} {customer}',
    CREDIT_NOTE: 'Credit note {number} for invoice {credited} {customer}',
    OVERDUE_NOTICE: 'Overdue notice {sequence} on invoice {number} {customer}',
    PAYMENT: 'Payment of invoice {number} {customer}',
    PAYCHECK: 'Paycheck {number} {employee}',
  },
  nb: {
    INVOICE: 'Faktura {number} {customer}',
    CREDIT_NOTE: 'Kreditnota {number} for faktura {credited} {customer}',
    OVERDUE_NOTICE: 'Purring {sequence} på faktura {number} {customer}',
    PAYMENT: 'Innbetaling på faktura {number} {customer}',
    PAYCHECK: 'Lønn {number} {employee}',
  },
} as const satisfies Record<string, Record<JournalVoucherType, string>>;
export type JournalLanguage = keyof typeof JOURNAL_TEXTS;

export function journalText(
  language: JournalLanguage,
  type: JournalVoucherType,
  values: Record<string, string>,
): string {
  return JOURNAL_TEXTS[language][type].replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? '').trim();
}

export type VoucherHead = Pick<
  JournalLine,
  'date' | 'voucher' | 'voucherType' | 'customerNumber' | 'text' | 'currencyCode'
>;

/** A line of a signed amount: positive is a debit, negative a credit; zero makes no line. */
export function journalPosting(
  head: VoucherHead,
  account: string,
  signed: MoneyInput,
  vatCode: SaftSalesVatCode | null = null,
): JournalLine[] {
  const amount = toMoney(signed);
  if (amount.isZero()) return [];
  return [
    {
      ...head,
      account,
      debit: amount.greaterThan(0) ? amount.toFixed(2) : '0.00',
      credit: amount.lessThan(0) ? amount.negated().toFixed(2) : '0.00',
      vatCode,
    },
  ];
}

export type JournalSalesDocument = {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  issueDate: string;
  customerNumber: string;
  customerName: string;
  currencyCode: string;
  /** Negative on a credit note, as stored. */
  payableAmount: string;
  payableRoundingAmount: string;
  taxSubtotals: readonly { taxCategory: string; taxPercent: string; taxableAmount: string; taxAmount: string }[];
  /** The invoice a credit note credits. */
  creditedInvoiceNumber?: string | null;
};

/**
 * An invoice: the payable amount on receivables (debit), each VAT rate's taxable amount on its
 * revenue account and its VAT on output VAT (credit), with the rate's SAF-T code, and the payable
 * rounding. A credit note has the same lines with its negative amounts, so the sides turn.
 */
export function salesDocumentVoucher(
  document: JournalSalesDocument,
  language: JournalLanguage = 'nb',
  accounts: JournalAccounts = DEFAULT_JOURNAL_ACCOUNTS,
): JournalLine[] {
  const head: VoucherHead = {
    date: document.issueDate,
    voucher: document.number,
    voucherType: document.kind,
    customerNumber: document.customerNumber,
    currencyCode: document.currencyCode,
    text: journalText(language, document.kind, {
      number: document.number,
      credited: document.creditedInvoiceNumber ?? '',
      customer: document.customerName,
    }),
  };
  const lines = journalPosting(head, accounts.receivables, document.payableAmount);
  for (const subtotal of document.taxSubtotals) {
    const vatCode = saftVatCode({
      taxCategory: subtotal.taxCategory as TaxCategoryCode,
      taxPercent: subtotal.taxPercent,
      date: document.issueDate,
    });
    const revenue = vatCode ? accounts.revenue[vatCode] : accounts.revenue['3'];
    lines.push(...journalPosting(head, revenue, toMoney(subtotal.taxableAmount).negated(), vatCode));
    lines.push(...journalPosting(head, accounts.outputVat, toMoney(subtotal.taxAmount).negated(), vatCode));
  }
  lines.push(...journalPosting(head, accounts.rounding, toMoney(document.payableRoundingAmount).negated()));
  return lines;
}

export type JournalOverdueNotice = {
  invoiceNumber: string;
  sequence: number;
  issueDate: string;
  customerNumber: string;
  customerName: string;
  currencyCode: string;
  charge: string;
  interestAmount: string;
};

/** An overdue notice's reminder fee and interest: on receivables (debit), fee and interest income (credit). */
export function overdueNoticeVoucher(
  notice: JournalOverdueNotice,
  language: JournalLanguage = 'nb',
  accounts: JournalAccounts = DEFAULT_JOURNAL_ACCOUNTS,
): JournalLine[] {
  const head: VoucherHead = {
    date: notice.issueDate,
    voucher: `${notice.invoiceNumber}-P${notice.sequence}`,
    voucherType: 'OVERDUE_NOTICE',
    customerNumber: notice.customerNumber,
    currencyCode: notice.currencyCode,
    text: journalText(language, 'OVERDUE_NOTICE', {
      number: notice.invoiceNumber,
      sequence: String(notice.sequence),
      customer: notice.customerName,
    }),
  };
  return [
    ...journalPosting(head, accounts.receivables, toMoney(notice.charge).plus(notice.interestAmount)),
    ...journalPosting(head, accounts.reminderFee, toMoney(notice.charge).negated()),
    ...journalPosting(head, accounts.interestIncome, toMoney(notice.interestAmount).negated()),
  ];
}

export type JournalPayment = {
  invoiceNumber: string;
  /** 1 for the invoice's first payment (by date), 2 for the next … */
  index: number;
  paymentDate: string;
  customerNumber: string;
  customerName: string;
  currencyCode: string;
  amount: string;
};

/** A payment: into the bank (debit), off the customer's debt (credit). */
export function paymentVoucher(
  payment: JournalPayment,
  language: JournalLanguage = 'nb',
  accounts: JournalAccounts = DEFAULT_JOURNAL_ACCOUNTS,
): JournalLine[] {
  const head: VoucherHead = {
    date: payment.paymentDate,
    voucher: `${payment.invoiceNumber}-I${payment.index}`,
    voucherType: 'PAYMENT',
    customerNumber: payment.customerNumber,
    currencyCode: payment.currencyCode,
    text: journalText(language, 'PAYMENT', { number: payment.invoiceNumber, customer: payment.customerName }),
  };
  return [
    ...journalPosting(head, accounts.bank, payment.amount),
    ...journalPosting(head, accounts.receivables, toMoney(payment.amount).negated()),
  ];
}

/** Debits minus credits of each voucher: every value is "0.00" in a journal this module wrote. */
export function voucherBalances(lines: readonly JournalLine[]): Map<string, string> {
  const sums = new Map<string, ReturnType<typeof toMoney>>();
  for (const line of lines) {
    const sum = sums.get(line.voucher) ?? toMoney(0);
    sums.set(line.voucher, sum.plus(line.debit).minus(line.credit));
  }
  return new Map([...sums].map(([voucher, sum]) => [voucher, sum.toFixed(2)]));
}

export const JOURNAL_COLUMNS = [
  'date',
  'voucher',
  'voucherType',
  'account',
  'debit',
  'credit',
  'vatCode',
  'customerNumber',
  'text',
  'currencyCode',
] as const satisfies readonly (keyof JournalLine)[];

/**
 * The journal as CSV (`csvText`: `;` between fields, CRLF lines) with a header of the column names;
 * amounts with a decimal point as stored.
 */
export function journalCsv(lines: readonly JournalLine[]): string {
  return csvText([JOURNAL_COLUMNS, ...lines.map((line) => JOURNAL_COLUMNS.map((column) => line[column] ?? ''))]);
}
