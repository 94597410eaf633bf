import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filtersParam, parseFiltersParam, withFilter, type RawFilters } from './filters';

export type FilterState = {
  raw: RawFilters;
  setFilter: (key: string, value: unknown) => void;
  clear: () => void;
};

/**
 * The table's raw filters. With a parameter name they are mirrored in the URL,
 * replaced rather than pushed so Back leaves the page instead of undoing keystrokes. Following a
 * link with other filters to the same route applies them. The filters themselves are component
 * state, changed with functional updates: the router hands its updaters the last *rendered*
 * parameters, so two filters committed before the next render (two debounced inputs ending
 * together) would otherwise lose the first. With `false` (two tables on one page) they live in
 * the component only.
 */
export function useFilterState(param: string | false): FilterState {
  const [searchParams, setSearchParams] = useSearchParams();
  const encoded = param ? searchParams.get(param) : null;
  const [raw, setRaw] = useState<RawFilters>(() => parseFiltersParam(encoded));
  const [seen, setSeen] = useState(encoded);
  // The URL changed from outside (a link, Back): its filters win.
  if (param && encoded !== seen) {
    setSeen(encoded);
    if (encoded !== filtersParam(raw)) setRaw(parseFiltersParam(encoded));
  }

  useEffect(() => {
    if (!param) return;
    const wanted = filtersParam(raw);
    if (wanted === encoded) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (wanted === null) next.delete(param);
        else next.set(param, wanted);
        return next;
      },
      { replace: true },
    );
    // Only our own changes are written; a URL changed from outside has been adopted above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [raw]);

  const update = useCallback((change: (previous: RawFilters) => RawFilters) => setRaw(change), []);

  return useMemo(
    () => ({
      raw,
      setFilter: (key, value) => update((previous) => withFilter(previous, key, value)),
      clear: () => update(() => ({})),
    }),
    [raw, update],
  );
}
