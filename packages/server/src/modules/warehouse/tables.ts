import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  quantityColumn,
  tenantColumns,
  tenantKey,
  tenantReference,
  unitIdColumn,
  unitPriceColumn,
} from '../../db/columns.js';
import { units } from '../../db/schema-core.js';
import { products } from '../products/tables.js';

/**
 * A stock patch: goods received, shrinkage, returns (normal lines, quantities are changes), or a
 * full count of a supplier's products (`checkpoint`, quantities are what was counted). Its moment
 * is (date, created_at): two patches of one day order by when they were saved.
 */
export const warehousePatches = pgTable(
  'warehouse_patches',
  {
    ...tenantColumns(),
    date: date('date', { mode: 'string' }).notNull(),
    comment: text('comment'),
    /** A company of the registry; the products of every line have it as their supplier. */
    supplierUnitId: uuid('supplier_unit_id')
      .notNull()
      .references(() => units.id),
    checkpoint: boolean('checkpoint').notNull().default(false),
  },
  (t) => [
    tenantKey(t),
    // Spec 001 §5.4: at most one full count per supplier and day (answered as one_checkpoint_per_day).
    uniqueIndex('warehouse_patches_one_checkpoint_per_day')
      .on(t.unitId, t.supplierUnitId, t.date)
      .where(sql`${t.checkpoint}`),
    index('warehouse_patches_unit_date_idx').on(t.unitId, sql`${t.date} desc`),
  ],
);

/**
 * A line of a patch. The patch's supplier, date, checkpoint flag and created_at (`moment_at`) are
 * copied onto it (kept in sync when the patch changes), so the movements of one (product,
 * supplier) are one index range in their order, without joining the patches.
 */
export const warehousePatchLines = pgTable(
  'warehouse_patch_lines',
  {
    ...tenantColumns(),
    patchId: uuid('patch_id').notNull(),
    position: integer('position').notNull(),
    productId: uuid('product_id').notNull(),
    purchasePrice: unitPriceColumn('purchase_price').notNull(),
    /** A checkpoint's line: the counted quantity (≥ 0); a normal line: the change. */
    quantity: quantityColumn('quantity').notNull(),
    supplierUnitId: uuid('supplier_unit_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    checkpoint: boolean('checkpoint').notNull(),
    momentAt: timestamp('moment_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    tenantReference(t, t.patchId, warehousePatches, 'cascade'),
    tenantReference(t, t.productId, products),
    index('warehouse_patch_lines_patch_idx').on(t.patchId, t.position),
    index('warehouse_patch_lines_movement_idx').on(t.unitId, t.productId, t.supplierUnitId, t.date, t.momentAt),
  ],
);

/**
 * The stock of each (product, supplier) that has a count: the last count, the sums of the patch
 * lines after it and the quantity sold since. Derived, never edited: recomputed in the transaction
 * of whatever moves it — a patch write (recomputeStock), an order's lock or cancel, a credit note,
 * a product's change of supplier (refreshSold) — so a page of the warehouse reads rows, not sales.
 */
export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    unitId: unitIdColumn(),
    productId: uuid('product_id').notNull(),
    supplierUnitId: uuid('supplier_unit_id')
      .notNull()
      .references(() => units.id),
    countDate: date('count_date', { mode: 'string' }).notNull(),
    countAt: timestamp('count_at', { withTimezone: true }).notNull(),
    countedQuantity: quantityColumn('counted_quantity').notNull(),
    countPrice: unitPriceColumn('count_price').notNull(),
    /** Σ quantity of the patch lines after the count. */
    patchedQuantity: numeric('patched_quantity').notNull(),
    /** Σ quantity and Σ quantity × price of the positive patch lines after the count (the average's parts). */
    receivedQuantity: numeric('received_quantity').notNull(),
    receivedValue: numeric('received_value').notNull(),
    /** Σ quantity of the lines of orders locked since the count, while the product has this supplier. */
    soldQuantity: numeric('sold_quantity').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.productId, t.supplierUnitId] }),
    tenantReference(t, t.productId, products, 'cascade'),
    index('warehouse_stock_supplier_idx').on(t.unitId, t.supplierUnitId),
  ],
);
