import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey, tenantReference, unitPriceColumn } from '../../db/columns.js';
import { units } from '../../db/schema-core.js';
import { carRegistrations } from '../cars/tables.js';
import { departments } from '../departments/tables.js';
import { files } from '../files/tables.js';
import { productGroups, variants } from '../product-groups/tables.js';
import { projects } from '../projects/tables.js';

/**
 * A product of the unit. The number is not unique by itself: only one
 * product per number may be active on a day (product_active_periods). Groups, projects,
 * departments and car registrations a product uses cannot be deleted: their foreign keys keep
 * the default NO ACTION, which refuses like RESTRICT but raises 23503 (foreign_key_violation),
 * the code deleteOrRefuseInUse turns into in_use (RESTRICT raises 23001 instead).
 */
export const products = pgTable(
  'products',
  {
    ...tenantColumns(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** A code of UNITS_OF_MEASURE (UN/ECE Rec. 20), e.g. EA. */
    unitOfMeasureCode: text('unit_of_measure_code').notNull(),
    /** A VAT category of VAT_CATEGORIES, e.g. STANDARD. */
    vatRateSymbol: text('vat_rate_symbol').notNull(),
    taxExemptionReason: text('tax_exemption_reason'),
    productGroupId: uuid('product_group_id'),
    variantId: uuid('variant_id'),
    /** The supplier: a company of the registry (units), chosen with unitSearch. */
    supplierUnitId: uuid('supplier_unit_id').references(() => units.id, { onDelete: 'set null' }),
    suppliersProductNumber: text('suppliers_product_number'),
    projectId: uuid('project_id'),
    departmentId: uuid('department_id'),
    carRegistrationId: uuid('car_registration_id'),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.productGroupId, productGroups),
    tenantReference(t, t.variantId, variants, 'set null'),
    tenantReference(t, t.projectId, projects),
    tenantReference(t, t.departmentId, departments),
    tenantReference(t, t.carRegistrationId, carRegistrations),
    index('products_unit_number_idx').on(t.unitId, t.number),
    // The list's default order (products by number), case-insensitive like every text sort.
    index('products_unit_lower_number_idx').on(t.unitId, sql`lower(${t.number})`),
    index('products_unit_name_idx').on(t.unitId, sql`lower(${t.name})`),
    index('products_product_group_idx').on(t.productGroupId),
    index('products_project_idx').on(t.projectId),
    index('products_department_idx').on(t.departmentId),
    index('products_car_registration_idx').on(t.carRegistrationId),
    index('products_variant_idx').on(t.variantId),
  ],
);

/** The price list of a product: periods (both days included) that never overlap. */
export const productPrices = pgTable(
  'product_prices',
  {
    ...tenantColumns(),
    productId: uuid('product_id').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    purchasePrice: unitPriceColumn('purchase_price').notNull(),
    salePrice: unitPriceColumn('sale_price').notNull(),
  },
  (t) => [
    tenantReference(t, t.productId, products, 'cascade'),
    index('product_prices_product_idx').on(t.productId, t.validFrom),
  ],
);

/** When a product may be sold; its periods never overlap, nor those of another product with its number. */
export const productActivePeriods = pgTable(
  'product_active_periods',
  {
    ...tenantColumns(),
    productId: uuid('product_id').notNull(),
    activeFrom: date('active_from', { mode: 'string' }).notNull(),
    activeTo: date('active_to', { mode: 'string' }),
  },
  (t) => [
    tenantReference(t, t.productId, products, 'cascade'),
    index('product_active_periods_product_idx').on(t.productId, t.activeFrom),
  ],
);

/** The product's pictures in their order (files of kind product_image). */
export const productImages = pgTable(
  'product_images',
  {
    ...tenantColumns(),
    productId: uuid('product_id').notNull(),
    fileId: uuid('file_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    tenantReference(t, t.productId, products, 'cascade'),
    tenantReference(t, t.fileId, files, 'cascade'),
    index('product_images_product_idx').on(t.productId, t.position),
    index('product_images_file_idx').on(t.fileId),
  ],
);
