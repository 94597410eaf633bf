import {
  filterKeys,
  orderKey,
  type CellValue,
  type Page,
  type PageFetch,
  type PageRequest,
  type PagedColumn,
} from './types';

const collator = new Intl.Collator('nb', { numeric: true, sensitivity: 'base' });

function compare(a: CellValue, b: CellValue): number {
  // Empty values go last in both directions, as PostgreSQL's NULLS LAST would put them.
  if (a === null || a === undefined || a === '') return b === null || b === undefined || b === '' ? 0 : 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * One page of rows held in memory, answered as a server list would: filter (text contains,
 * case-insensitive; select and yes/no equal; a date range by its YYYY-MM-DD values), sort by `orderBy`, then slice `offset`/`limit`.
 */
export function pageOf<T>(rows: readonly T[], columns: readonly PagedColumn<T>[], request: PageRequest): Page<T> {
  const matching = rows.filter((row) =>
    Object.entries(request.filters).every(([key, wanted]) => {
      const column = columns.find((candidate) => filterKeys(candidate).includes(key));
      if (!column?.filter || !column.value) return true;
      const value = column.value(row);
      if (column.filter.type === 'text')
        return String(value ?? '')
          .toLocaleLowerCase()
          .includes(String(wanted).trim().toLocaleLowerCase());
      if (column.filter.type === 'yesNo') return Boolean(value) === wanted;
      if (column.filter.type === 'dateRange') {
        const date = String(value ?? '');
        return key === column.filter.fromKey ? date >= String(wanted) : date <= String(wanted);
      }
      return String(value ?? '') === wanted;
    }),
  );
  const sortColumn = columns.find((column) => column.sortable && orderKey(column) === request.orderBy);
  const value = sortColumn?.value;
  const sorted = value
    ? matching
        .map((row, index) => ({ row, index }))
        .sort((a, b) => {
          const byValue = compare(value(a.row), value(b.row));
          const empty = (row: T) => ['', null, undefined].includes(value(row) as never);
          // Reverse the order, not the place of empty values, and keep ties stable.
          if (byValue === 0) return a.index - b.index;
          if (empty(a.row) || empty(b.row)) return byValue;
          return request.orderDirection === 'DESC' ? -byValue : byValue;
        })
        .map(({ row }) => row)
    : matching;
  return { items: sorted.slice(request.offset, request.offset + request.limit), totalCount: matching.length };
}

/** A PageFetch over rows already loaded (a short list, or a demo). Memoise it on `rows`. */
export function localPageFetch<T>(rows: readonly T[], columns: readonly PagedColumn<T>[]): PageFetch<T> {
  return (request) => Promise.resolve(pageOf(rows, columns, request));
}
