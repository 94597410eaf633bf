import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantKey } from '../../db/columns.js';
import { dimensionColumns } from '../dimensions/columns.js';

export const departments = pgTable('departments', dimensionColumns(), (t) => [
  tenantKey(t),
  uniqueIndex('departments_unit_code_key').on(t.unitId, t.code),
  index('departments_unit_name_idx').on(t.unitId, sql`lower(${t.name})`),
]);
