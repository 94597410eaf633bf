import { isValidOrganizationNumber, normalizeOrganizationNumber } from '../identifiers/organization-number.js';
import { rules } from '../validation/rules.js';

/** A name, an organisation number (unique in the unit) and an optional department. */
export type SubUnitValues = { name: string; organizationNumber: string; departmentId: string | null };

export const SUB_UNIT_NAME_MAX = 200;

/**
 * The rules of a sub-unit, shared by the form and the server. The organisation number is nine
 * digits with a MOD11 check digit; isValidOrganizationNumber checks both, spaces allowed.
 */
export const SUB_UNIT_RULES = {
  name: [rules.required(), rules.max(SUB_UNIT_NAME_MAX)],
  organizationNumber: [rules.required(), rules.checksum(isValidOrganizationNumber, { strip: true })],
};

/** On the server a bad organisation number is `checksum_invalid`. */
export const SUB_UNIT_SERVER_TYPES = { organizationNumber: { invalid: 'checksum_invalid' } };

/** What is stored: trimmed, the organisation number as nine digits without spaces. */
export function normalizeSubUnit(values: SubUnitValues): SubUnitValues {
  return {
    name: values.name.trim(),
    organizationNumber: normalizeOrganizationNumber(values.organizationNumber.trim()),
    departmentId: values.departmentId || null,
  };
}
