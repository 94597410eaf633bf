import { parseJson, storedValue } from './stored-value';

/** Invoicing or payroll: remembered in local storage, invoicing by default. */
export const MODES = ['invoicing', 'payroll'] as const;
export type Mode = (typeof MODES)[number];

export const DEFAULT_MODE: Mode = 'invoicing';

export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && (MODES as readonly string[]).includes(value);
}

export const modeStore = storedValue<Mode>('fjord.mode', (raw) => {
  const value = parseJson(raw);
  return isMode(value) ? value : DEFAULT_MODE;
});

export const useMode = modeStore.use;
