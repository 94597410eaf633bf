import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey, tenantReference } from '../../db/columns.js';
import type { EmployerTaxZone } from '@fjord/domain';
import { departments } from '../departments/tables.js';
import { municipalities } from '../municipalities/tables.js';

/**
 * A sub-unit (underenhet) of the company: the business address the a-melding
 * reports work relations under, with its own organisation number (mod11) and an optional department.
 */
export const subUnits = pgTable(
  'sub_units',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    organizationNumber: text('organization_number').notNull(),
    departmentId: uuid('department_id'),
    /** Where the sub-unit is: its municipality gives the employer-tax zone of its paychecks. */
    municipalityNumber: text('municipality_number').references(() => municipalities.number),
    /** The zone of a split municipality (one with several zones), by the sub-unit's address. */
    employerTaxZone: text('employer_tax_zone').$type<EmployerTaxZone>(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.departmentId, departments),
    uniqueIndex('sub_units_unit_organization_number_key').on(t.unitId, t.organizationNumber),
    index('sub_units_unit_name_idx').on(t.unitId, sql`lower(${t.name})`),
    index('sub_units_department_idx').on(t.departmentId),
  ],
);
