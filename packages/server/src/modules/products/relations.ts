import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { childRows, groupedByKey } from '../../graphql/loaders.js';
import { fileMetaColumns, type FileMeta } from '../files/service.js';
import { files } from '../files/tables.js';
import { productActivePeriods, productImages, productPrices } from './tables.js';

export type ProductPriceRow = typeof productPrices.$inferSelect;
export type ProductActivePeriodRow = typeof productActivePeriods.$inferSelect;

/** A product's own lists: deleted with it, so a deleted product's answer carries them read beforehand. */
export type ProductParts = { prices: ProductPriceRow[]; activePeriods: ProductActivePeriodRow[]; images: FileMeta[] };

const pricesOf = (tx: Tx, unitId: string, ids: readonly string[]) =>
  childRows(tx, unitId, productPrices, 'productId', ids, asc(productPrices.validFrom));

const activePeriodsOf = (tx: Tx, unitId: string, ids: readonly string[]) =>
  childRows(tx, unitId, productActivePeriods, 'productId', ids, asc(productActivePeriods.activeFrom));

/** The images of each product, in their order (the product loaders' and the web shop reader's). */
export const imagesOf = async (tx: Tx, unitId: string, ids: readonly string[]): Promise<FileMeta[][]> =>
  groupedByKey(
    ids,
    await tx
      .select({ ...fileMetaColumns, productId: productImages.productId })
      .from(productImages)
      .innerJoin(files, eq(files.id, productImages.fileId))
      .where(and(eq(productImages.unitId, unitId), inArray(productImages.productId, [...ids])))
      .orderBy(asc(productImages.position)),
    (image) => image.productId,
  ).map((images) => images.map(({ productId: _productId, ...file }) => file));

/** The product relations' loaders of the request, each reading a whole page's products at once. */
export const productLoaders = (ctx: GraphQLContext) => ({
  prices: ctx.loaders.get('product:prices', pricesOf),
  activePeriods: ctx.loaders.get('product:activePeriods', activePeriodsOf),
  images: ctx.loaders.get('product:images', imagesOf),
});

/** The parts of one product, read in the transaction that is about to delete it. */
export async function productParts(tx: Tx, unitId: string, productId: string): Promise<ProductParts> {
  const [prices] = await pricesOf(tx, unitId, [productId]);
  const [activePeriods] = await activePeriodsOf(tx, unitId, [productId]);
  const [images] = await imagesOf(tx, unitId, [productId]);
  return { prices: prices!, activePeriods: activePeriods!, images: images! };
}
