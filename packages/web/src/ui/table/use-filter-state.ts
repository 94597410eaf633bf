import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersParam, parseFiltersParam, withFilter, type RawFilters } from './filters';

export type FilterState = {
  raw: RawFilters;
  setFilter: (key: string, value: unknown) => void;
  clear: () => void;
};

/**
 * The table's raw filters. With a parameter name they live in the URL (spec 000 §2), replaced
 * rather than pushed so Back leaves the page instead of undoing keystrokes; the URL is the
 * source of truth, so following a link with other filters to the same route applies them.
 * With `false` (two tables on one page) they live in the component.
 */
export function useFilterState(param: string | false): FilterState {
  const [searchParams, setSearchParams] = useSearchParams();
  const [local, setLocal] = useState<RawFilters>({});
  const encoded = param ? searchParams.get(param) : null;
  const raw = useMemo(() => (param ? parseFiltersParam(encoded) : local), [param, encoded, local]);

  const update = useCallback(
    (change: (previous: RawFilters) => RawFilters) => {
      if (!param) {
        setLocal(change);
        return;
      }
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const value = filtersParam(change(parseFiltersParam(previous.get(param))));
          if (value === null) next.delete(param);
          else next.set(param, value);
          return next;
        },
        { replace: true },
      );
    },
    [param, setSearchParams],
  );

  return useMemo(
    () => ({
      raw,
      setFilter: (key, value) => update((previous) => withFilter(previous, key, value)),
      clear: () => update(() => ({})),
    }),
    [raw, update],
  );
}
