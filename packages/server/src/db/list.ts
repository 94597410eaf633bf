import { asc, desc, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OrderDirection, Page, PageWindow } from '../graphql/paging.js';
import type { Tx } from './connection.js';

/** `column ILIKE %term%` with the term's own % and _ taken literally; undefined when the term is empty. */
export function containsText(column: AnyPgColumn | SQL, term: string | null | undefined): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  return ilike(column, `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Case-insensitive text order, so "ærlig" and "Ærlig" sort together. */
export const lowerOf = (column: AnyPgColumn): SQL => sql`lower(${column})`;

export function ordered(direction: OrderDirection, expression: AnyPgColumn | SQL): SQL {
  return direction === 'DESC' ? desc(expression) : asc(expression);
}

/**
 * One page of a table's rows and the count of all that match: the sort expression first, then
 * the id, so equal values keep a stable order across pages.
 */
export async function selectPage<T extends PgTable & { id: AnyPgColumn }>(
  tx: Tx,
  table: T,
  options: { where?: SQL; orderBy: SQL[]; window: PageWindow },
): Promise<Page<T['$inferSelect']>> {
  const [items, totalCount] = await Promise.all([
    tx
      .select()
      .from(table as PgTable)
      .where(options.where)
      .orderBy(...options.orderBy, asc(table.id))
      .limit(options.window.limit)
      .offset(options.window.offset),
    tx.$count(table, options.where),
  ]);
  return { items: items as T['$inferSelect'][], totalCount };
}
