import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CustomerNameOption, InvoiceDeliveryMethod } from '@fjord/domain';
import { tenantColumns, tenantKey, tenantReference } from '../../db/columns.js';
import { users } from '../../db/schema-core.js';

/** A customer of the unit. */
export const customers = pgTable(
  'customers',
  {
    ...tenantColumns(),
    /** A user of the unit who looks after the customer; the creator unless chosen. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    isCompany: boolean('is_company').notNull(),
    /** From the unit's customer series (from 10000); the first part of the customer's KIDs. */
    number: text('number').notNull(),
    name: text('name').notNull(),
    /** The alias, shown instead of the name when nameOption is ALIAS. */
    unofficialName: text('unofficial_name'),
    nameOption: text('name_option').$type<CustomerNameOption>().notNull().default('NAME'),
    /** Nine digits without spaces; only companies have one. */
    organizationNumber: text('organization_number'),
    reference: text('reference'),
    customPhone: text('custom_phone'),
    customEmail: text('custom_email'),
    invoiceDeliveryMethod: text('invoice_delivery_method').$type<InvoiceDeliveryMethod>().notNull(),
    creditDays: integer('credit_days').notNull(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('customers_unit_number_key').on(t.unitId, t.number),
    index('customers_unit_name_idx').on(t.unitId, sql`lower(${t.name})`),
    // A company is one customer per unit; the service's check and lock come first.
    uniqueIndex('customers_unit_organization_number_key')
      .on(t.unitId, t.organizationNumber)
      .where(sql`organization_number is not null`),
  ],
);

/** Where the customer's goods go; the first (position 0) is the main address. */
export const customerDeliveryLocations = pgTable(
  'customer_delivery_locations',
  {
    ...tenantColumns(),
    customerId: uuid('customer_id').notNull(),
    position: integer('position').notNull(),
    address: text('address'),
    additionalAddress: text('additional_address'),
    zip: text('zip'),
    city: text('city'),
    countryCode: text('country_code').notNull().default('NO'),
  },
  (t) => [
    tenantReference(t, t.customerId, customers, 'cascade'),
    index('customer_delivery_locations_customer_idx').on(t.customerId, t.position),
  ],
);

/** The customer's contact people. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    ...tenantColumns(),
    customerId: uuid('customer_id').notNull(),
    position: integer('position').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    email: text('email'),
    jobTitle: text('job_title'),
    comment: text('comment'),
  },
  (t) => [
    tenantReference(t, t.customerId, customers, 'cascade'),
    index('customer_contacts_customer_idx').on(t.customerId, t.position),
  ],
);
