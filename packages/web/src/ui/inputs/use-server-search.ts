import { useRef, useState } from 'react';
import type { AutocompleteOption } from './parse/autocomplete';

/**
 * Options of a server-backed autocomplete: `load` asks the server for a term; only the newest
 * answer is shown, so a slow answer to an older term cannot replace a newer one.
 */
export function useServerSearch(load: (term: string) => Promise<AutocompleteOption[]>) {
  const [options, setOptions] = useState<AutocompleteOption[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const search = async (term: string) => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const found = await load(term);
      if (request === latest.current) setOptions(found);
    } catch {
      // The error link has said why; the list stays as it was.
    } finally {
      if (request === latest.current) setLoading(false);
    }
  };

  return { options, loading, search: (term: string) => void search(term) };
}
