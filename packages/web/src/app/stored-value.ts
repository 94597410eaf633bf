import { useSyncExternalStore } from 'react';

/**
 * A value remembered in local storage that components read as state. Parsing guards against
 * whatever an older version (or a user) left under the key.
 */
export type StoredValue<T> = {
  get(): T;
  set(value: T): void;
  clear(): void;
  use(): T;
};

export type StoredValueOptions = {
  /**
   * Forgotten this long after it was last set: read afterwards, it is as if nothing were stored
   * (`parse(null)`, the default). The value is then kept with the time it was set.
   */
  timeToLiveMs?: number;
};

/** How a value with a time to live is kept: the value and when it was set (ms since the epoch). */
type Dated = { savedAt: number; value: unknown };

/** The stored text of a value with a time to live while it lives, else null (expired, or not of this form). */
function unexpired(stored: string | null, timeToLiveMs: number, now: number): string | null {
  const dated = parseJson(stored) as Partial<Dated> | undefined;
  if (typeof dated !== 'object' || dated === null || typeof dated.savedAt !== 'number' || !('value' in dated))
    return null;
  return now - dated.savedAt < timeToLiveMs ? JSON.stringify(dated.value) : null;
}

export function storedValue<T>(
  key: string,
  parse: (raw: string | null) => T,
  { timeToLiveMs }: StoredValueOptions = {},
): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T;

  const get = (): T => {
    const stored = localStorage.getItem(key);
    const raw = timeToLiveMs === undefined ? stored : unexpired(stored, timeToLiveMs, Date.now());
    // The same snapshot object while the stored text is unchanged, as useSyncExternalStore requires.
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = parse(raw);
    }
    return cachedValue;
  };
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    get,
    set(value) {
      const stored = timeToLiveMs === undefined ? value : ({ savedAt: Date.now(), value } satisfies Dated);
      localStorage.setItem(key, JSON.stringify(stored));
      notify();
    },
    clear() {
      localStorage.removeItem(key);
      notify();
    },
    use: () => useSyncExternalStore(subscribe, get, get),
  };
}

export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
