import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  countedTwice,
  WAREHOUSE_REFUSALS,
  warehousePatchLineProblems,
  warehousePatchProblems,
  type FieldProblem,
  type WarehousePatchLineValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { isUuid, recordExists } from '../../db/records.js';
import { units } from '../../db/schema-core.js';
import { refuseInvalid } from '../../errors/app-error.js';
import { prefixed } from '../orders/lines.js';
import { products } from '../products/tables.js';
import { warehousePatches, warehousePatchLines } from './tables.js';

/**
 * What a patch's input must be before anything is written: the domain's field rules, the
 * supplier (a company), each line's product (the supplier's), a count naming each product once, one
 * count per supplier and day. The rule that needs the written rows (the first line of a product
 * must be a count) is checked after the write, in stock.ts.
 */

export const WAREHOUSE_PATCH_MODEL = 'warehousePatch';

export type WarehousePatchRow = typeof warehousePatches.$inferSelect;
export type WarehousePatchLineRow = typeof warehousePatchLines.$inferSelect;

export type WarehousePatchLineInput = {
  id?: string | null;
  productId?: string | null;
  purchasePrice?: string | null;
  quantity?: string | null;
  destroy?: boolean | null;
};

export type WarehousePatchInput = {
  date?: string | null;
  comment?: string | null;
  supplierUnitId?: string | null;
  checkpoint?: boolean | null;
  lines: readonly WarehousePatchLineInput[];
};

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** A line as it will be after the save; `index` is its place in the input (null: kept as it was). */
export type PlannedLine = {
  index: number | null;
  /** The stored line it changes or deletes; null for a new line. */
  existing: WarehousePatchLineRow | null;
  destroy: boolean;
  values: WarehousePatchLineValues;
};

/** The patch after the save: its own values and every line (the destroyed ones marked). */
export type PlannedPatch = {
  date: string | null;
  comment: string | null;
  supplierUnitId: string | null;
  checkpoint: boolean;
  lines: PlannedLine[];
};

/**
 * The input laid over the stored patch: a line with an id changes that line (what it leaves out
 * stays), with `destroy` deletes it; a line without id is new; stored lines the input does not
 * name stay as they are. Supplier and checkpoint of a stored patch stay (a change is refused).
 */
export function plan(
  input: WarehousePatchInput,
  existing?: { patch: WarehousePatchRow; lines: WarehousePatchLineRow[] },
): PlannedPatch {
  const stored = new Map((existing?.lines ?? []).map((line) => [line.id, line]));
  const named = new Set(input.lines.map((line) => text(line.id)).filter(Boolean));
  const kept: PlannedLine[] = (existing?.lines ?? [])
    .filter((line) => !named.has(line.id))
    .map((line) => ({ index: null, existing: line, destroy: false, values: valuesOf(line) }));
  const given = input.lines.map((line, index): PlannedLine => {
    const before = stored.get(text(line.id) ?? '') ?? null;
    const values = before ? valuesOf(before) : { productId: null, purchasePrice: null, quantity: null };
    return {
      index,
      existing: before,
      destroy: line.destroy === true,
      values: {
        productId: line.productId === undefined ? values.productId : text(line.productId),
        purchasePrice: line.purchasePrice === undefined ? values.purchasePrice : text(line.purchasePrice),
        quantity: line.quantity === undefined ? values.quantity : text(line.quantity),
      },
    };
  });
  return {
    date: input.date === undefined && existing ? existing.patch.date : text(input.date),
    comment: input.comment === undefined && existing ? existing.patch.comment : text(input.comment),
    supplierUnitId: existing ? existing.patch.supplierUnitId : text(input.supplierUnitId),
    checkpoint: existing ? existing.patch.checkpoint : input.checkpoint === true,
    lines: [...kept, ...given],
  };
}

const valuesOf = (line: WarehousePatchLineRow): WarehousePatchLineValues => ({
  productId: line.productId,
  purchasePrice: line.purchasePrice,
  quantity: line.quantity,
});

/** The lines that remain after the save. */
export const remaining = (patch: PlannedPatch) => patch.lines.filter((line) => !line.destroy);

/** The attribute of a line's field: `lines.<input index>.<field>`; a kept line is reported on `lines`. */
export const lineAttribute = (line: PlannedLine, field: string) =>
  line.index === null ? 'lines' : `lines.${line.index}.${field}`;

/** Ids the input names that are not lines of this patch, or named twice. */
function lineIdProblems(input: WarehousePatchInput, patch: PlannedPatch): FieldProblem[] {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const line of patch.lines) {
    if (line.index === null) continue;
    const id = text(input.lines[line.index]!.id);
    if (id === null && !line.destroy) continue;
    if (id === null || !line.existing || seen.has(id))
      problems.push({ attribute: `lines.${line.index}.id`, type: 'invalid' });
    if (id) seen.add(id);
  }
  return problems;
}

/**
 * Each line the input names must be a product of the unit with the patch's supplier as its
 * supplier. Lines the input leaves alone are not checked again: a product that changed supplier
 * since does not block editing the rest of the patch.
 */
async function productProblems(tx: Tx, patch: PlannedPatch, all: PlannedLine[]): Promise<FieldProblem[]> {
  const lines = all.filter((line) => line.index !== null);
  const ids = [...new Set(lines.map((line) => line.values.productId).filter((id): id is string => !!id && isUuid(id)))];
  const found =
    ids.length === 0
      ? new Map<string, string | null>()
      : new Map(
          (
            await tx
              .select({ id: products.id, supplierUnitId: products.supplierUnitId })
              .from(products)
              .where(inArray(products.id, ids))
          ).map((product) => [product.id, product.supplierUnitId]),
        );
  const problems: FieldProblem[] = [];
  for (const line of lines) {
    const id = line.values.productId;
    if (!id) continue;
    const attribute = lineAttribute(line, 'productId');
    if (!found.has(id)) problems.push({ attribute, type: 'invalid' });
    else if (patch.supplierUnitId && found.get(id) !== patch.supplierUnitId)
      problems.push({ attribute, type: WAREHOUSE_REFUSALS.otherSupplier });
  }
  return problems;
}

/** Another full count of the supplier on the date (the partial unique index holds it at the write too). */
async function countOnTheDay(tx: Tx, patch: PlannedPatch, exceptId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: warehousePatches.id })
    .from(warehousePatches)
    .where(
      and(
        eq(warehousePatches.checkpoint, true),
        eq(warehousePatches.supplierUnitId, patch.supplierUnitId!),
        eq(warehousePatches.date, patch.date!),
        exceptId ? ne(warehousePatches.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Refuses the save with every problem at once (nothing written yet). */
export async function check(
  tx: Tx,
  input: WarehousePatchInput,
  patch: PlannedPatch,
  existing?: WarehousePatchRow,
): Promise<void> {
  const problems: FieldProblem[] = warehousePatchProblems(patch);
  if (existing && input.supplierUnitId != null && text(input.supplierUnitId) !== existing.supplierUnitId)
    problems.push({ attribute: 'supplierUnitId', type: 'invalid' });
  if (existing && input.checkpoint != null && input.checkpoint !== existing.checkpoint)
    problems.push({ attribute: 'checkpoint', type: 'invalid' });
  const supplierOk =
    !!patch.supplierUnitId && (await recordExists(tx, units, patch.supplierUnitId, eq(units.isCompany, true)));
  if (patch.supplierUnitId && !supplierOk) problems.push({ attribute: 'supplierUnitId', type: 'invalid' });

  problems.push(...lineIdProblems(input, patch));
  const lines = remaining(patch);
  if (lines.length === 0) problems.push({ attribute: 'lines', type: 'blank' });
  for (const line of lines)
    if (line.index !== null)
      problems.push(...prefixed(`lines.${line.index}.`, warehousePatchLineProblems(line.values, patch.checkpoint)));
  problems.push(...(await productProblems(tx, supplierOk ? patch : { ...patch, supplierUnitId: null }, lines)));
  if (patch.checkpoint)
    for (const at of countedTwice(lines.map((line) => line.values.productId)))
      problems.push({ attribute: lineAttribute(lines[at]!, 'productId'), type: WAREHOUSE_REFUSALS.countedTwice });

  const dateOk = !problems.some((problem) => problem.attribute === 'date');
  if (patch.checkpoint && supplierOk && dateOk && (await countOnTheDay(tx, patch, existing?.id)))
    problems.push({ attribute: 'date', type: WAREHOUSE_REFUSALS.oneCheckpointPerDay });
  refuseInvalid(WAREHOUSE_PATCH_MODEL, problems);
}
