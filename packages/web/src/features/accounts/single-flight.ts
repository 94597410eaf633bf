/**
 * Confirmation links are single-use, and React's development mode mounts effects twice: the
 * second request would find the token spent. Both mounts therefore share one request per key.
 */
const inFlight = new Map<string, Promise<unknown>>();

export function singleFlight<T>(key: string, start: () => Promise<T>): Promise<T> {
  const existing = inFlight.get(key);
  if (existing) return existing as Promise<T>;
  const promise = start().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}
