import { sql } from 'drizzle-orm';
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantKey } from '../../db/columns.js';
import { dimensionColumns } from '../dimensions/columns.js';

export const projects = pgTable('projects', dimensionColumns(), (t) => [
  tenantKey(t),
  uniqueIndex('projects_unit_code_key').on(t.unitId, t.code),
  index('projects_unit_name_idx').on(t.unitId, sql`lower(${t.name})`),
]);
