/**
 * The stored sign-in (the token lives in local storage) and the chosen company.
 * Other tabs and the window-focus check read the same keys.
 */
export const TOKEN_KEY = 'fjord.token';
export const UNIT_KEY = 'fjord.unitId';

type Listener = () => void;
const listeners = new Set<Listener>();

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Stores a new or refreshed token; listeners hear only a sign-in or sign-out, not a refresh. */
export function setToken(token: string): void {
  const wasSignedIn = getToken() !== null;
  localStorage.setItem(TOKEN_KEY, token);
  if (!wasSignedIn) notify();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  notify();
}

export function getStoredUnitId(): string | null {
  return localStorage.getItem(UNIT_KEY);
}

export function setStoredUnitId(unitId: string | null): void {
  if (unitId) localStorage.setItem(UNIT_KEY, unitId);
  else localStorage.removeItem(UNIT_KEY);
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}
