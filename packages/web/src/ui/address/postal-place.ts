/** A Norwegian postal code's place, as GET /postal-codes/:code answers it. */
export type PostalPlace = { zip: string; city: string; municipality: string | null };

/**
 * The place of a Norwegian postal code from the server's register, or null when the register does not
 * have it or the server cannot be asked: the city is then typed by hand, so no failure is shown.
 * Public (it needs no session), so the registration form uses it too.
 */
export async function fetchPostalPlace(code: string, signal?: AbortSignal): Promise<PostalPlace | null> {
  try {
    const response = await fetch(`/postal-codes/${encodeURIComponent(code)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return null;
    const place = (await response.json()) as Partial<PostalPlace> | null;
    return typeof place?.city === 'string' && place.city !== '' ? (place as PostalPlace) : null;
  } catch {
    return null;
  }
}
