import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { memberships, units } from '../../db/schema.js';

export type UnitRow = typeof units.$inferSelect;

export function findUnit(tx: Tx, id: string): Promise<UnitRow | undefined> {
  return tx.select().from(units).where(eq(units.id, id)).then((rows) => rows[0]);
}

/** Escapes LIKE wildcards so a search term matches literally. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The units a user belongs to, by name, optionally filtered by a name term. */
export function unitsOfUser(tx: Tx, userId: string, page: { term?: string | null; limit: number; offset: number }): Promise<UnitRow[]> {
  const conditions: SQL[] = [eq(memberships.userId, userId)];
  if (page.term) conditions.push(or(ilike(units.name, containing(page.term)), ilike(units.unofficialName, containing(page.term)))!);
  return tx
    .select({ unit: units })
    .from(units)
    .innerJoin(memberships, eq(memberships.unitId, units.id))
    .where(and(...conditions))
    .orderBy(asc(units.name), asc(units.id))
    .limit(page.limit)
    .offset(page.offset)
    .then((rows) => rows.map((row) => row.unit));
}
