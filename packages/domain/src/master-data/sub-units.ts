import { isValidOrganizationNumber, normalizeOrganizationNumber } from '../identifiers/organization-number.js';
import { rules, type RuleContext } from '../validation/rules.js';

/**
 * A name, an organisation number (unique in the unit), an optional department, and where the
 * sub-unit is: its municipality and, in a split municipality, the employer tax zone of its part.
 */
export type SubUnitValues = {
  name: string;
  organizationNumber: string;
  departmentId: string | null;
  /** A municipality of the national register (its number), or none. */
  municipalityNumber: string | null;
  /** Only in a split municipality: one of its zones. Elsewhere the municipality's only zone applies. */
  employerTaxZone: string | null;
};

/**
 * What the rules check: the values and the employer tax zones of the chosen municipality as the
 * register has them (none without a municipality, or while a form has not read them yet).
 */
export type SubUnitRuleValues = SubUnitValues & { municipalityZones: readonly string[] };

export const SUB_UNIT_NAME_MAX = 200;

/** A municipality with several employer tax zones: which one applies depends on the part. */
export const isSplitMunicipality = (zones: readonly string[]): boolean => zones.length > 1;

const zonesOf = (context: RuleContext): readonly string[] =>
  (context.values?.municipalityZones as readonly string[] | undefined) ?? [];
const inSplitMunicipality = (context: RuleContext) => isSplitMunicipality(zonesOf(context));

/**
 * The rules of a sub-unit, shared by the form and the server. The organisation number is nine
 * digits with a MOD11 check digit; isValidOrganizationNumber checks both, spaces allowed. A split
 * municipality needs the zone of the sub-unit's part, one of that municipality's; any other
 * municipality has one zone, so a zone given there is not kept (normalizeSubUnit clears it).
 */
export const SUB_UNIT_RULES = {
  name: [rules.required(), rules.max(SUB_UNIT_NAME_MAX)],
  organizationNumber: [rules.required(), rules.checksum(isValidOrganizationNumber, { strip: true })],
  employerTaxZone: [
    rules.requiredWhen(inSplitMunicipality),
    rules.custom((value, context) => !inSplitMunicipality(context) || zonesOf(context).includes(String(value))),
  ],
};

/** On the server a bad organisation number is `checksum_invalid`, a missing zone `required`. */
export const SUB_UNIT_SERVER_TYPES = {
  organizationNumber: { invalid: 'checksum_invalid' },
  employerTaxZone: { blank: 'required' },
};

const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * What is stored: trimmed, the organisation number as nine digits without spaces, and the zone only
 * in a split municipality (`municipalityZones`: the zones of the chosen municipality).
 */
export function normalizeSubUnit(values: SubUnitValues, municipalityZones: readonly string[]): SubUnitValues {
  return {
    name: values.name.trim(),
    organizationNumber: normalizeOrganizationNumber(values.organizationNumber.trim()),
    departmentId: values.departmentId || null,
    municipalityNumber: blankToNull(values.municipalityNumber),
    employerTaxZone: isSplitMunicipality(municipalityZones) ? blankToNull(values.employerTaxZone) : null,
  };
}
