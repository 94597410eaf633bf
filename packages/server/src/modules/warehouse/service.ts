import { and, asc, eq, exists, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { WAREHOUSE_REFUSALS } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { ordered, selectPage } from '../../db/list.js';
import { findOwn, isUuid, orUniqueRefusal } from '../../db/records.js';
import { validationError } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import {
  check,
  lineAttribute,
  plan,
  remaining,
  WAREHOUSE_PATCH_MODEL,
  type PlannedLine,
  type PlannedPatch,
  type WarehousePatchInput,
  type WarehousePatchLineRow,
  type WarehousePatchRow,
} from './checks.js';
import {
  expectedCount,
  pairsWithoutFirstCount,
  recomputeStock,
  stockHistoryOf,
  stockRows,
  type StockFigureRow,
  type StockPair,
} from './stock.js';
import { warehousePatches, warehousePatchLines } from './tables.js';

export { WAREHOUSE_PATCH_MODEL, type WarehousePatchInput, type WarehousePatchRow, type WarehousePatchLineRow };

export const WAREHOUSE_PATCH_ORDER_BY = ['date', 'created_at'] as const;
export type WarehousePatchOrderBy = (typeof WAREHOUSE_PATCH_ORDER_BY)[number];
export type WarehousePatchFilters = {
  dateFrom?: string | null;
  dateTo?: string | null;
  productId?: string | null;
  supplierUnitId?: string | null;
  checkpoint?: boolean | null;
};

export const WAREHOUSE_STOCK_ORDER_BY = ['product_number', 'product_name', 'supplier_name'] as const;
export type WarehouseStockOrderBy = (typeof WAREHOUSE_STOCK_ORDER_BY)[number];
export type WarehouseStockFilters = {
  productId?: string | null;
  supplierUnitId?: string | null;
  term?: string | null;
  inStock?: boolean | null;
};

const linesOfPatch = (tx: Tx, patchId: string) =>
  tx
    .select()
    .from(warehousePatchLines)
    .where(eq(warehousePatchLines.patchId, patchId))
    .orderBy(asc(warehousePatchLines.position));

/** The lines as the save leaves them: deleted, changed (with the patch's copies) and added. */
async function writeLines(tx: Tx, actor: Actor, patch: WarehousePatchRow, planned: PlannedPatch): Promise<void> {
  const gone = planned.lines.filter((line) => line.destroy && line.existing).map((line) => line.existing!.id);
  if (gone.length > 0) await tx.delete(warehousePatchLines).where(inArray(warehousePatchLines.id, gone));
  // The patch's own values, copied onto every line so a pair's movements are one index range.
  const copies = { supplierUnitId: patch.supplierUnitId, date: patch.date, checkpoint: patch.checkpoint };
  await tx
    .update(warehousePatchLines)
    .set({ date: patch.date })
    .where(and(eq(warehousePatchLines.patchId, patch.id), sql`${warehousePatchLines.date} <> ${patch.date}`));
  let position = Math.max(-1, ...planned.lines.map((line) => line.existing?.position ?? -1));
  for (const line of planned.lines.filter((line) => line.index !== null && line.existing && !line.destroy))
    await tx
      .update(warehousePatchLines)
      .set({
        productId: line.values.productId!,
        purchasePrice: line.values.purchasePrice!,
        quantity: line.values.quantity!,
        updatedById: actor.userId,
        updatedAt: actor.at,
      })
      .where(eq(warehousePatchLines.id, line.existing!.id));
  const added = planned.lines.filter((line) => !line.existing && !line.destroy);
  if (added.length > 0)
    await tx.insert(warehousePatchLines).values(
      added.map((line) => ({
        ...copies,
        unitId: actor.unitId,
        patchId: patch.id,
        position: ++position,
        productId: line.values.productId!,
        purchasePrice: line.values.purchasePrice!,
        quantity: line.values.quantity!,
        momentAt: patch.createdAt,
        createdById: actor.userId,
        updatedById: actor.userId,
        createdAt: actor.at,
        updatedAt: actor.at,
      })),
    );
}

/** Every (product, supplier) the save touched: the products of the lines before and after it. */
const touchedPairs = (patch: WarehousePatchRow, planned: PlannedPatch): StockPair[] =>
  [
    ...new Set(
      planned.lines.flatMap((line) => [line.existing?.productId, line.destroy ? undefined : line.values.productId]),
    ),
  ]
    .filter((id): id is string => !!id)
    .map((productId) => ({ productId, supplierUnitId: patch.supplierUnitId }));

/**
 * Recomputes the touched pairs' stock and refuses (inside the transaction, so the write rolls
 * back) when a pair's first line is no longer a count: named on a line of the input that names
 * the product, else on the date (a date change moved the patch before the count).
 */
async function settleStock(tx: Tx, actor: Actor, patch: WarehousePatchRow, planned: PlannedPatch): Promise<void> {
  const pairs = touchedPairs(patch, planned);
  await recomputeStock(tx, actor.unitId, pairs);
  const refused = await pairsWithoutFirstCount(tx, actor.unitId, pairs);
  if (refused.length === 0) return;
  const naming = (productId: string): PlannedLine | undefined =>
    planned.lines.find(
      (line) => line.index !== null && (line.values.productId === productId || line.existing?.productId === productId),
    );
  throw validationError(
    refused.map(({ product_id }) => {
      const line = naming(product_id);
      return {
        model: WAREHOUSE_PATCH_MODEL,
        attribute: line ? lineAttribute(line, 'productId') : 'date',
        type: WAREHOUSE_REFUSALS.checkpointRequired,
      };
    }),
  );
}

/** A second count of the supplier on the day that slipped past the check: the partial unique index refuses it. */
const oneCountPerDay = <T>(work: () => Promise<T>) =>
  orUniqueRefusal(WAREHOUSE_PATCH_MODEL, 'date', WAREHOUSE_REFUSALS.oneCheckpointPerDay, work);

const auditDetails = (patch: WarehousePatchRow, planned: PlannedPatch) => ({
  date: patch.date,
  supplierUnitId: patch.supplierUnitId,
  checkpoint: String(patch.checkpoint),
  lines: remaining(planned).length,
});

const STOCK_ORDER: Record<WarehouseStockOrderBy, SQL> = {
  product_number: sql`lower(product_number)`,
  product_name: sql`lower(product_name)`,
  supplier_name: sql`lower(supplier_name)`,
};

export const warehouseService = {
  find(tx: Tx, id: string): Promise<WarehousePatchRow> {
    return findOwn(tx, warehousePatches, id, WAREHOUSE_PATCH_MODEL);
  },

  list(tx: Tx, request: ListRequest<WarehousePatchOrderBy, WarehousePatchFilters>): Promise<Page<WarehousePatchRow>> {
    const { filters } = request;
    const productId = filters.productId?.trim();
    const supplierUnitId = filters.supplierUnitId?.trim();
    const byProduct = productId
      ? isUuid(productId)
        ? exists(
            tx
              .select({ one: sql`1` })
              .from(warehousePatchLines)
              .where(
                and(eq(warehousePatchLines.patchId, warehousePatches.id), eq(warehousePatchLines.productId, productId)),
              ),
          )
        : sql`false`
      : undefined;
    const bySupplier = supplierUnitId
      ? isUuid(supplierUnitId)
        ? eq(warehousePatches.supplierUnitId, supplierUnitId)
        : sql`false`
      : undefined;
    const direction = request.orderDirection;
    return selectPage(tx, warehousePatches, {
      where: and(
        filters.dateFrom ? gte(warehousePatches.date, filters.dateFrom) : undefined,
        filters.dateTo ? lte(warehousePatches.date, filters.dateTo) : undefined,
        filters.checkpoint == null ? undefined : eq(warehousePatches.checkpoint, filters.checkpoint),
        byProduct,
        bySupplier,
      ),
      // A patch's moment is (date, created_at): the same day's patches in the order they were saved.
      orderBy:
        request.orderBy === 'date'
          ? [ordered(direction, warehousePatches.date), ordered(direction, warehousePatches.createdAt)]
          : [ordered(direction, warehousePatches.createdAt)],
      window: request,
    });
  },

  /** A new patch or count; refused whole (nothing saved) on any problem, incl. the first-line-is-a-count rule. */
  async create(tx: Tx, actor: Actor, input: WarehousePatchInput): Promise<WarehousePatchRow> {
    const planned = plan(input);
    await check(tx, input, planned);
    const [created] = await oneCountPerDay(() =>
      tx
        .insert(warehousePatches)
        .values({
          date: planned.date!,
          comment: planned.comment,
          supplierUnitId: planned.supplierUnitId!,
          checkpoint: planned.checkpoint,
          unitId: actor.unitId,
          createdById: actor.userId,
          updatedById: actor.userId,
          createdAt: actor.at,
          updatedAt: actor.at,
        })
        .returning(),
    );
    await writeLines(tx, actor, created!, planned);
    await settleStock(tx, actor, created!, planned);
    await recordAudit(tx, actor, 'create', WAREHOUSE_PATCH_MODEL, created!.id, auditDetails(created!, planned));
    return created!;
  },

  /**
   * Changes the date, comment and lines: a line with an id changes that line, with `destroy`
   * deletes it, without id is new; lines the input leaves out stay. Supplier and checkpoint stay.
   */
  async update(tx: Tx, actor: Actor, id: string, input: WarehousePatchInput): Promise<WarehousePatchRow> {
    await findOwn(tx, warehousePatches, id, WAREHOUSE_PATCH_MODEL);
    const [existing] = await tx.select().from(warehousePatches).where(eq(warehousePatches.id, id)).for('update');
    const planned = plan(input, { patch: existing!, lines: await linesOfPatch(tx, id) });
    await check(tx, input, planned, existing);
    const [updated] = await oneCountPerDay(() =>
      tx
        .update(warehousePatches)
        .set({ date: planned.date!, comment: planned.comment, updatedById: actor.userId, updatedAt: actor.at })
        .where(eq(warehousePatches.id, id))
        .returning(),
    );
    await writeLines(tx, actor, updated!, planned);
    await settleStock(tx, actor, updated!, planned);
    await recordAudit(tx, actor, 'update', WAREHOUSE_PATCH_MODEL, id, auditDetails(updated!, planned));
    return updated!;
  },

  /** One page of the stock rows that match, with the count and value of all of them. */
  async stock(
    tx: Tx,
    unitId: string,
    request: ListRequest<WarehouseStockOrderBy, WarehouseStockFilters>,
  ): Promise<Page<StockFigureRow> & { totalValue: string }> {
    const { filters } = request;
    const inStock = filters.inStock == null ? undefined : filters.inStock ? sql`quantity > 0` : sql`quantity <= 0`;
    const order = ordered(request.orderDirection, STOCK_ORDER[request.orderBy]);
    // Then by product number, so a supplier's rows read in order; the ids keep pages stable.
    const { rows, totalCount, totalValue } = await stockRows(tx, unitId, filters, {
      orderBy: sql`${order}, lower(product_number), product_id, supplier_unit_id`,
      where: inStock,
      window: request,
    });
    return { items: rows, totalCount, totalValue };
  },

  /** The warehouse product report: every stock row by supplier (name) and product (number). */
  async report(tx: Tx, unitId: string, supplierUnitId: string | null): Promise<StockFigureRow[]> {
    const { rows } = await stockRows(
      tx,
      unitId,
      { supplierUnitId },
      {
        orderBy: sql`lower(supplier_name), supplier_unit_id, lower(product_number), product_id`,
      },
    );
    return rows;
  },

  history: stockHistoryOf,
  expectedCount,
};
