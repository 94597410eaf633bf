import type { ReactNode } from 'react';
import type { AutocompleteOption } from '../inputs/parse/autocomplete';

/**
 * The request and answer of a paged list, named as the GraphQL lists name them (
 * "API naming"): `customers(limit, offset, orderBy, orderDirection, filters)` answering
 * `{ items, totalCount }`.
 */
export type OrderDirection = 'ASC' | 'DESC';

/** A text or select filter holds a string, a yes/no filter a boolean. */
export type FilterValue = string | boolean;
export type Filters = Record<string, FilterValue>;

export type PageRequest = {
  limit: number;
  offset: number;
  /** The sorted column's server name, or null for the server's own order. */
  orderBy: string | null;
  orderDirection: OrderDirection;
  filters: Filters;
};

export type Page<T> = { items: T[]; totalCount: number };

/**
 * Fetches one page. The signal aborts when a newer request replaces this one. Keep the function
 * stable (module scope, useCallback, useMemo): a new function means "the data changed, fetch again".
 */
export type PageFetch<T> = (request: PageRequest, signal: AbortSignal) => Promise<Page<T>>;

export type SelectOption = { value: string; label: string };

/** `key` is the filter's name in `filters` (default: the column id). */
export type ColumnFilter =
  | { type: 'text'; key?: string }
  | { type: 'select'; key?: string; options: SelectOption[] }
  | { type: 'yesNo'; key?: string }
  /**
   * A record chosen from a server search (a supplier, a product: too many for a select). The id is
   * the filter; the chosen option's label is kept beside it (`searchLabelKey`), to name it again
   * when the filters come back from the URL.
   */
  | { type: 'search'; key?: string; search: (term: string) => Promise<AutocompleteOption[]>; minChars?: number }
  /** Two dates, from and to (both included), each kept under its own key as YYYY-MM-DD. */
  | { type: 'dateRange'; fromKey: string; toKey: string };

export type CellValue = string | number | boolean | null | undefined;

export type PagedColumn<T> = {
  id: string;
  /** Header text; also the label of the column's filter. */
  header: string;
  /** The plain value: shown when there is no `cell`, and what a local fetch sorts and filters on. */
  value?: (row: T) => CellValue;
  cell?: (row: T) => ReactNode;
  /** Sortable by clicking the header; `orderBy` names the column for the server (default: the id). */
  sortable?: boolean;
  orderBy?: string;
  filter?: ColumnFilter;
  /** The filter's label where the header would not say what it filters (default: the header). */
  filterLabel?: string;
  /** Money and other numbers are right-aligned. */
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /**
   * Stays at the right edge while a wide table scrolls sideways: row actions, so edit and delete
   * are in reach at any window width.
   */
  pinned?: 'right';
};

export type DefaultSort = { column: string; direction: OrderDirection };

export function filterKey(column: PagedColumn<never>): string {
  const filter = column.filter;
  return (filter && filter.type !== 'dateRange' ? filter.key : undefined) ?? column.id;
}

/** Every key a column's filter keeps in `filters` (a date range has two). */
export function filterKeys(column: PagedColumn<never>): string[] {
  const filter = column.filter;
  if (!filter) return [];
  return filter.type === 'dateRange' ? [filter.fromKey, filter.toKey] : [filterKey(column)];
}

/** Where a search filter keeps the label of its chosen record (not sent with the request). */
export const searchLabelKey = (key: string) => `${key}Label`;

export function orderKey(column: PagedColumn<never>): string {
  return column.orderBy ?? column.id;
}
