import { parseDate } from '../inputs/parse/date';
import { parseYesNo } from '../validation';
import { filterKey, type Filters, type PagedColumn } from './types';

/** The raw filters object of the URL (kept in the `filters` parameter as encoded JSON). */
export type RawFilters = Record<string, unknown>;

export function parseFiltersParam(param: string | null): RawFilters {
  if (!param) return {};
  try {
    const value: unknown = JSON.parse(param);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as RawFilters) : {};
  } catch {
    // A hand-edited or truncated link filters nothing rather than breaking the page.
    return {};
  }
}

export function filtersParam(filters: RawFilters): string | null {
  return Object.keys(filters).length === 0 ? null : JSON.stringify(filters);
}

/** The raw filters with one value set, or removed when empty. */
export function withFilter(filters: RawFilters, key: string, value: unknown): RawFilters {
  const next = { ...filters };
  if (value === null || value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
}

export type DecodedFilters = {
  /** What the request sends: the valid filters of the table's columns. */
  applied: Filters;
  /** Keys whose value does not fit the filter (e.g. a yes/no filter given "maybe"). */
  invalid: string[];
};

/**
 * The filters a request sends, from the raw object: unknown keys are dropped, texts are sent
 * as typed, a select only with one of its options, a yes/no filter only as a boolean, a date of a
 * range only as a real YYYY-MM-DD date.
 */
export function decodeFilters(raw: RawFilters, columns: readonly PagedColumn<never>[]): DecodedFilters {
  const applied: Filters = {};
  const invalid: string[] = [];
  for (const column of columns) {
    const filter = column.filter;
    if (filter?.type === 'dateRange') {
      for (const key of [filter.fromKey, filter.toKey]) {
        const value = raw[key];
        if (value === undefined || value === null || value === '') continue;
        const parsed = typeof value === 'string' ? parseDate(value) : null;
        if (parsed?.kind === 'valid' && parsed.value === value) applied[key] = value;
        else invalid.push(key);
      }
      continue;
    }
    const key = filterKey(column);
    const value = raw[key];
    if (!filter || value === undefined || value === null || value === '') continue;
    if (filter.type === 'yesNo') {
      const yesNo = parseYesNo(value);
      if (yesNo === null) invalid.push(key);
      else applied[key] = yesNo;
    } else if (typeof value !== 'string') {
      invalid.push(key);
    } else if (filter.type === 'select' && !filter.options.some((option) => option.value === value)) {
      invalid.push(key);
    } else if (filter.type === 'text' ? value.trim() !== '' : true) {
      applied[key] = value;
    }
  }
  return { applied, invalid };
}
