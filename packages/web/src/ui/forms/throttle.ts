import { useCallback, useEffect, useMemo, useRef } from 'react';
import { BUTTON_THROTTLE_MS } from '@fjord/domain';

/**
 * A button acts at most once per 200 ms, so a double click does not save twice.
 * The first call acts at once; calls within `ms` of it are dropped.
 */
export type Throttle = {
  /** True when a call may act now (and starts a new window), false while the window lasts. */
  take: () => boolean;
  /** Lets the next call act at once. */
  reset: () => void;
};

export function createThrottle(ms: number = BUTTON_THROTTLE_MS): Throttle {
  let last = Number.NEGATIVE_INFINITY;
  return {
    take() {
      const now = Date.now();
      if (now - last < ms) return false;
      last = now;
      return true;
    },
    reset() {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}

/** `callback`, throttled; calling it answers whether it acted. */
export function useThrottledCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  ms: number = BUTTON_THROTTLE_MS,
): (...args: A) => boolean {
  const throttle = useMemo(() => createThrottle(ms), [ms]);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  return useCallback(
    (...args: A) => {
      if (!throttle.take()) return false;
      latest.current(...args);
      return true;
    },
    [throttle],
  );
}
