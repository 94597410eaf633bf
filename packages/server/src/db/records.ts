import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound, validationError } from '../errors/app-error.js';
import type { Tx } from './connection.js';
import { isForeignKeyViolation, isUniqueViolation, pgConstraint } from './pg-errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

type WithId = PgTable & { id: AnyPgColumn };

/**
 * A record of the current unit by id, or NOT_FOUND. Row-level security hides other units' rows,
 * so another unit's id and a made-up id answer the same; a malformed id never reaches SQL.
 */
export async function findOwn<T extends WithId>(
  tx: Tx,
  table: T,
  id: string,
  model: string,
  extraWhere?: SQL,
): Promise<T['$inferSelect']> {
  if (!isUuid(id)) throw notFound(model);
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), extraWhere))
    .limit(1);
  if (rows.length === 0) throw notFound(model);
  return rows[0] as T['$inferSelect'];
}

/**
 * The rows of a statement the query builder cannot say (a report over common table expressions),
 * as both drivers answer them. Name the columns in snake_case aliases the caller's type lists.
 */
export async function selectRows<T>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Whether a record the input names exists for the current unit (row-level security hides other
 * units' rows); a malformed id is simply not there. For references that answer `invalid`.
 */
export async function recordExists(tx: Tx, table: WithId, id: string, extraWhere?: SQL): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.id, id), extraWhere))
    .limit(1);
  return rows.length > 0;
}

/**
 * Deletes, or refuses with VALIDATION {model, attribute: base, type: in_use} when another record
 * still points at this one (what is in use cannot be deleted). Foreign keys are the
 * one source of "in use", so a later table that refers to the record is covered without code here.
 */
export async function deleteOrRefuseInUse<T>(model: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw validationError([{ model, attribute: 'base', type: 'in_use' }]);
    throw error;
  }
}

/**
 * The rules of "unique within the unit" that no unique index can hold: periods that must not
 * overlap, a product number active once on any day, a customer's identity, an organisation number
 * among the companies not closed. A value a unique index can hold has the index (and orTaken).
 */
export type CheckedRule =
  | 'amelding-month'
  | 'customer-identity'
  | 'product-number'
  | 'pension-unit-selection-period'
  | 'unit-organization-number'
  | 'unit-export'
  | 'vat-rate-period';

/**
 * Serialises the check of such a rule: two saves of the same rule and key wait here for each
 * other until the first commits, so the second's check sees the first's rows. Taken before the
 * check, held to the end of the transaction (pg_advisory_xact_lock); keys that hash alike only
 * wait for each other needlessly.
 */
export async function lockRule(tx: Tx, rule: CheckedRule, ...key: string[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${[rule, ...key].join(':')}))`);
}

/**
 * A value saved by someone else at the same moment as the check before it: the unique index
 * decides, answered as the check would (VALIDATION <attribute> taken). With several unique
 * indexes, `attribute` picks by the refusing constraint's name.
 */
export function orTaken<T>(
  model: string,
  attribute: string | ((constraint: string | undefined) => string),
  work: () => Promise<T>,
): Promise<T> {
  return orUniqueRefusal(model, attribute, 'taken', work);
}

/** orTaken for a rule with its own type (a warehouse's one count per day: one_checkpoint_per_day). */
export async function orUniqueRefusal<T>(
  model: string,
  attribute: string | ((constraint: string | undefined) => string),
  type: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const name = typeof attribute === 'string' ? attribute : attribute(pgConstraint(error));
    throw validationError([{ model, attribute: name, type }]);
  }
}
