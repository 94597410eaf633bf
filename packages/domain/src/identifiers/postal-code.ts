/** Norway's ISO 3166 code: the one country whose postal codes Fjord knows and checks. */
export const NORWAY = 'NO';

/** Norwegian postal codes are four digits (Bring's register, e.g. 0155 Oslo, 9008 Tromsø). */
export const NORWEGIAN_ZIP = /^\d{4}$/;

/** Whether a country code names Norway, as forms send it (any case, spaces around). */
export const isNorway = (countryCode: unknown): boolean =>
  String(countryCode ?? '')
    .trim()
    .toUpperCase() === NORWAY;

/** A postal code's four digits with the spaces people type removed, or null when it is not four digits. */
export function compactPostalCode(zip: string | null | undefined): string | null {
  const code = (zip ?? '').replace(/\s+/g, '');
  return NORWEGIAN_ZIP.test(code) ? code : null;
}

/**
 * The postal code to look up in the register for an address: its four digits when the address is
 * Norwegian, null for another country and for what is not (yet) a whole code.
 */
export const norwegianPostalCode = (zip: string | null | undefined, countryCode: unknown): string | null =>
  isNorway(countryCode) ? compactPostalCode(zip) : null;
