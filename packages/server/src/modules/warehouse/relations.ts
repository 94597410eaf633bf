import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { groupedByKey } from '../../graphql/loaders.js';
import { products } from '../products/tables.js';
import type { WarehousePatchLineRow } from './checks.js';
import { warehousePatchLines } from './tables.js';

/** A patch line as the API answers it: with its product's number and name. */
export type WarehousePatchLineView = WarehousePatchLineRow & { productNumber: string; productName: string };

/** The lines of each patch in their order, with their products' numbers and names (one query for a page). */
const linesOf = async (tx: Tx, unitId: string, patchIds: readonly string[]): Promise<WarehousePatchLineView[][]> =>
  groupedByKey(
    patchIds,
    (
      await tx
        .select({ line: warehousePatchLines, productNumber: products.number, productName: products.name })
        .from(warehousePatchLines)
        .innerJoin(products, eq(products.id, warehousePatchLines.productId))
        .where(and(eq(warehousePatchLines.unitId, unitId), inArray(warehousePatchLines.patchId, [...patchIds])))
        .orderBy(asc(warehousePatchLines.position))
    ).map(({ line, productNumber, productName }) => ({ ...line, productNumber, productName })),
    (line) => line.patchId,
  );

/** The lines of a patch through the request's loader. */
export const patchLinesOf = (ctx: GraphQLContext, patchId: string) =>
  ctx.loaders.get('warehousePatch:lines', linesOf).load(patchId);
