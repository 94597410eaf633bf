import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VacationMoneySector } from '@fjord/domain';
import { tenantColumns } from '../../db/columns.js';

/**
 * The unit's vacation-money settings of one year (spec 000 §3 "Vacation-money settings", 001 §5.4): made
 * with the year's paycheck periods, changed on the periods page; a paycheck needs those of its paid year.
 */
export const vacationMoneySettings = pgTable(
  'vacation_money_settings',
  {
    ...tenantColumns(),
    year: integer('year').notNull(),
    sector: text('sector').$type<VacationMoneySector>().notNull().default('PRIVATE'),
    payoutMonth: integer('payout_month').notNull().default(6),
    holidayDeductionDays: integer('holiday_deduction_days').notNull().default(25),
  },
  (t) => [uniqueIndex('vacation_money_settings_unit_year_key').on(t.unitId, t.year)],
);
