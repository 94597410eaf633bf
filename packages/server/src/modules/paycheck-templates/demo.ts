import { and, asc, eq, inArray } from 'drizzle-orm';
import { Decimal, templateLineSum } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { employees } from '../employees/tables.js';
import { workRelations } from '../work-relations/tables.js';
import { KILOMETRE_ALLOWANCE_RATE, seedDefaultPaycheckLineTemplates } from './defaults.js';
import { mainPaycheckLineTemplates, paycheckTemplateLines } from './tables.js';

/** Monthly salaries of the demo's full-time staff, in turn (kr). */
const MONTHLY_SALARIES = ['48500', '42000', '56000', '38500', '61500', '45000', '52500', '65000'];
/** Hourly rates of part-timers (kr per hour). */
const HOURLY_RATES = ['235', '262.50', '248', '290'];

/**
 * The demo staffing company's templates: the default pay lines, a company template that starts
 * every paycheck with a Fastlønn line, and for each work relation (seeded before, read here) a
 * Fastlønn line with a monthly salary — or, below full time, Timelønn as hours × rate — and for the
 * first relation also a Kilometergodtgjørelse line. Runs in the seed's system transaction, so every
 * read names the unit.
 */
export async function seedDemoPaycheckTemplates(tx: Tx, actor: Actor): Promise<void> {
  await seedDefaultPaycheckLineTemplates(tx, actor);
  const mains = await tx
    .select({ id: mainPaycheckLineTemplates.id, number: mainPaycheckLineTemplates.number })
    .from(mainPaycheckLineTemplates)
    .where(
      and(
        eq(mainPaycheckLineTemplates.unitId, actor.unitId),
        inArray(mainPaycheckLineTemplates.number, [100, 110, 300]),
      ),
    );
  const mainId = (number: number) => mains.find((main) => main.number === number)?.id;
  const fixed = mainId(100);
  const hourly = mainId(110);
  const mileage = mainId(300);
  if (!fixed || !hourly || !mileage) return;

  const [companyLine] = await tx
    .select({ id: paycheckTemplateLines.id })
    .from(paycheckTemplateLines)
    .where(eq(paycheckTemplateLines.unitId, actor.unitId))
    .limit(1);
  if (companyLine) return;

  const stamp = { unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId };
  await tx.insert(paycheckTemplateLines).values({ ...stamp, workRelationId: null, mainTemplateId: fixed, position: 0 });

  const relations = await tx
    .select({
      id: workRelations.id,
      percentage: workRelations.employmentPercentage,
      hours: workRelations.hoursEveryWeekWithFullEmployment,
    })
    .from(workRelations)
    .innerJoin(employees, eq(employees.id, workRelations.employeeId))
    .where(eq(workRelations.unitId, actor.unitId))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(workRelations.startDate));
  for (const [index, relation] of relations.entries()) {
    const partTime = new Decimal(relation.percentage).lessThan(100);
    const line = partTime
      ? {
          mainTemplateId: hourly,
          quantity: monthlyHours(relation.hours, relation.percentage),
          rate: HOURLY_RATES[index % HOURLY_RATES.length]!,
        }
      : { mainTemplateId: fixed, quantity: '1', rate: MONTHLY_SALARIES[index % MONTHLY_SALARIES.length]! };
    const lines = [{ ...line, sum: templateLineSum({ ...line, sum: null }), position: 0 }];
    if (index === 0)
      lines.push({
        mainTemplateId: mileage,
        quantity: '420',
        rate: KILOMETRE_ALLOWANCE_RATE,
        sum: templateLineSum({ quantity: '420', rate: KILOMETRE_ALLOWANCE_RATE, sum: null }),
        position: 1,
      });
    await tx
      .insert(paycheckTemplateLines)
      .values(lines.map((row) => ({ ...stamp, workRelationId: relation.id, ...row })));
  }
}

/** The hours of a month at the relation's share of a full week (4.33 weeks a month), whole hours. */
function monthlyHours(fullWeek: string, percentage: string): string {
  return new Decimal(fullWeek).times(percentage).times('4.33').dividedBy(100).toDecimalPlaces(0).toFixed();
}
