import { date, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../db/columns.js';
import { units } from '../../db/schema-core.js';

/**
 * PensionUnitSelection: which pension company (a unit with is_pension_company) holds
 * the unit's occupational pension scheme (OTP) in a period. Periods of one unit cannot overlap.
 */
export const pensionUnitSelections = pgTable(
  'pension_unit_selections',
  {
    ...tenantColumns(),
    pensionUnitId: uuid('pension_unit_id')
      .notNull()
      .references(() => units.id),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [
    index('pension_unit_selections_unit_from_idx').on(t.unitId, t.validFrom),
    index('pension_unit_selections_pension_unit_idx').on(t.pensionUnitId),
  ],
);
