import type { App } from './app.js';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * A graceful stop on SIGTERM or SIGINT: no new requests (readiness 503, Fastify closes), the
 * requests in flight and the running job finish, then the process exits 0. A second signal, or
 * timeoutMs without the stop done, exits 1 at once: an orchestrator's patience is not unlimited
 * and a stuck job is retried after its lease by another process anyway.
 */
export function stopOnSignals(
  app: Pick<App, 'close' | 'services'>,
  timeoutMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
  signals: Pick<NodeJS.EventEmitter, 'on'> = process,
): void {
  const { log } = app.services;
  let stopping = false;
  for (const signal of SIGNALS) {
    signals.on(signal, () => {
      if (stopping) {
        log.warn(`${signal} again: exiting without waiting for requests and the running job`);
        exit(1);
        return;
      }
      stopping = true;
      log.info(`${signal}: stopping (finishing the requests in flight and the running job)`);
      setTimeout(() => {
        log.error(`the stop took longer than ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting without waiting`);
        exit(1);
      }, timeoutMs).unref();
      app.close().then(
        () => {
          log.info('stopped');
          exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'the stop failed');
          exit(1);
        },
      );
    });
  }
}
