import { asc, eq, inArray } from 'drizzle-orm';
import { nextLeaveId, type WorkRelationLeaveValues } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { workRelationLeaves } from './tables.js';

export type LeaveRow = typeof workRelationLeaves.$inferSelect;

/** The leaves of the relations, oldest first, by relation id (every id present, maybe empty). */
export async function leavesOf(tx: Tx, relationIds: string[]): Promise<Map<string, LeaveRow[]>> {
  const byRelation = new Map<string, LeaveRow[]>(relationIds.map((id) => [id, []]));
  if (relationIds.length === 0) return byRelation;
  const rows = await tx
    .select()
    .from(workRelationLeaves)
    .where(inArray(workRelationLeaves.workRelationId, relationIds))
    .orderBy(asc(workRelationLeaves.startDate), asc(workRelationLeaves.createdAt), asc(workRelationLeaves.id));
  for (const row of rows) byRelation.get(row.workRelationId)?.push(row);
  return byRelation;
}

/** The columns of a checked leave (the rules have made sure the required ones are there). */
function leaveColumns(leave: WorkRelationLeaveValues) {
  return {
    leaveType: leave.leaveType!,
    description: leave.description,
    startDate: leave.startDate!,
    endDate: leave.endDate,
    percentageLeave: leave.percentageLeave!,
  };
}

/**
 * Brings the relation's leaves to `wanted`: rows with an id are updated in place and keep their
 * permisjonId (the a-melding reports it for the life of the leave), rows without one are added
 * with the next free id ("P1", "P2", …), rows left out are removed.
 */
export async function syncLeaves(
  tx: Tx,
  actor: Actor,
  workRelationId: string,
  existing: LeaveRow[],
  wanted: WorkRelationLeaveValues[],
): Promise<void> {
  const keptIds = new Set(wanted.flatMap((row) => (row.id ? [row.id] : [])));
  const removed = existing.filter((row) => !keptIds.has(row.id));
  if (removed.length > 0)
    await tx.delete(workRelationLeaves).where(
      inArray(
        workRelationLeaves.id,
        removed.map((row) => row.id),
      ),
    );
  for (const row of wanted.filter((leave) => leave.id))
    await tx
      .update(workRelationLeaves)
      .set({ ...leaveColumns(row), updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(workRelationLeaves.id, row.id!));
  // Counted over every leave the relation had, the removed ones too, so a removed id is not reused at once.
  const leaveIds = existing.map((row) => row.leaveId);
  const added = wanted.filter((leave) => !leave.id);
  if (added.length === 0) return;
  await tx.insert(workRelationLeaves).values(
    added.map((row) => {
      const leaveId = nextLeaveId(leaveIds);
      leaveIds.push(leaveId);
      return {
        ...leaveColumns(row),
        workRelationId,
        leaveId,
        unitId: actor.unitId,
        createdById: actor.userId,
        updatedById: actor.userId,
      };
    }),
  );
}
