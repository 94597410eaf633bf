import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The national occupation codes (yrkeskode, STYRK-08 based), the same for
 * every unit: no unit_id, so no row-level security; members read them, migrating loads them from
 * reference-data/occupations (see reference.ts).
 */
export const occupations = pgTable(
  'occupations',
  {
    code: text('code').primaryKey(),
    parentCode: text('parent_code'),
    level: integer('level'),
    name: text('name').notNull(),
    shortName: text('short_name'),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [index('occupations_name_idx').on(sql`lower(${t.name})`)],
);
