import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
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

/** A municipality of the register; its zones and the unit's own details are read through the loaders. */
export type MunicipalityRow = typeof municipalities.$inferSelect;
export type MunicipalityDetailsRow = typeof municipalityDetails.$inferSelect;

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
 * The employer tax zones the register gives the municipality, by zone: one, or several for a split
 * municipality. Null when the register has no municipality of that number.
 */
export async function registeredZones(tx: Tx, number: string): Promise<string[] | null> {
  const rows = await tx
    .select({ zone: municipalityTaxZones.zone })
    .from(municipalities)
    .leftJoin(municipalityTaxZones, eq(municipalityTaxZones.municipalityNumber, municipalities.number))
    .where(eq(municipalities.number, number))
    .orderBy(asc(municipalityTaxZones.zone));
  if (rows.length === 0) return null;
  return rows.flatMap((row) => (row.zone === null ? [] : [row.zone]));
}

/**
 * The national municipality register with each unit's own details;
 * row-level security shows a unit only its own details rows.
 */
export const municipalityService = {
  list(tx: Tx, request: ListRequest<MunicipalityOrderBy, MunicipalityFilters>): Promise<Page<MunicipalityRow>> {
    const { filters } = request;
    return selectPage(tx, municipalities, {
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
  },

  /** municipality search, by number. */
  async search(tx: Tx, term: string, limit: number | null | undefined): Promise<MunicipalityRow[]> {
    const where = codeOrName(municipalities.number, municipalities.name, term);
    if (!where) return [];
    return tx
      .select()
      .from(municipalities)
      .where(where)
      .orderBy(asc(municipalities.number))
      .limit(Math.min(Math.max(limit ?? MUNICIPALITY_SEARCH_LIMIT, 1), MUNICIPALITY_SEARCH_MAX));
  },

  find: findMunicipality,

  /** Creates the unit's details row on the first save, replaces it after. */
  async saveDetails(tx: Tx, actor: Actor, number: string, input: MunicipalityDetailsInput): Promise<MunicipalityRow> {
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
    return municipality;
  },

  /** Forgets the unit's details of the municipality; NOT_FOUND when it has none. */
  async deleteDetails(tx: Tx, actor: Actor, number: string): Promise<MunicipalityRow> {
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
    return municipality;
  },
};
