/**
 * Wraps a signal-driven event stream for a GraphQL subscription. graphql-ws ends a subscription by
 * calling return() on the iterator, but an async generator that waits for the next event only
 * sees return() after that event arrives: the listener would hang on until then. Here return()
 * aborts the signal at once, which ends the waiting next() as done.
 */
export function abortable<T>(open: (signal: AbortSignal) => AsyncIterable<T>): AsyncIterableIterator<T> {
  const controller = new AbortController();
  const source = open(controller.signal)[Symbol.asyncIterator]();
  const done = (): IteratorResult<T> => ({ done: true, value: undefined });
  return {
    async next() {
      if (controller.signal.aborted) return done();
      try {
        return await source.next();
      } catch (error) {
        if (controller.signal.aborted) return done();
        throw error;
      }
    },
    async return() {
      controller.abort();
      return done();
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
