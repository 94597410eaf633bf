import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../db/columns.js';

/** A payment method of the unit; the name is unique per unit, ignoring case. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('payment_methods_unit_name_key').on(t.unitId, sql`lower(${t.name})`)],
);
