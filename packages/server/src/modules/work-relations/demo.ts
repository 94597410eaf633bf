import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { workRelationProblems, type WorkRelationLeaveValues, type WorkRelationValues } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { employees } from '../employees/tables.js';
import { subUnits } from '../sub-units/tables.js';
import { workRelationLeaves, workRelations } from './tables.js';

/** A day `months` months (and `days` days) from `date`, as YYYY-MM-DD; the day of month is kept where it exists. */
function shifted(date: string, months: number, days = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay) + days);
  return first.toISOString().slice(0, 10);
}

const firstOfNextMonth = (today: string) => shifted(`${today.slice(0, 8)}01`, 1);
const lastYear = (today: string) => Number(today.slice(0, 4)) - 1;

type DemoRelation = Partial<WorkRelationValues> & {
  startDate: string;
  occupationCode: string | null;
  /** Which of the unit's sub-units (by name), when it has that many. */
  subUnit: number;
  leaves?: WorkRelationLeaveValues[];
};

const leave = (values: Partial<WorkRelationLeaveValues> & { startDate: string }): WorkRelationLeaveValues => ({
  leaveType: 'permisjon',
  description: null,
  endDate: null,
  percentageLeave: '100',
  ...values,
});

/** The demo staffing company's relations by employee last name; dates move with today. */
function demoRelations(today: string): Record<string, DemoRelation[]> {
  return {
    Nordmann: [
      {
        startDate: '2016-08-01',
        endDate: '2019-12-31',
        endReason: 'endringIOrganisasjonsstrukturEllerByttetJobbInternt',
        occupationCode: '4121115', // regnskapsmedarbeider
        subUnit: 1,
        employmentPercentage: '80',
      },
      { startDate: '2020-01-01', occupationCode: '1310101', subUnit: 0, lastSalaryChange: '2024-05-01' }, // daglig leder
    ],
    Hansen: [{ startDate: '2021-04-01', occupationCode: '4131111', subUnit: 1 }], // lagermedarbeider
    Berg: [
      {
        startDate: '2020-09-01',
        occupationCode: '3231109', // sykepleier
        subUnit: 2,
        employmentPercentage: '80',
        shiftType: 'doegnkontinuerligSkiftOgTurnus355',
        leaves: [
          leave({
            leaveType: 'permisjonMedForeldrepenger',
            description: 'Foreldrepermisjon',
            startDate: shifted(today, -3),
            endDate: shifted(today, 6),
          }),
        ],
      },
    ],
    Johansen: [
      {
        startDate: '2019-02-01',
        endDate: `${lastYear(today)}-10-31`,
        endReason: 'arbeidstakerHarSagtOppSelv',
        occupationCode: '8333101', // truckfører
        subUnit: 1,
      },
    ],
    Larsen: [
      { startDate: '2022-01-10', occupationCode: '5221126', subUnit: 0, durationType: 'midlertidig' }, // butikkmedarbeider
    ],
    Olsen: [
      {
        startDate: '2023-01-01',
        occupationCode: null,
        subUnit: 0,
        employmentType: 'pensjonOgAndreTyperYtelserUtenAnsettelsesforhold',
        employmentPercentage: '0',
      },
    ],
    Pedersen: [
      {
        startDate: firstOfNextMonth(today),
        occupationCode: '5122114', // kokk
        subUnit: 2,
        durationType: 'midlertidig',
        employmentPercentage: '60',
      },
    ],
    Nilsen: [{ startDate: '2023-08-15', occupationCode: '7241101', subUnit: 1, shiftType: 'andreSkift' }], // elektriker
    Kristiansen: [
      {
        startDate: '2024-03-01',
        occupationCode: '9132103', // renholdsarbeider
        subUnit: 0,
        employmentPercentage: '50',
        leaves: [
          leave({
            leaveType: 'permittering',
            description: 'Permittert i sommerstengningen',
            startDate: '2024-06-01',
            endDate: '2024-08-31',
            percentageLeave: '50',
          }),
        ],
      },
    ],
    Dahl: [{ startDate: '2020-05-01', occupationCode: '7212108', subUnit: 2, durationType: 'fastAnsattUtleid' }], // sveiser
  };
}

function valuesOf(relation: DemoRelation, subUnitId: string | null): WorkRelationValues {
  const { subUnit: _subUnit, ...rest } = relation;
  return {
    endDate: null,
    pensionEndDate: null,
    endReason: null,
    samePositionSince: null,
    shiftType: 'ikkeSkift',
    employmentType: 'ordinaertArbeidsforhold',
    durationType: 'fast',
    employmentPercentage: '100',
    employmentPercentageUpdated: null,
    hoursEveryWeekWithFullEmployment: '37.5',
    lastSalaryChange: null,
    leaves: [],
    ...rest,
    subUnitId,
  };
}

/**
 * Work relations for every demo employee of Bølgen Bemanning AS (seed/demo-payroll.ts): most active
 * since 2016–2024, Ingrid Berg on parental leave now, Lars Johansen ended last year, Emma Pedersen
 * starting next month, Magnus Olsen a pension, Kari Nordmann one ended and one active relation.
 */
export async function seedDemoWorkRelations(tx: Tx, actor: Actor, today: string): Promise<void> {
  const byLastName = demoRelations(today);
  const people = await tx
    .select({ id: employees.id, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.unitId, actor.unitId), inArray(employees.lastName, Object.keys(byLastName))));
  const units = await tx
    .select({ id: subUnits.id })
    .from(subUnits)
    .where(eq(subUnits.unitId, actor.unitId))
    .orderBy(sql`lower(${subUnits.name})`, asc(subUnits.id));
  const by = { unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId };

  for (const person of people) {
    for (const relation of byLastName[person.lastName] ?? []) {
      const subUnitId = units.length > 0 ? units[relation.subUnit % units.length]!.id : null;
      const values = valuesOf(relation, subUnitId);
      const problems = workRelationProblems(values, today);
      if (problems.length > 0) throw new Error(`Demo work relation of ${person.lastName}: ${JSON.stringify(problems)}`);
      const { leaves, ...columns } = values;
      const [created] = await tx
        .insert(workRelations)
        .values({
          ...by,
          ...columns,
          employeeId: person.id,
          startDate: columns.startDate!,
          shiftType: columns.shiftType!,
          employmentType: columns.employmentType!,
          durationType: columns.durationType!,
          employmentPercentage: columns.employmentPercentage!,
          hoursEveryWeekWithFullEmployment: columns.hoursEveryWeekWithFullEmployment!,
        })
        .returning({ id: workRelations.id });
      if (leaves.length > 0)
        await tx.insert(workRelationLeaves).values(
          leaves.map((row, index) => ({
            ...by,
            workRelationId: created!.id,
            leaveId: `P${index + 1}`,
            leaveType: row.leaveType!,
            description: row.description,
            startDate: row.startDate!,
            endDate: row.endDate,
            percentageLeave: row.percentageLeave!,
          })),
        );
    }
  }
}
