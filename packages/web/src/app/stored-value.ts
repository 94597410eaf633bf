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

export function storedValue<T>(key: string, parse: (raw: string | null) => T): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T;

  const get = (): T => {
    const raw = localStorage.getItem(key);
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
      localStorage.setItem(key, JSON.stringify(value));
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
