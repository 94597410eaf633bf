import { parseJson, storedValue } from '../stored-value';

/** The side menu's remembered state: collapsed or not, and which sections are open. */
export const menuCollapsed = storedValue<boolean>('fjord.menu.collapsed', (raw) => parseJson(raw) === true);

/**
 * Every remembered "expanded sections" state lives under this prefix (the menu's, and later the
 * paycheck page's), so sign-out can forget them all at once.
 */
export const EXPANDED_SECTIONS_PREFIX = 'fjord.expandedSections.';

export const expandedMenuSections = storedValue<string[]>(`${EXPANDED_SECTIONS_PREFIX}menu`, (raw) => {
  const value = parseJson(raw);
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
});

export function clearExpandedSections(): void {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) if (key?.startsWith(EXPANDED_SECTIONS_PREFIX)) localStorage.removeItem(key);
  expandedMenuSections.clear();
}
