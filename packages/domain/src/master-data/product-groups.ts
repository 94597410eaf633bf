import { rules } from '../validation/rules.js';

/**
 * Product groups, variant holders and variants ("Product group, variant holder and
 * variant"). Groups form a tree by their parent group; a parent that would make a cycle is refused
 * on the server (type cyclical_group, see tree/cyclicMoves). A variant holder names one kind of
 * product and the attribute its variants differ by, e.g. "Ullgenser" by "Størrelse" with the
 * variants S, M, L and XL; each product belongs to at most one variant.
 */
export type ProductGroupValues = {
  name: string;
  description: string | null;
  parentGroupId: string | null;
};

export type VariantValues = { id?: string | null; name: string };

export type VariantHolderValues = {
  name: string;
  attributeName: string;
  description: string | null;
  parentGroupId: string | null;
  variants: VariantValues[];
};

export const PRODUCT_GROUP_NAME_MAX = 100;
export const PRODUCT_GROUP_DESCRIPTION_MAX = 1000;
export const VARIANT_NAME_MAX = 100;
/** Enough for every size, colour or model of one product; a longer list is a mistake. */
export const VARIANTS_MAX = 200;

export const PRODUCT_GROUP_RULES = {
  name: [rules.required(), rules.max(PRODUCT_GROUP_NAME_MAX)],
  description: [rules.max(PRODUCT_GROUP_DESCRIPTION_MAX)],
};

export const VARIANT_HOLDER_RULES = {
  name: [rules.required(), rules.max(PRODUCT_GROUP_NAME_MAX)],
  attributeName: [rules.required(), rules.max(PRODUCT_GROUP_NAME_MAX)],
  description: [rules.max(PRODUCT_GROUP_DESCRIPTION_MAX)],
  variants: [rules.max(VARIANTS_MAX)],
};

export const VARIANT_RULES = {
  name: [rules.required(), rules.max(VARIANT_NAME_MAX)],
};

/**
 * The rule map of a variant holder with `count` variant rows: the holder's own rules and each row's
 * name as `variants.<index>.name`, the names the form fields and the server's validations use.
 */
export function variantHolderRules(count: number) {
  const rows: Record<string, typeof VARIANT_RULES.name> = {};
  for (let index = 0; index < count; index++) rows[`variants.${index}.name`] = VARIANT_RULES.name;
  return { ...VARIANT_HOLDER_RULES, ...rows };
}

/**
 * The rows whose name repeats an earlier row's (trimmed, case-insensitive: "m" and "M" are the same
 * size), by index; the first of each name is not answered.
 */
export function duplicateVariantNames(variants: readonly { name: string }[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  variants.forEach((variant, index) => {
    const key = variant.name.trim().toLocaleLowerCase('nb');
    if (!key) return;
    if (seen.has(key)) duplicates.push(index);
    else seen.add(key);
  });
  return duplicates;
}
