import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import type { Services } from '../../services.js';
import { inputOf } from '../orders/copy.js';
import { orderService } from '../orders/service.js';
import { recurringAllowanceChargesOf, recurringLinesOf, type RecurringOrderRow } from './repository.js';
import { createOnOf, occurrenceAfter, scheduleOf } from './schedule.js';
import { recurringOrderGenerations, recurringOrders } from './tables.js';

export type GenerateOptions = {
  /** The Oslo date of the run: every order created on or before it is due. */
  today: string;
  /** Only this unit's recurring orders (a job enqueued by a save); all units when absent. */
  unitId?: string | null;
  /** Called after each order's transaction committed (tests stop a run midway here). */
  afterEach?: (made: { recurringOrderId: string; date: string; orderId: string }) => void;
};

/** The recurring orders with an order due by `today`, across units (or in one), read as the table owner. */
async function dueRecurringOrders(services: Services, options: GenerateOptions) {
  return services.transactions.system((tx) =>
    tx
      .select({ id: recurringOrders.id, unitId: recurringOrders.unitId })
      .from(recurringOrders)
      .where(
        and(
          eq(recurringOrders.active, true),
          isNotNull(recurringOrders.nextDate),
          sql`${recurringOrders.nextDate} - ${recurringOrders.dateOffset} <= ${options.today}::date`,
          options.unitId ? eq(recurringOrders.unitId, options.unitId) : undefined,
        ),
      )
      .orderBy(recurringOrders.nextDate, recurringOrders.id),
  );
}

/**
 * Makes the order of the recurring order's next date if it is due, in one transaction with the
 * row held (FOR UPDATE): the order (through orderService.create, so the same rules, numbering
 * and the VAT rates of its date), its generation row (unique per recurring order and date) and
 * the advanced next date commit together or not at all. A second run waits for the row and then
 * sees the date advanced, so each order is made exactly once. Answers what it made, or null.
 */
async function makeNext(tx: Tx, services: Services, id: string, today: string) {
  const [row]: RecurringOrderRow[] = await tx
    .select()
    .from(recurringOrders)
    .where(eq(recurringOrders.id, id))
    .for('update');
  if (!row || !row.active || !row.nextDate) return null;
  const schedule = scheduleOf(row);
  if (createOnOf(schedule, row.nextDate) > today) return null;
  const date = row.nextDate;
  // Made on behalf of whoever last saved the recurring order. Both are null only when that user was
  // deleted; the created-by columns and the audit's user take null then.
  const userId = (row.updatedById ?? row.createdById) as string;
  const actor: Actor = { unitId: row.unitId, userId, at: services.clock.now() };
  const [lines] = await recurringLinesOf(tx, row.unitId, [id]);
  const [allowanceCharges] = await recurringAllowanceChargesOf(tx, row.unitId, [id]);
  const order = await orderService.create(tx, actor, inputOf(row, lines!, allowanceCharges!, date));
  await tx.insert(recurringOrderGenerations).values({
    unitId: row.unitId,
    recurringOrderId: id,
    date,
    orderId: order.id,
    createdOn: today,
    createdById: actor.userId,
    updatedById: actor.userId,
  });
  await tx
    .update(recurringOrders)
    .set({ nextDate: occurrenceAfter(schedule, date)?.date ?? null, lastOrderDate: date, lastGeneratedOn: today })
    .where(eq(recurringOrders.id, id));
  return { recurringOrderId: id, date, orderId: order.id };
}

/**
 * The daily job's work: every due order of every active recurring order, the missed days first
 * (a server that was down makes them on its next run), each in its own transaction. One recurring
 * order that cannot make its order (a product's VAT category without a rate on the date, say) does
 * not stop the others; the run then fails with its reasons, so the queue retries it later.
 */
export async function generateDueOrders(services: Services, options: GenerateOptions): Promise<number> {
  const failures: string[] = [];
  let made = 0;
  for (const { id, unitId } of await dueRecurringOrders(services, options)) {
    for (;;) {
      let result: Awaited<ReturnType<typeof makeNext>>;
      try {
        result = await services.transactions.tenant(unitId, (tx) => makeNext(tx, services, id, options.today));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        services.log.warn({ recurringOrderId: id, unitId, err: reason }, 'a recurring order could not make its order');
        failures.push(`${id}: ${reason}`);
        break;
      }
      if (!result) break;
      made += 1;
      options.afterEach?.(result);
    }
  }
  if (failures.length > 0) throw new Error(`recurring orders not made: ${failures.join('; ')}`);
  return made;
}
