import { isValidBankAccount, normalizeBankAccount } from '../identifiers/bank-account.js';
import { isValidOrganizationNumber, normalizeOrganizationNumber } from '../identifiers/organization-number.js';
import { rules } from '../validation/rules.js';

/**
 * The unit's own details of a municipality — the bank account the tax
 * deductions are paid to, the municipality's organisation, a contact and an address. All optional.
 */
export type MunicipalityDetailsValues = {
  bban: string | null;
  organizationNumber: string | null;
  organizationName: string | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
};

export const MUNICIPALITY_DETAILS_TEXT_MAX = 200;
export const MUNICIPALITY_DETAILS_ZIP_MAX = 20;

const text = () => [rules.max(MUNICIPALITY_DETAILS_TEXT_MAX)];

export const MUNICIPALITY_DETAILS_RULES = {
  bban: [rules.checksum(isValidBankAccount, { strip: true })],
  organizationNumber: [rules.checksum(isValidOrganizationNumber, { strip: true })],
  organizationName: text(),
  contactName: text(),
  contactPhone: [rules.phone()],
  contactEmail: [rules.email(), ...text()],
  address: text(),
  zip: [rules.max(MUNICIPALITY_DETAILS_ZIP_MAX)],
  city: text(),
};

/** Check-digit failures are `checksum_invalid` on the server. */
export const MUNICIPALITY_DETAILS_SERVER_TYPES = {
  bban: { invalid: 'checksum_invalid' },
  organizationNumber: { invalid: 'checksum_invalid' },
};

const trimmed = (value: string | null | undefined): string | null => value?.trim() || null;

/** What is stored: empty text as null, account and organisation numbers as bare digits. */
export function normalizeMunicipalityDetails(values: MunicipalityDetailsValues): MunicipalityDetailsValues {
  const bban = trimmed(values.bban);
  const organizationNumber = trimmed(values.organizationNumber);
  return {
    bban: bban && normalizeBankAccount(bban),
    organizationNumber: organizationNumber && normalizeOrganizationNumber(organizationNumber),
    organizationName: trimmed(values.organizationName),
    contactName: trimmed(values.contactName),
    contactPhone: trimmed(values.contactPhone),
    contactEmail: trimmed(values.contactEmail),
    address: trimmed(values.address),
    zip: trimmed(values.zip),
    city: trimmed(values.city),
  };
}
