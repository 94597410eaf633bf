import { eq, inArray } from 'drizzle-orm';
import { amountText, sumMoney, yearlyStatement } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { findOwn } from '../../db/records.js';
import { units } from '../../db/schema-core.js';
import type { YearlyReportView } from '../../pdf/render.js';
import { employees } from '../employees/tables.js';
import { localeOf } from '../paychecks/payslip.js';
import { subUnits } from '../sub-units/tables.js';
import { workRelations } from '../work-relations/tables.js';
import { lockedPaychecksOfYear, type LockedPaycheck } from './reads.js';

/** A work relation with locked paychecks in the year: a row of the yearly reports' list. */
export type YearlyReportListRow = {
  workRelationId: string;
  employeeId: string;
  employeeName: string;
  email: string | null;
  subUnitName: string | null;
  grossPay: string;
  withholding: string;
  paycheckCount: number;
};

/** A work relation's yearly statement, with what sending it by e-mail needs. */
export type YearlyReport = {
  workRelationId: string;
  employeeName: string;
  email: string | null;
  birthDate: string;
  view: YearlyReportView;
};

/** The paychecks of the year by work relation, in the order of their first paycheck. */
function byWorkRelation(paychecks: readonly LockedPaycheck[]): Map<string, LockedPaycheck[]> {
  const groups = new Map<string, LockedPaycheck[]>();
  for (const paycheck of paychecks) {
    const group = groups.get(paycheck.workRelationId) ?? [];
    group.push(paycheck);
    groups.set(paycheck.workRelationId, group);
  }
  return groups;
}

async function employeesOf(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, typeof employees.$inferSelect>();
  const rows = await tx
    .select()
    .from(employees)
    .where(inArray(employees.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

async function subUnitsOf(tx: Tx, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, typeof subUnits.$inferSelect>();
  const rows = await tx.select().from(subUnits).where(inArray(subUnits.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

const byName = (a: { employeeName: string }, b: { employeeName: string }) =>
  a.employeeName.localeCompare(b.employeeName, 'nb');

/**
 * The yearly reports' list (spec 000 §2 yearly-report-for-employee): every work relation with locked
 * paychecks paid in the year, with the employee as the year's last paycheck names them, the e-mail address
 * the statement would go to, the business unit, and the year's gross pay, withholding and paychecks.
 */
export async function yearlyReportList(tx: Tx, unitId: string, year: number): Promise<YearlyReportListRow[]> {
  const groups = byWorkRelation(await lockedPaychecksOfYear(tx, unitId, year, { withLines: false }));
  const lasts = [...groups.values()].map((group) => group.at(-1)!);
  const [people, places] = await Promise.all([
    employeesOf(
      tx,
      lasts.map((paycheck) => paycheck.employeeId),
    ),
    subUnitsOf(
      tx,
      lasts.map((paycheck) => paycheck.subUnitId),
    ),
  ]);
  return [...groups]
    .map(([workRelationId, group]) => {
      const last = group.at(-1)!;
      return {
        workRelationId,
        employeeId: last.employeeId,
        employeeName: last.employeeName,
        email: people.get(last.employeeId)?.email?.trim() || null,
        subUnitName: last.subUnitId ? (places.get(last.subUnitId)?.name ?? null) : null,
        grossPay: amountText(sumMoney(group.map((paycheck) => paycheck.grossPay))),
        withholding: amountText(sumMoney(group.map((paycheck) => paycheck.taxDeduction))),
        paycheckCount: group.length,
      };
    })
    .sort(byName);
}

/**
 * The yearly statements of the year's work relations (all, or the one named), each as its PDF view in the
 * employee's language (Norwegian for an employee living in Norway): the employer, the business unit of the
 * year's last paycheck, the employee and identity number as that paycheck copied them, and the statement of
 * the relation's locked paychecks. A relation of another unit is NOT_FOUND; one without paychecks in the
 * year gets an empty statement.
 */
export async function yearlyReports(
  tx: Tx,
  unitId: string,
  year: number,
  today: string,
  workRelationId?: string,
): Promise<YearlyReport[]> {
  const relation = workRelationId ? await findOwn(tx, workRelations, workRelationId, 'workRelation') : null;
  const paychecks = await lockedPaychecksOfYear(tx, unitId, year, { withLines: true, workRelationId });
  const groups = byWorkRelation(paychecks);
  if (relation && !groups.has(relation.id)) groups.set(relation.id, []);
  const employeeIds = relation ? [relation.employeeId] : [...new Set(paychecks.map((paycheck) => paycheck.employeeId))];
  const [[unit], people, places] = await Promise.all([
    tx.select().from(units).where(eq(units.id, unitId)),
    employeesOf(tx, employeeIds),
    subUnitsOf(tx, [...paychecks.map((paycheck) => paycheck.subUnitId), relation?.subUnitId ?? null]),
  ]);
  return [...groups]
    .map(([id, group]) => {
      const last = group.at(-1);
      const employee = people.get(last?.employeeId ?? relation!.employeeId)!;
      const subUnitId = last ? last.subUnitId : relation!.subUnitId;
      const subUnit = subUnitId ? places.get(subUnitId) : undefined;
      const view: YearlyReportView = {
        language: localeOf(employee.countryCode),
        year,
        printedOn: today,
        company: {
          name: unit!.name,
          organizationNumber: unit!.organizationNumber,
          address: unit!.address,
          zip: unit!.zip,
          city: unit!.city,
        },
        subUnit: subUnit ? { name: subUnit.name, organizationNumber: subUnit.organizationNumber } : null,
        employee: last
          ? {
              name: last.employeeName,
              address: last.employeeAddress,
              zip: last.employeeZip,
              city: last.employeeCity,
              socialSecurityNumber: last.employeeSocialSecurityNumber,
            }
          : {
              name: `${employee.firstName} ${employee.lastName}`,
              address: employee.address,
              zip: employee.zip,
              city: employee.city,
              socialSecurityNumber: employee.socialSecurityNumber ?? employee.temporarySocialSecurityNumber,
            },
        statement: yearlyStatement(group),
      };
      return {
        workRelationId: id,
        employeeName: view.employee.name,
        email: employee.email?.trim() || null,
        birthDate: employee.birthDate,
        view,
      };
    })
    .sort(byName);
}

/** "Årsoppgave-2025-Kari-Nordmann.pdf" / "Yearly-statement-2025-Kari-Nordmann.pdf". */
export const yearlyReportFileName = (view: YearlyReportView) =>
  `${view.language === 'nb' ? 'Årsoppgave' : 'Yearly-statement'}-${view.year}-${view.employee.name.trim().replace(/\s+/g, '-')}.pdf`;
