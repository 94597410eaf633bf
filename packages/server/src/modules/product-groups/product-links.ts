import { and, asc, count, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { FieldProblem } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { isUuid } from '../../db/records.js';
import { type Actor } from '../../db/audit.js';
import { products } from '../products/tables.js';

/**
 * What this module reads and writes of the products table (owned by the products module): how
 * many products each group holds, the products of each variant, and products.variant_id. Kept in
 * one file so the link between the modules is easy to see.
 */
export type VariantProduct = { id: string; number: string; name: string };

/** Products directly in each group (not counting subgroups), by group id. */
export async function productCountsByGroup(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .select({ groupId: products.productGroupId, n: count() })
    .from(products)
    .where(isNotNull(products.productGroupId))
    .groupBy(products.productGroupId);
  return new Map(rows.map((row) => [row.groupId!, Number(row.n)]));
}

/** The products of each variant, by number. */
export async function productsOfVariants(
  tx: Tx,
  variantIds: readonly string[],
): Promise<Map<string, VariantProduct[]>> {
  const result = new Map<string, VariantProduct[]>();
  if (variantIds.length === 0) return result;
  const rows = await tx
    .select({ id: products.id, number: products.number, name: products.name, variantId: products.variantId })
    .from(products)
    .where(inArray(products.variantId, [...variantIds]))
    .orderBy(asc(products.number), asc(products.id));
  for (const { variantId, ...product } of rows) {
    const list = result.get(variantId!);
    if (list) list.push(product);
    else result.set(variantId!, [product]);
  }
  return result;
}

/** Before variants are removed: their products stay, without a variant. */
export async function detachProductsFromVariants(tx: Tx, actor: Actor, variantIds: readonly string[]): Promise<void> {
  if (variantIds.length === 0) return;
  await tx
    .update(products)
    .set({ variantId: null, updatedById: actor.userId, updatedAt: actor.at })
    .where(inArray(products.variantId, [...variantIds]));
}

/**
 * Gives the variant exactly these products, or answers why not and changes nothing: an id that is
 * not a product of this unit (products invalid), a product in a variant of another holder (products
 * taken, params.number). A product in a sibling variant of the same holder moves to this one.
 */
export async function setProductsOfVariant(
  tx: Tx,
  actor: Actor,
  request: { variantId: string; productIds: readonly string[]; siblingVariantIds: ReadonlySet<string> },
): Promise<{ problems: FieldProblem[] }> {
  const { variantId, productIds, siblingVariantIds } = request;
  const wellFormed = productIds.filter(isUuid);
  const found =
    wellFormed.length === 0
      ? []
      : await tx
          .select({ id: products.id, number: products.number, variantId: products.variantId })
          .from(products)
          .where(inArray(products.id, wellFormed))
          .for('update');
  const problems: FieldProblem[] = [];
  if (found.length !== productIds.length) problems.push({ attribute: 'products', type: 'invalid' });
  for (const product of found)
    if (product.variantId && !siblingVariantIds.has(product.variantId))
      problems.push({ attribute: 'products', type: 'taken', params: { number: product.number } });
  if (problems.length > 0) return { problems };

  const changed = { updatedById: actor.userId, updatedAt: actor.at };
  await tx
    .update(products)
    .set({ variantId: null, ...changed })
    .where(
      and(
        eq(products.variantId, variantId),
        productIds.length > 0 ? notInArray(products.id, [...productIds]) : undefined,
      ),
    );
  if (productIds.length > 0)
    await tx
      .update(products)
      .set({ variantId, ...changed })
      .where(inArray(products.id, [...productIds]));
  return { problems: [] };
}
