import { and, asc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { normalizeOrganizationNumber } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { memberships, units } from '../../db/schema.js';

export type UnitRow = typeof units.$inferSelect;

export { isUuid } from '../../db/records.js';

export function findUnit(tx: Tx, id: string): Promise<UnitRow | undefined> {
  return tx
    .select()
    .from(units)
    .where(eq(units.id, id))
    .then((rows) => rows[0]);
}

/** Escapes LIKE wildcards so a search term matches literally. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The units a user belongs to, by name, optionally filtered by a name term. */
export function unitsOfUser(
  tx: Tx,
  userId: string,
  page: { term?: string | null; limit: number; offset: number },
): Promise<UnitRow[]> {
  const conditions: SQL[] = [eq(memberships.userId, userId)];
  if (page.term)
    conditions.push(or(ilike(units.name, containing(page.term)), ilike(units.unofficialName, containing(page.term)))!);
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

export type RegistrySearch = {
  term?: string | null;
  isPensionCompany?: boolean | null;
  /** YYYY-MM-DD: only units open on that day. */
  date: string;
  limit: number;
  offset: number;
};

/** A unit is open on a day from its opening day (inclusive) until its closing day (exclusive). */
const openOn = (date: string): SQL =>
  and(
    or(isNull(units.openedDate), lte(units.openedDate, date)),
    or(isNull(units.closedDate), gt(units.closedDate, date)),
  )!;

/**
 * The public company registry. Private persons' units are never listed: nobody should be able to
 * discover another person's unit by name.
 */
export function searchRegistry(tx: Tx, search: RegistrySearch): Promise<UnitRow[]> {
  const conditions: SQL[] = [eq(units.isCompany, true), openOn(search.date)];
  if (search.isPensionCompany != null) conditions.push(eq(units.isPensionCompany, search.isPensionCompany));
  const term = search.term?.trim();
  if (term) {
    const matches = [ilike(units.name, containing(term)), ilike(units.unofficialName, containing(term))];
    const digits = normalizeOrganizationNumber(term);
    if (digits) matches.push(ilike(units.organizationNumber, containing(digits)));
    conditions.push(or(...matches)!);
  }
  return tx
    .select()
    .from(units)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${units.name})`), asc(units.id))
    .limit(search.limit)
    .offset(search.offset);
}

/**
 * Whether a unit not closed by the day already carries the organisation number (normalised digits);
 * a unit that opens later still holds its number.
 */
export async function organizationNumberTaken(tx: Tx, organizationNumber: string, date: string): Promise<boolean> {
  const notClosed = or(isNull(units.closedDate), gt(units.closedDate, date));
  const rows = await tx
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.organizationNumber, organizationNumber), notClosed))
    .limit(1);
  return rows.length > 0;
}
