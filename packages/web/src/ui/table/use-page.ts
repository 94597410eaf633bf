import { useEffect, useEffectEvent, useState } from 'react';
import type { Page, PageFetch, PageRequest } from './types';

type Result<T> = {
  key: string;
  fetchPage: PageFetch<T>;
  reloadKey: unknown;
  page?: Page<T>;
  error?: unknown;
};

export type PageState<T> = {
  /** The last page received; kept on screen while the next one loads. */
  page: Page<T> | undefined;
  /** The current request failed (its error); undefined while loading or after a success. */
  error: unknown;
  loading: boolean;
};

/**
 * Fetches the page of `request` whenever the request, the fetch function or `reloadKey` changes.
 * An answer to a request that has since been replaced is dropped (its signal is aborted).
 */
export function usePage<T>(
  fetchPage: PageFetch<T>,
  request: PageRequest,
  reloadKey: unknown,
  onError: (error: unknown) => void,
): PageState<T> {
  const key = JSON.stringify(request);
  const [result, setResult] = useState<Result<T>>();
  const reportError = useEffectEvent(onError);

  useEffect(() => {
    const controller = new AbortController();
    const base = { key, fetchPage, reloadKey };
    fetchPage(JSON.parse(key) as PageRequest, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setResult({ ...base, page });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult((previous) => ({ ...base, page: previous?.page, error: error ?? new Error('fetch failed') }));
        reportError(error);
      },
    );
    return () => controller.abort();
  }, [key, fetchPage, reloadKey]);

  const current = result?.key === key && result.fetchPage === fetchPage && result.reloadKey === reloadKey;
  return { page: result?.page, error: current ? result.error : undefined, loading: !current };
}
