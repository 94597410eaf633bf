import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

/** Every table of the schema (db/schema.ts), by name: what a check over all data walks, so a new table is in. */
export const SCHEMA_TABLES: readonly PgTable[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .sort((a, b) => getTableName(a).localeCompare(getTableName(b)));

/** The tables whose rows belong to a unit (they have `unit_id`). */
export const TENANT_TABLES: readonly PgTable[] = SCHEMA_TABLES.filter((table) => 'unitId' in getTableColumns(table));
