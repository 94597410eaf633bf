import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@fjord/domain';
import { seriesValueColumn, tenantColumns, tenantKey, tenantReference } from '../../db/columns.js';
import { files } from '../files/tables.js';
import { products } from '../products/tables.js';
import {
  documentAllowanceChargeColumns,
  documentLineColumns,
  documentTotalColumns,
  orderContentColumns,
  orderContentReferences,
} from './document-columns.js';
import type { OrderParty } from './types.js';

/**
 * An order of the unit. The amounts are those `documentTotals` of @fjord/domain computed when the
 * order was last saved, never computed here. The parties are null while the order is open and
 * frozen when it is locked, so later edits of the customer or the company leave it as it was.
 */
export const orders = pgTable(
  'orders',
  {
    ...tenantColumns(),
    /** From the unit's order number series, given in the creating transaction. */
    number: text('number').notNull(),
    /** The counting value of the number, for sorting by number ("10" after "9"). */
    sequence: seriesValueColumn('sequence').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('OPEN'),
    invoiced: boolean('invoiced').notNull().default(false),
    ...orderContentColumns(),
    bban: text('bban'),
    iban: text('iban'),
    logoFileId: uuid('logo_file_id'),
    supplierParty: jsonb('supplier_party').$type<OrderParty>(),
    customerParty: jsonb('customer_party').$type<OrderParty>(),
    ...documentTotalColumns(),
    /**
     * When the order was locked (null while open): the moment its lines leave the warehouse, compared
     * with a count's (date, created_at). `locked_on` is the Oslo date of `locked_at`.
     */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedOn: date('locked_on', { mode: 'string' }),
  },
  (t) => [
    tenantKey(t),
    ...orderContentReferences(t),
    tenantReference(t, t.logoFileId, files, 'set null'),
    uniqueIndex('orders_unit_number_key').on(t.unitId, t.number),
    // The list's default order (number descending) and its customer filter.
    index('orders_unit_sequence_idx').on(t.unitId, sql`${t.sequence} desc`),
    index('orders_customer_sequence_idx').on(t.customerId, sql`${t.sequence} desc`),
    index('orders_project_idx').on(t.projectId),
    index('orders_department_idx').on(t.departmentId),
    index('orders_car_registration_idx').on(t.carRegistrationId),
    // The warehouse's sales: locked orders after a count's moment.
    index('orders_locked_idx')
      .on(t.unitId, t.lockedOn, t.lockedAt)
      .where(sql`${t.status} = 'LOCKED'`),
  ],
);

/** A line of an order: a product's or free text, with at most one allowance or charge of its own. */
export const orderLines = pgTable(
  'order_lines',
  {
    ...tenantColumns(),
    orderId: uuid('order_id').notNull(),
    ...documentLineColumns(),
    /** On a credit note's order: the invoiced line it credits (what remains to credit is derived from these). */
    creditedLineId: uuid('credited_line_id'),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.orderId, orders, 'cascade'),
    tenantReference(t, t.productId, products),
    foreignKey({
      name: 'order_lines_credited_line_id_fk',
      columns: [t.unitId, t.creditedLineId],
      foreignColumns: [t.unitId, t.id],
    }),
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_product_idx').on(t.productId),
    index('order_lines_credited_line_idx').on(t.creditedLineId),
  ],
);

/** An allowance or charge on the whole order, of one VAT category and rate. */
export const orderAllowanceCharges = pgTable(
  'order_allowance_charges',
  {
    ...tenantColumns(),
    orderId: uuid('order_id').notNull(),
    ...documentAllowanceChargeColumns(),
  },
  (t) => [
    tenantReference(t, t.orderId, orders, 'cascade'),
    index('order_allowance_charges_order_idx').on(t.orderId, t.position),
  ],
);
