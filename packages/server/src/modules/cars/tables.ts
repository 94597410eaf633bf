import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns } from '../../db/columns.js';

/**
 * A car of the unit. carType and fuel hold the domain's enumeration values
 * (CAR_TYPES, CAR_FUELS in @fjord/domain); money is numeric, never a float.
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
    purchasedPrice: numeric('purchased_price', { precision: 18, scale: 2, mode: 'string' }),
    norwegianListPriceAsNew: numeric('norwegian_list_price_as_new', { precision: 18, scale: 2, mode: 'string' }),
    seats: integer('seats'),
    soldDate: date('sold_date', { mode: 'string' }),
    soldPrice: numeric('sold_price', { precision: 18, scale: 2, mode: 'string' }),
    enableVat: boolean('enable_vat').notNull().default(true),
  },
  (t) => [index('cars_unit_name_idx').on(t.unitId, sql`lower(${t.name})`)],
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
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    registrationNumber: text('registration_number').notNull(),
  },
  (t) => [
    uniqueIndex('car_registrations_unit_number_key').on(t.unitId, t.registrationNumber),
    index('car_registrations_car_idx').on(t.carId),
  ],
);
