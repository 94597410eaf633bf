import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  amountText,
  EMPLOYMENT_TYPES_WITH_POSITION,
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
import { employees } from '../employees/tables.js';
import { paycheckLines, paychecks } from '../paychecks/tables.js';
import { subUnits } from '../sub-units/tables.js';
import { workRelationLeaves, workRelations } from '../work-relations/tables.js';
import { monthBounds, periodOf } from './months.js';

/**
 * What the a-melding of a unit's month is built from (spec 000 §4; norway-facts.md "A-melding, 2026"): the
 * LOCKED paychecks paid in the month (the month of payment, not of earning) that go to the a-melding
 * (`shouldSendToAltinn`), their lines, work relations with the leaves and layoffs touching the month, and the
 * sub-units. An employee's work relation active in the month without pay in it is reported too, without income
 * (an arbeidsforhold is reported every month it lasts, pay or not: on leave, laid off, or paid in another month);
 * only employees' relations (ordinary and maritime) are, since freelancers and pension recipients are reported
 * in the months they are paid. Read in a fixed number of statements whatever the number of employees: each
 * reads the month's rows by joining the month's paychecks, never one paycheck at a time.
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

/** A problem that stops the month's message from being built: a paycheck or a relation Fjord cannot place. */
export type GatherProblem =
  | { type: 'missing_sub_unit' | 'missing_personal_number'; paycheckNumber: string }
  | { type: 'relation_missing_sub_unit' | 'relation_missing_personal_number'; employeeName: string };

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

export const ZERO_SUMS: AmeldingSums = {
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

/** Employees' work relations active on some day of the month without a reported paycheck in it. */
function quietRelationsOf(year: number, month: number) {
  const { first, last } = monthBounds(year, month);
  return and(
    lte(workRelations.startDate, last),
    or(isNull(workRelations.endDate), gte(workRelations.endDate, first)),
    inArray(workRelations.employmentType, [...EMPLOYMENT_TYPES_WITH_POSITION]),
    sql`${workRelations.id} not in ${monthPaycheckRelations(year, month)}`,
  );
}

function readQuietRelations(tx: Tx, year: number, month: number) {
  return tx
    .select({
      relation: workRelations,
      firstName: employees.firstName,
      lastName: employees.lastName,
      socialSecurityNumber: employees.socialSecurityNumber,
      temporarySocialSecurityNumber: employees.temporarySocialSecurityNumber,
    })
    .from(workRelations)
    .innerJoin(employees, eq(employees.id, workRelations.employeeId))
    .where(quietRelationsOf(year, month))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(workRelations.startDate), asc(workRelations.id));
}

/** The month's rows, read at once. */
async function readMonth(tx: Tx, unitId: string, year: number, month: number) {
  const { first, last } = monthBounds(year, month);
  const [rows, lines, relations, quietRelations, leaves, subUnitRows, [unit]] = await Promise.all([
    readPaychecks(tx, year, month),
    readLines(tx, year, month),
    tx
      .select()
      .from(workRelations)
      .where(sql`${workRelations.id} in ${monthPaycheckRelations(year, month)}`),
    readQuietRelations(tx, year, month),
    tx
      .select()
      .from(workRelationLeaves)
      .where(
        and(
          or(
            sql`${workRelationLeaves.workRelationId} in ${monthPaycheckRelations(year, month)}`,
            sql`${workRelationLeaves.workRelationId} in (select ${workRelations.id} from ${workRelations} where ${quietRelationsOf(year, month)})`,
          ),
          lte(workRelationLeaves.startDate, last),
          or(isNull(workRelationLeaves.endDate), gte(workRelationLeaves.endDate, first)),
        ),
      )
      .orderBy(asc(workRelationLeaves.startDate), asc(workRelationLeaves.leaveId)),
    tx.select().from(subUnits).orderBy(asc(subUnits.name)),
    tx.select({ organizationNumber: units.organizationNumber }).from(units).where(eq(units.id, unitId)),
  ]);
  return {
    rows,
    lines,
    relations,
    quietRelations,
    leaves,
    subUnitRows,
    organizationNumber: unit?.organizationNumber ?? null,
  };
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

/**
 * The work relation as the a-melding reports it: the values copied at lock where the month's last paycheck has
 * them, the relation's own where it has none (a relation without pay in the month).
 */
function workRelationInput(
  relation: RelationRow,
  paycheck: PaycheckRow | null,
  leaves: LeaveRow[],
): AmeldingWorkRelationInput {
  return {
    id: relation.id,
    employmentType: paycheck?.employmentType ?? relation.employmentType,
    startDate: relation.startDate,
    endDate: relation.endDate,
    endReason: relation.endDate ? (paycheck?.endReason ?? relation.endReason) : null,
    durationType: paycheck?.durationType ?? relation.durationType,
    shiftType: paycheck?.shiftType ?? relation.shiftType,
    occupationCode: relation.occupationCode,
    employmentPercentage: paycheck?.employmentPercentage ?? relation.employmentPercentage,
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

/** Where the month's rows go: a sub-unit's employees, each by employee id, with their reported rows. */
type SubUnitEmployees = Map<string, { input: AmeldingEmployeeInput; rows: PaycheckRow[] }>;

/**
 * The month's sub-units with their employees, as `buildAmelding` takes them. A paycheck (or a relation without
 * pay) without a sub-unit belongs to the unit's only sub-unit when it has one; otherwise it is a problem, as is
 * one without a personal number (for a paycheck the fødselsnummer or D-number copied at lock). Nothing paid and
 * no relation active: no sub-units (the zero report).
 */
export async function gatherMonth(tx: Tx, unitId: string, year: number, month: number): Promise<GatheredMonth> {
  const data = await readMonth(tx, unitId, year, month);
  const problems: GatherProblem[] = [];
  const onlySubUnit = data.subUnitRows.length === 1 ? data.subUnitRows[0]!.id : null;
  const relations = new Map(data.relations.map((relation) => [relation.id, relation]));
  const leavesOf = groupBy(data.leaves, (leave) => leave.workRelationId);
  const linesOf = groupBy(data.lines, (line) => line.paycheckId);
  const bySubUnit = new Map<string, SubUnitEmployees>();
  const employeesOf = (subUnitId: string): SubUnitEmployees => {
    const known = bySubUnit.get(subUnitId);
    if (known) return known;
    const created: SubUnitEmployees = new Map();
    bySubUnit.set(subUnitId, created);
    return created;
  };
  const emptyEmployee = (name: string, personalNumber: string): AmeldingEmployeeInput => ({
    name,
    personalNumber,
    workRelations: [],
    incomeLines: [],
    deductions: [],
    withholding: [],
    garnishments: [],
  });

  for (const row of data.rows) {
    const subUnitId = row.subUnitId ?? onlySubUnit;
    const number = row.number ?? row.id;
    const personalNumber = row.socialSecurityNumber ?? row.temporarySocialSecurityNumber;
    if (!subUnitId) problems.push({ type: 'missing_sub_unit', paycheckNumber: number });
    if (!personalNumber) problems.push({ type: 'missing_personal_number', paycheckNumber: number });
    if (!subUnitId) continue;
    const own = employeesOf(subUnitId);
    const entry = own.get(row.employeeId) ?? {
      input: emptyEmployee(row.employeeName ?? '', personalNumber ?? ''),
      rows: [],
    };
    entry.rows.push(row);
    own.set(row.employeeId, entry);
  }
  for (const entry of [...bySubUnit.values()].flatMap((own) => [...own.values()])) {
    const rows = entry.rows;
    const relationIds = [...new Set(rows.map((row) => row.workRelationId))];
    entry.input.workRelations = relationIds.map((id) =>
      workRelationInput(
        relations.get(id)!,
        rows.findLast((row) => row.workRelationId === id)!,
        leavesOf.get(id) ?? [],
      ),
    );
    entry.input.incomeLines = rows.flatMap((row) =>
      (linesOf.get(row.id) ?? []).flatMap((line) => incomeLine(line, row) ?? []),
    );
    entry.input.withholding = perPayDate(rows.map((row) => ({ payDate: row.paidDate, amount: row.taxDeduction })));
    entry.input.garnishments = perPayDate(rows.map((row) => ({ payDate: row.paidDate, amount: row.deductions })));
  }
  for (const quiet of data.quietRelations) {
    const relation = quiet.relation;
    const subUnitId = relation.subUnitId ?? onlySubUnit;
    const name = `${quiet.firstName} ${quiet.lastName}`;
    const personalNumber = quiet.socialSecurityNumber ?? quiet.temporarySocialSecurityNumber;
    if (!subUnitId) problems.push({ type: 'relation_missing_sub_unit', employeeName: name });
    if (!personalNumber) problems.push({ type: 'relation_missing_personal_number', employeeName: name });
    if (!subUnitId) continue;
    const own = employeesOf(subUnitId);
    const entry = own.get(relation.employeeId) ?? { input: emptyEmployee(name, personalNumber ?? ''), rows: [] };
    entry.input.workRelations.push(workRelationInput(relation, null, leavesOf.get(relation.id) ?? []));
    own.set(relation.employeeId, entry);
  }

  const subUnitInputs = data.subUnitRows
    .filter((subUnit) => bySubUnit.has(subUnit.id))
    .map((subUnit): AmeldingSubUnitInput => {
      const own = [...bySubUnit.get(subUnit.id)!.values()];
      return {
        name: subUnit.name,
        organizationNumber: subUnit.organizationNumber,
        employerTax: employerTaxOf(own.flatMap((entry) => entry.rows)),
        employees: own.map((entry) => entry.input),
      };
    });
  const reportedEmployees = new Set([...bySubUnit.values()].flatMap((own) => [...own.keys()]));
  return {
    organizationNumber: data.organizationNumber,
    subUnits: subUnitInputs,
    paycheckIds: data.rows.map((row) => row.id),
    sums: { ...sumsOf(data.rows), employeeCount: reportedEmployees.size },
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
