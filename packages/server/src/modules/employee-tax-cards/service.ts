import { and, desc, eq, ne } from 'drizzle-orm';
import {
  fieldProblems,
  taxCardColumns,
  taxCardProblems,
  taxCardRuleMap,
  type TaxCardValues,
  type TaxDeductionMethod,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { findOwn, orTaken } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { units } from '../../db/schema-core.js';
import { invalid, refuseInvalid } from '../../errors/app-error.js';
import type { Services } from '../../services.js';
import { fileMetaColumns, storeFile, type FileMeta } from '../files/service.js';
import { files } from '../files/tables.js';
import { employees, employeeTaxCards } from '../employees/tables.js';
import type { FetchedTaxCard, TaxCardAnswer } from './tax-card-service/index.js';

const MODEL = 'employeeTaxCard';

export type TaxCardRow = typeof employeeTaxCards.$inferSelect & { file: FileMeta | null };

export type TaxCardInput = {
  calendarYear: number;
  taxDeductionMethod: TaxDeductionMethod;
  taxTable?: string | null;
  taxPercentage?: string | null;
  taxExemptionAmountLimit?: string | null;
};

const valuesOf = (input: TaxCardInput): TaxCardValues => ({
  calendarYear: input.calendarYear,
  taxDeductionMethod: input.taxDeductionMethod,
  taxTable: input.taxTable ?? null,
  taxPercentage: input.taxPercentage ?? null,
  taxExemptionAmountLimit: input.taxExemptionAmountLimit ?? null,
});

/** Cards with their documents' metadata (the bytes are read only when the file is served). */
async function withFiles(tx: Tx, where: ReturnType<typeof eq>): Promise<TaxCardRow[]> {
  const rows = await tx
    .select({ card: employeeTaxCards, file: fileMetaColumns })
    .from(employeeTaxCards)
    .leftJoin(files, eq(files.id, employeeTaxCards.fileId))
    .where(where)
    .orderBy(desc(employeeTaxCards.calendarYear));
  return rows.map(({ card, file }) => ({ ...card, file: file?.id ? (file as FileMeta) : null }));
}

/** The one card of an employee and year (one card per calendar year), or `taken`. */
async function refuseTakenYear(tx: Tx, employeeId: string, year: number, exceptId?: string): Promise<void> {
  const [other] = await tx
    .select({ id: employeeTaxCards.id })
    .from(employeeTaxCards)
    .where(
      and(
        eq(employeeTaxCards.employeeId, employeeId),
        eq(employeeTaxCards.calendarYear, year),
        exceptId ? ne(employeeTaxCards.id, exceptId) : undefined,
      ),
    );
  if (other) throw invalid(MODEL, 'calendarYear', 'taken');
}

function auditDetails(card: Pick<TaxCardRow, 'calendarYear' | 'taxDeductionMethod' | 'taxTable' | 'employeeId'>) {
  return {
    employeeId: card.employeeId,
    calendarYear: card.calendarYear,
    taxDeductionMethod: card.taxDeductionMethod,
    taxTable: card.taxTable,
  };
}

/** What fetching needs to know before calling the service, read in one short transaction. */
export type FetchPlan = {
  employeeId: string;
  organizationNumber: string;
  personalNumber: string;
  year: number;
  employer: 'main' | 'secondary';
};

/** A card the Tax Administration answered, with its answer already stored as a file. */
export type FetchedCard = { card: FetchedTaxCard; fetchedAt: Date; resultCode: string; fileId: string };

/** Employees' tax cards per calendar year. */
export const taxCardService = {
  /** The employee's cards, newest year first; NOT_FOUND for an employee of another unit. */
  async list(tx: Tx, employeeId: string): Promise<TaxCardRow[]> {
    await findOwn(tx, employees, employeeId, 'employee');
    return withFiles(tx, eq(employeeTaxCards.employeeId, employeeId));
  },

  async find(tx: Tx, id: string): Promise<TaxCardRow> {
    await findOwn(tx, employeeTaxCards, id, MODEL);
    const [row] = await withFiles(tx, eq(employeeTaxCards.id, id));
    return row!;
  },

  async create(tx: Tx, actor: Actor, employeeId: string, input: TaxCardInput, now: Date): Promise<TaxCardRow> {
    await findOwn(tx, employees, employeeId, 'employee');
    const values = valuesOf(input);
    refuseInvalid(
      MODEL,
      taxCardProblems(values, () => now),
    );
    await refuseTakenYear(tx, employeeId, values.calendarYear!);
    const [created] = await orTaken(MODEL, 'calendarYear', () =>
      tx
        .insert(employeeTaxCards)
        .values({
          ...taxCardColumns(values),
          employeeId,
          unitId: actor.unitId,
          createdById: actor.userId,
          updatedById: actor.userId,
        })
        .returning(),
    );
    await recordAudit(tx, actor, 'create', MODEL, created!.id, auditDetails(created!));
    return taxCardService.find(tx, created!.id);
  },

  /**
   * A card changed by hand is no longer what was fetched: fetchedAt is cleared; the document stays
   * linked as the last answer of the Tax Administration.
   */
  async update(tx: Tx, actor: Actor, id: string, input: TaxCardInput, now: Date): Promise<TaxCardRow> {
    const existing = await findOwn(tx, employeeTaxCards, id, MODEL);
    const values = valuesOf(input);
    refuseInvalid(
      MODEL,
      taxCardProblems(values, () => now),
    );
    await refuseTakenYear(tx, existing.employeeId, values.calendarYear!, id);
    const [updated] = await orTaken(MODEL, 'calendarYear', () =>
      tx
        .update(employeeTaxCards)
        .set({ ...taxCardColumns(values), fetchedAt: null, updatedById: actor.userId, updatedAt: actor.at })
        .where(eq(employeeTaxCards.id, id))
        .returning(),
    );
    await recordAudit(tx, actor, 'update', MODEL, id, auditDetails(updated!));
    return taxCardService.find(tx, id);
  },

  async remove(tx: Tx, actor: Actor, id: string): Promise<TaxCardRow> {
    const existing = await taxCardService.find(tx, id);
    await tx.delete(employeeTaxCards).where(eq(employeeTaxCards.id, id));
    await recordAudit(tx, actor, 'delete', MODEL, id, auditDetails(existing));
    return existing;
  },

  /**
   * Step 1 of fetching: the employee (NOT_FOUND from another unit), a year the rules accept, a
   * personal number or D-number (a temporary number is not known to the Tax Administration), and
   * whether this unit is the employee's secondary employer (the year's card says so).
   */
  async planFetch(tx: Tx, unitId: string, employeeId: string, year: number, now: Date): Promise<FetchPlan> {
    const employee = await findOwn(tx, employees, employeeId, 'employee');
    const { calendarYear } = taxCardRuleMap(() => now);
    refuseInvalid(MODEL, fieldProblems({ calendarYear: year }, { calendarYear }));
    if (!employee.socialSecurityNumber) throw invalid(MODEL, 'base', 'invalid');
    const [unit] = await tx
      .select({ organizationNumber: units.organizationNumber })
      .from(units)
      .where(eq(units.id, unitId));
    const [current] = await tx
      .select({ method: employeeTaxCards.taxDeductionMethod })
      .from(employeeTaxCards)
      .where(and(eq(employeeTaxCards.employeeId, employeeId), eq(employeeTaxCards.calendarYear, year)));
    return {
      employeeId,
      organizationNumber: unit?.organizationNumber ?? '',
      personalNumber: employee.socialSecurityNumber,
      year,
      employer: current?.method === 'SECONDARY_EMPLOYER_PERCENTAGE' ? 'secondary' : 'main',
    };
  },

  /**
   * Step 3 of fetching: "no card" refuses (VALIDATION base no_tax_card) and changes nothing; a
   * card creates or replaces the year's card, with fetchedAt and the answer stored as its document.
   */
  async saveFetched(tx: Tx, actor: Actor, plan: FetchPlan, answer: TaxCardAnswer): Promise<TaxCardRow> {
    await findOwn(tx, employees, plan.employeeId, 'employee');
    if (answer.status === 'NOT_FOUND') throw invalid(MODEL, 'base', 'no_tax_card');
    const document = await storeFile(tx, actor, { kind: 'tax_card', ...answer.document });
    return taxCardService.writeFetched(tx, actor, plan.employeeId, { ...answer, fileId: document.id });
  },

  /**
   * The one way a card fetched from the Tax Administration is written, for one employee's fetch and for a tax card
   * request alike: creates or replaces the year's card with fetchedAt and the stored answer as its document.
   */
  async writeFetched(tx: Tx, actor: Actor, employeeId: string, fetched: FetchedCard): Promise<TaxCardRow> {
    const columns = {
      calendarYear: fetched.card.calendarYear,
      taxDeductionMethod: fetched.card.taxDeductionMethod,
      taxTable: fetched.card.taxTable,
      taxPercentage: fetched.card.taxPercentage,
      taxExemption: fetched.card.taxDeductionMethod === 'TAX_EXEMPTION',
      taxExemptionAmountLimit: fetched.card.taxExemptionAmountLimit,
      fetchedAt: fetched.fetchedAt,
      fileId: fetched.fileId,
      updatedById: actor.userId,
    };
    const [saved] = await tx
      .insert(employeeTaxCards)
      .values({ ...columns, employeeId, unitId: actor.unitId, createdById: actor.userId })
      .onConflictDoUpdate({
        target: [employeeTaxCards.employeeId, employeeTaxCards.calendarYear],
        set: { ...columns, updatedAt: actor.at },
      })
      .returning();
    await recordAudit(tx, actor, 'fetch', MODEL, saved!.id, {
      ...auditDetails(saved!),
      resultCode: fetched.resultCode,
    });
    return taxCardService.find(tx, saved!.id);
  },
};

/**
 * "Fetch tax card": the Tax Administration is called outside any database transaction (it may take
 * seconds), between reading what to ask for and saving the answer.
 */
export async function fetchTaxCard(
  services: Services,
  actor: Actor,
  employeeId: string,
  year: number,
): Promise<TaxCardRow> {
  const now = services.clock.now();
  const plan = await services.transactions.tenant(actor.unitId, (tx) =>
    taxCardService.planFetch(tx, actor.unitId, employeeId, year, now),
  );
  const answer = await services.taxCardService.fetchTaxCard({
    organizationNumber: plan.organizationNumber,
    personalNumber: plan.personalNumber,
    year: plan.year,
    employer: plan.employer,
  });
  return services.transactions.tenant(actor.unitId, (tx) => taxCardService.saveFetched(tx, actor, plan, answer));
}
