import { useSyncExternalStore } from 'react';
import { getToken, onSessionChange, TOKEN_KEY } from './session';

/**
 * The stored token as React state. It changes on sign-in and sign-out in this tab, and when
 * another tab signs out (the storage event) or on window focus (in case that event was missed).
 */
function subscribe(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) callback();
  };
  const unsubscribe = onSessionChange(callback);
  window.addEventListener('storage', onStorage);
  window.addEventListener('focus', callback);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('focus', callback);
  };
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
