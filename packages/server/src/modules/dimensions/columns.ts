import { boolean, date, text } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../db/columns.js';

/** The columns of a department or a project. */
export const dimensionColumns = () => ({
  ...tenantColumns(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  enableVat: boolean('enable_vat').notNull().default(true),
});
