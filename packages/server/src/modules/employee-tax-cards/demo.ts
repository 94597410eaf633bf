import { eq, inArray } from 'drizzle-orm';
import { taxCardColumns, type TaxCardValues } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { units } from '../../db/schema-core.js';
import { storeFile } from '../files/service.js';
import { employees, employeeTaxCards } from '../employees/tables.js';
import { SimulatedTaxCardService } from './tax-card-service/simulator.js';

type DemoCard = Omit<TaxCardValues, 'calendarYear'> & { fetched?: boolean };

const table = (taxTable: string): DemoCard => ({
  taxDeductionMethod: 'MAIN_EMPLOYER_TABLE',
  taxTable,
  taxPercentage: '50',
  taxExemptionAmountLimit: null,
});

/**
 * This year's cards of the demo staffing company's employees, by last name: mostly tables, one
 * percentage card, one secondary employer's card and one exemption card (frikort). Two were
 * "fetched" from the simulated Tax Administration, so they carry its answer as their document.
 * Jonas Nilsen has only a temporary number, so his card was entered by hand.
 */
const DEMO_CARDS: Record<string, DemoCard> = {
  Nordmann: { ...table('8400'), fetched: true },
  Hansen: table('8040'),
  Berg: { ...table('8000'), fetched: true },
  Johansen: table('8010'),
  Larsen: {
    taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE',
    taxTable: null,
    taxPercentage: '34',
    taxExemptionAmountLimit: null,
  },
  Olsen: {
    taxDeductionMethod: 'SECONDARY_EMPLOYER_PERCENTAGE',
    taxTable: null,
    taxPercentage: '50',
    taxExemptionAmountLimit: null,
  },
  Pedersen: {
    taxDeductionMethod: 'TAX_EXEMPTION',
    taxTable: null,
    taxPercentage: null,
    taxExemptionAmountLimit: '100000',
  },
  Nilsen: table('8150'),
  Kristiansen: table('8120'),
  Dahl: table('8070'),
};

export async function seedDemoTaxCards(tx: Tx, actor: Actor, today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  const by = { unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId };
  const staff = await tx
    .select({ id: employees.id, lastName: employees.lastName, ssn: employees.socialSecurityNumber })
    .from(employees)
    .where(inArray(employees.lastName, Object.keys(DEMO_CARDS)));
  const [unit] = await tx
    .select({ organizationNumber: units.organizationNumber })
    .from(units)
    .where(eq(units.id, actor.unitId));
  // Fetched "today", but never later than now (the seed may run before noon).
  const noon = new Date(Math.min(actor.at.getTime(), Date.parse(`${today}T12:00:00Z`)));
  const simulator = new SimulatedTaxCardService({ now: () => noon }, 0);
  for (const employee of staff) {
    const { fetched, ...card } = DEMO_CARDS[employee.lastName]!;
    let values = {
      ...taxCardColumns({ ...card, calendarYear: year }),
      fetchedAt: null as Date | null,
      fileId: null as string | null,
    };
    if (fetched && employee.ssn) {
      const answer = await simulator.fetchTaxCard({
        organizationNumber: unit?.organizationNumber ?? '',
        personalNumber: employee.ssn,
        year,
      });
      if (answer.status === 'FOUND') {
        const document = await storeFile(tx, actor, { kind: 'tax_card', ...answer.document });
        values = {
          ...answer.card,
          taxExemption: answer.card.taxDeductionMethod === 'TAX_EXEMPTION',
          fetchedAt: answer.fetchedAt,
          fileId: document.id,
        };
      }
    }
    await tx.insert(employeeTaxCards).values({ ...values, employeeId: employee.id, ...by });
  }
}
