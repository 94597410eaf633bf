import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
  // The router hands an updater the last *rendered* parameters, so two filters committed before
  // the next render (two debounced inputs ending together) would lose the first: later changes
  // build on the URL asked for, until a render shows the router has caught up.
  const requested = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [searchParams]);

  const update = useCallback(
    (change: (previous: RawFilters) => RawFilters) => {
      if (!param) {
        setLocal(change);
        return;
      }
      const next = new URLSearchParams(requested.current ?? searchParams);
      const value = filtersParam(change(parseFiltersParam(next.get(param))));
      if (value === null) next.delete(param);
      else next.set(param, value);
      requested.current = next;
      setSearchParams(next, { replace: true });
    },
    [param, searchParams, setSearchParams],
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
