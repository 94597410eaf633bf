import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/connection.js';
import { codeOrName, containsText, lowerOf, ordered, selectPage, startsWithText } from '../../db/list.js';
import { notFound } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { occupations } from './tables.js';

export type OccupationRow = typeof occupations.$inferSelect;
export const OCCUPATION_ORDER_BY = ['code', 'name'] as const;
export type OccupationOrderBy = (typeof OCCUPATION_ORDER_BY)[number];
export type OccupationFilters = { code?: string | null; name?: string | null; term?: string | null };

/** The search answers at most this many codes; 50 when the caller does not say. */
export const OCCUPATION_SEARCH_LIMIT = 50;
export const OCCUPATION_SEARCH_MAX = 200;

/** Valid today: no end date, or one not yet passed. */
const validOn = (today: string): SQL =>
  sql`(${occupations.validTo} is null or ${occupations.validTo} >= ${today}::date)`;

const orderColumns: Record<OccupationOrderBy, SQL | AnyPgColumn> = {
  code: occupations.code,
  name: lowerOf(occupations.name),
};

/** Whether the national register has the code (a work relation may name only a known one). */
export async function occupationExists(tx: Tx, code: string): Promise<boolean> {
  const rows = await tx.select({ code: occupations.code }).from(occupations).where(eq(occupations.code, code)).limit(1);
  return rows.length > 0;
}

/** The national occupation codes, read by every member, never written. */
export const occupationService = {
  list(tx: Tx, request: ListRequest<OccupationOrderBy, OccupationFilters>): Promise<Page<OccupationRow>> {
    const { filters } = request;
    return selectPage(tx, occupations, {
      key: occupations.code,
      where: and(
        startsWithText(occupations.code, filters.code),
        containsText(occupations.name, filters.name),
        codeOrName(occupations.code, occupations.name, filters.term),
      ),
      orderBy: [ordered(request.orderDirection, orderColumns[request.orderBy])],
      window: request,
    });
  },

  /** occupation search: valid codes first, then by code. */
  search(tx: Tx, term: string, limit: number | null | undefined, today: string): Promise<OccupationRow[]> {
    const where = codeOrName(occupations.code, occupations.name, term);
    if (!where) return Promise.resolve([]);
    return tx
      .select()
      .from(occupations)
      .where(where)
      .orderBy(sql`case when ${validOn(today)} then 0 else 1 end`, asc(occupations.code))
      .limit(Math.min(Math.max(limit ?? OCCUPATION_SEARCH_LIMIT, 1), OCCUPATION_SEARCH_MAX));
  },

  async find(tx: Tx, code: string): Promise<OccupationRow> {
    const [row] = await tx.select().from(occupations).where(eq(occupations.code, code.trim())).limit(1);
    if (!row) throw notFound('occupation');
    return row;
  },
};
