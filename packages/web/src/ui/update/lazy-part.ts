import { lazy, type ComponentType } from 'react';
import { loadChunk } from './chunks';

/**
 * A part of the shell fetched the first time it is needed (a dialog, the toasts), through loadChunk
 * like every route: a missing script reloads under its rule, a timeout or network failure is
 * reported. Such a part sits outside every route's error element, so when its chunk cannot be had
 * `Fallback` shows in its place — a plain version that does the same job — instead of the failure
 * unmounting the whole app.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
  Fallback: ComponentType<P>,
): ComponentType<P> {
  return lazy(async () => {
    try {
      return { default: await loadChunk(load, name) };
    } catch {
      return { default: Fallback };
    }
  });
}
