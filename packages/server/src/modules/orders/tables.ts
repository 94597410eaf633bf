import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderStatus, TaxCategoryCode, VatCategory } from '@fjord/domain';
import {
  amountColumn,
  percentageColumn,
  quantityColumn,
  seriesValueColumn,
  tenantColumns,
  tenantKey,
  tenantReference,
  unitPriceColumn,
} from '../../db/columns.js';
import { carRegistrations } from '../cars/tables.js';
import { customers } from '../customers/tables.js';
import { departments } from '../departments/tables.js';
import { files } from '../files/tables.js';
import { products } from '../products/tables.js';
import { projects } from '../projects/tables.js';
import type { OrderDelivery, OrderParty, StoredTaxSubtotal } from './types.js';

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
    customerId: uuid('customer_id').notNull(),
    delivery: jsonb('delivery').$type<OrderDelivery>().notNull(),
    currencyCode: text('currency_code').notNull(),
    reference: text('reference').notNull(),
    note: text('note'),
    projectId: uuid('project_id'),
    departmentId: uuid('department_id'),
    carRegistrationId: uuid('car_registration_id'),
    isExport: boolean('is_export').notNull().default(false),
    bban: text('bban'),
    iban: text('iban'),
    logoFileId: uuid('logo_file_id'),
    supplierParty: jsonb('supplier_party').$type<OrderParty>(),
    customerParty: jsonb('customer_party').$type<OrderParty>(),
    lineExtensionAmount: amountColumn('line_extension_amount').notNull(),
    allowanceTotalAmount: amountColumn('allowance_total_amount').notNull(),
    chargeTotalAmount: amountColumn('charge_total_amount').notNull(),
    taxExclusiveAmount: amountColumn('tax_exclusive_amount').notNull(),
    taxAmount: amountColumn('tax_amount').notNull(),
    taxInclusiveAmount: amountColumn('tax_inclusive_amount').notNull(),
    payableRoundingAmount: amountColumn('payable_rounding_amount').notNull(),
    payableAmount: amountColumn('payable_amount').notNull(),
    /** The VAT breakdown as documentTotals gave it (exact decimal strings). */
    taxSubtotals: jsonb('tax_subtotals').$type<StoredTaxSubtotal[]>().notNull(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.customerId, customers),
    tenantReference(t, t.projectId, projects),
    tenantReference(t, t.departmentId, departments),
    tenantReference(t, t.carRegistrationId, carRegistrations),
    tenantReference(t, t.logoFileId, files, 'set null'),
    uniqueIndex('orders_unit_number_key').on(t.unitId, t.number),
    // The list's default order (number descending) and its customer filter.
    index('orders_unit_sequence_idx').on(t.unitId, sql`${t.sequence} desc`),
    index('orders_customer_sequence_idx').on(t.customerId, sql`${t.sequence} desc`),
    index('orders_project_idx').on(t.projectId),
    index('orders_department_idx').on(t.departmentId),
    index('orders_car_registration_idx').on(t.carRegistrationId),
  ],
);

/** A line of an order: a product's or free text, with at most one allowance or charge of its own. */
export const orderLines = pgTable(
  'order_lines',
  {
    ...tenantColumns(),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id'),
    itemName: text('item_name').notNull(),
    itemDescription: text('item_description'),
    sellersItemIdentification: text('sellers_item_identification'),
    quantity: quantityColumn('quantity').notNull(),
    orderedQuantity: quantityColumn('ordered_quantity'),
    unitOfMeasureCode: text('unit_of_measure_code').notNull(),
    priceAmount: unitPriceColumn('price_amount').notNull(),
    baseQuantity: quantityColumn('base_quantity'),
    vatRateSymbol: text('vat_rate_symbol').$type<VatCategory>().notNull(),
    taxCategory: text('tax_category').$type<TaxCategoryCode>().notNull(),
    /** The rate of the VAT category in force on the order's date. */
    taxPercent: percentageColumn('tax_percent').notNull(),
    taxExemptionReason: text('tax_exemption_reason'),
    /** The line's allowance (false) or charge (true), a percent or an amount; null: none. */
    allowanceChargeIndicator: boolean('allowance_charge_indicator'),
    allowanceChargePercent: percentageColumn('allowance_charge_percent'),
    allowanceChargeAmount: amountColumn('allowance_charge_amount'),
    lineExtensionAmount: amountColumn('line_extension_amount').notNull(),
  },
  (t) => [
    tenantReference(t, t.orderId, orders, 'cascade'),
    tenantReference(t, t.productId, products),
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_product_idx').on(t.productId),
  ],
);

/** An allowance or charge on the whole order, of one VAT category and rate. */
export const orderAllowanceCharges = pgTable(
  'order_allowance_charges',
  {
    ...tenantColumns(),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    chargeIndicator: boolean('charge_indicator').notNull(),
    reason: text('reason'),
    percent: percentageColumn('percent'),
    /** The fixed amount asked for; null with a percent. */
    fixedAmount: amountColumn('fixed_amount'),
    vatRateSymbol: text('vat_rate_symbol').$type<VatCategory>().notNull(),
    taxCategory: text('tax_category').$type<TaxCategoryCode>().notNull(),
    taxPercent: percentageColumn('tax_percent').notNull(),
    taxExemptionReason: text('tax_exemption_reason'),
    /** What documentTotals made of it: the fixed amount, or the percent of its rate's line nets. */
    amount: amountColumn('amount').notNull(),
    baseAmount: amountColumn('base_amount'),
  },
  (t) => [
    tenantReference(t, t.orderId, orders, 'cascade'),
    index('order_allowance_charges_order_idx').on(t.orderId, t.position),
  ],
);
