import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey, tenantReference } from '../../db/columns.js';

/**
 * Product groups form a tree; a parent that would make a cycle is refused. References
 * to a group use NO ACTION rather than RESTRICT: both refuse deleting a group still referred to, but
 * NO ACTION answers SQLSTATE 23503, which deleteOrRefuseInUse turns into in_use (RESTRICT says 23001).
 */
export const productGroups = pgTable(
  'product_groups',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    parentGroupId: uuid('parent_group_id'),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.parentGroupId, t),
    index('product_groups_unit_name_idx').on(t.unitId, sql`lower(${t.name})`),
    index('product_groups_parent_idx').on(t.parentGroupId),
  ],
);

/** A variant holder groups variants of one kind of product, e.g. "T-skjorte" by the attribute "Størrelse". */
export const variantHolders = pgTable(
  'variant_holders',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    attributeName: text('attribute_name').notNull(),
    description: text('description'),
    parentGroupId: uuid('parent_group_id'),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.parentGroupId, productGroups),
    index('variant_holders_unit_name_idx').on(t.unitId, sql`lower(${t.name})`),
  ],
);

/**
 * One value of the holder's attribute, e.g. "M"; products point at their variant (products.variant_id).
 * `position` keeps the order the user gave (S, M, L, XL), which sorting by name would lose.
 */
export const variants = pgTable(
  'variants',
  {
    ...tenantColumns(),
    variantHolderId: uuid('variant_holder_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.variantHolderId, variantHolders, 'cascade'),
    index('variants_holder_idx').on(t.variantHolderId, t.position),
  ],
);
