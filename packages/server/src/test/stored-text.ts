import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.js';

/**
 * The tables of the public schema with a row whose text holds `value` anywhere (any column, JSON
 * included): where a credential would be kept in plain text. Read as the owner, past row-level security.
 */
export async function tablesHolding(database: Database, value: string): Promise<string[]> {
  const { rows: tables } = (await database.db.execute(
    sql`select table_name::text as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as { rows: { name: string }[] };
  const holding: string[] = [];
  for (const { name } of tables) {
    const { rows } = (await database.db.execute(
      sql`select 1 from ${sql.identifier(name)} t where strpos(t::text, ${value}) > 0 limit 1`,
    )) as { rows: unknown[] };
    if (rows.length > 0) holding.push(name);
  }
  return holding;
}
