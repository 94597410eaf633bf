import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import { AMELDING_STATUSES, ameldingActions, osloDate, type AmeldingAction, type AmeldingStatus } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { ameldingReports } from './tables.js';
import { AMELDING_REFUSALS, type AmeldingProblem } from './refusals.js';
import { periodOf } from './months.js';

/**
 * The rules of sending, replacing and cancelling (issue #17's contract), as problems, so send refuses with them
 * and the preview lists them in words.
 */

export type AmeldingRow = typeof ameldingReports.$inferSelect;

/** Statuses of a message that is, or may be, at the service: a new ORDINARY message would be added to it. */
const PRESENT_STATUSES: readonly AmeldingStatus[] = ['FAILED_SENDING', 'PENDING', 'FEEDBACK_READY', 'SOMETHING_WRONG'];

/**
 * Whether a message that replaces another takes its place in the chain: anything but a rejected message, or a
 * failed or unreadable one the user archived (given up).
 */
export const supersedes = (row: Pick<AmeldingRow, 'status' | 'archivedAt'>) =>
  row.status !== 'REJECTED' &&
  !(row.archivedAt !== null && (row.status === 'FAILED_SENDING' || row.status === 'SOMETHING_WRONG'));

/** The messages replacing each of the given ones that take their place (see supersedes). */
export async function successorsOf(tx: Tx, ids: readonly string[]): Promise<Map<string, AmeldingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(ameldingReports)
    .where(inArray(ameldingReports.replacesId, [...ids]))
    .orderBy(desc(ameldingReports.createdAt));
  const out = new Map<string, AmeldingRow>();
  for (const row of rows) if (supersedes(row) && !out.has(row.replacesId!)) out.set(row.replacesId!, row);
  return out;
}

/**
 * What the user may do with a message now: what its status allows (ameldingActions); replace and cancel only
 * for a received message that is the latest of its chain and not itself a cancellation; archive only once.
 */
export function allowedActions(row: AmeldingRow, latestOfChain: boolean): AmeldingAction[] {
  return ameldingActions(row.status).filter((action) => {
    if (action === 'REPLACE' || action === 'CANCEL') return latestOfChain && row.kind !== 'CANCELLATION';
    if (action === 'ARCHIVE') return row.archivedAt === null;
    return true;
  });
}

/** A message may be replaced or cancelled: received, not a cancellation, the latest of its chain. */
export async function replaceProblems(tx: Tx, row: AmeldingRow): Promise<AmeldingProblem[]> {
  if (row.status !== 'SUCCESSFUL' || row.kind === 'CANCELLATION')
    return [{ type: AMELDING_REFUSALS.invalidTransition, params: { status: row.status } }];
  if ((await successorsOf(tx, [row.id])).has(row.id)) return [{ type: AMELDING_REFUSALS.notLatest }];
  return [];
}

/**
 * An ORDINARY message for a month is refused when the month has a received message that counts (not a
 * cancellation) or one that may be at the service (failed, waiting, unreadable and not archived): it would be
 * added to that one. Replace the received one; resend, check or archive the others first.
 */
export async function ordinaryProblems(tx: Tx, year: number, month: number): Promise<AmeldingProblem[]> {
  const rows = await tx
    .select({ status: ameldingReports.status, kind: ameldingReports.kind, archivedAt: ameldingReports.archivedAt })
    .from(ameldingReports)
    .where(
      and(
        eq(ameldingReports.year, year),
        eq(ameldingReports.month, month),
        or(
          and(eq(ameldingReports.status, 'SUCCESSFUL'), ne(ameldingReports.kind, 'CANCELLATION')),
          inArray(ameldingReports.status, [...PRESENT_STATUSES]),
        ),
      ),
    );
  const blocking = rows.find((row) => row.status === 'SUCCESSFUL' || row.archivedAt === null);
  return blocking ? [{ type: AMELDING_REFUSALS.alreadyReported, params: { status: blocking.status } }] : [];
}

/** Only months up to the current (Oslo) month may be sent. */
export function timingProblems(year: number, month: number, now: Date): AmeldingProblem[] {
  return periodOf(year, month) > osloDate(now).slice(0, 7) ? [{ type: AMELDING_REFUSALS.tooEarly }] : [];
}

export const isAmeldingStatus = (value: string): value is AmeldingStatus =>
  (AMELDING_STATUSES as readonly string[]).includes(value);
