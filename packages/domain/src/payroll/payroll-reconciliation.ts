import { amountText } from '../documents/amount-text.js';
import { sumMoney, toMoney, type MoneyInput } from '../money/money.js';
import type { JournalPaycheck } from './paycheck-journal.js';

/**
 * The reconciliation reports' arithmetic (issue #17 item 6): a figure as the paychecks (or the a-melding)
 * give it beside the same figure in the books (the payroll journal's account balances), and the
 * difference, books − source, exact in øre.
 */
export type Reconciled = { source: string; bookkeeping: string; difference: string };

export function reconcile(source: MoneyInput, bookkeeping: MoneyInput): Reconciled {
  const difference = toMoney(bookkeeping).minus(source);
  return {
    source: amountText(toMoney(source)),
    bookkeeping: amountText(toMoney(bookkeeping)),
    difference: amountText(difference),
  };
}

/** Whether every figure of a row agrees: a row with any difference is flagged. */
export const reconciles = (figures: readonly Reconciled[]): boolean =>
  figures.every((figure) => toMoney(figure.difference).isZero());

/** The accounts of pay costs: NS 4102's classes 50–53 (pay, benefits in kind, other reportable pay). */
export const PAY_COST_ACCOUNTS = { from: 5000, to: 5399 } as const;

/** A liability account's balance as a positive amount: credits − debits (balances hold debits − credits). */
export function creditBalance(balances: ReadonlyMap<string, string>, account: string): string {
  return amountText(toMoney(balances.get(account) ?? '0').negated());
}

/**
 * The debit balance of the accounts whose first four digits lie in the range (sub-accounts of five or
 * six digits count with their parent): the books' pay costs.
 */
export function rangeBalance(
  balances: ReadonlyMap<string, string>,
  range: { from: number; to: number } = PAY_COST_ACCOUNTS,
): string {
  const inRange = [...balances].filter(([account]) => {
    const main = Number(account.slice(0, 4));
    return main >= range.from && main <= range.to;
  });
  return amountText(sumMoney(inRange.map(([, balance]) => balance)));
}

/**
 * What a paycheck should cost on the pay-cost accounts (50–53) by its own figures: its cash pay lines
 * except expense allowances (utgiftsgodtgjoerelse, booked as travel and car costs) and vacation pay paid
 * out (which settles the liability), plus the vacation pay it earns. Benefits in kind cost nothing there
 * (they are booked against their contra account 5290 in the same class). A difference from the books
 * shows a pay line booked outside the pay accounts, or an expense allowance booked on them.
 */
export function paycheckPayCost(paycheck: Pick<JournalPaycheck, 'lines' | 'vacationPay'>): string {
  const cash = paycheck.lines.filter(
    (line) =>
      !line.taxDeduction &&
      !line.garnishment &&
      line.calculationType === 'CASHEDOUT' &&
      line.altinnFordel !== 'utgiftsgodtgjoerelse' &&
      line.payCode !== 'feriepenger',
  );
  return amountText(sumMoney(cash.map((line) => line.sum)).plus(paycheck.vacationPay));
}
