import type { ComponentType } from 'react';
import { loadChunk } from '../ui/update';

type Loaded = { Component: ComponentType };

/**
 * The `lazy` of a route whose code is a chunk, and the one way routes load code. Its promise never
 * rejects: a route whose `lazy` failed keeps it, and react-router then renders only the routes above
 * it (the root with an empty outlet) — a blank window without the shell. A failed chunk instead
 * becomes the route's component `Failed`, which shows the error where the page would have been.
 */
export function lazyRoute(
  load: () => Promise<ComponentType>,
  name: string,
  Failed: ComponentType<{ error: unknown }>,
): () => Promise<Loaded> {
  return async () => {
    try {
      return { Component: await loadChunk(load, name) };
    } catch (error) {
      return { Component: () => <Failed error={error} /> };
    }
  };
}
