import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { amountColumn, tenantColumns, tenantKey, tenantReference } from '../../db/columns.js';

/**
 * A car of the unit. carType and fuel hold the domain's enumeration values
 * (CAR_TYPES, CAR_FUELS in @fjord/domain); money is never a float.
 */
export const cars = pgTable(
  'cars',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    carType: text('car_type'),
    fuel: text('fuel'),
    modelYear: integer('model_year'),
    purchasedDate: date('purchased_date', { mode: 'string' }),
    purchasedPrice: amountColumn('purchased_price'),
    norwegianListPriceAsNew: amountColumn('norwegian_list_price_as_new'),
    seats: integer('seats'),
    soldDate: date('sold_date', { mode: 'string' }),
    soldPrice: amountColumn('sold_price'),
    enableVat: boolean('enable_vat').notNull().default(true),
  },
  (t) => [tenantKey(t), index('cars_unit_name_idx').on(t.unitId, sql`lower(${t.name})`)],
);

/**
 * A registration number of a car (normalised: upper case, no spaces), unique within the unit.
 * Products (and later orders) point at a registration, so deleting a car whose registration is
 * in use fails on the foreign key and is refused as in_use.
 */
export const carRegistrations = pgTable(
  'car_registrations',
  {
    ...tenantColumns(),
    carId: uuid('car_id').notNull(),
    registrationNumber: text('registration_number').notNull(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.carId, cars, 'cascade'),
    uniqueIndex('car_registrations_unit_number_key').on(t.unitId, t.registrationNumber),
    index('car_registrations_car_idx').on(t.carId),
  ],
);
