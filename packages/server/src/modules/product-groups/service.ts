import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  cyclicMoves,
  fieldProblems,
  pathOf,
  PRODUCT_GROUP_RULES,
  wouldCreateCycle,
  type FieldProblem,
  type ProductGroupValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { containsText, lowerOf, ordered, selectPage } from '../../db/list.js';
import { deleteOrRefuseInUse, findOwn, isUuid } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { notFound, refuseInvalid } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { productCountsByGroup } from './product-links.js';
import { productGroups } from './tables.js';

export const PRODUCT_GROUP_MODEL = 'productGroup';
/** How the list shows a group's place in the tree: "Friluft / Telt". */
export const PATH_SEPARATOR = ' / ';

export type ProductGroupRow = typeof productGroups.$inferSelect;
export type ProductGroupInput = { name: string; description?: string | null; parentGroupId?: string | null };
export type ProductGroupMove = { id: string; parentGroupId?: string | null };
export const PRODUCT_GROUP_ORDER_BY = ['name', 'description'] as const;
export type ProductGroupOrderBy = (typeof PRODUCT_GROUP_ORDER_BY)[number];
export type ProductGroupFilters = { name?: string | null; parentGroupId?: string | null };

/** A group as the API answers it: its row and what the whole tree tells about it. */
export type ProductGroupView = ProductGroupRow & {
  path: string;
  childCount: number;
  productCount: number;
  tree: GroupTree;
};

/**
 * Every group of the unit at once (a company has tens or hundreds, not millions): the paths, the
 * child counts and the cycle checks all need the whole tree, so one query answers them all.
 */
export class GroupTree {
  private readonly byId: Map<string, ProductGroupRow>;
  private readonly nodes: { id: string; parentId: string | null; name: string }[];
  private readonly children = new Map<string, number>();

  constructor(
    readonly rows: readonly ProductGroupRow[],
    private readonly productCounts: ReadonlyMap<string, number>,
  ) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
    this.nodes = rows.map((row) => ({ id: row.id, parentId: row.parentGroupId, name: row.name }));
    for (const row of rows)
      if (row.parentGroupId) this.children.set(row.parentGroupId, (this.children.get(row.parentGroupId) ?? 0) + 1);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  get treeNodes() {
    return this.nodes;
  }

  view(row: ProductGroupRow): ProductGroupView {
    const current = this.byId.get(row.id) ?? row;
    return {
      ...current,
      path: pathOf(this.nodes, row.id).join(PATH_SEPARATOR) || row.name,
      childCount: this.children.get(row.id) ?? 0,
      productCount: this.productCounts.get(row.id) ?? 0,
      tree: this,
    };
  }

  viewOf(id: string | null): ProductGroupView | null {
    const row = id ? this.byId.get(id) : undefined;
    return row ? this.view(row) : null;
  }
}

/**
 * Loads the unit's tree. `lock` takes a row lock on every group first, so two people reorganising
 * at the same time cannot each make half of a loop that neither transaction sees (PostgreSQL; PGlite
 * runs one transaction at a time anyway).
 */
export async function loadGroupTree(tx: Tx, options: { lock?: boolean } = {}): Promise<GroupTree> {
  const query = tx.select().from(productGroups);
  const rows = options.lock ? await query.for('update') : await query;
  return new GroupTree(rows, await productCountsByGroup(tx));
}

function clean(input: ProductGroupInput): ProductGroupValues {
  return {
    name: input.name.trim(),
    description: input.description?.trim() || null,
    parentGroupId: input.parentGroupId || null,
  };
}

/** A chosen parent must be a group of this unit; another unit's id is refused like a made-up one. */
export function parentProblems(tree: GroupTree, parentGroupId: string | null): FieldProblem[] {
  if (parentGroupId === null) return [];
  return isUuid(parentGroupId) && tree.has(parentGroupId) ? [] : [{ attribute: 'parentGroupId', type: 'invalid' }];
}

const orderColumns: Record<ProductGroupOrderBy, SQL | AnyPgColumn> = {
  name: lowerOf(productGroups.name),
  description: lowerOf(productGroups.description),
};

/** Product groups: a tree by parent group, reorganised one at a time or many at once. */
export const productGroupService = {
  async list(tx: Tx, request: ListRequest<ProductGroupOrderBy, ProductGroupFilters>): Promise<Page<ProductGroupView>> {
    const parent = request.filters.parentGroupId;
    const page = await selectPage(tx, productGroups, {
      where: and(
        containsText(productGroups.name, request.filters.name),
        // A malformed id matches nothing rather than reaching SQL as a uuid.
        parent ? (isUuid(parent) ? eq(productGroups.parentGroupId, parent) : sql`false`) : undefined,
      ),
      orderBy: [ordered(request.orderDirection, orderColumns[request.orderBy])],
      window: request,
    });
    const tree = await loadGroupTree(tx);
    return { items: page.items.map((row) => tree.view(row)), totalCount: page.totalCount };
  },

  async find(tx: Tx, id: string): Promise<ProductGroupView> {
    const row = await findOwn(tx, productGroups, id, PRODUCT_GROUP_MODEL);
    return (await loadGroupTree(tx)).view(row);
  },

  async create(tx: Tx, actor: Actor, input: ProductGroupInput): Promise<ProductGroupView> {
    const values = clean(input);
    const tree = await loadGroupTree(tx);
    refuseInvalid(PRODUCT_GROUP_MODEL, [
      ...fieldProblems(values, PRODUCT_GROUP_RULES),
      ...parentProblems(tree, values.parentGroupId),
    ]);
    const [created] = await tx
      .insert(productGroups)
      .values({ ...values, unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId })
      .returning();
    await recordAudit(tx, actor, 'create', PRODUCT_GROUP_MODEL, created!.id, {
      name: values.name,
      parentGroupId: values.parentGroupId,
    });
    return (await loadGroupTree(tx)).view(created!);
  },

  async update(tx: Tx, actor: Actor, id: string, input: ProductGroupInput): Promise<ProductGroupView> {
    await findOwn(tx, productGroups, id, PRODUCT_GROUP_MODEL);
    const values = clean(input);
    const tree = await loadGroupTree(tx, { lock: true });
    const parent = parentProblems(tree, values.parentGroupId);
    refuseInvalid(PRODUCT_GROUP_MODEL, [
      ...fieldProblems(values, PRODUCT_GROUP_RULES),
      ...parent,
      ...(parent.length === 0 && wouldCreateCycle(tree.treeNodes, id, values.parentGroupId)
        ? [{ attribute: 'parentGroupId', type: 'cyclical_group' }]
        : []),
    ]);
    const [updated] = await tx
      .update(productGroups)
      .set({ ...values, updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(productGroups.id, id))
      .returning();
    await recordAudit(tx, actor, 'update', PRODUCT_GROUP_MODEL, id, {
      name: values.name,
      parentGroupId: values.parentGroupId,
    });
    return (await loadGroupTree(tx)).view(updated!);
  },

  /**
   * Gives several groups new parents at once (the list-edit page). The moves are checked together
   * against the tree as it will be once all are made: each one that would sit in a loop is refused
   * (parentGroupId cyclical_group, with the group's id in params), as is a parent that is not a group
   * of this unit (invalid); one refusal saves nothing. A group of another unit answers NOT_FOUND.
   */
  async move(tx: Tx, actor: Actor, moves: readonly ProductGroupMove[]): Promise<ProductGroupView[]> {
    if (moves.length === 0) return [];
    for (const move of moves) if (!isUuid(move.id)) throw notFound(PRODUCT_GROUP_MODEL);
    const tree = await loadGroupTree(tx, { lock: true });
    const normalized = moves.map((move) => ({ id: move.id, parentId: move.parentGroupId || null }));
    if (normalized.some((move) => !tree.has(move.id))) throw notFound(PRODUCT_GROUP_MODEL);

    const problems: FieldProblem[] = [];
    const seen = new Set<string>();
    for (const move of normalized) {
      const params = { id: move.id };
      if (seen.has(move.id)) problems.push({ attribute: 'id', type: 'invalid', params });
      seen.add(move.id);
      for (const problem of parentProblems(tree, move.parentId)) problems.push({ ...problem, params });
    }
    for (const id of cyclicMoves(tree.treeNodes, normalized))
      problems.push({ attribute: 'parentGroupId', type: 'cyclical_group', params: { id } });
    refuseInvalid(PRODUCT_GROUP_MODEL, problems);

    for (const move of normalized) {
      const before = tree.viewOf(move.id)!;
      if (before.parentGroupId === move.parentId) continue;
      await tx
        .update(productGroups)
        .set({ parentGroupId: move.parentId, updatedById: actor.userId, updatedAt: actor.at })
        .where(eq(productGroups.id, move.id));
      await recordAudit(tx, actor, 'move', PRODUCT_GROUP_MODEL, move.id, {
        name: before.name,
        fromParentGroupId: before.parentGroupId,
        toParentGroupId: move.parentId,
      });
    }
    const after = await loadGroupTree(tx);
    return normalized.map((move) => after.viewOf(move.id)!);
  },

  /** Refused (in_use) while products, child groups or variant holders point at the group. */
  async remove(tx: Tx, actor: Actor, id: string): Promise<ProductGroupView> {
    const existing = (await loadGroupTree(tx)).view(await findOwn(tx, productGroups, id, PRODUCT_GROUP_MODEL));
    await deleteOrRefuseInUse(PRODUCT_GROUP_MODEL, () => tx.delete(productGroups).where(eq(productGroups.id, id)));
    await recordAudit(tx, actor, 'delete', PRODUCT_GROUP_MODEL, id, { name: existing.name });
    return existing;
  },
};
