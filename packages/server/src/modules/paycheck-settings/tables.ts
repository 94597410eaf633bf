import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DurationType, EmploymentType, HalfTaxMonth, ShiftType, TaxCalculationMode } from '@fjord/domain';
import { hoursColumn, percentageColumn, tenantColumns, tenantReference } from '../../db/columns.js';
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
    defaultVacationMoneyPercentage: percentageColumn('default_vacation_money_percentage').notNull().default('10.20'),
    defaultSubUnitId: uuid('default_sub_unit_id'),
    defaultOccupationCode: text('default_occupation_code').references(() => occupations.code),
    defaultEmploymentType: text('default_employment_type').$type<EmploymentType>(),
    defaultDurationType: text('default_duration_type').$type<DurationType>(),
    defaultShiftType: text('default_shift_type').$type<ShiftType>(),
    defaultHoursEveryWeekWithFullEmployment: hoursColumn('default_hours_every_week_with_full_employment'),
    defaultEmploymentPercentage: percentageColumn('default_employment_percentage'),
    municipalityNumber: text('municipality_number').references(() => municipalities.number),
    startingPaycheckNumber: text('starting_paycheck_number').notNull().default('1'),
    /** The month monthly pay gets half tax (norway-facts.md "Withholding"). */
    halfTaxMonth: text('half_tax_month').$type<HalfTaxMonth>().notNull().default('NOVEMBER'),
  },
  (t) => [
    tenantReference(t, t.defaultSubUnitId, subUnits, 'set null'),
    uniqueIndex('unit_paycheck_settings_unit_key').on(t.unitId),
  ],
);
