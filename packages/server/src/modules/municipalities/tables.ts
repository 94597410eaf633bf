import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../db/columns.js';

/**
 * The national municipality register: number, name and county, loaded
 * from reference-data/municipalities when migrating (see reference.ts). No unit_id: the same for all.
 */
export const municipalities = pgTable('municipalities', {
  number: text('number').primaryKey(),
  name: text('name').notNull(),
  countyNumber: text('county_number').notNull(),
  countyName: text('county_name').notNull(),
});

/**
 * The employer tax zone(s) of a municipality. Twelve municipalities have several: one row per zone,
 * the comment names the part of the municipality it covers.
 */
export const municipalityTaxZones = pgTable(
  'municipality_tax_zones',
  {
    municipalityNumber: text('municipality_number')
      .notNull()
      .references(() => municipalities.number, { onDelete: 'cascade' }),
    zone: text('zone').notNull(),
    comment: text('comment'),
  },
  (t) => [primaryKey({ columns: [t.municipalityNumber, t.zone] })],
);

/**
 * The unit's own details of a municipality (bank account, organisation, contact and
 * address) — where the unit pays and whom it talks to there. One row per unit and municipality,
 * made by the first save.
 */
export const municipalityDetails = pgTable(
  'municipality_details',
  {
    ...tenantColumns(),
    municipalityNumber: text('municipality_number')
      .notNull()
      .references(() => municipalities.number),
    bban: text('bban'),
    organizationNumber: text('organization_number'),
    organizationName: text('organization_name'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    address: text('address'),
    zip: text('zip'),
    city: text('city'),
  },
  (t) => [
    uniqueIndex('municipality_details_unit_number_key').on(t.unitId, t.municipalityNumber),
    index('municipality_details_number_idx').on(t.municipalityNumber),
  ],
);
