import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, percentageColumn, updatedAtColumn, userRefColumn } from '../../db/columns.js';

/**
 * The historic Norwegian VAT rates. National, so there is no
 * unit_id and no row-level security: every unit reads the same rates; only super admins change
 * them. Seeded from NORWEGIAN_VAT_HISTORY (@fjord/domain) when migrating.
 */
export const vatRates = pgTable(
  'vat_rates',
  {
    id: idColumn(),
    vatRateSymbol: text('vat_rate_symbol').notNull(),
    percentage: percentageColumn('percentage').notNull(),
    activeFrom: date('active_from', { mode: 'string' }).notNull(),
    activeTo: date('active_to', { mode: 'string' }),
    createdById: userRefColumn('created_by_id'),
    updatedById: userRefColumn('updated_by_id'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('vat_rates_symbol_from_idx').on(t.vatRateSymbol, t.activeFrom)],
);
