import { boolean, date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey, userRefColumn } from '../../db/columns.js';

/**
 * A monthly paycheck period (spec 000 §3 PaycheckPeriod). A year's twelve are made together when the
 * year is opened (createPaycheckPeriods); the dates are the month's, the name, bookkeeping period,
 * journal date and default pay date can be changed until the period is locked.
 */
export const paycheckPeriods = pgTable(
  'paycheck_periods',
  {
    ...tenantColumns(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    name: text('name').notNull(),
    /** YYYY-MM: the month the pay is booked in; a paycheck's paid date must lie in it. */
    bookkeepingPeriod: text('bookkeeping_period').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    journalDate: date('journal_date', { mode: 'string' }).notNull(),
    /** The paid date its new paychecks get. */
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    isLocked: boolean('is_locked').notNull().default(false),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedById: userRefColumn('locked_by_id'),
  },
  (t) => [tenantKey(t), uniqueIndex('paycheck_periods_unit_year_month_key').on(t.unitId, t.year, t.month)],
);
