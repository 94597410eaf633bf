import { describe, expect, it } from 'vitest';
import { changedVariants, withProduct, type VariantProducts } from './variant-products';

const genser = (id: string, number: string) => ({ id, number, name: `Ullgenser ${number}` });
const variants: VariantProducts[] = [
  { id: 's', name: 'S', products: [genser('p1', '2001')] },
  { id: 'm', name: 'M', products: [genser('p2', '2002')] },
  { id: 'l', name: 'L', products: [] },
];

describe('withProduct (a product is in at most one variant)', () => {
  it('adds the product to the chosen variant, sorted by number', () => {
    const next = withProduct(variants, 1, genser('p0', '1999'));
    expect(next[1]!.products.map((product) => product.id)).toEqual(['p0', 'p2']);
  });

  it('takes the product out of the variant it was in', () => {
    const next = withProduct(variants, 2, genser('p1', '2001'));
    expect(next.map((variant) => variant.products.map((product) => product.id))).toEqual([[], ['p2'], ['p1']]);
  });
});

describe('changedVariants (what Save on the variant-grouping page sends)', () => {
  it('answers the variants whose products changed, ignoring order', () => {
    const moved = withProduct(variants, 2, genser('p1', '2001'));
    expect(changedVariants(variants, moved).map((variant) => variant.id)).toEqual(['s', 'l']);
    const reordered = variants.map((variant) => ({ ...variant, products: [...variant.products].reverse() }));
    expect(changedVariants(variants, reordered)).toEqual([]);
  });
});
