export type VariantProduct = { id: string; number: string; name: string };
/** One variant on the variant-grouping page and the products given to it. */
export type VariantProducts = { id: string; name: string; products: VariantProduct[] };

const idsOf = (variant: VariantProducts) =>
  variant.products
    .map((product) => product.id)
    .sort()
    .join(',');

/** The variants whose set of products differs from the saved one (order does not count). */
export function changedVariants(
  saved: readonly VariantProducts[],
  current: readonly VariantProducts[],
): VariantProducts[] {
  const before = new Map(saved.map((variant) => [variant.id, idsOf(variant)]));
  return current.filter((variant) => before.get(variant.id) !== idsOf(variant));
}

/**
 * The variants with the product added to the one at `index`, sorted by number, and taken out of
 * every other: a product is in at most one variant.
 */
export function withProduct(
  variants: readonly VariantProducts[],
  index: number,
  product: VariantProduct,
): VariantProducts[] {
  return variants.map((variant, position) => {
    const others = variant.products.filter((own) => own.id !== product.id);
    if (position !== index) return { ...variant, products: others };
    return {
      ...variant,
      products: [...others, product].sort((a, b) => a.number.localeCompare(b.number, 'nb', { numeric: true })),
    };
  });
}
