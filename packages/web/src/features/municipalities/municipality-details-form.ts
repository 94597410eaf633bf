import { MUNICIPALITY_DETAILS_RULES } from '@fjord/domain';
import type { MunicipalitiesQuery } from '../../gql/graphql';
import { schemaWithChecksumWording } from '../sub-units/checksum-wording';

/** The details popup's values: every field text, '' for none. */
export type MunicipalityDetailsFormValues = {
  bban: string;
  organizationNumber: string;
  organizationName: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  address: string;
  zip: string;
  city: string;
};

export const DETAILS_FIELDS = [
  'bban',
  'organizationNumber',
  'organizationName',
  'contactName',
  'contactPhone',
  'contactEmail',
  'address',
  'zip',
  'city',
] as const satisfies readonly (keyof MunicipalityDetailsFormValues)[];

export const municipalityDetailsSchema = schemaWithChecksumWording<MunicipalityDetailsFormValues>(
  'municipalityDetails',
  MUNICIPALITY_DETAILS_RULES,
  ['bban', 'organizationNumber'],
);

export function detailsFormValues(
  details: MunicipalitiesQuery['municipalities']['items'][number]['details'],
): MunicipalityDetailsFormValues {
  const values = {} as MunicipalityDetailsFormValues;
  for (const field of DETAILS_FIELDS) values[field] = details?.[field] ?? '';
  return values;
}

/** Empty fields are sent as null: the server stores them as "none". */
export function detailsInput(values: MunicipalityDetailsFormValues) {
  const input = {} as Record<(typeof DETAILS_FIELDS)[number], string | null>;
  for (const field of DETAILS_FIELDS) input[field] = values[field].trim() || null;
  return input;
}
