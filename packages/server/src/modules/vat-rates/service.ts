import { and, asc, desc, eq, gte, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fieldProblems, NORWEGIAN_VAT_HISTORY, VAT_CATEGORIES, VAT_RATE_RULES, type VatCategory } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { ordered, selectPage } from '../../db/list.js';
import { findOwn, lockRule } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { vatRates } from './tables.js';

export type VatRateRow = typeof vatRates.$inferSelect;
export type VatRateInput = {
  vatRateSymbol: VatCategory;
  percentage: string;
  activeFrom: string;
  activeTo?: string | null;
};

export const VAT_RATE_ORDER_BY = ['active_from', 'active_to', 'vat_rate_symbol', 'percentage'] as const;
export type VatRateOrderBy = (typeof VAT_RATE_ORDER_BY)[number];
export type VatRateFilters = { vatRateSymbol?: VatCategory | null };

const MODEL = 'vatRate';

const orderColumns: Record<VatRateOrderBy, AnyPgColumn> = {
  active_from: vatRates.activeFrom,
  active_to: vatRates.activeTo,
  vat_rate_symbol: vatRates.vatRateSymbol,
  percentage: vatRates.percentage,
};

function clean(input: VatRateInput) {
  return {
    vatRateSymbol: input.vatRateSymbol,
    percentage: input.percentage.trim(),
    activeFrom: input.activeFrom,
    activeTo: input.activeTo || null,
  };
}

/** Rows of the category whose period shares a day with [from, to] (an open end runs on forever). */
function overlapping(category: VatCategory, from: string, to: string | null, exceptId?: string): SQL {
  return and(
    eq(vatRates.vatRateSymbol, category),
    or(isNull(vatRates.activeTo), gte(vatRates.activeTo, from)),
    to ? lte(vatRates.activeFrom, to) : undefined,
    exceptId ? ne(vatRates.id, exceptId) : undefined,
  )!;
}

async function check(tx: Tx, values: ReturnType<typeof clean>, exceptId?: string): Promise<void> {
  refuseInvalid(MODEL, fieldProblems(values, VAT_RATE_RULES));
  await lockRule(tx, 'vat-rate-period', values.vatRateSymbol);
  const clash = await tx
    .select({ id: vatRates.id })
    .from(vatRates)
    .where(overlapping(values.vatRateSymbol, values.activeFrom, values.activeTo, exceptId))
    .limit(1);
  if (clash.length > 0) refuseInvalid(MODEL, [{ attribute: 'base', type: 'period_overlapping' }]);
}

/**
 * The historic Norwegian VAT rates. National data: no unit_id.
 * Everyone reads them; only super admins change them (periods of one category never overlap).
 */
export const vatRateService = {
  list(tx: Tx, request: ListRequest<VatRateOrderBy, VatRateFilters>): Promise<Page<VatRateRow>> {
    const symbol = request.filters.vatRateSymbol;
    return selectPage(tx, vatRates, {
      where: symbol ? eq(vatRates.vatRateSymbol, symbol) : undefined,
      orderBy: [ordered(request.orderDirection, orderColumns[request.orderBy]), asc(vatRates.vatRateSymbol)],
      window: request,
    });
  },

  /** The rate of each category in force on the date; a category without one that day is left out. */
  async allOn(tx: Tx, date: string): Promise<VatRateRow[]> {
    const rows = await tx
      .select()
      .from(vatRates)
      .where(and(lte(vatRates.activeFrom, date), or(isNull(vatRates.activeTo), gte(vatRates.activeTo, date))))
      .orderBy(desc(vatRates.activeFrom));
    return VAT_CATEGORIES.flatMap((category) => rows.find((row) => row.vatRateSymbol === category) ?? []);
  },

  find: (tx: Tx, id: string) => findOwn(tx, vatRates, id, MODEL),

  async create(tx: Tx, actor: Actor, input: VatRateInput): Promise<VatRateRow> {
    const values = clean(input);
    await check(tx, values);
    const [created] = await tx
      .insert(vatRates)
      .values({ ...values, createdById: actor.userId, updatedById: actor.userId })
      .returning();
    await recordAudit(tx, actor, 'create', MODEL, created!.id, values);
    return created!;
  },

  async update(tx: Tx, actor: Actor, id: string, input: VatRateInput): Promise<VatRateRow> {
    await findOwn(tx, vatRates, id, MODEL);
    const values = clean(input);
    await check(tx, values, id);
    const [updated] = await tx
      .update(vatRates)
      .set({ ...values, updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(vatRates.id, id))
      .returning();
    await recordAudit(tx, actor, 'update', MODEL, id, values);
    return updated!;
  },

  async remove(tx: Tx, actor: Actor, id: string): Promise<VatRateRow> {
    const existing = await findOwn(tx, vatRates, id, MODEL);
    await tx.delete(vatRates).where(eq(vatRates.id, id));
    await recordAudit(tx, actor, 'delete', MODEL, id, {
      vatRateSymbol: existing.vatRateSymbol,
      percentage: existing.percentage,
      activeFrom: existing.activeFrom,
    });
    return existing;
  },
};

/**
 * Fills an empty vat_rates table with NORWEGIAN_VAT_HISTORY (run when migrating, so every database
 * and every test template has the history). A table that has rows is left alone: rates a super
 * admin has changed or removed are not brought back.
 */
export async function seedVatRates(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ id: vatRates.id }).from(vatRates).limit(1);
  if (existing) return;
  await tx.insert(vatRates).values(
    NORWEGIAN_VAT_HISTORY.map((entry) => ({
      vatRateSymbol: entry.category,
      percentage: entry.percent,
      activeFrom: entry.activeFrom,
      activeTo: entry.activeTo,
    })),
  );
}
