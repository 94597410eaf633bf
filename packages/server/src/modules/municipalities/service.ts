import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  fieldProblems,
  MUNICIPALITY_DETAILS_RULES,
  MUNICIPALITY_DETAILS_SERVER_TYPES,
  normalizeMunicipalityDetails,
  type MunicipalityDetailsValues,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { codeOrName, containsText, lowerOf, ordered, selectPage, startsWithText } from '../../db/list.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { notFound, refuseInvalid } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { municipalities, municipalityDetails, municipalityTaxZones } from './tables.js';

type MunicipalityRow = typeof municipalities.$inferSelect;
export type MunicipalityTaxZoneRow = { zone: string; comment: string | null };
export type MunicipalityDetailsRow = typeof municipalityDetails.$inferSelect;
/** A municipality with its zones and the current unit's own details (null until saved). */
export type MunicipalityView = MunicipalityRow & {
  employerTaxZones: MunicipalityTaxZoneRow[];
  details: MunicipalityDetailsRow | null;
};

export const MUNICIPALITY_ORDER_BY = ['number', 'name', 'county_name'] as const;
export type MunicipalityOrderBy = (typeof MUNICIPALITY_ORDER_BY)[number];
export type MunicipalityFilters = {
  number?: string | null;
  name?: string | null;
  county?: string | null;
  zone?: string | null;
  term?: string | null;
};
export type MunicipalityDetailsInput = { [K in keyof MunicipalityDetailsValues]?: string | null };

export const MUNICIPALITY_SEARCH_LIMIT = 50;
export const MUNICIPALITY_SEARCH_MAX = 400;
const MODEL = 'municipalityDetails';

function inZone(zone: string | null | undefined): SQL | undefined {
  const trimmed = zone?.trim();
  if (!trimmed) return undefined;
  return sql`exists (select 1 from ${municipalityTaxZones} where ${municipalityTaxZones.municipalityNumber} = ${municipalities.number} and ${municipalityTaxZones.zone} = ${trimmed})`;
}

const orderColumns: Record<MunicipalityOrderBy, SQL | AnyPgColumn> = {
  number: municipalities.number,
  name: lowerOf(municipalities.name),
  county_name: lowerOf(municipalities.countyName),
};

/** Zones and the unit's details of the listed municipalities, two queries for the whole list. */
async function withZonesAndDetails(tx: Tx, rows: MunicipalityRow[]): Promise<MunicipalityView[]> {
  if (rows.length === 0) return [];
  const numbers = rows.map((row) => row.number);
  const [zones, details] = await Promise.all([
    tx
      .select()
      .from(municipalityTaxZones)
      .where(inArray(municipalityTaxZones.municipalityNumber, numbers))
      .orderBy(asc(municipalityTaxZones.zone)),
    tx.select().from(municipalityDetails).where(inArray(municipalityDetails.municipalityNumber, numbers)),
  ]);
  return rows.map((row) => ({
    ...row,
    employerTaxZones: zones
      .filter((zone) => zone.municipalityNumber === row.number)
      .map(({ zone, comment }) => ({ zone, comment })),
    details: details.find((own) => own.municipalityNumber === row.number) ?? null,
  }));
}

async function findMunicipality(tx: Tx, number: string): Promise<MunicipalityRow> {
  const [row] = await tx.select().from(municipalities).where(eq(municipalities.number, number.trim())).limit(1);
  if (!row) throw notFound('municipality');
  return row;
}

function clean(input: MunicipalityDetailsInput): MunicipalityDetailsValues {
  return normalizeMunicipalityDetails({
    bban: input.bban ?? null,
    organizationNumber: input.organizationNumber ?? null,
    organizationName: input.organizationName ?? null,
    contactName: input.contactName ?? null,
    contactPhone: input.contactPhone ?? null,
    contactEmail: input.contactEmail ?? null,
    address: input.address ?? null,
    zip: input.zip ?? null,
    city: input.city ?? null,
  });
}

/**
 * The national municipality register with each unit's own details;
 * row-level security shows a unit only its own details rows.
 */
export const municipalityService = {
  async list(tx: Tx, request: ListRequest<MunicipalityOrderBy, MunicipalityFilters>): Promise<Page<MunicipalityView>> {
    const { filters } = request;
    const page = await selectPage(tx, municipalities, {
      key: municipalities.number,
      where: and(
        startsWithText(municipalities.number, filters.number),
        containsText(municipalities.name, filters.name),
        containsText(municipalities.countyName, filters.county),
        inZone(filters.zone),
        codeOrName(municipalities.number, municipalities.name, filters.term),
      ),
      orderBy: [ordered(request.orderDirection, orderColumns[request.orderBy])],
      window: request,
    });
    return { items: await withZonesAndDetails(tx, page.items), totalCount: page.totalCount };
  },

  /** municipality search, by number. */
  async search(tx: Tx, term: string, limit: number | null | undefined): Promise<MunicipalityView[]> {
    const where = codeOrName(municipalities.number, municipalities.name, term);
    if (!where) return [];
    const rows = await tx
      .select()
      .from(municipalities)
      .where(where)
      .orderBy(asc(municipalities.number))
      .limit(Math.min(Math.max(limit ?? MUNICIPALITY_SEARCH_LIMIT, 1), MUNICIPALITY_SEARCH_MAX));
    return withZonesAndDetails(tx, rows);
  },

  async find(tx: Tx, number: string): Promise<MunicipalityView> {
    const [view] = await withZonesAndDetails(tx, [await findMunicipality(tx, number)]);
    return view!;
  },

  /** Creates the unit's details row on the first save, replaces it after. */
  async saveDetails(tx: Tx, actor: Actor, number: string, input: MunicipalityDetailsInput): Promise<MunicipalityView> {
    const municipality = await findMunicipality(tx, number);
    const values = clean(input);
    refuseInvalid(MODEL, fieldProblems(values, MUNICIPALITY_DETAILS_RULES, MUNICIPALITY_DETAILS_SERVER_TYPES));
    const [saved] = await tx
      .insert(municipalityDetails)
      .values({
        ...values,
        municipalityNumber: municipality.number,
        unitId: actor.unitId,
        createdById: actor.userId,
        updatedById: actor.userId,
      })
      .onConflictDoUpdate({
        target: [municipalityDetails.unitId, municipalityDetails.municipalityNumber],
        set: { ...values, updatedById: actor.userId, updatedAt: actor.at },
      })
      .returning();
    await recordAudit(tx, actor, 'update', MODEL, saved!.id, { municipalityNumber: municipality.number, ...values });
    return municipalityService.find(tx, municipality.number);
  },

  /** Forgets the unit's details of the municipality; NOT_FOUND when it has none. */
  async deleteDetails(tx: Tx, actor: Actor, number: string): Promise<MunicipalityView> {
    const municipality = await findMunicipality(tx, number);
    const [deleted] = await tx
      .delete(municipalityDetails)
      .where(
        and(
          eq(municipalityDetails.unitId, actor.unitId),
          eq(municipalityDetails.municipalityNumber, municipality.number),
        ),
      )
      .returning();
    if (!deleted) throw notFound(MODEL);
    await recordAudit(tx, actor, 'delete', MODEL, deleted.id, { municipalityNumber: municipality.number });
    return municipalityService.find(tx, municipality.number);
  },
};
