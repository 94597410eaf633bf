import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  amountText,
  sumMoney,
  toMoney,
  type AmeldingEmployeeInput,
  type AmeldingEmployerTaxInput,
  type AmeldingIncomeLineInput,
  type AmeldingSubUnitInput,
  type AmeldingWorkRelationInput,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { units } from '../../db/schema-core.js';
import { paycheckLines, paychecks } from '../paychecks/tables.js';
import { subUnits } from '../sub-units/tables.js';
import { workRelationLeaves, workRelations } from '../work-relations/tables.js';
import { monthBounds, periodOf } from './months.js';

/**
 * What the a-melding of a unit's month is built from (spec 000 §4; norway-facts.md "A-melding, 2026"): the
 * LOCKED paychecks paid in the month (the month of payment, not of earning) that go to the a-melding
 * (`shouldSendToAltinn`), their lines, work relations with the leaves and layoffs touching the month, and the
 * sub-units. Read in a fixed number of statements whatever the number of employees: each reads the month's
 * rows by joining the month's paychecks, never one paycheck at a time.
 */

/** The sums of a message as Fjord computed them from the paychecks (kept on the row for the list). */
export type AmeldingSums = {
  employeeCount: number;
  paycheckCount: number;
  grossPay: string;
  withholding: string;
  employerTaxBasis: string;
  employerTax: string;
  garnishment: string;
};

/** A problem that stops the month's message from being built: a paycheck Fjord cannot place. */
export type GatherProblem = { type: 'missing_sub_unit' | 'missing_personal_number'; paycheckNumber: string };

export type GatheredMonth = {
  /** The opplysningspliktig: the unit's own organisation number (null when the unit has none). */
  organizationNumber: string | null;
  subUnits: AmeldingSubUnitInput[];
  paycheckIds: string[];
  sums: AmeldingSums;
  problems: GatherProblem[];
};

/** The condition "a locked paycheck of the month that goes to the a-melding". */
export function reportedPaychecksOf(year: number, month: number) {
  const { first, last } = monthBounds(year, month);
  return and(
    eq(paychecks.status, 'LOCKED'),
    eq(paychecks.shouldSendToAltinn, true),
    gte(paychecks.paidDate, first),
    lte(paychecks.paidDate, last),
  );
}

const ZERO_SUMS: AmeldingSums = {
  employeeCount: 0,
  paycheckCount: 0,
  grossPay: '0.00',
  withholding: '0.00',
  employerTaxBasis: '0.00',
  employerTax: '0.00',
  garnishment: '0.00',
};

type PaycheckRow = Awaited<ReturnType<typeof readPaychecks>>[number];
type LineRow = Awaited<ReturnType<typeof readLines>>[number];
type RelationRow = typeof workRelations.$inferSelect;
type LeaveRow = typeof workRelationLeaves.$inferSelect;

function readPaychecks(tx: Tx, year: number, month: number) {
  return tx
    .select({
      id: paychecks.id,
      number: paychecks.number,
      employeeId: paychecks.employeeId,
      workRelationId: paychecks.workRelationId,
      subUnitId: paychecks.subUnitId,
      paidDate: paychecks.paidDate,
      employeeName: paychecks.employeeName,
      socialSecurityNumber: paychecks.employeeSocialSecurityNumber,
      temporarySocialSecurityNumber: paychecks.employeeTemporarySocialSecurityNumber,
      shiftType: paychecks.shiftType,
      employmentType: paychecks.employmentType,
      employmentPercentage: paychecks.employmentPercentage,
      endReason: paychecks.workRelationEndReason,
      durationType: paychecks.workRelationDurationType,
      grossPay: paychecks.grossPay,
      taxDeduction: paychecks.taxDeduction,
      employerTaxBasis: paychecks.employerTaxBasis,
      employerTax: paychecks.employerTax,
      employerTaxParts: paychecks.employerTaxParts,
      deductions: paychecks.deductions,
    })
    .from(paychecks)
    .where(reportedPaychecksOf(year, month))
    .orderBy(asc(paychecks.paidDate), asc(paychecks.sequence), asc(paychecks.id));
}

function readLines(tx: Tx, year: number, month: number) {
  return tx
    .select({
      paycheckId: paycheckLines.paycheckId,
      altinnFordel: paycheckLines.altinnFordel,
      payCode: paycheckLines.payCode,
      sum: paycheckLines.sum,
      withholding: paycheckLines.withholding,
      employerTax: paycheckLines.employerTax,
      altinn: paycheckLines.altinn,
      taxDeduction: paycheckLines.taxDeduction,
      garnishment: paycheckLines.garnishment,
    })
    .from(paycheckLines)
    .innerJoin(paychecks, eq(paychecks.id, paycheckLines.paycheckId))
    .where(reportedPaychecksOf(year, month))
    .orderBy(asc(paycheckLines.paycheckId), asc(paycheckLines.position));
}

const monthPaycheckRelations = (year: number, month: number) =>
  sql`(select ${paychecks.workRelationId} from ${paychecks} where ${reportedPaychecksOf(year, month)})`;

/** The month's rows, read at once. */
async function readMonth(tx: Tx, unitId: string, year: number, month: number) {
  const { first, last } = monthBounds(year, month);
  const [rows, lines, relations, leaves, subUnitRows, [unit]] = await Promise.all([
    readPaychecks(tx, year, month),
    readLines(tx, year, month),
    tx
      .select()
      .from(workRelations)
      .where(sql`${workRelations.id} in ${monthPaycheckRelations(year, month)}`),
    tx
      .select()
      .from(workRelationLeaves)
      .where(
        and(
          sql`${workRelationLeaves.workRelationId} in ${monthPaycheckRelations(year, month)}`,
          lte(workRelationLeaves.startDate, last),
          or(isNull(workRelationLeaves.endDate), gte(workRelationLeaves.endDate, first)),
        ),
      )
      .orderBy(asc(workRelationLeaves.startDate), asc(workRelationLeaves.leaveId)),
    tx.select().from(subUnits).orderBy(asc(subUnits.name)),
    tx.select({ organizationNumber: units.organizationNumber }).from(units).where(eq(units.id, unitId)),
  ]);
  return { rows, lines, relations, leaves, subUnitRows, organizationNumber: unit?.organizationNumber ?? null };
}

/** Rows by a key, in their order (Map.groupBy arrives with Node 21). */
function groupBy<K, T>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The vacation pay paid in a year was earned the year before (ferieloven § 10): its earning period. */
function earningPeriod(payCode: string, paidDate: string) {
  if (payCode !== 'feriepenger') return {};
  const earningYear = Number(paidDate.slice(0, 4)) - 1;
  return { earnedFrom: `${earningYear}-01-01`, earnedTo: `${earningYear}-12-31` };
}

/** A paycheck line as a-melding income: only lines reported to the a-melding with their codes. */
function incomeLine(line: LineRow, paycheck: PaycheckRow): AmeldingIncomeLineInput | null {
  if (!line.altinn || line.taxDeduction || line.garnishment || !line.altinnFordel || !line.payCode) return null;
  return {
    workRelationId: paycheck.workRelationId,
    fordel: line.altinnFordel,
    payCode: line.payCode,
    amount: line.sum,
    triggersEmployerTax: line.employerTax,
    // Vacation pay is always reported as in the withholding basis (line-treatment.ts, loennsbeskrivelse.csv).
    inWithholdingBasis: line.payCode === 'feriepenger' || line.withholding !== 'NONE',
    ...earningPeriod(line.payCode, paycheck.paidDate),
  };
}

/** The work relation as the a-melding reports it: the values copied at lock where the paycheck has them. */
function workRelationInput(
  relation: RelationRow,
  paycheck: PaycheckRow,
  leaves: LeaveRow[],
): AmeldingWorkRelationInput {
  return {
    id: relation.id,
    employmentType: paycheck.employmentType ?? relation.employmentType,
    startDate: relation.startDate,
    endDate: relation.endDate,
    endReason: relation.endDate ? (paycheck.endReason ?? relation.endReason) : null,
    durationType: paycheck.durationType ?? relation.durationType,
    shiftType: paycheck.shiftType ?? relation.shiftType,
    occupationCode: relation.occupationCode,
    employmentPercentage: paycheck.employmentPercentage ?? relation.employmentPercentage,
    hoursEveryWeekWithFullEmployment: relation.hoursEveryWeekWithFullEmployment,
    lastSalaryChange: relation.lastSalaryChange,
    employmentPercentageUpdated: relation.employmentPercentageUpdated,
    leaves: leaves.map((leave) => ({
      id: leave.leaveId,
      leaveType: leave.leaveType,
      startDate: leave.startDate,
      endDate: leave.endDate,
      percentage: leave.percentageLeave,
    })),
  };
}

/** Amounts per pay date, summed, by date. */
function perPayDate(entries: { payDate: string; amount: string }[]): { payDate: string; amount: string }[] {
  const sums = new Map<string, string[]>();
  for (const entry of entries) sums.set(entry.payDate, [...(sums.get(entry.payDate) ?? []), entry.amount]);
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([payDate, amounts]) => ({ payDate, amount: amountText(sumMoney(amounts)) }))
    .filter((entry) => !toMoney(entry.amount).isZero());
}

/** Employer tax of a sub-unit's paychecks by zone and rate (their parts summed). */
function employerTaxOf(rows: PaycheckRow[]): AmeldingEmployerTaxInput[] {
  const sums = new Map<string, { zone: string; rate: string; bases: string[] }>();
  for (const part of rows.flatMap((row) => row.employerTaxParts)) {
    const key = `${part.zone} ${part.percent}`;
    const sum = sums.get(key) ?? { zone: part.zone, rate: part.percent, bases: [] };
    sum.bases.push(part.basis);
    sums.set(key, sum);
  }
  return [...sums.values()].map((sum) => ({ zone: sum.zone, rate: sum.rate, basis: amountText(sumMoney(sum.bases)) }));
}

export function sumsOf(rows: readonly PaycheckRow[]): AmeldingSums {
  if (rows.length === 0) return ZERO_SUMS;
  const total = (pick: (row: PaycheckRow) => string) => amountText(sumMoney(rows.map(pick)));
  return {
    employeeCount: new Set(rows.map((row) => row.employeeId)).size,
    paycheckCount: rows.length,
    grossPay: total((row) => row.grossPay),
    withholding: total((row) => row.taxDeduction),
    employerTaxBasis: total((row) => row.employerTaxBasis),
    employerTax: total((row) => row.employerTax),
    garnishment: total((row) => row.deductions),
  };
}

/**
 * The month's sub-units with their employees, as `buildAmelding` takes them. A paycheck without a sub-unit
 * belongs to the unit's only sub-unit when it has one; otherwise it is a problem, as is a paycheck without a
 * personal number (fødselsnummer or D-number copied at lock). No paychecks: no sub-units (the zero report).
 */
export async function gatherMonth(tx: Tx, unitId: string, year: number, month: number): Promise<GatheredMonth> {
  const data = await readMonth(tx, unitId, year, month);
  const problems: GatherProblem[] = [];
  const onlySubUnit = data.subUnitRows.length === 1 ? data.subUnitRows[0]!.id : null;
  const relations = new Map(data.relations.map((relation) => [relation.id, relation]));
  const leavesOf = groupBy(data.leaves, (leave) => leave.workRelationId);
  const linesOf = groupBy(data.lines, (line) => line.paycheckId);
  for (const row of data.rows) {
    const subUnitId = row.subUnitId ?? onlySubUnit;
    const number = row.number ?? row.id;
    if (!subUnitId) problems.push({ type: 'missing_sub_unit', paycheckNumber: number });
    if (!(row.socialSecurityNumber ?? row.temporarySocialSecurityNumber))
      problems.push({ type: 'missing_personal_number', paycheckNumber: number });
  }
  const bySubUnit = groupBy(
    data.rows.filter((row) => row.subUnitId ?? onlySubUnit),
    (row) => (row.subUnitId ?? onlySubUnit)!,
  );
  const subUnitInputs = data.subUnitRows
    .filter((subUnit) => bySubUnit.has(subUnit.id))
    .map((subUnit): AmeldingSubUnitInput => {
      const rows = bySubUnit.get(subUnit.id)!;
      const byEmployee = groupBy(rows, (row) => row.employeeId);
      const employees = [...byEmployee.values()].map((own): AmeldingEmployeeInput => {
        const first = own[0]!;
        const relationIds = [...new Set(own.map((row) => row.workRelationId))];
        return {
          name: first.employeeName ?? '',
          personalNumber: first.socialSecurityNumber ?? first.temporarySocialSecurityNumber ?? '',
          workRelations: relationIds.map((id) =>
            workRelationInput(
              relations.get(id)!,
              own.findLast((row) => row.workRelationId === id)!,
              leavesOf.get(id) ?? [],
            ),
          ),
          incomeLines: own.flatMap((row) => (linesOf.get(row.id) ?? []).flatMap((line) => incomeLine(line, row) ?? [])),
          deductions: [],
          withholding: perPayDate(own.map((row) => ({ payDate: row.paidDate, amount: row.taxDeduction }))),
          garnishments: perPayDate(own.map((row) => ({ payDate: row.paidDate, amount: row.deductions }))),
        };
      });
      return {
        name: subUnit.name,
        organizationNumber: subUnit.organizationNumber,
        employerTax: employerTaxOf(rows),
        employees,
      };
    });
  return {
    organizationNumber: data.organizationNumber,
    subUnits: subUnitInputs,
    paycheckIds: data.rows.map((row) => row.id),
    sums: sumsOf(data.rows),
    problems,
  };
}

/** The month's paychecks that stop sending: OPEN (or DRAFT) paychecks paid in the month. */
export async function unlockedPaycheckCount(tx: Tx, year: number, month: number): Promise<number> {
  const { first, last } = monthBounds(year, month);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(paychecks)
    .where(
      and(inArray(paychecks.status, ['OPEN', 'DRAFT']), gte(paychecks.paidDate, first), lte(paychecks.paidDate, last)),
    );
  return row?.count ?? 0;
}

export { periodOf };
