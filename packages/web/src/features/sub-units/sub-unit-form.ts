import { isSplitMunicipality, SUB_UNIT_RULES, type SubUnitRuleValues } from '@fjord/domain';
import type { SubUnitInput, SubUnitsQuery } from '../../gql/graphql';
import { schemaWithChecksumWording } from './checksum-wording';

export type SubUnitRow = SubUnitsQuery['subUnits']['items'][number];

type ZonedMunicipality = { employerTaxZones: readonly { zone: string }[] } | null | undefined;

/**
 * The popup's values: the sub-unit's, and the zones of its municipality that the zone rules read
 * (EmployerTaxZoneField keeps them in step with the chosen municipality; they are never sent).
 */
export type SubUnitFormValues = Omit<SubUnitRuleValues, 'municipalityZones'> & { municipalityZones: string[] };

export const EMPTY_SUB_UNIT: SubUnitFormValues = {
  name: '',
  organizationNumber: '',
  departmentId: null,
  municipalityNumber: null,
  employerTaxZone: null,
  municipalityZones: [],
};

export const subUnitSchema = schemaWithChecksumWording<SubUnitFormValues>('subUnit', SUB_UNIT_RULES, [
  'organizationNumber',
]);

/** The zone codes of a municipality as the register lists them. */
export const zonesOf = (municipality: ZonedMunicipality): string[] =>
  municipality?.employerTaxZones.map((zone) => zone.zone) ?? [];

export function subUnitFormValues(row: SubUnitRow): SubUnitFormValues {
  return {
    name: row.name,
    organizationNumber: row.organizationNumber,
    departmentId: row.departmentId ?? null,
    municipalityNumber: row.municipalityNumber ?? null,
    employerTaxZone: row.employerTaxZone ?? null,
    municipalityZones: zonesOf(row.municipality),
  };
}

/** The whole sub-unit; a zone only in a split municipality (elsewhere the server would not keep it). */
export function subUnitInput(values: SubUnitFormValues): SubUnitInput {
  return {
    name: values.name,
    organizationNumber: values.organizationNumber,
    departmentId: values.departmentId || null,
    municipalityNumber: values.municipalityNumber || null,
    employerTaxZone: isSplitMunicipality(values.municipalityZones) ? values.employerTaxZone || null : null,
  };
}

/** The zone of the sub-unit's paychecks: its own in a split municipality, else its municipality's only one. */
export function employerTaxZoneOf(row: Pick<SubUnitRow, 'employerTaxZone' | 'municipality'>): string | null {
  if (row.employerTaxZone) return row.employerTaxZone;
  const zones = zonesOf(row.municipality);
  return zones.length === 1 ? zones[0]! : null;
}
