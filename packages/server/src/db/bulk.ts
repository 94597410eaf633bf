import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './connection.js';

/**
 * Many rows written in few statements, for work over hundreds of records at once (run the month,
 * lock many paychecks). The values go as one JSON parameter read back as rows of the table's own
 * type (jsonb_populate_recordset), so PostgreSQL types each value by its column as it would a
 * bound parameter, and building the statement costs the same for 1 row as for 500 (a multi-row
 * VALUES list binds, and drizzle builds, one parameter per value). Values as drizzle sends them:
 * times as ISO text, JSON columns as the JSON itself, null for null; every row names the same
 * columns, and a column left out takes its default.
 */
const ROWS_PER_STATEMENT = 500;

export function chunked<T>(items: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type Columns = Record<string, AnyPgColumn>;

function recordValue(key: string, value: unknown): unknown {
  if (value === undefined) throw new Error(`bulk write: no value for ${key} (leave the column out for its default)`);
  return value instanceof Date ? value.toISOString() : value;
}

/** The rows as the JSON of table records (by column name), and the columns they name. */
function recordsOf(columns: Columns, rows: readonly Record<string, unknown>[]) {
  const keys = Object.keys(rows[0]!);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`bulk write: no column ${key}`);
    return column.name;
  });
  const records = rows.map((row) => {
    if (Object.keys(row).length !== keys.length) throw new Error('bulk write: every row names the same columns');
    return Object.fromEntries(keys.map((key, i) => [names[i], recordValue(key, row[key])]));
  });
  return { keys, names, json: JSON.stringify(records) };
}

const populated = (table: PgTable, json: string): SQL =>
  sql`jsonb_populate_recordset(null::${table}, ${json}::jsonb) as x`;

/** Inserts the rows, 500 a statement, in their order. */
export async function insertRecords<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const columns = getTableColumns(table) as Columns;
  for (const chunk of chunked(rows as readonly Record<string, unknown>[])) {
    const { names, json } = recordsOf(columns, chunk);
    const list = sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    );
    const values = sql.join(
      names.map((name) => sql`x.${sql.identifier(name)}`),
      sql`, `,
    );
    await tx.execute(sql`insert into ${table} (${list}) select ${values} from ${populated(table, json)}`);
  }
}

/**
 * Each row (by id) updated with its own values, the same columns for all, 500 a statement; answers
 * the updated rows by id. An id named twice is updated once, with its last values.
 */
export async function updateRecords<T extends PgTable & { id: AnyPgColumn }>(
  tx: Tx,
  table: T,
  changes: readonly { id: string; set: Partial<T['$inferInsert']> }[],
): Promise<Map<string, T['$inferSelect']>> {
  const updated = new Map<string, T['$inferSelect']>();
  const columns = getTableColumns(table) as Columns;
  const entries = [...new Map(changes.map((change) => [change.id, change.set]))];
  for (const chunk of chunked(entries)) {
    const { keys, names, json } = recordsOf(
      columns,
      chunk.map(([id, set]) => ({ id, ...(set as Record<string, unknown>) })),
    );
    const set = Object.fromEntries(
      keys.flatMap((key, i) => (key === 'id' ? [] : [[key, sql`x.${sql.identifier(names[i]!)}`]])),
    );
    // From an SQL source, returning() answers the table's own columns (drizzle types it as never).
    const rows = (await tx
      .update(table as PgTable)
      .set(set)
      .from(populated(table, json))
      .where(eq(table.id, sql`x.id`))
      .returning()) as (T['$inferSelect'] & { id: string })[];
    for (const row of rows) updated.set(row.id, row);
  }
  return updated;
}
