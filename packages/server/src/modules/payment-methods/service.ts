import { and, eq, ne, sql } from 'drizzle-orm';
import { fieldProblems, PAYMENT_METHOD_RULES, type PaymentMethodValues } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { containsText, lowerOf, ordered, selectPage } from '../../db/list.js';
import { deleteOrRefuseInUse, findOwn, orTaken } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { paymentMethods } from './tables.js';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentMethodInput = { name: string };
export const PAYMENT_METHOD_ORDER_BY = ['name'] as const;
export type PaymentMethodOrderBy = (typeof PAYMENT_METHOD_ORDER_BY)[number];
export type PaymentMethodFilters = { name?: string | null };

const MODEL = 'paymentMethod';

const clean = (input: PaymentMethodInput): PaymentMethodValues => ({ name: input.name.trim() });

async function check(tx: Tx, values: PaymentMethodValues, exceptId?: string): Promise<void> {
  refuseInvalid(MODEL, fieldProblems(values, PAYMENT_METHOD_RULES));
  const same = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(sql`lower(${paymentMethods.name})`, values.name.toLowerCase()),
        exceptId ? ne(paymentMethods.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same.length > 0) refuseInvalid(MODEL, [{ attribute: 'name', type: 'taken' }]);
}

/** Payment methods of a unit. */
export const paymentMethodService = {
  list(tx: Tx, request: ListRequest<PaymentMethodOrderBy, PaymentMethodFilters>): Promise<Page<PaymentMethodRow>> {
    return selectPage(tx, paymentMethods, {
      where: containsText(paymentMethods.name, request.filters.name),
      orderBy: [ordered(request.orderDirection, lowerOf(paymentMethods.name))],
      window: request,
    });
  },

  find: (tx: Tx, id: string) => findOwn(tx, paymentMethods, id, MODEL),

  async create(tx: Tx, actor: Actor, input: PaymentMethodInput): Promise<PaymentMethodRow> {
    const values = clean(input);
    await check(tx, values);
    const [created] = await orTaken(MODEL, 'name', () =>
      tx
        .insert(paymentMethods)
        .values({ ...values, unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId })
        .returning(),
    );
    await recordAudit(tx, actor, 'create', MODEL, created!.id, values);
    return created!;
  },

  async update(tx: Tx, actor: Actor, id: string, input: PaymentMethodInput): Promise<PaymentMethodRow> {
    await findOwn(tx, paymentMethods, id, MODEL);
    const values = clean(input);
    await check(tx, values, id);
    const [updated] = await orTaken(MODEL, 'name', () =>
      tx
        .update(paymentMethods)
        .set({ ...values, updatedById: actor.userId, updatedAt: actor.at })
        .where(eq(paymentMethods.id, id))
        .returning(),
    );
    await recordAudit(tx, actor, 'update', MODEL, id, values);
    return updated!;
  },

  async remove(tx: Tx, actor: Actor, id: string): Promise<PaymentMethodRow> {
    const existing = await findOwn(tx, paymentMethods, id, MODEL);
    await deleteOrRefuseInUse(MODEL, () => tx.delete(paymentMethods).where(eq(paymentMethods.id, id)));
    await recordAudit(tx, actor, 'delete', MODEL, id, { name: existing.name });
    return existing;
  },
};
