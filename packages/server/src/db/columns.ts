import { getTableName } from 'drizzle-orm';
import { DECIMAL_KINDS, type DecimalKind } from '@fjord/domain';
import {
  customType,
  foreignKey,
  numeric,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';
import { units, users } from './schema-core.js';

/**
 * The columns every table shares, so each module's tables.ts reads alike: a UUID key, the tenant
 * column (row-level security is switched on for every table with unit_id when migrating), and
 * who created and last changed the row.
 */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();
export const unitIdColumn = () =>
  uuid('unit_id')
    .notNull()
    .references(() => units.id, { onDelete: 'cascade' });
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const userRefColumn = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/** id, unit_id, created/updated at and by: spread into a tenant table's columns. */
export const tenantColumns = () => ({
  id: idColumn(),
  unitId: unitIdColumn(),
  createdById: userRefColumn('created_by_id'),
  updatedById: userRefColumn('updated_by_id'),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/** Bytes kept in the database (uploaded files, mail attachments), read as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

type TenantRow = { unitId: AnyPgColumn; id: AnyPgColumn };

/**
 * The key other tenant tables refer to: (unit_id, id). Every tenant table another one refers to
 * carries it; PostgreSQL refuses a tenantReference to a table without it.
 */
export const tenantKey = (t: TenantRow) => unique().on(t.unitId, t.id);

/**
 * A reference from one tenant table to another, as the foreign key (unit_id, column) →
 * target(unit_id, id): the database itself refuses a link to another unit's record, whatever a
 * service forgets to check. NO ACTION by default, so a delete of a record still referred to fails
 * with 23503, which deleteOrRefuseInUse answers as in_use. 'set null' must clear only the reference
 * column, never unit_id: drizzle-kit writes a plain SET NULL, so the migration is edited to
 * `ON DELETE SET NULL (column)` (db/references.int.test.ts fails when it is not).
 */
export const tenantReference = (
  t: { unitId: AnyPgColumn },
  column: AnyPgColumn,
  target: TenantRow,
  onDelete: Extract<UpdateDeleteAction, 'cascade' | 'no action' | 'set null'> = 'no action',
) =>
  foreignKey({
    name: `${getTableName(column.table)}_${column.name}_fk`,
    columns: [t.unitId, column],
    foreignColumns: [target.unitId, target.id],
  }).onDelete(onDelete);

/**
 * Stored numbers, one helper per kind with the kind's fixed precision and scale (DECIMAL_KINDS of
 * @fjord/domain, which the rules `rules.amount()` … check input against), read and written as exact
 * decimal strings, never floats.
 */
const decimalColumn = (kind: DecimalKind) => (name: string) =>
  numeric(name, { precision: DECIMAL_KINDS[kind].precision, scale: DECIMAL_KINDS[kind].scale, mode: 'string' });
export const amountColumn = decimalColumn('amount');
export const unitPriceColumn = decimalColumn('unitPrice');
export const quantityColumn = decimalColumn('quantity');
export const percentageColumn = decimalColumn('percentage');
export const hoursColumn = decimalColumn('hours');
export const exchangeRateColumn = decimalColumn('exchangeRate');

/**
 * The counting value of a document number series (modules/number-series): an exact integer of up
 * to 30 digits, since a start number may have 20 — more than bigint holds.
 */
export const seriesValueColumn = (name: string) => numeric(name, { precision: 30, scale: 0, mode: 'string' });
