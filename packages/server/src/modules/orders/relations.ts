import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { byKey } from '../../graphql/loaders.js';
import { fileMetaColumns } from '../files/service.js';
import { files } from '../files/tables.js';
import { allowanceChargesOf, linesOf } from './repository.js';

/** An order's logo as file metadata (never the bytes). */
const logosOf = async (tx: Tx, _unitId: string, ids: readonly string[]) =>
  byKey(
    ids,
    await tx
      .select(fileMetaColumns)
      .from(files)
      .where(inArray(files.id, [...ids])),
    (file) => file.id,
  );

/** The order relations' loaders of the request, each reading a whole page's orders at once. */
export const orderLoaders = (ctx: GraphQLContext) => ({
  lines: ctx.loaders.get('order:lines', linesOf),
  allowanceCharges: ctx.loaders.get('order:allowanceCharges', allowanceChargesOf),
  logos: ctx.loaders.get('order:logos', logosOf),
});
