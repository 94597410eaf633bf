import { and, eq, sql } from 'drizzle-orm';
import {
  accountBalances,
  amountText,
  creditBalance,
  PAYROLL_JOURNAL_ACCOUNTS,
  paycheckPayCost,
  payrollJournal,
  rangeBalance,
  reconcile,
  reconciles,
  sumMoney,
  type Reconciled,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { ameldingReports } from '../altinn-reports/tables.js';
import { lockedPaychecksOfYear, type LockedPaycheck } from './reads.js';
import { byMonth, periodOf } from './summary.js';

export type PaychecksReconciliationFigures = {
  withholding: Reconciled;
  employerTax: Reconciled;
  payCost: Reconciled;
  flagged: boolean;
};
export type PaychecksReconciliation = {
  year: number;
  months: (PaychecksReconciliationFigures & { month: number; period: string })[];
  totals: PaychecksReconciliationFigures;
};

export type AmeldingReconciliationFigures = {
  withholding: Reconciled;
  employerTaxBasis: Reconciled;
  employerTax: Reconciled;
  flagged: boolean;
};
export type AmeldingReconciliation = {
  year: number;
  months: (AmeldingReconciliationFigures & {
    month: number;
    period: string;
    /** Whether a message of the month was received (SUCCESSFUL); "not reported" otherwise. */
    reported: boolean;
    messageCount: number;
  })[];
  totals: AmeldingReconciliationFigures;
};

const sum = (group: readonly LockedPaycheck[], pick: (paycheck: LockedPaycheck) => string) =>
  amountText(sumMoney(group.map(pick)));

/** The books of a group of paychecks: the balances of their journal. */
const booksOf = (group: readonly LockedPaycheck[]) => accountBalances(payrollJournal(group));

function paychecksFigures(group: readonly LockedPaycheck[]): PaychecksReconciliationFigures {
  const books = booksOf(group);
  const figures = {
    withholding: reconcile(
      sum(group, (paycheck) => paycheck.taxDeduction),
      creditBalance(books, PAYROLL_JOURNAL_ACCOUNTS.withholding),
    ),
    employerTax: reconcile(
      sum(group, (paycheck) => paycheck.employerTax),
      creditBalance(books, PAYROLL_JOURNAL_ACCOUNTS.employerTaxPayable),
    ),
    payCost: reconcile(sum(group, paycheckPayCost), rangeBalance(books)),
  };
  return { ...figures, flagged: !reconciles(Object.values(figures)) };
}

/**
 * Paychecks and bookkeeping (spec 000 §2 paychecks-and-bookkeeping-reconciliation): per month of payment
 * the locked paychecks' withholding, employer tax and pay cost beside the balances their journal puts on
 * 2600, 2770 and the pay-cost accounts 5000–5399, and the difference. The journal books each line on its
 * template's account as it is now, so a template moved to another account, or an expense allowance booked
 * as pay, shows as a difference in every month it touches; such months are flagged.
 */
export async function paychecksReconciliation(tx: Tx, unitId: string, year: number): Promise<PaychecksReconciliation> {
  const paychecks = await lockedPaychecksOfYear(tx, unitId, year, { withLines: true });
  return {
    year,
    months: byMonth(paychecks).map((group, index) => ({
      month: index + 1,
      period: periodOf(year, index + 1),
      ...paychecksFigures(group),
    })),
    totals: paychecksFigures(paychecks),
  };
}

type Reported = { month: number; withholding: string; employerTaxBasis: string; employerTax: string; count: number };

/** The month's received a-meldinger (SUCCESSFUL: counted for their month), their message sums added up. */
async function reportedMonths(tx: Tx, unitId: string, year: number): Promise<Map<number, Reported>> {
  const rows = await tx
    .select({
      month: ameldingReports.month,
      withholding: sql<string>`sum(${ameldingReports.withholding})::text`,
      employerTaxBasis: sql<string>`sum(${ameldingReports.employerTaxBasis})::text`,
      employerTax: sql<string>`sum(${ameldingReports.employerTax})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(ameldingReports)
    .where(
      and(eq(ameldingReports.unitId, unitId), eq(ameldingReports.year, year), eq(ameldingReports.status, 'SUCCESSFUL')),
    )
    .groupBy(ameldingReports.month);
  return new Map(rows.map((row) => [row.month, row]));
}

function ameldingFigures(
  group: readonly LockedPaycheck[],
  reported: readonly Reported[],
): AmeldingReconciliationFigures {
  const books = booksOf(group);
  const source = (pick: (row: Reported) => string) => amountText(sumMoney(reported.map(pick)));
  const figures = {
    withholding: reconcile(
      source((row) => row.withholding),
      creditBalance(books, PAYROLL_JOURNAL_ACCOUNTS.withholding),
    ),
    // The journal has no account for a basis: the books' basis is that of the paychecks it was made from.
    employerTaxBasis: reconcile(
      source((row) => row.employerTaxBasis),
      sum(group, (paycheck) => paycheck.employerTaxBasis),
    ),
    employerTax: reconcile(
      source((row) => row.employerTax),
      creditBalance(books, PAYROLL_JOURNAL_ACCOUNTS.employerTaxPayable),
    ),
  };
  return { ...figures, flagged: !reconciles(Object.values(figures)) };
}

/**
 * A-melding and bookkeeping (spec 000 §2 amelding-and-bookkeeping-reconciliation): per month what the
 * received a-melding reported (its message sums; a month without one is "not reported" and counts as
 * zero) beside the journal's withholding (2600) and employer tax (2770) and its paychecks' employer-tax
 * basis, and the difference. A month with a difference, a month with pay but no received message
 * included, is flagged.
 */
export async function ameldingReconciliation(tx: Tx, unitId: string, year: number): Promise<AmeldingReconciliation> {
  const [paychecks, reported] = await Promise.all([
    lockedPaychecksOfYear(tx, unitId, year, { withLines: true }),
    reportedMonths(tx, unitId, year),
  ]);
  return {
    year,
    months: byMonth(paychecks).map((group, index) => {
      const month = reported.get(index + 1);
      return {
        month: index + 1,
        period: periodOf(year, index + 1),
        reported: month !== undefined,
        messageCount: month?.count ?? 0,
        ...ameldingFigures(group, month ? [month] : []),
      };
    }),
    totals: ameldingFigures(paychecks, [...reported.values()]),
  };
}
