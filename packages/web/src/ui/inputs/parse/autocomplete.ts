import { AUTOCOMPLETE_NEAR_END_VIEWPORTS } from '@fjord/domain';

/**
 * The list rules of the autocomplete: nothing below the minimum typed
 * characters, case-insensitive containment for local filtering, and loading more once the list is
 * scrolled within two of its own heights of the end.
 */
export type AutocompleteOption = { value: string; label: string; description?: string };

export function belowMinimum(search: string, minChars: number): boolean {
  return search.trim().length < minChars;
}

export function filterOptions<T extends AutocompleteOption>(options: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

export function isNearEnd(list: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  const remaining = list.scrollHeight - list.scrollTop - list.clientHeight;
  return remaining <= AUTOCOMPLETE_NEAR_END_VIEWPORTS * list.clientHeight;
}
