import { fieldProblems, type FieldProblem } from '../validation/field-problems.js';
import { rules } from '../validation/rules.js';

/**
 * A warehouse patch as its form edits it: goods received or written off (`checkpoint` false), or a
 * full count of a supplier's products (`checkpoint` true), on a date.
 */
export type WarehousePatchValues = {
  date: string | null;
  comment: string | null;
  supplierUnitId: string | null;
};

/** A line of a patch: a change of the quantity, or on a count the quantity counted. */
export type WarehousePatchLineValues = {
  productId: string | null;
  purchasePrice: string | null;
  quantity: string | null;
};

export const WAREHOUSE_COMMENT_MAX = 1000;
/** A count of a large supplier's range stays one patch; more lines than this is a mistake or an import. */
export const WAREHOUSE_PATCH_LINES_MAX = 5000;

export const WAREHOUSE_PATCH_RULES = {
  date: [rules.required(), rules.date()],
  comment: [rules.max(WAREHOUSE_COMMENT_MAX)],
  supplierUnitId: [rules.required()],
};

/** A change may be negative (shrinkage, goods sent back); the price is what one unit cost, 0 or more. */
export const WAREHOUSE_PATCH_LINE_RULES = {
  productId: [rules.required()],
  purchasePrice: [rules.present(), rules.decimal(), rules.nonNegative(), rules.unitPrice()],
  quantity: [rules.present(), rules.decimal(), rules.quantity()],
};

/** On a count the quantity is what is on the shelf: never below zero. */
export const WAREHOUSE_COUNT_LINE_RULES = {
  ...WAREHOUSE_PATCH_LINE_RULES,
  quantity: [...WAREHOUSE_PATCH_LINE_RULES.quantity, rules.nonNegative()],
};

export function warehousePatchProblems(values: WarehousePatchValues): FieldProblem[] {
  return fieldProblems(values, WAREHOUSE_PATCH_RULES);
}

export function warehousePatchLineProblems(values: WarehousePatchLineValues, checkpoint: boolean): FieldProblem[] {
  return fieldProblems(values, checkpoint ? WAREHOUSE_COUNT_LINE_RULES : WAREHOUSE_PATCH_LINE_RULES);
}

/**
 * The refusals of the warehouse that no field rule can see, each its own validation type (spec 001
 * §5.4): the first movement of a product from a supplier must be a full count; a supplier is
 * counted at most once a day; a count names each product once; a product is stocked from its own
 * supplier only.
 */
export const WAREHOUSE_REFUSALS = {
  checkpointRequired: 'checkpoint_required',
  oneCheckpointPerDay: 'one_checkpoint_per_day',
  countedTwice: 'taken',
  otherSupplier: 'other_supplier',
} as const;

/** The positions of lines of a count that name a product an earlier line already counted. */
export function countedTwice(productIds: readonly (string | null)[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  productIds.forEach((productId, index) => {
    if (productId === null) return;
    if (seen.has(productId)) repeated.push(index);
    else seen.add(productId);
  });
  return repeated;
}
