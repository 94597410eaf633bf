import { useCallback, useState } from 'react';

/** A key for PagedTable's reloadKey and the function that changes it after a save or delete. */
export function useReload(): [number, () => void] {
  const [key, setKey] = useState(0);
  return [key, useCallback(() => setKey((current) => current + 1), [])];
}
