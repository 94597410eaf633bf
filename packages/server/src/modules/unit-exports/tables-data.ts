import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { csvText } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';

/**
 * A unit's rows of one tenant table as CSV and JSON, generated from the schema's columns, so a new table or
 * column is exported without code. Left out: bytea columns (their bytes are files of the archive, see
 * storedFilesOf) and columns that hold credentials, which the product never hands out (hashes, sealed and
 * encrypted secrets, passwords).
 */
const CREDENTIAL_COLUMN = /(_hash|_sealed|_encrypted)$|password|secret/;

export const isBytea = (column: Column) => column.getSQLType() === 'bytea';

/** The columns a table's CSV and JSON carry, by their database names. */
export function exportedColumns(table: PgTable): Column[] {
  return Object.values(getTableColumns(table)).filter(
    (column) => !isBytea(column) && !CREDENTIAL_COLUMN.test(column.name),
  );
}

/** A value as JSON keeps it: PostgreSQL's own text, except whole numbers, booleans and JSON documents. */
function jsonValue(column: Column, text: string | null): unknown {
  if (text === null) return null;
  if (column.dataType === 'boolean') return text === 'true';
  if (column.columnType === 'PgInteger' || column.columnType === 'PgSmallInt') return Number(text);
  if (column.dataType === 'json') return JSON.parse(text) as unknown;
  return text;
}

export type TableExport = { name: string; rows: number; csv: string; json: string };

/**
 * Reads the unit's rows (every column as PostgreSQL's text, so dates, amounts and times read the same on both
 * databases and decimals stay exact) in the order of their id when they have one.
 */
export async function exportTable(tx: Tx, table: PgTable, unitId: string): Promise<TableExport> {
  const name = getTableName(table);
  const columns = exportedColumns(table);
  const selected = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)}::text as ${sql.identifier(column.name)}`),
    sql`, `,
  );
  const order = 'id' in getTableColumns(table) ? sql` order by id` : sql``;
  const { rows } = (await tx.execute(
    sql`select ${selected} from ${sql.identifier(name)} where unit_id = ${unitId}${order}`,
  )) as unknown as { rows: Record<string, string | null>[] };
  const header = columns.map((column) => column.name);
  const csv = csvText([header, ...rows.map((row) => header.map((key) => row[key] ?? ''))]);
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(columns.map((column) => [column.name, jsonValue(column, row[column.name] ?? null)])),
    ),
    null,
    2,
  );
  return { name, rows: rows.length, csv, json };
}
