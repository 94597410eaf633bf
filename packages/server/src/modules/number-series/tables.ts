import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NumberSeries } from '@fjord/domain';
import { seriesValueColumn, tenantColumns } from '../../db/columns.js';

/**
 * A unit's series of document numbers (orders, invoices, paychecks), made by its first document:
 * the row is the series' state, the settings' start number only its beginning. A creator takes the
 * next number with one atomic upsert in its own transaction (modules/number-series/service.ts),
 * which locks the row until commit: concurrent creators queue there, and a rolled-back creation
 * gives its number back.
 */
export const numberSeries = pgTable(
  'number_series',
  {
    ...tenantColumns(),
    series: text('series').$type<NumberSeries>().notNull(),
    /** The text before the counting digits ("F-2026-"), and how many digits at least ("001": 3). */
    prefix: text('prefix').notNull(),
    width: integer('width').notNull(),
    nextValue: seriesValueColumn('next_value').notNull(),
    lastValue: seriesValueColumn('last_value').notNull(),
  },
  (t) => [uniqueIndex('number_series_unit_series_key').on(t.unitId, t.series)],
);
