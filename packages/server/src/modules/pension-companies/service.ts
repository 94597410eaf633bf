import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  fieldProblems,
  PENSION_UNIT_SELECTION_RULES,
  pensionPeriodsOverlap,
  type FieldProblem,
  type PensionUnitSelectionValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { ordered, selectPage } from '../../db/list.js';
import { deleteOrRefuseInUse, findOwn, isUuid, lockRule } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { units } from '../../db/schema-core.js';
import { refuseInvalid } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { pensionUnitSelections } from './tables.js';

/** A selection as the service answers it; its pension company is read through the request's loaders. */
export type PensionUnitSelectionRow = typeof pensionUnitSelections.$inferSelect;
export type PensionUnitSelectionInput = { pensionUnitId: string; validFrom: string; validTo?: string | null };
export const PENSION_UNIT_SELECTION_ORDER_BY = ['valid_from', 'valid_to'] as const;
export type PensionUnitSelectionOrderBy = (typeof PENSION_UNIT_SELECTION_ORDER_BY)[number];
export type PensionUnitSelectionFilters = { pensionUnitId?: string | null };

const MODEL = 'pensionUnitSelection';

const clean = (input: PensionUnitSelectionInput): PensionUnitSelectionValues => ({
  pensionUnitId: input.pensionUnitId.trim(),
  validFrom: input.validFrom,
  validTo: input.validTo || null,
});

const orderColumns: Record<PensionUnitSelectionOrderBy, SQL | AnyPgColumn> = {
  valid_from: pensionUnitSelections.validFrom,
  // An open period ends last.
  valid_to: sql`coalesce(${pensionUnitSelections.validTo}, '9999-12-31'::date)`,
};

/**
 * The rule map; then the pension unit must be a pension company of the registry, and the period
 * must not share a day with another of the unit's periods (an open end runs for ever).
 */
async function check(tx: Tx, actor: Actor, values: PensionUnitSelectionValues, exceptId?: string): Promise<void> {
  const problems: FieldProblem[] = fieldProblems(values, PENSION_UNIT_SELECTION_RULES);
  if (values.pensionUnitId && !problems.some((problem) => problem.attribute === 'pensionUnitId')) {
    const company =
      isUuid(values.pensionUnitId) &&
      (
        await tx
          .select({ id: units.id })
          .from(units)
          .where(and(eq(units.id, values.pensionUnitId), eq(units.isPensionCompany, true)))
      ).length > 0;
    if (!company) problems.push({ attribute: 'pensionUnitId', type: 'invalid' });
  }
  if (!problems.some((problem) => problem.attribute === 'validFrom' || problem.attribute === 'validTo')) {
    await lockRule(tx, 'pension-unit-selection-period', actor.unitId);
    const others = await tx
      .select({ validFrom: pensionUnitSelections.validFrom, validTo: pensionUnitSelections.validTo })
      .from(pensionUnitSelections)
      .where(
        and(
          eq(pensionUnitSelections.unitId, actor.unitId),
          exceptId ? ne(pensionUnitSelections.id, exceptId) : undefined,
        ),
      );
    if (others.some((other) => pensionPeriodsOverlap(values, other)))
      problems.push({ attribute: 'validFrom', type: 'period_overlapping' });
  }
  refuseInvalid(MODEL, problems);
}

const audited = (values: PensionUnitSelectionValues) => ({ ...values });

/** The unit's pension unit selections: who holds the OTP when. */
export const pensionUnitSelectionService = {
  async list(
    tx: Tx,
    request: ListRequest<PensionUnitSelectionOrderBy, PensionUnitSelectionFilters>,
  ): Promise<Page<PensionUnitSelectionRow>> {
    const pensionUnitId = request.filters.pensionUnitId;
    return selectPage(tx, pensionUnitSelections, {
      where: pensionUnitId
        ? isUuid(pensionUnitId)
          ? eq(pensionUnitSelections.pensionUnitId, pensionUnitId)
          : sql`false`
        : undefined,
      orderBy: [ordered(request.orderDirection, orderColumns[request.orderBy])],
      window: request,
    });
  },

  find(tx: Tx, id: string): Promise<PensionUnitSelectionRow> {
    return findOwn(tx, pensionUnitSelections, id, MODEL);
  },

  async create(tx: Tx, actor: Actor, input: PensionUnitSelectionInput): Promise<PensionUnitSelectionRow> {
    const values = clean(input);
    await check(tx, actor, values);
    const [created] = await tx
      .insert(pensionUnitSelections)
      .values({ ...values, unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId })
      .returning();
    await recordAudit(tx, actor, 'create', MODEL, created!.id, audited(values));
    return pensionUnitSelectionService.find(tx, created!.id);
  },

  async update(tx: Tx, actor: Actor, id: string, input: PensionUnitSelectionInput): Promise<PensionUnitSelectionRow> {
    await findOwn(tx, pensionUnitSelections, id, MODEL);
    const values = clean(input);
    await check(tx, actor, values, id);
    await tx
      .update(pensionUnitSelections)
      .set({ ...values, updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(pensionUnitSelections.id, id));
    await recordAudit(tx, actor, 'update', MODEL, id, audited(values));
    return pensionUnitSelectionService.find(tx, id);
  },

  async remove(tx: Tx, actor: Actor, id: string): Promise<PensionUnitSelectionRow> {
    const existing = await pensionUnitSelectionService.find(tx, id);
    await deleteOrRefuseInUse(MODEL, () => tx.delete(pensionUnitSelections).where(eq(pensionUnitSelections.id, id)));
    await recordAudit(tx, actor, 'delete', MODEL, id, {
      pensionUnitId: existing.pensionUnitId,
      validFrom: existing.validFrom,
      validTo: existing.validTo,
    });
    return existing;
  },
};
