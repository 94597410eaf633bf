import { and, eq, sql } from 'drizzle-orm';
import { parseSeriesStart, seriesNumber, seriesStartChange, type NumberSeries, type SeriesState } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { numberSeries } from './tables.js';

/** A number given to a document: as printed, and its counting value for sorting. */
export type IssuedNumber = { number: string; sequence: string };

/** What each series answers when its start can no longer change (spec 001 §5.5 types). */
const FIXED_TYPE: Record<NumberSeries, string> = {
  order: 'orders_exist',
  invoice: 'invoices_exist',
  paycheck: 'paychecks_exist',
  // Customer numbers have no start setting to change.
  customer: 'customers_exist',
};

/**
 * Holds the unit's series to the end of the transaction: a transaction-level advisory lock keyed by
 * unit and series, so it exists before the series' row does. A creation holds it before it reads
 * the start number, a settings save before it reads the current start and checks the change: the
 * two run one after the other, and neither acts on a start the other is changing (a first order
 * numbered from the old start while the save moves the settings on, or a start changed to another
 * form while the first order takes the old one). Taken in the same order everywhere (invoice before
 * order), so two saves cannot deadlock.
 */
export async function holdSeries(tx: Tx, unitId: string, ...series: NumberSeries[]): Promise<void> {
  for (const one of series)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`number_series:${unitId}:${one}`}, 0))`);
}

/**
 * The next number of the unit's series, taken in the creating transaction. The series is held
 * first (holdSeries), and in the same batch its row is bumped (the issued value is the old next);
 * the row stays locked until the transaction ends, so concurrent creators wait in turn (no
 * duplicate), and a rollback takes the bump back with the document (no gap). Only the first
 * document of a series finds no row: it reads the settings' start (`readStart`) then, under the
 * hold, so a start changed by a save that committed meanwhile is the one used, and inserts the
 * row. PGlite, with its one connection, runs the same.
 */
export async function issueNumber(
  tx: Tx,
  actor: Actor,
  series: NumberSeries,
  readStart: () => Promise<string>,
): Promise<IssuedNumber> {
  // One round trip on the pipelined connection: the server bumps the row after it holds the series.
  const [, bumped] = await Promise.all([
    holdSeries(tx, actor.unitId, series),
    tx
      .update(numberSeries)
      // Both right-hand sides read the row before the update.
      .set({
        lastValue: sql`${numberSeries.nextValue}`,
        nextValue: sql`${numberSeries.nextValue} + 1`,
        updatedById: actor.userId,
        updatedAt: actor.at,
      })
      .where(ofSeries(actor.unitId, series))
      .returning(),
  ]);
  const row = bumped[0] ?? (await startSeries(tx, actor, series, parseSeriesStart(await readStart())));
  const value = BigInt(row.lastValue);
  return { number: seriesNumber(row, value), sequence: value.toString() };
}

/**
 * The next `count` numbers of the unit's series, in order: what `count` calls of issueNumber in the
 * same transaction would give, and the row left as they would leave it (last = the last issued,
 * next = one after it), but with one hold and one bump by `count`. A first document of the series
 * starts it as issueNumber does, the others then follow the start.
 */
export async function issueNumbers(
  tx: Tx,
  actor: Actor,
  series: NumberSeries,
  count: number,
  readStart: () => Promise<string>,
): Promise<IssuedNumber[]> {
  if (count === 0) return [];
  const bump = (by: number) =>
    tx
      .update(numberSeries)
      // Both right-hand sides read the row before the update.
      .set({
        lastValue: sql`${numberSeries.nextValue} + ${by - 1}`,
        nextValue: sql`${numberSeries.nextValue} + ${by}`,
        updatedById: actor.userId,
        updatedAt: actor.at,
      })
      .where(ofSeries(actor.unitId, series))
      .returning();
  const [, bumped] = await Promise.all([holdSeries(tx, actor.unitId, series), bump(count)]);
  let row = bumped[0];
  if (!row) {
    row = await startSeries(tx, actor, series, parseSeriesStart(await readStart()));
    if (count > 1) row = (await bump(count - 1))[0]!;
  }
  const last = BigInt(row.lastValue);
  return Array.from({ length: count }, (_, index) => {
    const value = last - BigInt(count - 1 - index);
    return { number: seriesNumber(row, value), sequence: value.toString() };
  });
}

/** The series' row as its first document takes the start: last = start, next = start + 1. */
async function startSeries(
  tx: Tx,
  actor: Actor,
  series: NumberSeries,
  first: ReturnType<typeof parseSeriesStart>,
): Promise<typeof numberSeries.$inferSelect> {
  const [row] = await tx
    .insert(numberSeries)
    .values({
      unitId: actor.unitId,
      series,
      prefix: first.prefix,
      width: first.width,
      lastValue: first.value.toString(),
      nextValue: (first.value + 1n).toString(),
      createdById: actor.userId,
      updatedById: actor.userId,
    })
    .returning();
  return row!;
}

const ofSeries = (unitId: string, series: NumberSeries) =>
  and(eq(numberSeries.unitId, unitId), eq(numberSeries.series, series));

const asState = (row: typeof numberSeries.$inferSelect | undefined): SeriesState | null =>
  row
    ? { prefix: row.prefix, width: row.width, nextValue: BigInt(row.nextValue), lastValue: BigInt(row.lastValue) }
    : null;

/** Whether the unit's series has issued its first number. */
export async function numberSeriesStarted(tx: Tx, unitId: string, series: NumberSeries): Promise<boolean> {
  const [row] = await tx.select({ id: numberSeries.id }).from(numberSeries).where(ofSeries(unitId, series));
  return row !== undefined;
}

export type StartProblem = { attribute: string; type: string; params?: Record<string, string> };

/**
 * A settings save's new start number for the series: the problem that refuses it (its series'
 * `…_exist` for a start that is fixed, `greater_than` the last number for a lower one), or a
 * function that moves the series to the new start once the settings are saved. The save holds the
 * series (holdSeries) since before it read `currentStart`.
 */
export async function seriesStartUpdate(
  tx: Tx,
  unitId: string,
  series: NumberSeries,
  change: { attribute: string; currentStart: string; newStart: string },
): Promise<{ problem: StartProblem } | { apply: (actor: Actor) => Promise<void> }> {
  await holdSeries(tx, unitId, series);
  // Locked to the end of the save, so no number is issued between the check and the move.
  const [row] = await tx.select().from(numberSeries).where(ofSeries(unitId, series)).for('update');
  const decision = seriesStartChange(asState(row), change.currentStart, change.newStart);
  switch (decision.kind) {
    case 'unchanged':
      return { apply: async () => {} };
    case 'fixed':
      return { problem: { attribute: change.attribute, type: FIXED_TYPE[series] } };
    case 'belowUsed':
      return { problem: { attribute: change.attribute, type: 'greater_than', params: { count: decision.lastNumber } } };
    case 'continue':
      return {
        apply: async (actor) => {
          await tx
            .update(numberSeries)
            .set({
              prefix: decision.next.prefix,
              width: decision.next.width,
              nextValue: decision.next.value.toString(),
              updatedById: actor.userId,
              updatedAt: actor.at,
            })
            .where(ofSeries(unitId, series));
        },
      };
  }
}
