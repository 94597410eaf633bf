import { numeric, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DurationType, EmploymentType, ShiftType, TaxCalculationMode } from '@fjord/domain';
import { tenantColumns } from '../../db/columns.js';
import { municipalities } from '../municipalities/tables.js';
import { occupations } from '../occupations/tables.js';
import { subUnits } from '../sub-units/tables.js';

/**
 * UnitPaycheckSetting: one row per unit, made by the first save; until then the
 * defaults apply. The Altinn system password is stored only encrypted (AES-256-GCM with a key
 * derived from SECRET_KEY) and never returned. default_* hold the default work relation.
 */
export const unitPaycheckSettings = pgTable(
  'unit_paycheck_settings',
  {
    ...tenantColumns(),
    altinnSystemUserName: text('altinn_system_user_name'),
    altinnSystemPasswordEncrypted: text('altinn_system_password_encrypted'),
    calculationForTax: text('calculation_for_tax').$type<TaxCalculationMode>().notNull().default('AUTOMATIC'),
    currencyCode: text('currency_code').notNull().default('NOK'),
    defaultCreditDays: integer('default_credit_days').notNull().default(0),
    defaultVacationMoneyPercentage: numeric('default_vacation_money_percentage', {
      precision: 5,
      scale: 2,
      mode: 'string',
    })
      .notNull()
      .default('10.20'),
    defaultSubUnitId: uuid('default_sub_unit_id').references(() => subUnits.id, { onDelete: 'set null' }),
    defaultOccupationCode: text('default_occupation_code').references(() => occupations.code),
    defaultEmploymentType: text('default_employment_type').$type<EmploymentType>(),
    defaultDurationType: text('default_duration_type').$type<DurationType>(),
    defaultShiftType: text('default_shift_type').$type<ShiftType>(),
    // precision 5: a week has up to 168 hours, more than numeric(4, 2) holds.
    defaultHoursEveryWeekWithFullEmployment: numeric('default_hours_every_week_with_full_employment', {
      precision: 5,
      scale: 2,
      mode: 'string',
    }),
    defaultEmploymentPercentage: numeric('default_employment_percentage', { precision: 5, scale: 2, mode: 'string' }),
    municipalityNumber: text('municipality_number').references(() => municipalities.number),
    startingPaycheckNumber: text('starting_paycheck_number').notNull().default('1'),
  },
  (t) => [uniqueIndex('unit_paycheck_settings_unit_key').on(t.unitId)],
);
