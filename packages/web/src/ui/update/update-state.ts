import { useSyncExternalStore } from 'react';

/**
 * What the update notices show: a new version waiting (with the function that switches to it),
 * and the warning that the page was just reloaded. A tiny store, because the service worker, the
 * chunk loader and the test hooks all change it from outside React.
 */
export type UpdateState = { update: (() => void) | null; reloadWarning: boolean };

let state: UpdateState = { update: null, reloadWarning: false };
const listeners = new Set<() => void>();

function set(next: Partial<UpdateState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getUpdateState = (): UpdateState => state;

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(subscribe, getUpdateState, getUpdateState);
}

/** A new version is ready; `apply` switches to it (and reloads the page). */
export function announceUpdate(apply: () => void): void {
  set({ update: apply });
}

export function showReloadWarning(): void {
  set({ reloadWarning: true });
}

export function dismissReloadWarning(): void {
  set({ reloadWarning: false });
}

/** For tests. */
export function resetUpdateState(): void {
  set({ update: null, reloadWarning: false });
}
