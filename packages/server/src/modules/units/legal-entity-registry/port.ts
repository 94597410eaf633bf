import { AppError } from '../../../errors/app-error.js';

/**
 * What the public register of legal entities (Brønnøysundregistrene's Enhetsregisteret) says about
 * one organisation number: what the company form fills in when a unit is created.
 */
export type LegalEntity = {
  organizationNumber: string;
  name: string;
  /** The register's organisation form code, e.g. AS, ASA, ENK, NUF. */
  organizationForm: string | null;
  /** The business address (forretningsadresse), else the postal address; lines joined with ", ". */
  address: string | null;
  zip: string | null;
  city: string | null;
  /** ISO 3166 alpha-2. */
  countryCode: string;
  /** Registered in the VAT register (Merverdiavgiftsregisteret). */
  vatRegistered: boolean;
};

/**
 * The port: look a valid, normalised organisation number up. Answers null when the register has no
 * such entity (or it is deleted); throws an AppError SERVICE_UNAVAILABLE when it cannot answer now.
 */
export interface LegalEntityRegistry {
  lookup(organizationNumber: string): Promise<LegalEntity | null>;
}

export function legalEntityRegistryUnavailable(reason: string): AppError {
  return new AppError('SERVICE_UNAVAILABLE', `Legal entity registry unavailable: ${reason}`, {
    key: 'errors.legalEntityRegistryUnavailable',
  });
}
