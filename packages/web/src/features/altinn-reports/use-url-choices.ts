import { useSearchParams } from 'react-router';

/**
 * The page's choices kept in its URL (?year=, ?month=, ?archived=): the current parameters, and a
 * change that sets (or, with null, removes) some of them in place, so a choice is shareable and a
 * reload keeps it, without a history entry per choice.
 */
export function useUrlChoices(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const change = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return [params, change];
}
