import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, lte, or, gte, sql } from 'drizzle-orm';
import { fieldProblems, taxCardRequestActions, taxCardRuleMap, type TaxCardRequestAction } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { insertRecords } from '../../db/bulk.js';
import { findOwn, isUuid } from '../../db/records.js';
import { invalid, notFound, refuseInvalid } from '../../errors/app-error.js';
import type { Page, PageWindow } from '../../graphql/paging.js';
import { enqueueJob } from '../../jobs/queue.js';
import { requireApprovedSystemUser } from '../altinn-users/service.js';
import { employees } from '../employees/tables.js';
import { workRelations } from '../work-relations/tables.js';
import { taxCardRequestJob } from './request-job.js';
import { taxCardRequestResults, taxCardRequests } from './request-tables.js';

const MODEL = 'taxCardRequest';

export type TaxCardRequestRow = typeof taxCardRequests.$inferSelect;
export type TaxCardRequestResultRow = typeof taxCardRequestResults.$inferSelect;

/** What the user may do with the request now. */
export const requestActions = (row: TaxCardRequestRow): readonly TaxCardRequestAction[] =>
  taxCardRequestActions(row.status, row.archivedAt !== null);

/**
 * The employees "everyone" means for a year's cards: those with a work relation in the year (a pension paid in it
 * counts) and a personal number or D-number, the only numbers the Tax Administration knows; by name.
 */
async function employeesOfYear(tx: Tx, year: number): Promise<{ id: string }[]> {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const inYear = tx
    .select({ one: sql`1` })
    .from(workRelations)
    .where(
      and(
        eq(workRelations.employeeId, employees.id),
        lte(workRelations.startDate, last),
        or(isNull(workRelations.endDate), gte(workRelations.endDate, first), gte(workRelations.pensionEndDate, first)),
      ),
    );
  return tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(isNotNull(employees.socialSecurityNumber), exists(inYear)))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
}

/**
 * The employees named: each the unit's own (another unit's, or an id that is none, answers NOT_FOUND) and with a
 * personal number or D-number (VALIDATION employeeIds invalid otherwise: a temporary number is unknown to the
 * service); by name, each once.
 */
async function namedEmployees(tx: Tx, ids: readonly string[]): Promise<{ id: string }[]> {
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => !isUuid(id))) throw notFound('employee');
  const found = await tx
    .select({ id: employees.id, number: employees.socialSecurityNumber })
    .from(employees)
    .where(inArray(employees.id, wanted))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  if (found.length !== wanted.length) throw notFound('employee');
  if (found.some((employee) => !employee.number)) throw invalid(MODEL, 'employeeIds', 'invalid');
  return found.map(({ id }) => ({ id }));
}

/**
 * "Hent skattekort for alle": a request for the year's cards of the employees named, or of everyone in the year,
 * PENDING with one result row per employee, and the job that fetches and applies them (request-work.ts), in one
 * transaction. Needs the unit's approved system user (VALIDATION base system_user_not_approved otherwise), a year
 * a card can be for (VALIDATION year), and someone to ask for (VALIDATION base no_employees).
 */
export async function createTaxCardRequest(
  tx: Tx,
  actor: Actor,
  year: number,
  employeeIds: readonly string[] | null | undefined,
): Promise<TaxCardRequestRow> {
  refuseInvalid(MODEL, fieldProblems({ year }, { year: taxCardRuleMap(() => actor.at).calendarYear }));
  await requireApprovedSystemUser(tx, actor.unitId);
  const people = employeeIds?.length ? await namedEmployees(tx, employeeIds) : await employeesOfYear(tx, year);
  if (people.length === 0) throw invalid(MODEL, 'base', 'no_employees');
  const by = { unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId };
  const [request] = await tx
    .insert(taxCardRequests)
    .values({
      ...by,
      year,
      status: 'PENDING',
      employeeCount: people.length,
      requestedAt: actor.at,
      requestedById: actor.userId,
    })
    .returning();
  await insertRecords(
    tx,
    taxCardRequestResults,
    people.map((person) => ({ ...by, requestId: request!.id, employeeId: person.id })),
  );
  await enqueueJob(tx, actor.at, taxCardRequestJob, {
    unitId: actor.unitId,
    key: request!.id,
    payload: { requestId: request!.id },
  });
  await recordAudit(tx, actor, 'request', MODEL, request!.id, { year, employeeCount: people.length });
  return request!;
}

export async function findTaxCardRequest(tx: Tx, id: string, lock = false): Promise<TaxCardRequestRow> {
  const row = await findOwn(tx, taxCardRequests, id, MODEL);
  if (!lock) return row;
  const [locked] = await tx.select().from(taxCardRequests).where(eq(taxCardRequests.id, id)).for('update');
  return locked!;
}

/** The unit's requests, newest first; archived ones only when asked for. */
export async function listTaxCardRequests(
  tx: Tx,
  filters: { year?: number | null; archived?: boolean | null },
  window: PageWindow,
): Promise<Page<TaxCardRequestRow>> {
  const where = and(
    filters.year == null ? undefined : eq(taxCardRequests.year, filters.year),
    filters.archived ? isNotNull(taxCardRequests.archivedAt) : isNull(taxCardRequests.archivedAt),
  );
  const [items, totalCount] = await Promise.all([
    tx
      .select()
      .from(taxCardRequests)
      .where(where)
      .orderBy(desc(taxCardRequests.requestedAt), desc(taxCardRequests.id))
      .limit(window.limit)
      .offset(window.offset),
    tx.$count(taxCardRequests, where),
  ]);
  return { items, totalCount };
}

/** Hides a finished request from the list (FAILED_SENDING, RETRIEVED, SOMETHING_WRONG); VALIDATION base invalid_transition otherwise. */
export async function archiveTaxCardRequest(tx: Tx, actor: Actor, id: string): Promise<TaxCardRequestRow> {
  const row = await findTaxCardRequest(tx, id, true);
  if (!requestActions(row).includes('ARCHIVE')) throw invalid(MODEL, 'base', 'invalid_transition');
  const [archived] = await tx
    .update(taxCardRequests)
    .set({ archivedAt: actor.at, archivedById: actor.userId, updatedAt: actor.at, updatedById: actor.userId })
    .where(eq(taxCardRequests.id, id))
    .returning();
  await recordAudit(tx, actor, 'archive', MODEL, id, { status: row.status });
  return archived!;
}
