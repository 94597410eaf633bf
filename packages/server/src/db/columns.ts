import { timestamp, uuid } from 'drizzle-orm/pg-core';
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
