import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { findOwn, lockRule } from '../../db/records.js';
import { enqueueJob } from '../../jobs/queue.js';
import { jobs } from '../../jobs/tables.js';
import { fileMetaColumns, type FileMeta } from '../files/service.js';
import { files } from '../files/tables.js';
import { unitExportJob } from './job.js';
import { unitExports } from './tables.js';

export type UnitExportRow = typeof unitExports.$inferSelect;
export type UnitExportView = UnitExportRow & { file: FileMeta | null };

const MODEL = 'unitExport';
const UNFINISHED = ['QUEUED', 'RUNNING'] as const;
/** How many earlier exports the list shows. */
export const LISTED_EXPORTS = 20;

async function withFiles(tx: Tx, rows: UnitExportRow[]): Promise<UnitExportView[]> {
  const ids = rows.flatMap((row) => (row.fileId ? [row.fileId] : []));
  const found = ids.length ? await tx.select(fileMetaColumns).from(files).where(inArray(files.id, ids)) : [];
  const byId = new Map(found.map((file) => [file.id, file]));
  return rows.map((row) => ({ ...row, file: row.fileId ? (byId.get(row.fileId) ?? null) : null }));
}

export async function listUnitExports(tx: Tx): Promise<UnitExportView[]> {
  const rows = await tx
    .select()
    .from(unitExports)
    .orderBy(desc(unitExports.createdAt), desc(unitExports.id))
    .limit(LISTED_EXPORTS);
  return withFiles(tx, rows);
}

/** One export of the unit; another unit's id is NOT_FOUND. */
export async function findUnitExport(tx: Tx, id: string): Promise<UnitExportView> {
  const [view] = await withFiles(tx, [await findOwn(tx, unitExports, id, MODEL)]);
  return view!;
}

/**
 * Starts an export of all the unit's data, made by the job. While one is queued or running, that one is the
 * answer: one archive at a time per unit (held by lockRule, so two clicks at once make one). An unfinished export
 * whose job has failed for good (its worker died on the last attempt) is FAILED here, and a new one starts.
 */
export async function createUnitExport(tx: Tx, actor: Actor): Promise<UnitExportView> {
  await lockRule(tx, 'unit-export', actor.unitId);
  const [unfinished] = await tx
    .select({ export: unitExports, jobState: jobs.state })
    .from(unitExports)
    .leftJoin(jobs, and(eq(jobs.kind, unitExportJob.kind), eq(jobs.key, sql`${unitExports.id}::text`)))
    .where(inArray(unitExports.status, [...UNFINISHED]))
    .orderBy(desc(unitExports.createdAt))
    .limit(1);
  if (unfinished && unfinished.jobState !== 'failed' && unfinished.jobState !== 'done')
    return { ...unfinished.export, file: null };
  if (unfinished)
    await tx
      .update(unitExports)
      .set({ status: 'FAILED', error: 'abandoned', finishedAt: actor.at, updatedAt: actor.at })
      .where(eq(unitExports.id, unfinished.export.id));
  const [created] = await tx
    .insert(unitExports)
    .values({
      unitId: actor.unitId,
      createdById: actor.userId,
      updatedById: actor.userId,
      createdAt: actor.at,
      updatedAt: actor.at,
    })
    .returning();
  await enqueueJob(tx, actor.at, unitExportJob, {
    payload: { exportId: created!.id },
    unitId: actor.unitId,
    key: created!.id,
  });
  await recordAudit(tx, actor, 'export', MODEL, created!.id);
  return { ...created!, file: null };
}
