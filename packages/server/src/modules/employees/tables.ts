import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TaxDeductionMethod } from '@fjord/domain';
import { amountColumn, percentageColumn, tenantColumns, tenantKey, tenantReference } from '../../db/columns.js';
import { files } from '../files/tables.js';

/**
 * An employee. Identity: a personal number or D-number
 * (social_security_number) or, until one is issued, a temporary number; each unique in the unit.
 * The status shown in lists is derived from the work relations, never stored.
 */
export const employees = pgTable(
  'employees',
  {
    ...tenantColumns(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    address: text('address').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    postbox: text('postbox'),
    postboxZip: text('postbox_zip'),
    postboxCity: text('postbox_city'),
    countryCode: text('country_code').notNull().default('NO'),
    phone: text('phone'),
    phoneCountry: text('phone_country'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    birthDateMismatchReason: text('birth_date_mismatch_reason'),
    bban: text('bban'),
    iban: text('iban'),
    swift: text('swift'),
    vacationMoneyPercentage: percentageColumn('vacation_money_percentage').notNull(),
    creditDays: integer('credit_days').notNull(),
    socialSecurityNumber: text('social_security_number'),
    temporarySocialSecurityNumber: text('temporary_social_security_number'),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('employees_unit_ssn_key').on(t.unitId, t.socialSecurityNumber),
    uniqueIndex('employees_unit_tssn_key').on(t.unitId, t.temporarySocialSecurityNumber),
    index('employees_unit_name_idx').on(t.unitId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    index('employees_unit_email_idx').on(t.unitId, sql`lower(${t.email})`),
  ],
);

/**
 * An employee's tax card for one calendar year: a withholding table,
 * a percentage, or an exemption card with its limit. A fetched card keeps when it was fetched and
 * the document the Tax Administration answered with (file).
 */
export const employeeTaxCards = pgTable(
  'employee_tax_cards',
  {
    ...tenantColumns(),
    employeeId: uuid('employee_id').notNull(),
    calendarYear: integer('calendar_year').notNull(),
    taxDeductionMethod: text('tax_deduction_method').$type<TaxDeductionMethod>().notNull(),
    taxTable: text('tax_table'),
    taxPercentage: percentageColumn('tax_percentage'),
    taxExemption: boolean('tax_exemption').notNull().default(false),
    taxExemptionAmountLimit: amountColumn('tax_exemption_amount_limit'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    fileId: uuid('file_id'),
  },
  (t) => [
    tenantReference(t, t.employeeId, employees, 'cascade'),
    tenantReference(t, t.fileId, files, 'set null'),
    uniqueIndex('employee_tax_cards_employee_year_key').on(t.employeeId, t.calendarYear),
  ],
);
