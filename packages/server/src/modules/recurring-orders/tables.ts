import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RecurringIntervalUnit } from '@fjord/domain';
import { tenantColumns, tenantKey, tenantReference } from '../../db/columns.js';
import {
  documentAllowanceChargeColumns,
  documentLineColumns,
  documentTotalColumns,
  orderContentColumns,
  orderContentReferences,
} from '../orders/document-columns.js';
import { orders } from '../orders/tables.js';
import { products } from '../products/tables.js';

/**
 * A recurring order: an order's content (the same columns as an order) and its schedule. The
 * amounts are those of its next date's VAT rates when it was saved, for the list; each order made
 * from it is computed afresh with the rates of its own date.
 */
export const recurringOrders = pgTable(
  'recurring_orders',
  {
    ...tenantColumns(),
    active: boolean('active').notNull().default(true),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The last date an order may carry; null: no end. */
    endDate: date('end_date', { mode: 'string' }),
    /** Days before its date that an order is created (negative: after it). */
    dateOffset: integer('date_offset').notNull().default(0),
    intervalUnit: text('interval_unit').$type<RecurringIntervalUnit>().notNull(),
    intervalCount: integer('interval_count').notNull(),
    /** The date the next order will carry; null when the schedule has ended. */
    nextDate: date('next_date', { mode: 'string' }),
    /** The date the last created order carries, and the day it was created. */
    lastOrderDate: date('last_order_date', { mode: 'string' }),
    lastGeneratedOn: date('last_generated_on', { mode: 'string' }),
    ...orderContentColumns(),
    ...documentTotalColumns(),
  },
  (t) => [
    tenantKey(t),
    ...orderContentReferences(t),
    // The list's default order (next date first) and its customer filter.
    index('recurring_orders_unit_next_date_idx').on(t.unitId, t.nextDate),
    index('recurring_orders_customer_idx').on(t.customerId),
    index('recurring_orders_project_idx').on(t.projectId),
    index('recurring_orders_department_idx').on(t.departmentId),
    index('recurring_orders_car_registration_idx').on(t.carRegistrationId),
    // What the daily job looks for across units: active schedules with a next date.
    index('recurring_orders_due_idx')
      .on(t.nextDate)
      .where(sql`active and next_date is not null`),
  ],
);

export const recurringOrderLines = pgTable(
  'recurring_order_lines',
  {
    ...tenantColumns(),
    recurringOrderId: uuid('recurring_order_id').notNull(),
    ...documentLineColumns(),
  },
  (t) => [
    tenantReference(t, t.recurringOrderId, recurringOrders, 'cascade'),
    tenantReference(t, t.productId, products),
    index('recurring_order_lines_parent_idx').on(t.recurringOrderId, t.position),
    index('recurring_order_lines_product_idx').on(t.productId),
  ],
);

export const recurringOrderAllowanceCharges = pgTable(
  'recurring_order_allowance_charges',
  {
    ...tenantColumns(),
    recurringOrderId: uuid('recurring_order_id').notNull(),
    ...documentAllowanceChargeColumns(),
  },
  (t) => [
    tenantReference(t, t.recurringOrderId, recurringOrders, 'cascade'),
    index('recurring_order_allowance_charges_parent_idx').on(t.recurringOrderId, t.position),
  ],
);

/**
 * Each order a recurring order made, once per date: the unique key is what makes the daily job
 * create an order exactly once, however many runs or servers reach the same date.
 */
export const recurringOrderGenerations = pgTable(
  'recurring_order_generations',
  {
    ...tenantColumns(),
    recurringOrderId: uuid('recurring_order_id').notNull(),
    /** The date the order carries (an occurrence of the schedule). */
    date: date('date', { mode: 'string' }).notNull(),
    orderId: uuid('order_id').notNull(),
    /** The day the job created it. */
    createdOn: date('created_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    tenantReference(t, t.recurringOrderId, recurringOrders, 'cascade'),
    tenantReference(t, t.orderId, orders),
    uniqueIndex('recurring_order_generations_once_key').on(t.unitId, t.recurringOrderId, t.date),
    index('recurring_order_generations_order_idx').on(t.orderId),
  ],
);
