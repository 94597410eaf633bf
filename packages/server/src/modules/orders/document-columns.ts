import { boolean, integer, jsonb, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TaxCategoryCode, VatCategory } from '@fjord/domain';
import { amountColumn, percentageColumn, quantityColumn, tenantReference, unitPriceColumn } from '../../db/columns.js';
import { carRegistrations } from '../cars/tables.js';
import { customers } from '../customers/tables.js';
import { departments } from '../departments/tables.js';
import { projects } from '../projects/tables.js';
import type { OrderDelivery, StoredTaxSubtotal } from './types.js';

/**
 * The column shapes an order shares with a recurring order (and later an invoice): what the
 * document says, its amounts, its lines and its allowances. One shape, so a recurring order's
 * content becomes an order's without conversion.
 */

/** The customer, delivery and the order's own texts and dimensions. */
export const orderContentColumns = () => ({
  customerId: uuid('customer_id').notNull(),
  delivery: jsonb('delivery').$type<OrderDelivery>().notNull(),
  currencyCode: text('currency_code').notNull(),
  reference: text('reference').notNull(),
  note: text('note'),
  projectId: uuid('project_id'),
  departmentId: uuid('department_id'),
  carRegistrationId: uuid('car_registration_id'),
  isExport: boolean('is_export').notNull().default(false),
});

type ContentTable = { unitId: AnyPgColumn } & Record<
  'customerId' | 'projectId' | 'departmentId' | 'carRegistrationId',
  AnyPgColumn
>;

/** The content's references to the unit's customer, project, department and car (each with the unit). */
export const orderContentReferences = (t: ContentTable) => [
  tenantReference(t, t.customerId, customers),
  tenantReference(t, t.projectId, projects),
  tenantReference(t, t.departmentId, departments),
  tenantReference(t, t.carRegistrationId, carRegistrations),
];

/** The amounts `documentTotals` of @fjord/domain computed when the document was saved, never computed here. */
export const documentTotalColumns = () => ({
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
});

/** A line: a product's or free text, with at most one allowance or charge of its own (without its parent column). */
export const documentLineColumns = () => ({
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
  /** The rate of the VAT category in force on the document's date. */
  taxPercent: percentageColumn('tax_percent').notNull(),
  taxExemptionReason: text('tax_exemption_reason'),
  /** The line's allowance (false) or charge (true), a percent or an amount; null: none. */
  allowanceChargeIndicator: boolean('allowance_charge_indicator'),
  allowanceChargePercent: percentageColumn('allowance_charge_percent'),
  allowanceChargeAmount: amountColumn('allowance_charge_amount'),
  lineExtensionAmount: amountColumn('line_extension_amount').notNull(),
});

/** An allowance or charge on the whole document, of one VAT category and rate (without its parent column). */
export const documentAllowanceChargeColumns = () => ({
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
});
