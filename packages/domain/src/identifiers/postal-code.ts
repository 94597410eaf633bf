/** Norway's country code, the country whose addresses have `NORWEGIAN_ZIP` postal codes. */
export const NORWAY = 'NO';

/** Norwegian postal codes are four digits (Bring's register, e.g. 0155 Oslo, 9008 Tromsø). */
export const NORWEGIAN_ZIP = /^\d{4}$/;

/** Whether an address's country code (any case, padded or not) is Norway's. */
export function isNorwegianCountry(countryCode: unknown): boolean {
  return (
    String(countryCode ?? '')
      .trim()
      .toUpperCase() === NORWAY
  );
}
