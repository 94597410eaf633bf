import DataLoader from 'dataloader';
import { and, eq, getTableColumns, getTableName, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/connection.js';
import { users } from '../db/schema-core.js';
import type { Transactions } from '../db/tenancy.js';

type Job = { work: (tx: Tx) => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * The DataLoaders of one GraphQL request (or one subscription event), made on first use and kept
 * for the rest of it. Related records are read through them: the relation resolvers of a whole list
 * ask for their keys one by one, and each loader reads all of them in one query.
 *
 * Reads run in the tenant transaction of the request's unit, so row-level security admits only that
 * unit's rows, and the batch functions name the unit in their queries too. Every batch started in
 * the same turn of the event loop shares one transaction: a list that asks for five relations costs
 * one transaction with five queries, not five transactions.
 */
export function createLoaders(transactions: Transactions, unitId: string | null) {
  const loaders = new Map<string, DataLoader<unknown, unknown>>();
  let queued: Job[] | null = null;

  async function flush(jobs: Job[]): Promise<void> {
    if (!unitId) {
      for (const job of jobs) job.reject(new Error('Related records of a unit were asked for without a unit'));
      return;
    }
    await transactions
      .tenant(unitId, async (tx) => {
        // One after the other: a transaction is one connection.
        for (const job of jobs) await job.work(tx).then(job.resolve, job.reject);
      })
      .catch((error: unknown) => {
        for (const job of jobs) job.reject(error);
      });
  }

  /** Runs the read with the jobs of this turn in one tenant transaction of the request's unit. */
  function inUnitBatch<T>(work: (tx: Tx, unitId: string) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (!queued) {
        const jobs: Job[] = (queued = []);
        setImmediate(() => {
          queued = null;
          void flush(jobs);
        });
      }
      queued.push({ work: (tx) => work(tx, unitId!), resolve: resolve as (value: unknown) => void, reject });
    });
  }

  return {
    /**
     * The request's loader named `name`; `load` reads the values of a batch of keys in the unit,
     * answering them in the order of the keys (see `byKey` and `groupedByKey`).
     */
    get<K, V>(name: string, load: (tx: Tx, unitId: string, keys: readonly K[]) => Promise<V[]>): DataLoader<K, V> {
      let loader = loaders.get(name) as DataLoader<K, V> | undefined;
      if (!loader) {
        loader = new DataLoader<K, V>((keys) => inUnitBatch((tx, unit) => load(tx, unit, keys)));
        loaders.set(name, loader as DataLoader<unknown, unknown>);
      }
      return loader;
    },
    /**
     * Forgets every loaded value: a subscription keeps its context for all its events, and each
     * event must read the records as they are now, not as the first event found them.
     */
    clear(): void {
      loaders.clear();
    },
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/** One value per key from rows that carry their key (null where none does): a to-one relation. */
export function byKey<K, T>(keys: readonly K[], rows: readonly T[], keyOf: (row: T) => K): (T | null)[] {
  const found = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => found.get(key) ?? null);
}

/** The rows of each key, in the order the rows came: a to-many relation. */
export function groupedByKey<K, T>(keys: readonly K[], rows: readonly T[], keyOf: (row: T) => K): T[][] {
  const groups = new Map<K, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key)!);
}

type TableWithId = PgTable & { id: AnyPgColumn };

/**
 * The request's loader of rows of `table` by id: a to-one relation such as a product's project.
 * On a tenant table the query names the unit besides row-level security.
 */
export function recordLoader<T extends TableWithId>(
  ctx: { loaders: Loaders },
  table: T,
): DataLoader<string, T['$inferSelect'] | null> {
  return ctx.loaders.get(`record:${getTableName(table)}`, async (tx, unitId, ids: readonly string[]) => {
    const columns = getTableColumns(table);
    const inUnit = 'unitId' in columns ? eq(columns.unitId as AnyPgColumn, unitId) : undefined;
    const rows = (await tx
      .select()
      .from(table as PgTable)
      .where(and(inArray(table.id, [...ids]), inUnit))) as { id: string }[];
    return byKey(ids, rows, (row) => row.id) as (T['$inferSelect'] | null)[];
  });
}

/** The row an optional reference names, through the request's loader; null without a reference. */
export function related<T extends TableWithId>(
  ctx: { loaders: Loaders },
  table: T,
  id: string | null,
): Promise<T['$inferSelect'] | null> | null {
  return id ? recordLoader(ctx, table).load(id) : null;
}

/**
 * The rows of a tenant table that belong to each parent, in `order`: a to-many list such as a
 * product's prices. `parent` names the row's property holding the parent's id.
 */
export async function childRows<
  T extends PgTable,
  P extends keyof T['$inferSelect'] & keyof T['_']['columns'] & string,
>(
  tx: Tx,
  unitId: string,
  table: T,
  parent: P,
  ids: readonly string[],
  ...order: (AnyPgColumn | SQL)[]
): Promise<T['$inferSelect'][][]> {
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const rows = (await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(columns.unitId!, unitId), inArray(columns[parent]!, [...ids])))
    .orderBy(...order)) as T['$inferSelect'][];
  return groupedByKey(ids, rows, (row) => row[parent] as string);
}

/** A user as other records name them (who created a product, who saved a setting). */
export type UserName = { id: string; name: string };

/**
 * The request's loader of user names by id: only the columns the application role may read of
 * users, for every "created by" and "saved by" of the schema.
 */
export const userNameLoader = (ctx: { loaders: Loaders }): DataLoader<string, UserName | null> =>
  ctx.loaders.get('user:name', async (tx, _unitId, ids: readonly string[]) =>
    byKey(
      ids,
      await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, [...ids])),
      (user) => user.id,
    ).map((user) => (user ? { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() } : null)),
  );

/** The user a record names, through the request's loader; null without one. */
export const userNameOf = (ctx: { loaders: Loaders }, id: string | null): Promise<UserName | null> | null =>
  id ? userNameLoader(ctx).load(id) : null;
