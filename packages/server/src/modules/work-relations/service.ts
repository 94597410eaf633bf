import { occupationExists } from '../occupations/service.js';
import { asc, desc, eq } from 'drizzle-orm';
import {
  DEFAULT_WORK_RELATION_HOURS,
  workRelationProblems,
  type DurationType,
  type EmploymentType,
  type LeaveType,
  type ShiftType,
  type WorkRelationEndReason,
  type WorkRelationValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { deleteOrRefuseInUse, findOwn, recordExists } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid, type Validation } from '../../errors/app-error.js';
import { employees } from '../employees/tables.js';
import { subUnits } from '../sub-units/tables.js';
import { leavesOf, syncLeaves, type LeaveRow } from './leaves.js';
import { workRelations } from './tables.js';

/**
 * A work relation as the service answers it: the row. Its leaves, employee, sub-unit and occupation
 * are read through the request's loaders (relations.ts); a deleted relation carries its leaves,
 * read before they went with it.
 */
export type WorkRelationRow = typeof workRelations.$inferSelect & { leaves?: LeaveRow[] };

export type WorkRelationLeaveInput = {
  id?: string | null;
  leaveType: LeaveType;
  description?: string | null;
  startDate: string;
  endDate?: string | null;
  percentageLeave: string;
};

export type WorkRelationInput = {
  subUnitId?: string | null;
  occupationCode?: string | null;
  startDate: string;
  endDate?: string | null;
  pensionEndDate?: string | null;
  endReason?: WorkRelationEndReason | null;
  samePositionSince?: string | null;
  shiftType: ShiftType;
  employmentType: EmploymentType;
  durationType: DurationType;
  employmentPercentage: string;
  employmentPercentageUpdated?: string | null;
  /** Left out: 37.5 on create, unchanged on update. */
  hoursEveryWeekWithFullEmployment?: string | null;
  lastSalaryChange?: string | null;
  /** The whole list: rows with an id are kept (and updated), new rows added, missing rows removed. Left out on update: unchanged. */
  leaves?: WorkRelationLeaveInput[] | null;
};

const MODEL = 'workRelation';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function clean(input: WorkRelationInput, hours: string, leaves: WorkRelationLeaveInput[]): WorkRelationValues {
  return {
    subUnitId: blankToNull(input.subUnitId),
    occupationCode: blankToNull(input.occupationCode),
    startDate: blankToNull(input.startDate),
    endDate: blankToNull(input.endDate),
    pensionEndDate: blankToNull(input.pensionEndDate),
    endReason: input.endReason ?? null,
    samePositionSince: blankToNull(input.samePositionSince),
    shiftType: input.shiftType ?? null,
    employmentType: input.employmentType ?? null,
    durationType: input.durationType ?? null,
    employmentPercentage: blankToNull(input.employmentPercentage),
    employmentPercentageUpdated: blankToNull(input.employmentPercentageUpdated),
    hoursEveryWeekWithFullEmployment: blankToNull(input.hoursEveryWeekWithFullEmployment) ?? hours,
    lastSalaryChange: blankToNull(input.lastSalaryChange),
    leaves: leaves.map((leave) => ({
      id: leave.id ?? null,
      leaveType: leave.leaveType ?? null,
      description: blankToNull(leave.description),
      startDate: blankToNull(leave.startDate),
      endDate: blankToNull(leave.endDate),
      percentageLeave: blankToNull(leave.percentageLeave),
    })),
  };
}

/** The relation's own columns of checked values (the leaves live in their own table). */
function relationColumns(values: WorkRelationValues) {
  const { leaves: _leaves, ...columns } = values;
  return {
    ...columns,
    startDate: columns.startDate!,
    shiftType: columns.shiftType!,
    employmentType: columns.employmentType!,
    durationType: columns.durationType!,
    employmentPercentage: columns.employmentPercentage!,
    hoursEveryWeekWithFullEmployment: columns.hoursEveryWeekWithFullEmployment!,
  };
}

/**
 * Every problem at once: the shared rules (domain workRelationProblems, with today for "finished"),
 * a sub-unit that is not the unit's own, an occupation code not in the national register, and
 * leave ids that are not this relation's.
 */
async function check(
  tx: Tx,
  values: WorkRelationValues,
  today: string,
  ownLeaveIds: readonly string[] = [],
): Promise<void> {
  const problems: Omit<Validation, 'model'>[] = workRelationProblems(values, today);
  if (values.subUnitId && !(await recordExists(tx, subUnits, values.subUnitId)))
    problems.push({ attribute: 'subUnitId', type: 'invalid' });
  if (values.occupationCode && !(await occupationExists(tx, values.occupationCode)))
    problems.push({ attribute: 'occupationCode', type: 'invalid' });
  values.leaves.forEach((leave, index) => {
    if (leave.id && !ownLeaveIds.includes(leave.id))
      problems.push({ attribute: `leaves.${index}.id`, type: 'invalid' });
  });
  refuseInvalid(MODEL, problems);
}

function auditDetails(values: WorkRelationValues, employeeId: string) {
  return {
    employeeId,
    startDate: values.startDate,
    endDate: values.endDate,
    leaves: values.leaves.map((leave) => ({ leaveType: leave.leaveType, startDate: leave.startDate })),
  };
}

/** The work relations of a unit's employees with their leaves and layoffs. */
export const workRelationService = {
  /** The employee's relations, the newest start first; another unit's employee answers NOT_FOUND. */
  async listOfEmployee(tx: Tx, employeeId: string): Promise<WorkRelationRow[]> {
    await findOwn(tx, employees, employeeId, 'employee');
    const rows = await tx
      .select()
      .from(workRelations)
      .where(eq(workRelations.employeeId, employeeId))
      .orderBy(desc(workRelations.startDate), desc(workRelations.createdAt), asc(workRelations.id));
    return rows;
  },

  find(tx: Tx, id: string): Promise<WorkRelationRow> {
    return findOwn(tx, workRelations, id, MODEL);
  },

  async create(
    tx: Tx,
    actor: Actor,
    employeeId: string,
    input: WorkRelationInput,
    today: string,
  ): Promise<WorkRelationRow> {
    await findOwn(tx, employees, employeeId, 'employee');
    // A new relation has no leaves to keep: a leave id here is another relation's and is refused.
    const values = clean(input, DEFAULT_WORK_RELATION_HOURS, input.leaves ?? []);
    await check(tx, values, today);
    const [created] = await tx
      .insert(workRelations)
      .values({
        ...relationColumns(values),
        employeeId,
        unitId: actor.unitId,
        createdById: actor.userId,
        updatedById: actor.userId,
      })
      .returning();
    await syncLeaves(tx, actor, created!.id, [], values.leaves);
    await recordAudit(tx, actor, 'create', MODEL, created!.id, auditDetails(values, employeeId));
    return workRelationService.find(tx, created!.id);
  },

  async update(tx: Tx, actor: Actor, id: string, input: WorkRelationInput, today: string): Promise<WorkRelationRow> {
    const existing = await workRelationService.find(tx, id);
    const existingLeaves = (await leavesOf(tx, [id])).get(id)!;
    const leaves = input.leaves ?? existingLeaves.map((leave) => ({ ...leave }));
    const values = clean(input, existing.hoursEveryWeekWithFullEmployment, leaves);
    await check(
      tx,
      values,
      today,
      existingLeaves.map((leave) => leave.id),
    );
    await tx
      .update(workRelations)
      .set({ ...relationColumns(values), updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(workRelations.id, id));
    await syncLeaves(tx, actor, id, existingLeaves, values.leaves);
    await recordAudit(tx, actor, 'update', MODEL, id, auditDetails(values, existing.employeeId));
    return workRelationService.find(tx, id);
  },

  /** Deletes the relation with its leaves and templates; one a paycheck refers to is refused (VALIDATION base in_use). */
  async remove(tx: Tx, actor: Actor, id: string): Promise<WorkRelationRow> {
    const existing = await workRelationService.find(tx, id);
    const leaves = (await leavesOf(tx, [id])).get(id)!;
    await deleteOrRefuseInUse(MODEL, () => tx.delete(workRelations).where(eq(workRelations.id, id)));
    await recordAudit(tx, actor, 'delete', MODEL, id, {
      employeeId: existing.employeeId,
      startDate: existing.startDate,
      endDate: existing.endDate,
    });
    return { ...existing, leaves };
  },
};
