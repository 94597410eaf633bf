import { amountText, sumMoney, toMoney } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { lockedPaychecksOfYear, type LockedPaycheck } from './reads.js';

/** The paychecks summary's figures of a group of locked paychecks (a month, an employee's month, the year). */
export type SummaryFigures = {
  grossPay: string;
  withholding: string;
  employerTaxBasis: string;
  employerTax: string;
  /** Garnishments and other deductions, and advances already paid: gross − withholding − deductions = net. */
  deductions: string;
  netPay: string;
  paycheckCount: number;
};
export type SummaryEmployee = SummaryFigures & { employeeId: string; employeeName: string };
export type SummaryMonth = SummaryFigures & { month: number; period: string; employees: SummaryEmployee[] };
export type PaychecksSummary = { year: number; months: SummaryMonth[]; totals: SummaryFigures };

/** Exact sums of the group's stored figures. */
export function summaryFigures(group: readonly LockedPaycheck[]): SummaryFigures {
  const sum = (pick: (paycheck: LockedPaycheck) => string) => amountText(sumMoney(group.map(pick)));
  return {
    grossPay: sum((paycheck) => paycheck.grossPay),
    withholding: sum((paycheck) => paycheck.taxDeduction),
    employerTaxBasis: sum((paycheck) => paycheck.employerTaxBasis),
    employerTax: sum((paycheck) => paycheck.employerTax),
    deductions: amountText(toMoney(sum((paycheck) => paycheck.deductions)).plus(sum((paycheck) => paycheck.prepaid))),
    netPay: sum((paycheck) => paycheck.netPay),
    paycheckCount: group.length,
  };
}

/** "2026-06": a month of the year as the a-melding names its period. */
export const periodOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The rows by month of the year: twelve lists, January first, empty where nothing was paid. */
export function byMonth<T extends { month: number }>(rows: readonly T[]): T[][] {
  const months: T[][] = Array.from({ length: 12 }, () => []);
  for (const row of rows) months[row.month - 1]!.push(row);
  return months;
}

/**
 * The paychecks summary of a year (spec 000 §2 paychecks-summary-report): per month of payment the locked
 * paychecks' gross pay, withholding, employer-tax basis and tax, deductions, net pay and count, each month
 * also per employee (by name), and the year's totals. Every month is listed, with zeros when nothing was paid.
 */
export async function paychecksSummary(tx: Tx, unitId: string, year: number): Promise<PaychecksSummary> {
  const paychecks = await lockedPaychecksOfYear(tx, unitId, year, { withLines: false });
  const months = byMonth(paychecks).map((group, index) => {
    const employees = new Map<string, LockedPaycheck[]>();
    for (const paycheck of group) {
      const own = employees.get(paycheck.employeeId) ?? [];
      own.push(paycheck);
      employees.set(paycheck.employeeId, own);
    }
    return {
      month: index + 1,
      period: periodOf(year, index + 1),
      ...summaryFigures(group),
      employees: [...employees]
        .map(([employeeId, own]) => ({ employeeId, employeeName: own.at(-1)!.employeeName, ...summaryFigures(own) }))
        .sort((a, b) => a.employeeName.localeCompare(b.employeeName, 'nb')),
    };
  });
  return { year, months, totals: summaryFigures(paychecks) };
}
