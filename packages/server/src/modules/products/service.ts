import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import { containsText, lowerOf, ordered, selectPage } from '../../db/list.js';
import { deleteOrRefuseInUse, findOwn, isUuid } from '../../db/records.js';
import { type Actor, recordAudit } from '../../db/audit.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { productGroups } from '../product-groups/tables.js';
import {
  check,
  clean,
  columnsOf,
  PRODUCT_MODEL,
  type CleanProduct,
  type ProductInput,
  type ProductRow,
} from './checks.js';
import { productParts, type ProductParts } from './relations.js';
import { productActivePeriods, productImages, productPrices, products } from './tables.js';
import { refreshSoldOfProducts } from '../warehouse/stock.js';

export { PRODUCT_MODEL, type ProductInput, type ProductRow };
export type { ProductPriceInput, ProductActivePeriodInput } from './checks.js';
export type { ProductPriceRow, ProductActivePeriodRow } from './relations.js';

/**
 * A product as the services answer it: the row. What it refers to is read by the relation
 * resolvers through the request's loaders (relations.ts); a deleted product carries its own lists,
 * read before they went with it.
 */
export type ProductView = ProductRow & Partial<ProductParts>;

export const PRODUCT_ORDER_BY = ['number', 'name', 'sale_price'] as const;
export type ProductOrderBy = (typeof PRODUCT_ORDER_BY)[number];
export type ProductFilters = {
  number?: string | null;
  name?: string | null;
  /** Part of the number or of the name: what a user types into a product picker. */
  search?: string | null;
  productGroupId?: string | null;
  /** Active today (a period holds today's Oslo date), or not. */
  active?: boolean | null;
};

/** Writes the price list, the active periods and the images anew (they are replaced as a whole). */
async function writeParts(tx: Tx, actor: Actor, productId: string, values: CleanProduct): Promise<void> {
  const by = { unitId: actor.unitId, productId, createdById: actor.userId, updatedById: actor.userId };
  await tx.delete(productPrices).where(eq(productPrices.productId, productId));
  await tx.delete(productActivePeriods).where(eq(productActivePeriods.productId, productId));
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (values.prices.length > 0)
    await tx.insert(productPrices).values(
      values.prices.map((price) => ({
        ...by,
        validFrom: price.validFrom!,
        validTo: price.validTo,
        purchasePrice: price.purchasePrice!,
        salePrice: price.salePrice!,
      })),
    );
  if (values.activePeriods.length > 0)
    await tx
      .insert(productActivePeriods)
      .values(
        values.activePeriods.map((period) => ({ ...by, activeFrom: period.activeFrom!, activeTo: period.activeTo })),
      );
  const imageIds = [...new Set(values.imageIds)];
  if (imageIds.length > 0)
    await tx.insert(productImages).values(imageIds.map((fileId, position) => ({ ...by, fileId, position })));
}

/** The price row in force today, as SQL (for sorting by the current sale price). */
const currentSalePrice = (today: string): SQL =>
  sql`(select ${productPrices.salePrice} from ${productPrices}
        where ${productPrices.productId} = ${products.id}
          and ${productPrices.validFrom} <= ${today}
          and (${productPrices.validTo} is null or ${productPrices.validTo} >= ${today})
        limit 1)`;

const activeOn = (today: string): SQL =>
  sql`exists (select 1 from ${productActivePeriods}
        where ${productActivePeriods.productId} = ${products.id}
          and ${productActivePeriods.activeFrom} <= ${today}
          and (${productActivePeriods.activeTo} is null or ${productActivePeriods.activeTo} >= ${today}))`;

/** The group and every group below it, so choosing "Kjøkken" also lists the products of "Kjøkken / Gryter". */
function inGroupTree(groupId: string | null | undefined): SQL | undefined {
  const id = groupId?.trim();
  if (!id) return undefined;
  if (!isUuid(id)) return sql`false`;
  return sql`${products.productGroupId} in (
    with recursive tree(id) as (
      select ${productGroups.id} from ${productGroups} where ${productGroups.id} = ${id}
      union all
      select child.id from product_groups child join tree on child.parent_group_id = tree.id
    ) select id from tree)`;
}

export const productService = {
  /** `today`: the Oslo day the active filter and the current-price sort go by. */
  async list(tx: Tx, today: string, request: ListRequest<ProductOrderBy, ProductFilters>): Promise<Page<ProductRow>> {
    const { filters } = request;
    const active = filters.active == null ? undefined : filters.active ? activeOn(today) : sql`not ${activeOn(today)}`;
    const orderColumns: Record<ProductOrderBy, SQL> = {
      number: lowerOf(products.number),
      name: lowerOf(products.name),
      sale_price: currentSalePrice(today),
    };
    return selectPage(tx, products, {
      where: and(
        containsText(products.number, filters.number),
        containsText(products.name, filters.name),
        or(containsText(products.number, filters.search), containsText(products.name, filters.search)),
        inGroupTree(filters.productGroupId),
        active,
      ),
      orderBy: [ordered(request.orderDirection, orderColumns[request.orderBy])],
      window: request,
    });
  },

  find(tx: Tx, id: string): Promise<ProductRow> {
    return findOwn(tx, products, id, PRODUCT_MODEL);
  },

  async create(tx: Tx, actor: Actor, input: ProductInput): Promise<ProductRow> {
    const values = clean(input);
    await check(tx, actor, values);
    const [created] = await tx
      .insert(products)
      .values({ ...columnsOf(values), unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId })
      .returning();
    await writeParts(tx, actor, created!.id, values);
    await recordAudit(tx, actor, 'create', PRODUCT_MODEL, created!.id, { number: values.number, name: values.name });
    return created!;
  },

  /** Updates the product; its prices, active periods and images are replaced by the input's. */
  async update(tx: Tx, actor: Actor, id: string, input: ProductInput): Promise<ProductRow> {
    const existing = await findOwn(tx, products, id, PRODUCT_MODEL);
    const values = clean(input);
    await check(tx, actor, values, existing);
    const [updated] = await tx
      .update(products)
      .set({ ...columnsOf(values), updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(products.id, id))
      .returning();
    await writeParts(tx, actor, id, values);
    // A product sells from the supplier it has now: a new supplier moves its sales between stock rows.
    if (updated!.supplierUnitId !== existing.supplierUnitId) await refreshSoldOfProducts(tx, actor.unitId, [id]);
    await recordAudit(tx, actor, 'update', PRODUCT_MODEL, id, { number: values.number, name: values.name });
    return updated!;
  },

  /** Deletes the product with its prices, periods and images; one still in use is refused (in_use). */
  async remove(tx: Tx, actor: Actor, id: string): Promise<ProductView> {
    const existing = await findOwn(tx, products, id, PRODUCT_MODEL);
    const parts = await productParts(tx, actor.unitId, id);
    await deleteOrRefuseInUse(PRODUCT_MODEL, () => tx.delete(products).where(eq(products.id, id)));
    await recordAudit(tx, actor, 'delete', PRODUCT_MODEL, id, { number: existing.number, name: existing.name });
    return { ...existing, ...parts };
  },
};
