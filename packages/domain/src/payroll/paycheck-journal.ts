import { amountText } from '../documents/amount-text.js';
import { Decimal } from '../decimal.js';
import { sumMoney, toMoney, type Money } from '../money/money.js';
import {
  journalPosting,
  journalText,
  type JournalLanguage,
  type JournalLine,
  type VoucherHead,
} from '../invoicing/invoice-journal.js';
import type { BenefitKind, PaycheckLineCalculationType } from './enums.js';
import type { PayCode } from './pay-codes.js';

/**
 * The bookkeeping side of payroll (issue #17 item 6): every locked paycheck as one balanced voucher,
 * in the same line format and CSV as the invoicing journal (invoicing/invoice-journal.ts), so an
 * accounting suite imports both with one set-up.
 *
 * The accounts follow NS 4102 as Skatteetaten's SAF-T "General Ledger Standard Accounts" (4-character
 * list, Regnskap Norge) names them, and the repo's default pay lines (5000 pay, 5020 vacation pay):
 *
 * | posting                                        | debit                        | credit                         |
 * | ---------------------------------------------- | ---------------------------- | ------------------------------ |
 * | a cash pay line (negative: the other side)     | its main template's account  |                                |
 * | vacation pay paid out (pay code feriepenger)   | 2940 Skyldige feriepenger    |                                |
 * | a benefit in kind (taxed, not paid)            | its main template's account  | 5290 Motkonto for gruppe 52    |
 * | tax withheld                                   |                              | 2600 Forskuddstrekk            |
 * | a garnishment or other deduction               |                              | its template's account         |
 * | advances already paid (forskudd)               |                              | 1572 Lønnsforskudd             |
 * | net pay                                        |                              | 2930 Skyldig lønn              |
 * | employer tax                                   | 5400 Arbeidsgiveravgift      | 2770 Skyldig arbeidsgiveravgift|
 * | vacation pay earned by the paycheck            | 5020 Feriepenger             | 2940 Skyldige feriepenger      |
 *
 * Net pay goes to 2930, not to the bank: Fjord makes the bank file, the bank pays it, and the accounting
 * suite's bank reconciliation clears 2930 against 1920 on the day the bank actually paid. Vacation pay is
 * expensed as it is earned (each paycheck's accrual at the employee's percentage), so paying it out the
 * next year only settles the liability 2940. The senior extra (2.3 %) and the employer tax on accrued
 * vacation pay are yearly figures of the vacation-money report, booked by the accountant at year end.
 */
export const PAYROLL_JOURNAL_ACCOUNTS = {
  /** A cash line without a main template (a free line of an advanced paycheck): 5000 Lønn til ansatte. */
  pay: '5000',
  /** A benefit in kind without a main template: 5280 Annen fordel i arbeidsforhold. */
  benefitInKind: '5280',
  /** 5290 Motkonto for gruppe 52: benefits in kind are shown as pay but cost nothing more. */
  benefitInKindContra: '5290',
  /** 2600 Forskuddstrekk. */
  withholding: '2600',
  /** A deduction line without a main template: 2690 Andre trekk. */
  otherDeductions: '2690',
  /** 1572 Lønnsforskudd (som trekkes i lønn senere). */
  advances: '1572',
  /** 2930 Skyldig lønn. */
  netPay: '2930',
  /** 5400 Arbeidsgiveravgift. */
  employerTax: '5400',
  /** 2770 Skyldig arbeidsgiveravgift. */
  employerTaxPayable: '2770',
  /** 5020 Feriepenger: the default vacation-pay line's account (paycheck-templates/defaults.ts). */
  vacationPay: '5020',
  /** 2940 Skyldige feriepenger. */
  vacationPayPayable: '2940',
} as const;
export type PayrollJournalAccounts = { readonly [K in keyof typeof PAYROLL_JOURNAL_ACCOUNTS]: string };

/** The pay code of vacation pay paid out: it settles 2940 instead of costing again. */
const VACATION_PAY_PAYOUT: PayCode = 'feriepenger';

/** A line of a locked paycheck as the journal needs it. */
export type JournalPaycheckLine = {
  sum: string;
  calculationType: PaycheckLineCalculationType;
  altinnFordel: BenefitKind | null;
  payCode: PayCode | null;
  /** The main template's account; null for a free line of an advanced paycheck. */
  account: string | null;
  /** Extra tax withheld: part of the paycheck's taxDeduction, not income. */
  taxDeduction: boolean;
  /** Deducted from the net pay (a positive sum is deducted); not income. */
  garnishment: boolean;
};

/** A locked paycheck with its stored figures (paycheckFigures), amounts as decimal strings. */
export type JournalPaycheck = {
  number: string;
  paidDate: string;
  employeeName: string;
  lines: readonly JournalPaycheckLine[];
  taxDeduction: string;
  prepaid: string;
  netPay: string;
  employerTax: string;
  vacationPay: string;
};

/** "L12": a paycheck's voucher, apart from the invoice numbers of the invoicing journal. */
export const paycheckVoucherNumber = (number: string) => `L${number}`;

const isIncome = (line: JournalPaycheckLine) => !line.taxDeduction && !line.garnishment;

/** The account a pay, benefit or deduction line is booked on. */
function lineAccount(line: JournalPaycheckLine, accounts: PayrollJournalAccounts): string {
  if (line.garnishment) return line.account ?? accounts.otherDeductions;
  if (line.calculationType === 'CALCULATED') return line.account ?? accounts.benefitInKind;
  if (line.payCode === VACATION_PAY_PAYOUT) return accounts.vacationPayPayable;
  return line.account ?? accounts.pay;
}

/** Signed sums per account in the order the accounts first appear: one journal line per account. */
function byAccount(entries: readonly { account: string; amount: Money }[]): { account: string; amount: Money }[] {
  const sums = new Map<string, Money>();
  for (const { account, amount } of entries) sums.set(account, (sums.get(account) ?? new Decimal(0)).plus(amount));
  return [...sums].map(([account, amount]) => ({ account, amount }));
}

/**
 * A locked paycheck as one voucher dated its paid date (the month of payment, as the a-melding counts
 * it): the pay lines on their accounts (summed per account), benefits in kind against their contra
 * account, withholding, deductions, advances and net pay, the employer tax, and the vacation pay earned.
 * Throws a RangeError when the stored figures do not add up (gross − tax − deductions − advances ≠ net):
 * such a paycheck would put an unbalanced voucher into the books.
 */
export function paycheckVoucher(
  paycheck: JournalPaycheck,
  language: JournalLanguage = 'nb',
  accounts: PayrollJournalAccounts = PAYROLL_JOURNAL_ACCOUNTS,
): JournalLine[] {
  const voucher = paycheckVoucherNumber(paycheck.number);
  const head: VoucherHead = {
    date: paycheck.paidDate,
    voucher,
    voucherType: 'PAYCHECK',
    customerNumber: '',
    currencyCode: 'NOK',
    text: journalText(language, 'PAYCHECK', { number: paycheck.number, employee: paycheck.employeeName }),
  };
  // Each amount is read once; the postings are summed as amounts, not read back from the lines' text.
  const income = paycheck.lines.filter(isIncome);
  const benefits = income.filter((line) => line.calculationType === 'CALCULATED');
  const [withheld, prepaid, netPay, employerTax, vacationPay] = [
    paycheck.taxDeduction,
    paycheck.prepaid,
    paycheck.netPay,
    paycheck.employerTax,
    paycheck.vacationPay,
  ].map((amount) => toMoney(amount)) as [Money, Money, Money, Money, Money];
  const postings: { account: string; amount: Money }[] = [
    ...byAccount(income.map((line) => ({ account: lineAccount(line, accounts), amount: toMoney(line.sum) }))),
    { account: accounts.benefitInKindContra, amount: sumMoney(benefits.map((line) => line.sum)).negated() },
    { account: accounts.withholding, amount: withheld.negated() },
    ...byAccount(
      paycheck.lines
        .filter((line) => line.garnishment)
        .map((line) => ({ account: lineAccount(line, accounts), amount: toMoney(line.sum).negated() })),
    ),
    { account: accounts.advances, amount: prepaid.negated() },
    { account: accounts.netPay, amount: netPay.negated() },
    { account: accounts.employerTax, amount: employerTax },
    { account: accounts.employerTaxPayable, amount: employerTax.negated() },
    { account: accounts.vacationPay, amount: vacationPay },
    { account: accounts.vacationPayPayable, amount: vacationPay.negated() },
  ];
  const balance = sumMoney(postings.map((posting) => posting.amount));
  if (!balance.isZero())
    throw new RangeError(`Paycheck ${paycheck.number} does not balance: debits − credits = ${balance.toFixed(2)}`);
  return postings.flatMap(({ account, amount }) => journalPosting(head, account, amount));
}

/** The journal of many paychecks, in the order given (the caller orders them by paid date and number). */
export function payrollJournal(
  paychecks: readonly JournalPaycheck[],
  language: JournalLanguage = 'nb',
  accounts: PayrollJournalAccounts = PAYROLL_JOURNAL_ACCOUNTS,
): JournalLine[] {
  return paychecks.flatMap((paycheck) => paycheckVoucher(paycheck, language, accounts));
}

/** Debits minus credits per account (a credit balance is negative), exact, with two decimals. */
export function accountBalances(lines: readonly JournalLine[]): Map<string, string> {
  const sums = new Map<string, Money>();
  for (const line of lines)
    sums.set(line.account, (sums.get(line.account) ?? new Decimal(0)).plus(line.debit).minus(line.credit));
  return new Map([...sums].map(([account, sum]) => [account, amountText(sum)]));
}
