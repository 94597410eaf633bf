import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  duplicateVariantNames,
  fieldProblems,
  VARIANT_HOLDER_RULES,
  VARIANT_RULES,
  type FieldProblem,
  type VariantHolderValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { containsText, lowerOf, ordered, selectPage } from '../../db/list.js';
import { findOwn, isUuid } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import {
  detachProductsFromVariants,
  productsOfVariants,
  setProductsOfVariant,
  type VariantProduct,
} from './product-links.js';
import { loadGroupTree, parentProblems, type ProductGroupView } from './service.js';
import { variantHolders, variants } from './tables.js';

export const VARIANT_HOLDER_MODEL = 'variantHolder';
export const VARIANT_MODEL = 'variant';

export type VariantHolderRow = typeof variantHolders.$inferSelect;
export type VariantRow = typeof variants.$inferSelect;
export type VariantView = VariantRow & { products: VariantProduct[] };
export type VariantHolderView = VariantHolderRow & { variants: VariantView[]; parentGroup: ProductGroupView | null };

export type VariantHolderInput = {
  name: string;
  attributeName: string;
  description?: string | null;
  parentGroupId?: string | null;
  variants?: readonly { id?: string | null; name: string }[] | null;
};
export const VARIANT_HOLDER_ORDER_BY = ['name', 'attribute_name'] as const;
export type VariantHolderOrderBy = (typeof VARIANT_HOLDER_ORDER_BY)[number];
export type VariantHolderFilters = { name?: string | null; parentGroupId?: string | null };

function clean(input: VariantHolderInput): VariantHolderValues {
  return {
    name: input.name.trim(),
    attributeName: input.attributeName.trim(),
    description: input.description?.trim() || null,
    parentGroupId: input.parentGroupId || null,
    variants: (input.variants ?? []).map((variant) => ({ id: variant.id || null, name: variant.name.trim() })),
  };
}

const orderColumns: Record<VariantHolderOrderBy, SQL | AnyPgColumn> = {
  name: lowerOf(variantHolders.name),
  attribute_name: lowerOf(variantHolders.attributeName),
};

/** The holders with their parent group, their variants in the user's order and each variant's products. */
async function withVariants(tx: Tx, holders: readonly VariantHolderRow[]): Promise<VariantHolderView[]> {
  if (holders.length === 0) return [];
  const rows = await tx
    .select()
    .from(variants)
    .where(
      inArray(
        variants.variantHolderId,
        holders.map((holder) => holder.id),
      ),
    )
    .orderBy(asc(variants.position), asc(variants.id));
  const products = await productsOfVariants(
    tx,
    rows.map((row) => row.id),
  );
  const tree = await loadGroupTree(tx);
  return holders.map((holder) => ({
    ...holder,
    parentGroup: tree.viewOf(holder.parentGroupId),
    variants: rows
      .filter((row) => row.variantHolderId === holder.id)
      .map((row) => ({ ...row, products: products.get(row.id) ?? [] })),
  }));
}

async function viewOf(tx: Tx, id: string): Promise<VariantHolderView> {
  const holder = await findOwn(tx, variantHolders, id, VARIANT_HOLDER_MODEL);
  return (await withVariants(tx, [holder]))[0]!;
}

/**
 * Everything wrong with a holder's values at once: its own fields, its parent group, and each
 * variant row by index (`variants.<index>.name` blank, too_long or taken for a name used twice;
 * `variants.<index>.id` invalid for an id that is not one of this holder's variants).
 */
async function problemsOf(tx: Tx, values: VariantHolderValues, ownVariantIds: ReadonlySet<string>) {
  const tree = await loadGroupTree(tx);
  const problems: FieldProblem[] = [
    ...fieldProblems(values, VARIANT_HOLDER_RULES),
    ...parentProblems(tree, values.parentGroupId),
  ];
  const duplicates = new Set(duplicateVariantNames(values.variants));
  const seenIds = new Set<string>();
  values.variants.forEach((variant, index) => {
    for (const problem of fieldProblems(variant, VARIANT_RULES))
      problems.push({ ...problem, attribute: `variants.${index}.${problem.attribute}` });
    if (duplicates.has(index)) problems.push({ attribute: `variants.${index}.name`, type: 'taken' });
    if (variant.id && (!ownVariantIds.has(variant.id) || seenIds.has(variant.id)))
      problems.push({ attribute: `variants.${index}.id`, type: 'invalid' });
    if (variant.id) seenIds.add(variant.id);
  });
  return problems;
}

/**
 * Variant holders and their variants: "Ullgenser" by "Størrelse" with S, M, L, XL.
 * The variants are saved with the holder as one list: rows with an id are renamed and reordered,
 * rows without are added, and variants left out are removed — their products keep existing, with
 * no variant.
 */
export const variantHolderService = {
  async list(
    tx: Tx,
    request: ListRequest<VariantHolderOrderBy, VariantHolderFilters>,
  ): Promise<Page<VariantHolderView>> {
    const parent = request.filters.parentGroupId;
    const page = await selectPage(tx, variantHolders, {
      where: and(
        containsText(variantHolders.name, request.filters.name),
        parent ? (isUuid(parent) ? eq(variantHolders.parentGroupId, parent) : sql`false`) : undefined,
      ),
      orderBy: [ordered(request.orderDirection, orderColumns[request.orderBy])],
      window: request,
    });
    return { items: await withVariants(tx, page.items), totalCount: page.totalCount };
  },

  find: viewOf,

  async create(tx: Tx, actor: Actor, input: VariantHolderInput): Promise<VariantHolderView> {
    const values = clean(input);
    refuseInvalid(VARIANT_HOLDER_MODEL, await problemsOf(tx, values, new Set()));
    const { variants: rows, ...holder } = values;
    const by = { unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId };
    const [created] = await tx
      .insert(variantHolders)
      .values({ ...holder, ...by })
      .returning();
    if (rows.length > 0)
      await tx
        .insert(variants)
        .values(rows.map((row, position) => ({ variantHolderId: created!.id, name: row.name, position, ...by })));
    await recordAudit(tx, actor, 'create', VARIANT_HOLDER_MODEL, created!.id, {
      name: values.name,
      variants: rows.map((row) => row.name),
    });
    return viewOf(tx, created!.id);
  },

  async update(tx: Tx, actor: Actor, id: string, input: VariantHolderInput): Promise<VariantHolderView> {
    await findOwn(tx, variantHolders, id, VARIANT_HOLDER_MODEL);
    const existing = await tx.select().from(variants).where(eq(variants.variantHolderId, id));
    const values = clean(input);
    refuseInvalid(VARIANT_HOLDER_MODEL, await problemsOf(tx, values, new Set(existing.map((row) => row.id))));
    const { variants: rows, ...holder } = values;

    await tx
      .update(variantHolders)
      .set({ ...holder, updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(variantHolders.id, id));
    const kept = new Set(rows.map((row) => row.id).filter(Boolean));
    const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (removed.length > 0) {
      await detachProductsFromVariants(tx, actor, removed);
      await tx.delete(variants).where(inArray(variants.id, removed));
    }
    for (const [position, row] of rows.entries()) {
      if (row.id)
        await tx
          .update(variants)
          .set({ name: row.name, position, updatedById: actor.userId, updatedAt: actor.at })
          .where(eq(variants.id, row.id));
      else
        await tx.insert(variants).values({
          variantHolderId: id,
          name: row.name,
          position,
          unitId: actor.unitId,
          createdById: actor.userId,
          updatedById: actor.userId,
        });
    }
    await recordAudit(tx, actor, 'update', VARIANT_HOLDER_MODEL, id, {
      name: values.name,
      variants: rows.map((row) => row.name),
      removedVariantIds: removed,
    });
    return viewOf(tx, id);
  },

  /** Deletes the holder and its variants; their products stay, with no variant. */
  async remove(tx: Tx, actor: Actor, id: string): Promise<VariantHolderView> {
    const existing = await viewOf(tx, id);
    await detachProductsFromVariants(
      tx,
      actor,
      existing.variants.map((variant) => variant.id),
    );
    await tx.delete(variantHolders).where(eq(variantHolders.id, id));
    await recordAudit(tx, actor, 'delete', VARIANT_HOLDER_MODEL, id, { name: existing.name });
    return existing;
  },

  /**
   * Makes these products the variant's, exactly: products left out lose the variant. A product is
   * in at most one variant, so one taken from a sibling variant of the same holder moves here; one
   * in a variant of another holder is refused (products taken), as is an id that is not a product
   * of this unit (products invalid). Nothing changes when refused.
   */
  async setProducts(tx: Tx, actor: Actor, variantId: string, productIds: readonly string[]): Promise<VariantView> {
    const variant = await findOwn(tx, variants, variantId, VARIANT_MODEL);
    const siblings = await tx
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.variantHolderId, variant.variantHolderId));
    const outcome = await setProductsOfVariant(tx, actor, {
      variantId,
      productIds: [...new Set(productIds)],
      siblingVariantIds: new Set(siblings.map((row) => row.id)),
    });
    refuseInvalid(VARIANT_MODEL, outcome.problems);
    await recordAudit(tx, actor, 'setProducts', VARIANT_MODEL, variantId, {
      name: variant.name,
      productIds: [...new Set(productIds)],
    });
    const products = await productsOfVariants(tx, [variantId]);
    return { ...variant, products: products.get(variantId) ?? [] };
  },
};
