import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { taxCardChange, type TaxCardRequestStatus, type TaxCardTerms } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { updateRecords } from '../../db/bulk.js';
import { units } from '../../db/schema-core.js';
import { AppError, invalid } from '../../errors/app-error.js';
import type { Services } from '../../services.js';
import { requireApprovedSystemUser } from '../altinn-users/service.js';
import { employees, employeeTaxCards } from '../employees/tables.js';
import { storeFile } from '../files/service.js';
import { taxCardRequestResults, taxCardRequests } from './request-tables.js';
import { findTaxCardRequest, requestActions, type TaxCardRequestRow } from './requests.js';
import { taxCardService } from './service.js';
import type { FetchedTaxCard, TaxCardAnswer } from './tax-card-service/index.js';

const MODEL = 'taxCardRequest';

/** The card an answer carried, kept on its result row (`after`) with the stored answer until it is applied. */
export type AnsweredCard = FetchedTaxCard & { fileId: string };

/** Why a request could not go on: the service's own words when it is down, ours when its answer is unreadable. */
const unreadable = (error: unknown) =>
  `Svaret fra Skatteetaten kunne ikke leses: ${error instanceof Error ? error.message : String(error)}`;
const isUnavailable = (error: unknown): error is AppError =>
  error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE';

type Question = { resultId: string; employeeId: string; personalNumber: string; employer: 'main' | 'secondary' };

/**
 * The employees of the request still without an answer, by name, with what the service is asked for each: the
 * personal number, and whether this unit is the employee's secondary employer (the year's card says so, as for one
 * employee's fetch).
 */
async function openQuestions(tx: Tx, request: { id: string; year: number }) {
  const rows = await tx
    .select({
      resultId: taxCardRequestResults.id,
      employeeId: taxCardRequestResults.employeeId,
      personalNumber: employees.socialSecurityNumber,
      method: employeeTaxCards.taxDeductionMethod,
    })
    .from(taxCardRequestResults)
    .innerJoin(employees, eq(employees.id, taxCardRequestResults.employeeId))
    .leftJoin(
      employeeTaxCards,
      and(eq(employeeTaxCards.employeeId, employees.id), eq(employeeTaxCards.calendarYear, request.year)),
    )
    .where(and(eq(taxCardRequestResults.requestId, request.id), isNull(taxCardRequestResults.fetchedAt)))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  const [answered] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(taxCardRequestResults)
    .where(and(eq(taxCardRequestResults.requestId, request.id), sql`${taxCardRequestResults.fetchedAt} is not null`));
  const questions: Question[] = rows.map((row) => ({
    resultId: row.resultId,
    employeeId: row.employeeId,
    // Only employees with a number are taken into a request; one removed since is asked with none and answered so.
    personalNumber: row.personalNumber ?? '',
    employer: row.method === 'SECONDARY_EMPLOYER_PERCENTAGE' ? 'secondary' : 'main',
  }));
  return { questions, answeredBefore: answered!.count };
}

/** An answer on its employee's row; a card's answer is stored as the document the card will carry. */
async function recordAnswer(tx: Tx, actor: Actor, resultId: string, answer: TaxCardAnswer): Promise<void> {
  const after: AnsweredCard | null =
    answer.status === 'FOUND'
      ? { ...answer.card, fileId: (await storeFile(tx, actor, { kind: 'tax_card', ...answer.document })).id }
      : null;
  await tx
    .update(taxCardRequestResults)
    .set({
      resultCode: answer.resultCode,
      after,
      fetchedAt: answer.fetchedAt,
      errorMessage: null,
      updatedAt: actor.at,
    })
    .where(and(eq(taxCardRequestResults.id, resultId), isNull(taxCardRequestResults.fetchedAt)));
}

/** Moves the request on if it is still where the move starts (another worker or a check may have moved it). */
async function moveRequest(
  tx: Tx,
  actor: Actor,
  id: string,
  from: TaxCardRequestStatus,
  to: TaxCardRequestStatus,
  extra: Partial<typeof taxCardRequests.$inferInsert> = {},
): Promise<boolean> {
  const moved = await tx
    .update(taxCardRequests)
    .set({ status: to, lastCheckedAt: actor.at, updatedAt: actor.at, ...extra })
    .where(and(eq(taxCardRequests.id, id), eq(taxCardRequests.status, from)))
    .returning({ id: taxCardRequests.id });
  if (moved.length > 0) await recordAudit(tx, actor, 'update', MODEL, id, { from, to, ...extra });
  return moved.length > 0;
}

/**
 * PENDING → FEEDBACK_READY: asks the service for each employee still without an answer, one at a time and outside
 * any transaction, and keeps each answer as it comes (so a pass that stops halfway loses nothing). The service down
 * at the first call of the request: FAILED_SENDING, nothing was asked. Down later: the job tries again later
 * (`finalTry` false), or FAILED_SENDING on the last try or a user's check. An answer that cannot be read:
 * SOMETHING_WRONG.
 */
export async function fetchTaxCardAnswers(
  services: Services,
  actor: Actor,
  request: { id: string; year: number },
  finalTry: boolean,
): Promise<void> {
  const tenant = <T>(work: (tx: Tx) => Promise<T>) => services.transactions.tenant(actor.unitId, work);
  const { questions, answeredBefore, organizationNumber } = await tenant(async (tx) => {
    const [unit] = await tx
      .select({ organizationNumber: units.organizationNumber })
      .from(units)
      .where(eq(units.id, actor.unitId));
    return { ...(await openQuestions(tx, request)), organizationNumber: unit?.organizationNumber ?? '' };
  });
  for (const [index, question] of questions.entries()) {
    let answer: TaxCardAnswer;
    try {
      answer = await services.taxCardService.fetchTaxCard({
        organizationNumber,
        personalNumber: question.personalNumber,
        year: request.year,
        employer: question.employer,
      });
    } catch (error) {
      if (!isUnavailable(error)) {
        await tenant((tx) =>
          moveRequest(tx, actor, request.id, 'PENDING', 'SOMETHING_WRONG', { errorMessage: unreadable(error) }),
        );
        return;
      }
      if (!(finalTry || (answeredBefore === 0 && index === 0))) throw error;
      const errorMessage = error.printableMessage ?? error.message;
      await tenant((tx) => moveRequest(tx, actor, request.id, 'PENDING', 'FAILED_SENDING', { errorMessage }));
      return;
    }
    await tenant((tx) => recordAnswer(tx, { ...actor, at: services.clock.now() }, question.resultId, answer));
  }
  await tenant(async (tx) => {
    const [open] = await tx
      .select({ id: taxCardRequestResults.id })
      .from(taxCardRequestResults)
      .where(and(eq(taxCardRequestResults.requestId, request.id), isNull(taxCardRequestResults.fetchedAt)))
      .limit(1);
    if (!open)
      await moveRequest(tx, { ...actor, at: services.clock.now() }, request.id, 'PENDING', 'FEEDBACK_READY', {
        errorMessage: null,
      });
  });
}

const termsOf = (card: TaxCardTerms | null): TaxCardTerms | null =>
  card && {
    taxDeductionMethod: card.taxDeductionMethod,
    taxTable: card.taxTable,
    taxPercentage: card.taxPercentage,
    taxExemptionAmountLimit: card.taxExemptionAmountLimit,
  };

/**
 * FEEDBACK_READY → RETRIEVED, in one transaction with the request's row held: each answered card is written to its
 * employee through the one writer of fetched cards (taxCardService.writeFetched), and each row records the card the
 * employee had before and how it came out (NEW, CHANGED, UNCHANGED, or NONE when the service had no card and the
 * employee's card stays as it was).
 */
async function applyAnswers(tx: Tx, actor: Actor, requestId: string): Promise<void> {
  const [request] = await tx.select().from(taxCardRequests).where(eq(taxCardRequests.id, requestId)).for('update');
  if (request?.status !== 'FEEDBACK_READY') return;
  const results = await tx.select().from(taxCardRequestResults).where(eq(taxCardRequestResults.requestId, requestId));
  const ids = results.map((result) => result.employeeId);
  const cards = ids.length
    ? await tx
        .select()
        .from(employeeTaxCards)
        .where(and(inArray(employeeTaxCards.employeeId, ids), eq(employeeTaxCards.calendarYear, request.year)))
    : [];
  const cardOf = new Map(cards.map((card) => [card.employeeId, card]));
  const changes = [];
  for (const result of results) {
    const before = termsOf(cardOf.get(result.employeeId) ?? null);
    const answered = result.after as AnsweredCard | null;
    const changed = taxCardChange(before, termsOf(answered));
    if (answered) {
      const { fileId, ...card } = answered;
      await taxCardService.writeFetched(tx, actor, result.employeeId, {
        card,
        fileId,
        fetchedAt: result.fetchedAt!,
        resultCode: result.resultCode ?? '',
      });
    }
    changes.push({ id: result.id, set: { before, changed, updatedAt: actor.at } });
  }
  await updateRecords(tx, taxCardRequestResults, changes);
  await moveRequest(tx, actor, requestId, 'FEEDBACK_READY', 'RETRIEVED', { retrievedAt: actor.at });
}

/**
 * Takes a request as far as it can go now: fetches what is missing (PENDING), then applies the answers
 * (FEEDBACK_READY). The background job calls it, and a user's check does the same at once. Runs at least once like
 * every job: each step starts from what is stored, answers are kept once per employee, and each move only happens
 * from the status it starts at, so two runs at once do the work once. The job acts as the user who asked.
 */
export async function advanceTaxCardRequest(
  services: Services,
  unitId: string,
  requestId: string,
  { finalTry, userId }: { finalTry: boolean; userId?: string },
): Promise<void> {
  const tenant = <T>(work: (tx: Tx) => Promise<T>) => services.transactions.tenant(unitId, work);
  const read = () =>
    tenant(async (tx) => (await tx.select().from(taxCardRequests).where(eq(taxCardRequests.id, requestId)))[0]);
  const request = await read();
  if (!request || request.archivedAt) return;
  const actor = (): Actor => ({
    unitId,
    userId: userId ?? (request.requestedById as string),
    at: services.clock.now(),
  });
  if (request.status === 'PENDING') await fetchTaxCardAnswers(services, actor(), request, finalTry);
  if ((await read())?.status === 'FEEDBACK_READY') await tenant((tx) => applyAnswers(tx, actor(), requestId));
}

/**
 * "Sjekk status" / "Hent svar": does now what the job has not done yet — fetches what is missing and applies the
 * answers — and after FAILED_SENDING or SOMETHING_WRONG tries again from where it stopped. Fetching needs the
 * approved system user still. A status that allows neither: VALIDATION base invalid_transition.
 */
export async function checkTaxCardRequest(services: Services, actor: Actor, id: string): Promise<TaxCardRequestRow> {
  const tenant = <T>(work: (tx: Tx) => Promise<T>) => services.transactions.tenant(actor.unitId, work);
  const row = await tenant((tx) => findTaxCardRequest(tx, id));
  const actions = requestActions(row);
  if (!actions.includes('CHECK_STATUS') && !actions.includes('FETCH_FEEDBACK'))
    throw invalid(MODEL, 'base', 'invalid_transition');
  if (row.status !== 'FEEDBACK_READY')
    await tenant(async (tx) => {
      await requireApprovedSystemUser(tx, actor.unitId);
      if (row.status !== 'PENDING') await moveRequest(tx, actor, id, row.status, 'PENDING', { errorMessage: null });
    });
  await advanceTaxCardRequest(services, actor.unitId, id, { finalTry: true, userId: actor.userId });
  return tenant((tx) => findTaxCardRequest(tx, id));
}
