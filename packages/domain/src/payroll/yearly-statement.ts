import { amountText } from '../documents/amount-text.js';
import { sumMoney, toMoney, type Money, type MoneyInput } from '../money/money.js';
import type { BenefitKind, PaycheckLineCalculationType } from './enums.js';
import { PAY_CODES, type PayCode } from './pay-codes.js';

/** A line of a locked paycheck as the yearly statement needs it. */
export type YearlyStatementLine = {
  description: string;
  sum: MoneyInput;
  calculationType: PaycheckLineCalculationType;
  altinnFordel: BenefitKind | null;
  payCode: PayCode | null;
  /** Reported in the a-melding: only those lines are on the statement. */
  altinn: boolean;
  taxDeduction: boolean;
  garnishment: boolean;
};

export type YearlyStatementPaycheck = {
  taxDeduction: MoneyInput;
  vacationPayBasis: MoneyInput;
  lines: readonly YearlyStatementLine[];
};

/** One pay code's amount of the year; a line without a pay code is named by its description. */
export type YearlyStatementItem = { payCode: PayCode | null; description: string | null; amount: string };

export type YearlyStatement = {
  cash: YearlyStatementItem[];
  benefitsInKind: YearlyStatementItem[];
  expenseAllowances: YearlyStatementItem[];
  totals: { cash: string; benefitsInKind: string; expenseAllowances: string };
  withholding: string;
  vacationPayBasis: string;
};

/** A line's kind as the a-melding reports it: its benefit kind, or by how it is paid when it has none. */
const kindOf = (line: YearlyStatementLine): BenefitKind =>
  line.altinnFordel ?? (line.calculationType === 'CALCULATED' ? 'naturalytelse' : 'kontantytelse');

const CODE_ORDER = new Map(PAY_CODES.map((code, index) => [code, index]));

/** The year's amount per pay code (in the code list's order, lines without a code last), zero sums left out. */
function items(lines: readonly YearlyStatementLine[]): YearlyStatementItem[] {
  const sums = new Map<string, { payCode: PayCode | null; description: string | null; amount: Money }>();
  for (const line of lines) {
    const key = line.payCode ?? `text:${line.description}`;
    const item = sums.get(key) ?? {
      payCode: line.payCode,
      description: line.payCode ? null : line.description,
      amount: toMoney(0),
    };
    item.amount = item.amount.plus(toMoney(line.sum));
    sums.set(key, item);
  }
  const order = (item: { payCode: PayCode | null }) =>
    item.payCode ? CODE_ORDER.get(item.payCode)! : PAY_CODES.length;
  return [...sums.values()]
    .filter((item) => !item.amount.isZero())
    .sort((a, b) => order(a) - order(b) || (a.description ?? '').localeCompare(b.description ?? '', 'nb'))
    .map((item) => ({ ...item, amount: amountText(item.amount) }));
}

const total = (list: readonly YearlyStatementItem[]) => amountText(sumMoney(list.map((item) => item.amount)));

/**
 * The employee's yearly statement (årsoppgave, the employer's "sammenstillingsoppgave") of a work
 * relation's locked paychecks paid in the year: what the a-melding reported, per pay code — cash pay,
 * benefits in kind and expense allowances — with the tax withheld and the vacation-pay basis earned.
 * Lines not reported in the a-melding, extra tax lines (part of the withholding) and deductions are not
 * income and are left out.
 */
export function yearlyStatement(paychecks: readonly YearlyStatementPaycheck[]): YearlyStatement {
  const reported = paychecks.flatMap((paycheck) =>
    paycheck.lines.filter((line) => line.altinn && !line.taxDeduction && !line.garnishment),
  );
  const cash = items(reported.filter((line) => kindOf(line) === 'kontantytelse'));
  const benefitsInKind = items(reported.filter((line) => kindOf(line) === 'naturalytelse'));
  const expenseAllowances = items(reported.filter((line) => kindOf(line) === 'utgiftsgodtgjoerelse'));
  return {
    cash,
    benefitsInKind,
    expenseAllowances,
    totals: { cash: total(cash), benefitsInKind: total(benefitsInKind), expenseAllowances: total(expenseAllowances) },
    withholding: amountText(sumMoney(paychecks.map((paycheck) => paycheck.taxDeduction))),
    vacationPayBasis: amountText(sumMoney(paychecks.map((paycheck) => paycheck.vacationPayBasis))),
  };
}
