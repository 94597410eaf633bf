import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { byKey, groupedByKey } from '../../graphql/loaders.js';
import { municipalities, municipalityDetails, municipalityTaxZones } from './tables.js';

export type MunicipalityTaxZoneRow = { zone: string; comment: string | null };

/** The register's municipalities by number (null for a number it does not have): a record's municipality. */
const municipalitiesOf = async (tx: Tx, _unitId: string, numbers: readonly string[]) =>
  byKey(
    numbers,
    await tx
      .select()
      .from(municipalities)
      .where(inArray(municipalities.number, [...numbers])),
    (municipality) => municipality.number,
  );

/** The national register's zones of each municipality, by zone. */
const taxZonesOf = async (tx: Tx, _unitId: string, numbers: readonly string[]): Promise<MunicipalityTaxZoneRow[][]> =>
  groupedByKey(
    numbers,
    await tx
      .select()
      .from(municipalityTaxZones)
      .where(inArray(municipalityTaxZones.municipalityNumber, [...numbers]))
      .orderBy(asc(municipalityTaxZones.zone)),
    (zone) => zone.municipalityNumber,
  ).map((zones) => zones.map(({ zone, comment }) => ({ zone, comment })));

/** The unit's own details of each municipality; null where it has saved none. */
const detailsOf = async (tx: Tx, unitId: string, numbers: readonly string[]) =>
  byKey(
    numbers,
    await tx
      .select()
      .from(municipalityDetails)
      .where(
        and(eq(municipalityDetails.unitId, unitId), inArray(municipalityDetails.municipalityNumber, [...numbers])),
      ),
    (details) => details.municipalityNumber,
  );

/** The municipality relations' loaders of the request, each reading a whole list's municipalities at once. */
export const municipalityLoaders = (ctx: GraphQLContext) => ({
  byNumber: ctx.loaders.get('municipality:byNumber', municipalitiesOf),
  taxZones: ctx.loaders.get('municipality:taxZones', taxZonesOf),
  details: ctx.loaders.get('municipality:details', detailsOf),
});
