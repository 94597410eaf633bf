import { parseJson, storedValue, type StoredValue, type StoredValueOptions } from '../stored-value';

/** The side menu's remembered state: collapsed or not, and which sections are open. */
export const menuCollapsed = storedValue<boolean>('fjord.menu.collapsed', (raw) => parseJson(raw) === true);

/**
 * Every remembered "expanded sections" state lives under this prefix (the menu's, and later the
 * paycheck page's), so sign-out can forget them all at once.
 */
export const EXPANDED_SECTIONS_PREFIX = 'fjord.expandedSections.';

/** The expanded-sections values made so far, told when sign-out forgets them. */
const expandedSectionValues = new Set<StoredValue<unknown>>();

/**
 * A remembered "expanded sections" state, kept under EXPANDED_SECTIONS_PREFIX + `name` so that
 * sign-out forgets it with the others (and its readers hear of it).
 */
export function expandedSectionsValue<T>(
  name: string,
  parse: (raw: string | null) => T,
  options?: StoredValueOptions,
): StoredValue<T> {
  const value = storedValue(`${EXPANDED_SECTIONS_PREFIX}${name}`, parse, options);
  expandedSectionValues.add(value);
  return value;
}

export const expandedMenuSections = expandedSectionsValue<string[]>('menu', (raw) => {
  const value = parseJson(raw);
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
});

/**
 * Forgets every expanded-sections state: by the prefix, so also those of pages not loaded in this
 * visit, and through the values made here, so that what is on screen follows.
 */
export function clearExpandedSections(): void {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) if (key?.startsWith(EXPANDED_SECTIONS_PREFIX)) localStorage.removeItem(key);
  for (const value of expandedSectionValues) value.clear();
}
