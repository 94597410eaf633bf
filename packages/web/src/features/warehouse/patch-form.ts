import {
  rules,
  toMoney,
  WAREHOUSE_COUNT_LINE_RULES,
  WAREHOUSE_PATCH_LINE_RULES,
  WAREHOUSE_PATCH_RULES,
  type Rule,
} from '@fjord/domain';
import type {
  WarehouseExpectedCountQuery,
  WarehousePatchInput,
  WarehousePatchLineInput,
  WarehousePatchQuery,
} from '../../gql/graphql';
import { toZodSchema } from '../../ui/validation';

/** A patch as WarehousePatchDocument reads it. */
export type SavedPatch = WarehousePatchQuery['warehousePatch'];
/** A product a count of the supplier lists, with the stock expected and its price. */
export type ExpectedProduct = WarehouseExpectedCountQuery['warehouseExpectedCount'][number];

/**
 * A line of the patch editor: a change (goods received +, shrinkage or returns −) or, on a count,
 * the quantity counted. `id` is the saved line's; `productLabel` names the product the autocomplete
 * cannot find among its options (a saved line).
 */
export type PatchLineFormValues = {
  id: string | null;
  productId: string | null;
  productLabel: string;
  purchasePrice: string | null;
  quantity: string | null;
};

export type PatchFormValues = {
  date: string | null;
  supplierUnitId: string | null;
  /** The saved supplier's name, for the autocomplete. */
  supplierName: string;
  comment: string;
  lines: PatchLineFormValues[];
};

/** A line of the full count: the product as the count lists it; `quantity` is what was counted. */
export type CountLineFormValues = {
  productId: string;
  productNumber: string;
  productName: string;
  unitOfMeasureCode: string;
  expectedQuantity: string;
  purchasePrice: string | null;
  quantity: string | null;
};

export type CountFormValues = {
  date: string | null;
  supplierUnitId: string | null;
  comment: string;
  lines: CountLineFormValues[];
};

export const productLabel = (product: { productNumber: string; productName: string }) =>
  `${product.productNumber} ${product.productName}`;

export const newPatchLine = (): PatchLineFormValues => ({
  id: null,
  productId: null,
  productLabel: '',
  purchasePrice: null,
  quantity: null,
});

export function newPatchValues(today: string): PatchFormValues {
  return { date: today, supplierUnitId: null, supplierName: '', comment: '', lines: [newPatchLine()] };
}

export function patchFormValues(patch: SavedPatch): PatchFormValues {
  return {
    date: patch.date,
    supplierUnitId: patch.supplierUnitId,
    supplierName: patch.supplierUnit?.name ?? '',
    comment: patch.comment ?? '',
    lines: patch.lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      productLabel: productLabel(line),
      purchasePrice: line.purchasePrice,
      quantity: line.quantity,
    })),
  };
}

/** A line after choosing a product: its purchase price as the count would take it; the quantity stays. */
export function lineWithProduct(line: PatchLineFormValues, product: ExpectedProduct): PatchLineFormValues {
  return {
    ...line,
    productId: product.productId,
    productLabel: productLabel(product),
    purchasePrice: product.purchasePrice,
  };
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

const lineInput = (line: Pick<PatchLineFormValues, 'productId' | 'purchasePrice' | 'quantity'>) => ({
  productId: line.productId || null,
  purchasePrice: line.purchasePrice,
  quantity: line.quantity,
});

/**
 * What createWarehousePatch and updateWarehousePatch take. A new patch names its supplier and kind;
 * an update cannot change them and sends the lines by id: a kept line with its id, a new one
 * without, and every saved line the form no longer has with `destroy`. The destroyed lines come
 * last, so a refusal of `lines.<i>` names the form's line i.
 */
export function patchInput(
  values: PatchFormValues,
  options: { checkpoint: boolean; saved?: SavedPatch | null },
): WarehousePatchInput {
  const { checkpoint, saved } = options;
  const common = { date: values.date ?? '', comment: blankToNull(values.comment) };
  if (!saved)
    return {
      ...common,
      supplierUnitId: values.supplierUnitId ?? '',
      checkpoint,
      lines: values.lines.map(lineInput),
    };
  const kept = new Set(values.lines.map((line) => line.id).filter(Boolean));
  const destroyed: WarehousePatchLineInput[] = saved.lines
    .filter((line) => !kept.has(line.id))
    .map((line) => ({ id: line.id, destroy: true }));
  return {
    ...common,
    lines: [...values.lines.map((line) => ({ ...(line.id ? { id: line.id } : {}), ...lineInput(line) })), ...destroyed],
  };
}

/** The count's lines for the products it now lists, keeping what was typed for a product still listed. */
export function countLines(
  expected: readonly ExpectedProduct[],
  previous: readonly CountLineFormValues[] = [],
): CountLineFormValues[] {
  const typed = new Map(previous.map((line) => [line.productId, line]));
  return expected.map((product) => {
    const before = typed.get(product.productId);
    const changed = before && before.quantity !== before.expectedQuantity;
    return {
      productId: product.productId,
      productNumber: product.productNumber,
      productName: product.productName,
      unitOfMeasureCode: product.unitOfMeasureCode,
      expectedQuantity: product.expectedQuantity,
      purchasePrice: before?.purchasePrice ?? product.purchasePrice,
      quantity: changed ? before.quantity : product.expectedQuantity,
    };
  });
}

/** Counted less expected, while the count is a number; null when nothing (readable) is typed. */
export function countDifference(line: Pick<CountLineFormValues, 'expectedQuantity' | 'quantity'>): string | null {
  if (!line.quantity?.trim()) return null;
  try {
    return toMoney(line.quantity).minus(line.expectedQuantity).toFixed();
  } catch {
    return null;
  }
}

/** The full count as a new patch: every listed product with the quantity counted. */
export function countInput(values: CountFormValues): WarehousePatchInput {
  return {
    date: values.date ?? '',
    comment: blankToNull(values.comment),
    supplierUnitId: values.supplierUnitId ?? '',
    checkpoint: true,
    lines: values.lines.map(lineInput),
  };
}

type RuleMap = Record<string, readonly Rule[]>;

/** The patch's rules and each line's, on `lines.<i>.<field>`, as the server checks them. */
function patchRules(lineCount: number, checkpoint: boolean): RuleMap {
  const lineRules: RuleMap = checkpoint ? WAREHOUSE_COUNT_LINE_RULES : WAREHOUSE_PATCH_LINE_RULES;
  const map: RuleMap = { ...WAREHOUSE_PATCH_RULES, lines: [rules.required()] };
  for (let index = 0; index < lineCount; index++)
    for (const [field, list] of Object.entries(lineRules)) map[`lines.${index}.${field}`] = list;
  return map;
}

/** The editor's schema: a count's lines may not be negative, a patch's may. */
export const patchSchema = (checkpoint: boolean) =>
  toZodSchema<PatchFormValues>((values) => patchRules(values.lines?.length ?? 0, checkpoint));

export const countSchema = toZodSchema<CountFormValues>((values) => patchRules(values.lines?.length ?? 0, true));
