import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { isVatCategory, roundMoney, toMoney, vatRateOn, type VatCategory } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { byKey } from '../../graphql/loaders.js';
import { productGroups } from '../product-groups/tables.js';
import { imagesOf } from '../products/relations.js';
import { productActivePeriods, productPrices, products } from '../products/tables.js';
import { stockQuantities } from '../warehouse/stock.js';

/** One product as the web shop API answers it (docs/webstore-api.md). */
export type WebstoreProduct = {
  id: string;
  number: string;
  name: string;
  description: string | null;
  unitOfMeasureCode: string;
  vatRateSymbol: string;
  /** The VAT percentage of the category today, e.g. "25.00". */
  vatPercentage: string | null;
  /** The sale price valid today, without and with VAT; null when the product has no price today. */
  salePriceExcludingVat: string | null;
  salePriceIncludingVat: string | null;
  productGroup: { id: string; name: string } | null;
  images: { fileName: string; contentType: string; url: string }[];
  /** Σ stock of the product over its suppliers (the warehouse's figures); null when it was never counted. */
  stockQuantity: string | null;
  updatedAt: string;
};

export type WebstoreProductQuery = {
  limit: number;
  offset: number;
  /** Only products saved at or after this moment. */
  updatedSince: Date | null;
  /** Today in Norway, YYYY-MM-DD: which products are active and which price applies. */
  today: string;
};

/** The VAT percentages in force today, by category (from the vat_rates table). */
export type VatPercentages = Partial<Record<VatCategory, string>>;

/** A price keeps its own decimals (at least two): "199.00", "0.1250". */
function priceText(value: string): string {
  const decimal = toMoney(value);
  return decimal.toFixed(Math.max(2, decimal.decimalPlaces()));
}

const activeOn = (today: string): SQL =>
  sql`exists (select 1 from ${productActivePeriods}
        where ${productActivePeriods.productId} = ${products.id}
          and ${productActivePeriods.activeFrom} <= ${today}
          and (${productActivePeriods.activeTo} is null or ${productActivePeriods.activeTo} >= ${today}))`;

/**
 * The products of the unit that are active today, by number, with the price valid today, the
 * category's VAT percentage, the group name and signed image links. Runs in the token's unit's
 * tenant transaction; unitId is also named in the query (two walls).
 */
export async function readWebstoreProducts(
  tx: Tx,
  unitId: string,
  query: WebstoreProductQuery,
  vat: VatPercentages,
  imageUrl: (fileId: string) => string,
): Promise<{ items: WebstoreProduct[]; totalCount: number }> {
  const where = and(
    eq(products.unitId, unitId),
    activeOn(query.today),
    query.updatedSince ? gte(products.updatedAt, query.updatedSince) : undefined,
  );
  // One query at a time: the transaction is one connection.
  const rows = await tx
    .select({ product: products, groupName: productGroups.name })
    .from(products)
    .leftJoin(productGroups, eq(productGroups.id, products.productGroupId))
    .where(where)
    .orderBy(asc(products.number), asc(products.id))
    .limit(query.limit)
    .offset(query.offset);
  const totalCount = await tx.$count(products, where);
  const ids = rows.map((row) => row.product.id);
  if (ids.length === 0) return { items: [], totalCount };

  // The products' relations are read the way their GraphQL loaders read them: one query for the page.
  const prices = byKey(
    ids,
    await tx
      .select({ productId: productPrices.productId, salePrice: productPrices.salePrice })
      .from(productPrices)
      .where(
        and(
          eq(productPrices.unitId, unitId),
          inArray(productPrices.productId, ids),
          lte(productPrices.validFrom, query.today),
          or(isNull(productPrices.validTo), gte(productPrices.validTo, query.today)),
        ),
      ),
    (price) => price.productId,
  );
  const images = await imagesOf(tx, unitId, ids);
  const stock = await stockQuantities(tx, unitId, ids);

  const items = rows.map(({ product, groupName }, index): WebstoreProduct => {
    const category = product.vatRateSymbol;
    const percentage = isVatCategory(category) ? (vat[category] ?? vatRateOn(category, query.today)) : null;
    const sale = prices[index]?.salePrice ?? null;
    const including =
      sale !== null && percentage !== null
        ? roundMoney(toMoney(sale).times(toMoney(percentage).dividedBy(100).plus(1))).toFixed(2)
        : null;
    return {
      id: product.id,
      number: product.number,
      name: product.name,
      description: product.description,
      unitOfMeasureCode: product.unitOfMeasureCode,
      vatRateSymbol: category,
      vatPercentage: percentage === null ? null : toMoney(percentage).toFixed(2),
      salePriceExcludingVat: sale === null ? null : priceText(sale),
      salePriceIncludingVat: including,
      productGroup: product.productGroupId && groupName ? { id: product.productGroupId, name: groupName } : null,
      images: images[index]!.map((image) => ({
        fileName: image.fileName,
        contentType: image.contentType,
        url: imageUrl(image.id),
      })),
      stockQuantity: stock.get(product.id) ?? null,
      updatedAt: product.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
  });
  return { items, totalCount };
}
