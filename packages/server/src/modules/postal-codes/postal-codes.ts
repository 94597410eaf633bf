import { readFile } from 'node:fs/promises';
import { compactPostalCode, norwegianPostalCode } from '@fjord/domain';
import { referenceDataFile } from '../../db/reference-data.js';

/** A Norwegian postal code and its place (Bring's register, reference-data/postal-codes/README.md). */
export type PostalPlace = { zip: string; city: string; municipality: string | null };

const SMALL_WORDS = new Set(['i', 'på', 'og', 'ved']);

/**
 * The register writes places in capitals; addresses show them as names: "BØ I TELEMARK" →
 * "Bø i Telemark", "NORD-TORPA" → "Nord-Torpa", "NY-ÅLESUND" → "Ny-Ålesund".
 */
export function placeName(capitals: string): string {
  return capitals
    .trim()
    .toLocaleLowerCase('nb')
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word)
        ? word
        : word
            .split('-')
            .map((part) => part.charAt(0).toLocaleUpperCase('nb') + part.slice(1))
            .join('-'),
    )
    .join(' ');
}

export function parsePostalCodes(text: string): Map<string, PostalPlace> {
  const places = new Map<string, PostalPlace>();
  for (const line of text.split(/\r?\n/)) {
    const [zip, city, , municipality] = line.split('\t');
    if (!zip || !city || !/^\d{4}$/.test(zip.trim())) continue;
    places.set(zip.trim(), {
      zip: zip.trim(),
      city: placeName(city),
      municipality: municipality?.trim() ? placeName(municipality) : null,
    });
  }
  return places;
}

let loaded: Promise<Map<string, PostalPlace>> | undefined;

/** Read once, on first use, and kept: 5,000 short lines. */
function register(): Promise<Map<string, PostalPlace>> {
  loaded ??= readFile(referenceDataFile('postal-codes/poststeder.tsv'), 'utf8')
    .then(parsePostalCodes)
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}

/** The place of a Norwegian postal code, or null for a code that is not in the register. */
export async function postalPlace(zip: string): Promise<PostalPlace | null> {
  const code = compactPostalCode(zip);
  return code ? ((await register()).get(code) ?? null) : null;
}

export type PostalAddress = {
  attribute: string;
  zip: string | null | undefined;
  countryCode: string | null | undefined;
};

/**
 * A Norwegian address (country NO) needs a postal code that exists: four digits that are not in the
 * register are refused as `invalid` on the address's zip attribute. Codes that are not four digits
 * are left to the form rules, which name that mistake; other countries' codes are not checked.
 * `skip` leaves out attributes that already have a problem.
 */
export async function unknownPostalCodes(
  addresses: readonly PostalAddress[],
  skip: (attribute: string) => boolean = () => false,
): Promise<{ attribute: string; type: 'invalid' }[]> {
  const problems: { attribute: string; type: 'invalid' }[] = [];
  for (const { attribute, zip, countryCode } of addresses) {
    const code = norwegianPostalCode(zip, countryCode);
    if (!code || skip(attribute)) continue;
    if (!(await postalPlace(code))) problems.push({ attribute, type: 'invalid' });
  }
  return problems;
}
