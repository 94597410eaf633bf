import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { findOwn } from '../../db/records.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { enqueueJob } from '../../jobs/queue.js';
import { prepareOrder } from '../orders/service.js';
import { totalColumns, writeDocumentRows } from '../orders/repository.js';
import type { RecurringOrderInput } from './input.js';
import { recurringOrdersJob } from './job.js';
import {
  listRecurringOrders,
  RECURRING_ROW_TABLES,
  type RecurringOrderFilters,
  type RecurringOrderOrderBy,
  type RecurringOrderRow,
} from './repository.js';
import { checkSchedule, createOnOf, upcomingOf, type Schedule } from './schedule.js';
import { recurringOrders } from './tables.js';

export const MODEL = 'recurringOrder';

/**
 * Every problem at once (the schedule's and the content's, the latter checked as an order dated
 * the next date, with that date's VAT rates), then the columns it is stored with. The next date
 * is the first still to be made from today: a start in the past makes no orders for the days gone.
 */
async function prepare(tx: Tx, actor: Actor, input: RecurringOrderInput, today: string, after: string | null) {
  const { schedule, problems } = checkSchedule(input);
  const next = schedule ? (upcomingOf(schedule, today, 1, after)[0] ?? null) : null;
  const prepared = await prepareOrder(
    tx,
    actor,
    { ...input, date: next?.date ?? schedule?.startDate ?? today },
    { model: MODEL, problems },
  );
  const { customerId, currencyCode, reference, note, delivery, projectId, departmentId, carRegistrationId, isExport } =
    prepared.columns;
  const { startDate, endDate, dateOffset, interval } = schedule!;
  return {
    prepared,
    schedule: schedule!,
    columns: {
      active: input.active ?? true,
      startDate,
      endDate,
      dateOffset,
      intervalUnit: interval.unit,
      intervalCount: interval.count,
      nextDate: next?.date ?? null,
      ...{ customerId, currencyCode, reference, note, delivery, projectId, departmentId, carRegistrationId, isExport },
      ...totalColumns(prepared.totals),
    },
  };
}

/** An order due today (or earlier) is made by the job right away rather than at tomorrow's run. */
async function runWhenDue(tx: Tx, actor: Actor, row: RecurringOrderRow, schedule: Schedule, today: string) {
  if (!row.active || !row.nextDate || createOnOf(schedule, row.nextDate) > today) return;
  await enqueueJob(tx, actor.at, recurringOrdersJob, {
    unitId: actor.unitId,
    payload: {},
    key: `${row.id}:${row.nextDate}`,
  });
}

const auditDetails = (row: RecurringOrderRow) => ({
  active: row.active,
  nextDate: row.nextDate,
  payableAmount: row.payableAmount,
});

export const recurringOrderService = {
  list(
    tx: Tx,
    unitId: string,
    request: ListRequest<RecurringOrderOrderBy, RecurringOrderFilters>,
  ): Promise<Page<RecurringOrderRow>> {
    return listRecurringOrders(tx, unitId, request);
  },

  find(tx: Tx, id: string): Promise<RecurringOrderRow> {
    return findOwn(tx, recurringOrders, id, MODEL);
  },

  async create(tx: Tx, actor: Actor, input: RecurringOrderInput, today: string): Promise<RecurringOrderRow> {
    const { prepared, schedule, columns } = await prepare(tx, actor, input, today, null);
    const [created] = await tx
      .insert(recurringOrders)
      .values({
        ...columns,
        unitId: actor.unitId,
        createdById: actor.userId,
        updatedById: actor.userId,
        createdAt: actor.at,
        updatedAt: actor.at,
      })
      .returning();
    await writeDocumentRows(tx, actor, RECURRING_ROW_TABLES, created!.id, prepared.document, prepared.totals);
    await recordAudit(tx, actor, 'create', MODEL, created!.id, auditDetails(created!));
    await runWhenDue(tx, actor, created!, schedule, today);
    return created!;
  },

  /**
   * Replaces the content and schedule. The next date is found afresh after the last order made,
   * from today: the job, holding the row, never sees half of a change.
   */
  async update(tx: Tx, actor: Actor, id: string, input: RecurringOrderInput, today: string) {
    await findOwn(tx, recurringOrders, id, MODEL);
    const [existing] = await tx.select().from(recurringOrders).where(eq(recurringOrders.id, id)).for('update');
    const { prepared, schedule, columns } = await prepare(tx, actor, input, today, existing!.lastOrderDate);
    const [updated] = await tx
      .update(recurringOrders)
      .set({ ...columns, updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(recurringOrders.id, id))
      .returning();
    await writeDocumentRows(tx, actor, RECURRING_ROW_TABLES, id, prepared.document, prepared.totals);
    await recordAudit(tx, actor, 'update', MODEL, id, auditDetails(updated!));
    await runWhenDue(tx, actor, updated!, schedule, today);
    return updated!;
  },

  /** Deletes the schedule and its content; the orders it made stay (they have numbers). */
  async delete(tx: Tx, actor: Actor, id: string): Promise<RecurringOrderRow> {
    const existing = await findOwn(tx, recurringOrders, id, MODEL);
    await tx.delete(recurringOrders).where(eq(recurringOrders.id, id));
    await recordAudit(tx, actor, 'delete', MODEL, id, auditDetails(existing));
    return existing;
  },
};
