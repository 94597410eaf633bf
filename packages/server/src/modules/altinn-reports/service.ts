import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { ameldingActions, canMoveAmelding, type AmeldingKind, type AmeldingStatus } from '@fjord/domain';
import { recordAudit, type Actor } from '../../db/audit.js';
import { insertRecords } from '../../db/bulk.js';
import type { Tx } from '../../db/connection.js';
import { isUuid, lockRule } from '../../db/records.js';
import { AppError, invalid, notFound, validationError } from '../../errors/app-error.js';
import type { Services } from '../../services.js';
import { AmeldingRefusal, type AmeldingSender } from '../../skatteetaten/amelding-port.js';
import { paychecks } from '../paychecks/tables.js';
import { ameldingPort, buildMessage, readFeedback, schemaProblems, type AmeldingMessage } from './core.js';
import { gatherMonth, unlockedPaycheckCount, ZERO_SUMS, type AmeldingSums } from './gather.js';
import { enqueueAmeldingPoll } from './jobs.js';
import { monthBounds, periodOf } from './months.js';
import { AMELDING_MODEL, AMELDING_REFUSALS, type AmeldingProblem } from './refusals.js';
import { ordinaryProblems, replaceProblems, timingProblems, type AmeldingRow } from './rules.js';
import { approvedSender, reporterNumber, requireSender } from './sender.js';
import { ameldingReportPaychecks, ameldingReports } from './tables.js';

/**
 * The a-melding's actions (spec 000 §4 "A-melding"; issue #17): send, cancel, resend, check the status, fetch
 * the feedback, archive. Each decision and its row are written in one transaction; the call to Skatteetaten
 * happens between two short transactions, never inside one:
 *
 * 1. the message is built, checked against the v2.3 schema and saved as FAILED_SENDING with its meldingsId and
 *    a new idempotency key ("not sent yet"), with the paychecks it carries;
 * 2. the port is called;
 * 3. the answer is written: PENDING with the dialog (and the polling job enqueued), or FAILED_SENDING with the
 *    service's words.
 *
 * A crash between 1 and 3 leaves FAILED_SENDING; resend POSTs the same message with the same idempotency key,
 * which the service takes only once, so the message is neither lost nor doubled.
 */

export { AMELDING_MODEL, AMELDING_REFUSALS };
export type { AmeldingRow };

/** Written before the POST, and left when no answer was recorded (the server stopped in between). */
export const INTERRUPTED_TEXT =
  'Sendingen ble avbrutt før Skatteetaten svarte. Send på nytt: meldingen går med samme idempotensnøkkel og tas bare imot én gang.';

const refuse = (problems: readonly AmeldingProblem[]): void => {
  if (problems.length > 0)
    throw validationError(
      problems.map((problem) => ({
        model: AMELDING_MODEL,
        attribute: 'base',
        type: problem.type,
        ...(problem.params ? { params: problem.params } : {}),
      })),
    );
};

const tenant = <T>(services: Services, actor: Actor, work: (tx: Tx) => Promise<T>) =>
  services.transactions.tenant(actor.unitId, work);

/** A message of the unit, locked for the change; another unit's id answers NOT_FOUND. */
export async function lockedReport(tx: Tx, id: string): Promise<AmeldingRow> {
  if (!isUuid(id)) throw notFound(AMELDING_MODEL);
  const [row] = await tx.select().from(ameldingReports).where(eq(ameldingReports.id, id)).for('update');
  if (!row) throw notFound(AMELDING_MODEL);
  return row;
}

/** Moves a message, refusing what its status does not allow (invalid_transition). */
async function move(tx: Tx, row: AmeldingRow, to: AmeldingStatus, set: Partial<AmeldingRow> = {}) {
  if (row.status !== to && !canMoveAmelding(row.status, to))
    throw invalid(AMELDING_MODEL, 'base', AMELDING_REFUSALS.invalidTransition, { status: row.status, to });
  const [moved] = await tx
    .update(ameldingReports)
    .set({ ...set, status: to })
    .where(eq(ameldingReports.id, row.id))
    .returning();
  return moved!;
}

function requireAction(row: AmeldingRow, ok: boolean) {
  if (!ok) throw invalid(AMELDING_MODEL, 'base', AMELDING_REFUSALS.invalidTransition, { status: row.status });
}

type Draft = {
  year: number;
  month: number;
  kind: AmeldingKind;
  replaces: AmeldingRow | null;
  message: AmeldingMessage;
  sums: AmeldingSums;
  paycheckIds: string[];
};

/** A new meldingsId: the period and a UUID ([0-9a-zA-Z_.-], ≤ 150), never re-used. */
const newMeldingsId = (year: number, month: number) => `FJORD-${periodOf(year, month)}-${randomUUID()}`;

/** Oslo's wall-clock time with its offset, as leveringstidspunkt. */
function osloDateTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Oslo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

export type MonthDraftRequest = { year: number; month: number; replaces: AmeldingRow | null };

/**
 * What sending the month would send now, and every problem that stops it (none: send may go). The message is
 * built only when nothing stops it from being built.
 */
export async function draftMonth(
  tx: Tx,
  actor: Actor,
  request: MonthDraftRequest,
): Promise<{ draft: Draft | null; problems: AmeldingProblem[]; sums: AmeldingSums; sender: AmeldingSender | null }> {
  const { year, month, replaces } = request;
  const problems: AmeldingProblem[] = [...timingProblems(year, month, actor.at)];
  const sender = await approvedSender(tx, actor.unitId);
  if (!sender) problems.push({ type: AMELDING_REFUSALS.systemUserNotApproved });
  problems.push(...(replaces ? await replaceProblems(tx, replaces) : await ordinaryProblems(tx, year, month)));
  const unlocked = await unlockedPaycheckCount(tx, year, month);
  if (unlocked > 0) problems.push({ type: AMELDING_REFUSALS.unlockedPaychecks, params: { count: unlocked } });
  const gathered = await gatherMonth(tx, actor.unitId, year, month);
  for (const problem of gathered.problems)
    problems.push(
      'paycheckNumber' in problem
        ? { type: problem.type, params: { number: problem.paycheckNumber } }
        : { type: problem.type, params: { name: problem.employeeName } },
    );
  const organizationNumber = await reporterNumber(tx, actor.unitId, sender);
  if (!organizationNumber) problems.push({ type: AMELDING_REFUSALS.missingOrganizationNumber });
  if (gathered.problems.length > 0 || !organizationNumber)
    return { draft: null, problems, sums: gathered.sums, sender };
  const meldingsId = newMeldingsId(year, month);
  const message = buildMessage({
    meldingsId,
    replacesMeldingsId: replaces?.meldingsId ?? null,
    cancellation: false,
    month: periodOf(year, month),
    deliveredAt: osloDateTime(actor.at),
    sourceSystem: 'Fjord 1.0',
    organizationNumber,
    subUnits: gathered.subUnits,
  });
  const paths = schemaProblems(message);
  if (paths.length > 0) problems.push({ type: AMELDING_REFUSALS.schemaInvalid, params: { paths: paths.join(', ') } });
  return {
    draft: {
      year,
      month,
      kind: replaces ? 'REPLACEMENT' : 'ORDINARY',
      replaces,
      message,
      sums: gathered.sums,
      paycheckIds: gathered.paycheckIds,
    },
    problems,
    sums: gathered.sums,
    sender,
  };
}

/** Saves the message as "not sent yet" (FAILED_SENDING, INTERRUPTED_TEXT) with its paychecks; audits the send. */
async function saveDraft(tx: Tx, actor: Actor, draft: Draft): Promise<AmeldingRow> {
  const [row] = await tx
    .insert(ameldingReports)
    .values({
      unitId: actor.unitId,
      createdById: actor.userId,
      updatedById: actor.userId,
      year: draft.year,
      month: draft.month,
      kind: draft.kind,
      status: 'FAILED_SENDING',
      meldingsId: String(draft.message.leveranse.meldingsId),
      replacesId: draft.replaces?.id ?? null,
      idempotencyKey: randomUUID(),
      message: draft.message,
      ...draft.sums,
      errorMessage: INTERRUPTED_TEXT,
      sentAt: actor.at,
      sentById: actor.userId,
    })
    .returning();
  await insertRecords(
    tx,
    ameldingReportPaychecks,
    draft.paycheckIds.map((paycheckId) => ({ unitId: actor.unitId, reportId: row!.id, paycheckId })),
  );
  await recordAudit(tx, actor, 'send', 'amelding', row!.id, {
    period: periodOf(draft.year, draft.month),
    kind: draft.kind,
    meldingsId: row!.meldingsId,
    replacesId: draft.replaces?.id ?? null,
  });
  return row!;
}

/** What the service said when it did not take the message, in its own words. */
function failureText(error: unknown): string {
  if (error instanceof AmeldingRefusal) return `${error.code}: ${error.text}`;
  if (error instanceof AppError) return error.printableMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * POSTs a saved message and records the answer: PENDING with the dialog and the first poll, or FAILED_SENDING
 * with the service's words. A message someone else moved meanwhile (a parallel resend) is left as it is.
 */
export async function submitReport(services: Services, actor: Actor, row: AmeldingRow, sender: AmeldingSender) {
  let answer: { dialogId: string; transmissionId: string } | { failure: string; refused: boolean };
  try {
    answer = await ameldingPort(services).submit({
      sender,
      month: periodOf(row.year, row.month),
      message: row.message as AmeldingMessage,
      idempotencyKey: row.idempotencyKey,
    });
  } catch (error) {
    if (!(error instanceof AmeldingRefusal) && !(error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE'))
      services.log.warn({ err: error, ameldingId: row.id }, 'the a-melding service failed unexpectedly');
    answer = { failure: failureText(error), refused: error instanceof AmeldingRefusal };
  }
  return tenant(services, actor, async (tx) => {
    const current = await lockedReport(tx, row.id);
    if (current.status !== 'FAILED_SENDING') return current;
    // A refused call was not taken, so the next try needs a key of its own: a service that keeps the key's answer
    // would repeat the refusal. A call without an answer may have been taken, so its retry keeps the key.
    if ('failure' in answer)
      return move(tx, current, 'FAILED_SENDING', {
        errorMessage: answer.failure,
        ...(answer.refused ? { idempotencyKey: randomUUID() } : {}),
      });
    const sent = await move(tx, current, 'PENDING', {
      dialogId: answer.dialogId,
      transmissionId: answer.transmissionId,
      errorMessage: null,
      sentAt: actor.at,
    });
    await enqueueAmeldingPoll(tx, services, sent, 1);
    return sent;
  });
}

/** The paychecks a message carries, still paid in its month: they become REPORTED when it is received. */
async function markReported(tx: Tx, row: AmeldingRow): Promise<void> {
  const { first, last } = monthBounds(row.year, row.month);
  const linked = tx
    .select({ id: ameldingReportPaychecks.paycheckId })
    .from(ameldingReportPaychecks)
    .where(eq(ameldingReportPaychecks.reportId, row.id));
  await tx
    .update(paychecks)
    .set({ reportingStatus: 'REPORTED' })
    .where(and(inArray(paychecks.id, linked), gte(paychecks.paidDate, first), lte(paychecks.paidDate, last)));
}

/**
 * A received message's effects: its paychecks REPORTED; the message it replaces REPLACED, its paychecks
 * re-linked to this one; the message it cancels CANCELLED, its paychecks to be reported again (SHOULD_REPORT).
 */
async function received(tx: Tx, row: AmeldingRow): Promise<void> {
  if (row.replacesId) {
    const [replaced] = await tx
      .select()
      .from(ameldingReports)
      .where(eq(ameldingReports.id, row.replacesId))
      .for('update');
    const to = row.kind === 'CANCELLATION' ? 'CANCELLED' : 'REPLACED';
    if (replaced && canMoveAmelding(replaced.status, to)) {
      await move(tx, replaced, to);
      const links = tx
        .select({ id: ameldingReportPaychecks.paycheckId })
        .from(ameldingReportPaychecks)
        .where(eq(ameldingReportPaychecks.reportId, replaced.id));
      if (to === 'CANCELLED')
        await tx.update(paychecks).set({ reportingStatus: 'SHOULD_REPORT' }).where(inArray(paychecks.id, links));
      else await tx.delete(ameldingReportPaychecks).where(eq(ameldingReportPaychecks.reportId, replaced.id));
    }
  }
  await markReported(tx, row);
}

/** Applies the fetched feedback: received → SUCCESSFUL (with its effects), rejected → REJECTED, absent → SOMETHING_WRONG. */
async function applyFeedback(tx: Tx, row: AmeldingRow, feedback: Record<string, unknown>, at: Date) {
  const reading = readFeedback(feedback, row.meldingsId);
  const set = { feedback, feedbackFetchedAt: at, lastCheckedAt: at };
  if (!reading)
    return move(tx, row, 'SOMETHING_WRONG', {
      ...set,
      errorMessage: 'Tilbakemeldingen fra Skatteetaten nevner ikke denne meldingen.',
    });
  if (reading.receipt === 'REJECTED') return move(tx, row, 'REJECTED', { ...set, errorMessage: null });
  // REPLACED: received, and replaced since by a later message; that message's feedback marks it REPLACED.
  const successful = await move(tx, row, 'SUCCESSFUL', { ...set, errorMessage: null });
  await received(tx, successful);
  return successful;
}

/** Where the dialog stands, applied: the feedback's ids (FEEDBACK_READY), still waiting, or an unknown dialog. */
async function checkWith(services: Services, actor: Actor, row: AmeldingRow, sender: AmeldingSender) {
  let progress: Awaited<ReturnType<ReturnType<typeof ameldingPort>['progress']>> | { unknown: string };
  try {
    progress = await ameldingPort(services).progress(sender, row.dialogId!);
  } catch (error) {
    if (!(error instanceof AmeldingRefusal)) throw error;
    progress = { unknown: failureText(error) };
  }
  return tenant(services, actor, async (tx) => {
    const current = await lockedReport(tx, row.id);
    if (current.status !== row.status) return current;
    const at = actor.at;
    if ('unknown' in progress)
      return move(tx, current, 'SOMETHING_WRONG', { lastCheckedAt: at, errorMessage: progress.unknown });
    if (progress.state === 'WAITING')
      return move(tx, current, current.status === 'SOMETHING_WRONG' ? 'PENDING' : current.status, {
        lastCheckedAt: at,
        ...(current.status === 'SOMETHING_WRONG' ? { errorMessage: null } : {}),
      });
    return move(tx, current, 'FEEDBACK_READY', {
      lastCheckedAt: at,
      feedbackTransmissionId: progress.feedbackTransmissionId,
      feedbackDocumentId: progress.feedbackDocumentId,
      errorMessage: null,
    });
  });
}

async function fetchWith(services: Services, actor: Actor, row: AmeldingRow, sender: AmeldingSender) {
  let outcome: { document: Record<string, unknown> } | { failure: string };
  try {
    outcome = {
      document: await ameldingPort(services).feedback(sender, {
        dialogId: row.dialogId!,
        feedbackTransmissionId: row.feedbackTransmissionId!,
        feedbackDocumentId: row.feedbackDocumentId!,
      }),
    };
  } catch (error) {
    if (!(error instanceof AmeldingRefusal)) throw error;
    outcome = { failure: failureText(error) };
  }
  return tenant(services, actor, async (tx) => {
    const current = await lockedReport(tx, row.id);
    if (current.status !== 'FEEDBACK_READY') return current;
    if ('failure' in outcome)
      return move(tx, current, 'SOMETHING_WRONG', { lastCheckedAt: actor.at, errorMessage: outcome.failure });
    return applyFeedback(tx, current, outcome.document, actor.at);
  });
}

/** A message's row with the approved sender, for an action its status allows (invalid_transition otherwise). */
async function actionStart(
  services: Services,
  actor: Actor,
  id: string,
  allowed: (row: AmeldingRow) => boolean,
  audit: 'check' | 'fetch',
) {
  return tenant(services, actor, async (tx) => {
    const row = await lockedReport(tx, id);
    requireAction(row, allowed(row));
    const sender = await requireSender(tx, actor.unitId);
    await recordAudit(tx, actor, audit, 'amelding', row.id, { status: row.status });
    return { row, sender };
  });
}

export const ameldingService = {
  /**
   * Sends the month (ORDINARY), or with `replacesId` a REPLACEMENT of that message. Refused (VALIDATION base)
   * with every problem draftMonth finds; two sends of one month wait for each other (an advisory lock), so the
   * second sees the first's message.
   */
  async send(services: Services, actor: Actor, request: { year: number; month: number; replacesId: string | null }) {
    const { year, month } = request;
    if (!Number.isInteger(month) || month < 1 || month > 12) throw invalid(AMELDING_MODEL, 'month', 'invalid');
    if (!Number.isInteger(year) || year < 2015 || year > 2099) throw invalid(AMELDING_MODEL, 'year', 'invalid');
    const prepared = await tenant(services, actor, async (tx) => {
      await lockRule(tx, 'amelding-month', actor.unitId, periodOf(year, month));
      const replaces = request.replacesId ? await lockedReport(tx, request.replacesId) : null;
      if (replaces && (replaces.year !== year || replaces.month !== month))
        throw invalid(AMELDING_MODEL, 'replacesId', 'invalid');
      const { draft, problems, sender } = await draftMonth(tx, actor, { year, month, replaces });
      refuse(problems);
      return { row: await saveDraft(tx, actor, draft!), sender: sender! };
    });
    return submitReport(services, actor, prepared.row, prepared.sender);
  },

  /** Cancels a received message: a CANCELLATION (`oppgave: {}`) replacing it; answers the new message. */
  async cancel(services: Services, actor: Actor, id: string) {
    const prepared = await tenant(services, actor, async (tx) => {
      const cancelled = await lockedReport(tx, id);
      await lockRule(tx, 'amelding-month', actor.unitId, periodOf(cancelled.year, cancelled.month));
      const sender = await approvedSender(tx, actor.unitId);
      refuse([
        ...(await replaceProblems(tx, cancelled)),
        ...(sender ? [] : [{ type: AMELDING_REFUSALS.systemUserNotApproved }]),
      ]);
      const organizationNumber = String(
        (cancelled.message.leveranse as { opplysningspliktig?: { norskIdentifikator?: string } } | undefined)
          ?.opplysningspliktig?.norskIdentifikator ?? (await reporterNumber(tx, actor.unitId, sender)),
      );
      const message = buildMessage({
        meldingsId: newMeldingsId(cancelled.year, cancelled.month),
        replacesMeldingsId: cancelled.meldingsId,
        cancellation: true,
        month: periodOf(cancelled.year, cancelled.month),
        deliveredAt: osloDateTime(actor.at),
        sourceSystem: 'Fjord 1.0',
        organizationNumber,
        subUnits: [],
      });
      const paths = schemaProblems(message);
      refuse(paths.length ? [{ type: AMELDING_REFUSALS.schemaInvalid, params: { paths: paths.join(', ') } }] : []);
      const row = await saveDraft(tx, actor, {
        year: cancelled.year,
        month: cancelled.month,
        kind: 'CANCELLATION',
        replaces: cancelled,
        message,
        sums: ZERO_SUMS,
        paycheckIds: [],
      });
      return { row, sender: sender! };
    });
    return submitReport(services, actor, prepared.row, prepared.sender);
  },

  /**
   * Sends a FAILED_SENDING message again: the same message and meldingsId, and the same idempotency key after a
   * call that got no answer (a new one after a refusal, see submitReport).
   */
  async resend(services: Services, actor: Actor, id: string) {
    const prepared = await tenant(services, actor, async (tx) => {
      const row = await lockedReport(tx, id);
      requireAction(row, row.status === 'FAILED_SENDING');
      const sender = await requireSender(tx, actor.unitId);
      const paths = schemaProblems(row.message as AmeldingMessage);
      refuse(paths.length ? [{ type: AMELDING_REFUSALS.schemaInvalid, params: { paths: paths.join(', ') } }] : []);
      const [marked] = await tx
        .update(ameldingReports)
        .set({ errorMessage: INTERRUPTED_TEXT, sentAt: actor.at, sentById: actor.userId })
        .where(eq(ameldingReports.id, row.id))
        .returning();
      await recordAudit(tx, actor, 'send', 'amelding', row.id, { resend: 'true', meldingsId: row.meldingsId });
      return { row: marked!, sender };
    });
    return submitReport(services, actor, prepared.row, prepared.sender);
  },

  /** Asks Dialogporten where the message stands (PENDING, FEEDBACK_READY, SOMETHING_WRONG). */
  async checkStatus(services: Services, actor: Actor, id: string) {
    const { row, sender } = await actionStart(
      services,
      actor,
      id,
      (row) => ['PENDING', 'FEEDBACK_READY', 'SOMETHING_WRONG'].includes(row.status) && row.dialogId !== null,
      'check',
    );
    return checkWith(services, actor, row, sender);
  },

  /** Fetches and reads the feedback of a FEEDBACK_READY message. */
  async fetchFeedback(services: Services, actor: Actor, id: string) {
    const { row, sender } = await actionStart(services, actor, id, (row) => row.status === 'FEEDBACK_READY', 'fetch');
    return fetchWith(services, actor, row, sender);
  },

  /** Hides a message from the list; it keeps its status (a received one still counts for its month). */
  async archive(tx: Tx, actor: Actor, id: string) {
    const row = await lockedReport(tx, id);
    requireAction(row, row.archivedAt === null && ameldingActions(row.status).includes('ARCHIVE'));
    const [archived] = await tx
      .update(ameldingReports)
      .set({ archivedAt: actor.at, archivedById: actor.userId })
      .where(eq(ameldingReports.id, row.id))
      .returning();
    await recordAudit(tx, actor, 'archive', 'amelding', row.id, { status: row.status });
    return archived!;
  },

  /** One poll of the job: check, and fetch the feedback as soon as it is ready. Answers the row as it is after. */
  async poll(services: Services, actor: Actor, id: string): Promise<AmeldingRow | null> {
    const start = await tenant(services, actor, async (tx) => {
      const [row] = await tx.select().from(ameldingReports).where(eq(ameldingReports.id, id));
      if (!row || !['PENDING', 'FEEDBACK_READY'].includes(row.status) || !row.dialogId) return null;
      const sender = await approvedSender(tx, actor.unitId);
      return sender ? { row, sender } : null;
    });
    if (!start) return null;
    const checked =
      start.row.status === 'PENDING' ? await checkWith(services, actor, start.row, start.sender) : start.row;
    return checked.status === 'FEEDBACK_READY' ? fetchWith(services, actor, checked, start.sender) : checked;
  },
};
