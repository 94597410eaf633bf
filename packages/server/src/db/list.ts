import { asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OrderDirection, Page, PageWindow } from '../graphql/paging.js';
import type { Tx } from './connection.js';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column ILIKE %term%` with the term's own % and _ taken literally; undefined when the term is empty. */
export function containsText(column: AnyPgColumn | SQL, term: string | null | undefined): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  return ilike(column, `%${escapeLike(trimmed)}%`);
}

/** `column ILIKE term%` (a code or number prefix); undefined when the term is empty. */
export function startsWithText(column: AnyPgColumn | SQL, term: string | null | undefined): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  return ilike(column, `${escapeLike(trimmed)}%`);
}

/** A register's search: the code starts with the term ("3227", "15") or the name contains it ("molde"). */
export function codeOrName(code: AnyPgColumn, name: AnyPgColumn, term: string | null | undefined): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  return or(startsWithText(code, trimmed), containsText(name, trimmed));
}

/** Case-insensitive text order, so "ærlig" and "Ærlig" sort together. */
export const lowerOf = (column: AnyPgColumn): SQL => sql`lower(${column})`;

export function ordered(direction: OrderDirection, expression: AnyPgColumn | SQL): SQL {
  return direction === 'DESC' ? desc(expression) : asc(expression);
}

type PageOptions = { where?: SQL; orderBy: SQL[]; window: PageWindow };

/**
 * One page of a table's rows and the count of all that match: the sort expression first, then
 * the key (the id, or the code of a national register), so equal values keep a stable order
 * across pages.
 */
export async function selectPage<T extends PgTable & { id: AnyPgColumn }>(
  tx: Tx,
  table: T,
  options: PageOptions,
): Promise<Page<T['$inferSelect']>>;
export async function selectPage<T extends PgTable>(
  tx: Tx,
  table: T,
  options: PageOptions & { key: AnyPgColumn },
): Promise<Page<T['$inferSelect']>>;
export async function selectPage<T extends PgTable>(
  tx: Tx,
  table: T,
  options: PageOptions & { key?: AnyPgColumn },
): Promise<Page<T['$inferSelect']>> {
  const key = options.key ?? (table as unknown as { id: AnyPgColumn }).id;
  const [items, totalCount] = await Promise.all([
    tx
      .select()
      .from(table as PgTable)
      .where(options.where)
      .orderBy(...options.orderBy, asc(key))
      .limit(options.window.limit)
      .offset(options.window.offset),
    tx.$count(table, options.where),
  ]);
  return { items: items as T['$inferSelect'][], totalCount };
}
