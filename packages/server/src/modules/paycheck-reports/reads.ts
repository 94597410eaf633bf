import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { PAYCHECK_PERIOD_YEARS, type JournalPaycheck, type YearlyStatementLine } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { invalid } from '../../errors/app-error.js';
import { mainPaycheckLineTemplates } from '../paycheck-templates/tables.js';
import { paycheckLines, paychecks } from '../paychecks/tables.js';

/** The model of the reports' refusals (a year out of range). */
export const PAYCHECK_REPORT_MODEL = 'paycheckReport';

/** A report's year is one payroll can have periods in (2000–2099); anything else is refused, not queried. */
export function checkedYear(year: number): number {
  if (!Number.isInteger(year) || year < PAYCHECK_PERIOD_YEARS.first || year > PAYCHECK_PERIOD_YEARS.last)
    throw invalid(PAYCHECK_REPORT_MODEL, 'year', 'between', {
      min: String(PAYCHECK_PERIOD_YEARS.first),
      max: String(PAYCHECK_PERIOD_YEARS.last),
    });
  return year;
}

/** A line of a locked paycheck with its main template's account, as the journal and the yearly statement read it. */
export type ReportLine = JournalPaycheck['lines'][number] & YearlyStatementLine;

/** A locked paycheck as the reports read it: its stored figures, the copied employee, and (when asked) its lines. */
export type LockedPaycheck = Omit<JournalPaycheck, 'lines'> & {
  id: string;
  workRelationId: string;
  employeeId: string;
  subUnitId: string | null;
  /** 1–12: the month of the paid date, the a-melding's month of payment. */
  month: number;
  employeeAddress: string | null;
  employeeZip: string | null;
  employeeCity: string | null;
  employeeSocialSecurityNumber: string | null;
  grossPay: string;
  deductions: string;
  employerTaxBasis: string;
  employerTaxZone: string | null;
  vacationPayBasis: string;
  lines: ReportLine[];
};

const paycheckColumns = {
  id: paychecks.id,
  number: paychecks.number,
  workRelationId: paychecks.workRelationId,
  employeeId: paychecks.employeeId,
  subUnitId: paychecks.subUnitId,
  paidDate: paychecks.paidDate,
  employeeName: paychecks.employeeName,
  employeeAddress: paychecks.employeeAddress,
  employeeZip: paychecks.employeeZip,
  employeeCity: paychecks.employeeCity,
  employeeSocialSecurityNumber: paychecks.employeeSocialSecurityNumber,
  employeeTemporarySocialSecurityNumber: paychecks.employeeTemporarySocialSecurityNumber,
  grossPay: paychecks.grossPay,
  taxDeduction: paychecks.taxDeduction,
  deductions: paychecks.deductions,
  prepaid: paychecks.prepaid,
  netPay: paychecks.netPay,
  employerTaxBasis: paychecks.employerTaxBasis,
  employerTax: paychecks.employerTax,
  employerTaxZone: paychecks.employerTaxZone,
  vacationPayBasis: paychecks.vacationPayBasis,
  vacationPay: paychecks.vacationPay,
};

/**
 * The unit's LOCKED paychecks paid in the year (only locked paychecks count, by their paid date: the
 * a-melding's month of payment), ordered by paid date and number, optionally with their lines and each
 * line's main template account; optionally of one work relation. Two statements however many paychecks
 * the year holds.
 */
export async function lockedPaychecksOfYear(
  tx: Tx,
  unitId: string,
  year: number,
  options: { withLines: boolean; workRelationId?: string },
): Promise<LockedPaycheck[]> {
  const inYear = and(
    eq(paychecks.unitId, unitId),
    eq(paychecks.status, 'LOCKED'),
    gte(paychecks.paidDate, `${year}-01-01`),
    lte(paychecks.paidDate, `${year}-12-31`),
    options.workRelationId ? eq(paychecks.workRelationId, options.workRelationId) : undefined,
  )!;
  const rows = await tx
    .select(paycheckColumns)
    .from(paychecks)
    .where(inYear)
    .orderBy(asc(paychecks.paidDate), asc(paychecks.sequence));
  const lines =
    options.withLines && rows.length > 0 ? await linesOf(tx, unitId, inYear) : new Map<string, ReportLine[]>();
  return rows.map(({ employeeTemporarySocialSecurityNumber, ...row }) => ({
    ...row,
    number: row.number ?? '',
    employeeName: row.employeeName ?? '',
    employeeSocialSecurityNumber: row.employeeSocialSecurityNumber ?? employeeTemporarySocialSecurityNumber,
    month: Number(row.paidDate.slice(5, 7)),
    lines: lines.get(row.id) ?? [],
  }));
}

/** The lines of the paychecks the condition selects, by paycheck, in their order. */
async function linesOf(tx: Tx, unitId: string, condition: SQL): Promise<Map<string, ReportLine[]>> {
  const rows = await tx
    .select({
      paycheckId: paycheckLines.paycheckId,
      description: paycheckLines.description,
      sum: paycheckLines.sum,
      calculationType: paycheckLines.calculationType,
      altinnFordel: paycheckLines.altinnFordel,
      payCode: paycheckLines.payCode,
      account: mainPaycheckLineTemplates.accountNumber,
      altinn: paycheckLines.altinn,
      taxDeduction: paycheckLines.taxDeduction,
      garnishment: paycheckLines.garnishment,
    })
    .from(paycheckLines)
    .innerJoin(paychecks, eq(paychecks.id, paycheckLines.paycheckId))
    .leftJoin(mainPaycheckLineTemplates, eq(mainPaycheckLineTemplates.id, paycheckLines.mainTemplateId))
    .where(and(eq(paycheckLines.unitId, unitId), condition))
    .orderBy(asc(paycheckLines.paycheckId), asc(paycheckLines.position));
  const byPaycheck = new Map<string, ReportLine[]>();
  for (const { paycheckId, ...line } of rows) {
    const list = byPaycheck.get(paycheckId) ?? [];
    list.push(line);
    byPaycheck.set(paycheckId, list);
  }
  return byPaycheck;
}
