import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DIMENSION_RULES, fieldProblems, type DimensionValues } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { containsText, lowerOf, ordered, selectPage } from '../../db/list.js';
import { deleteOrRefuseInUse, findOwn } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import type { departments } from '../departments/tables.js';

/** Both tables have the same columns (dimensionColumns); the type names one of them for both. */
export type DimensionTable = typeof departments;
export type DimensionRow = DimensionTable['$inferSelect'];
export type DimensionInput = {
  code: string;
  name: string;
  startDate?: string | null;
  endDate?: string | null;
  enableVat?: boolean | null;
};
export const DIMENSION_ORDER_BY = ['code', 'name', 'start_date', 'end_date'] as const;
export type DimensionOrderBy = (typeof DIMENSION_ORDER_BY)[number];
export type DimensionFilters = { code?: string | null; name?: string | null };

function clean(input: DimensionInput): DimensionValues {
  return {
    code: input.code.trim(),
    name: input.name.trim(),
    startDate: input.startDate || null,
    endDate: input.endDate || null,
    enableVat: input.enableVat ?? true,
  };
}

/**
 * Departments and projects behave the same: one implementation, given the
 * table and the model name that validations and audit rows carry.
 */
export function dimensionService(model: 'department' | 'project', table: DimensionTable) {
  async function check(tx: Tx, values: DimensionValues, exceptId?: string) {
    refuseInvalid(model, fieldProblems(values, DIMENSION_RULES));
    const sameCode = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.code, values.code), exceptId ? ne(table.id, exceptId) : undefined))
      .limit(1);
    if (sameCode.length > 0) refuseInvalid(model, [{ attribute: 'code', type: 'taken' }]);
  }

  const orderColumns: Record<DimensionOrderBy, SQL | AnyPgColumn> = {
    code: lowerOf(table.code),
    name: lowerOf(table.name),
    start_date: table.startDate,
    end_date: table.endDate,
  };

  return {
    list(tx: Tx, request: ListRequest<DimensionOrderBy, DimensionFilters>): Promise<Page<DimensionRow>> {
      return selectPage(tx, table, {
        where: and(containsText(table.code, request.filters.code), containsText(table.name, request.filters.name)),
        orderBy: [ordered(request.orderDirection, orderColumns[request.orderBy])],
        window: request,
      });
    },

    find: (tx: Tx, id: string) => findOwn(tx, table, id, model),

    async create(tx: Tx, actor: Actor, input: DimensionInput): Promise<DimensionRow> {
      const values = clean(input);
      await check(tx, values);
      const [created] = await tx
        .insert(table)
        .values({ ...values, unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId })
        .returning();
      await recordAudit(tx, actor, 'create', model, created!.id, { code: values.code, name: values.name });
      return created!;
    },

    async update(tx: Tx, actor: Actor, id: string, input: DimensionInput): Promise<DimensionRow> {
      await findOwn(tx, table, id, model);
      const values = clean(input);
      await check(tx, values, id);
      const [updated] = await tx
        .update(table)
        .set({ ...values, updatedById: actor.userId, updatedAt: actor.at })
        .where(eq(table.id, id))
        .returning();
      await recordAudit(tx, actor, 'update', model, id, { code: values.code, name: values.name });
      return updated!;
    },

    async remove(tx: Tx, actor: Actor, id: string): Promise<DimensionRow> {
      const existing = await findOwn(tx, table, id, model);
      await deleteOrRefuseInUse(model, () => tx.delete(table).where(eq(table.id, id)));
      await recordAudit(tx, actor, 'delete', model, id, { code: existing.code, name: existing.name });
      return existing;
    },
  };
}
