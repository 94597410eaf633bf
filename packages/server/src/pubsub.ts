import { EventEmitter, on } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import type { Database, Tx } from './db/connection.js';
import type { Logger } from './logger.js';

/**
 * Events for GraphQL subscriptions. Published through PostgreSQL NOTIFY so that every server
 * process behind a load balancer hears them; each process fans them out to its own sockets.
 */
export type PubSubEvent = { topic: string; payload: Record<string, unknown> };

export type PubSub = {
  /** Inside the changing transaction: NOTIFY is delivered on commit and dropped on rollback. */
  publish(tx: Tx, topic: string, payload: Record<string, unknown>): Promise<void>;
  subscribe(topic: string, signal?: AbortSignal): AsyncIterable<Record<string, unknown>>;
  /** How many subscriptions of this process listen to the topic (tests wait for a subscriber). */
  subscriberCount(topic: string): number;
  /** Calls back on every event of the topic as it arrives (no queue); the answer stops listening. */
  listen(topic: string, listener: (payload: Record<string, unknown>) => void): () => void;
  close(): Promise<void>;
};

const CHANNEL = 'fjord_events';

/** PubSub.publish, for code that has a transaction but not the services (enqueueing a job). */
export async function publishEvent(tx: Tx, topic: string, payload: Record<string, unknown>): Promise<void> {
  const body = JSON.stringify({ topic, payload } satisfies PubSubEvent);
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${body})`);
}

/** publishEvent for many events in one statement (a bank file's thousands of changed invoices). */
export async function publishEvents(tx: Tx, events: readonly PubSubEvent[]): Promise<void> {
  if (events.length === 0) return;
  const bodies = JSON.stringify(events.map((event) => JSON.stringify(event)));
  await tx.execute(sql`select pg_notify(${CHANNEL}, body) from jsonb_array_elements_text(${bodies}::jsonb) as body`);
}

/**
 * Emitted in this process when its listener is back after losing its connection: events of the gap
 * are lost, so whoever keeps what they would have changed (the auth cache) starts over.
 */
export const LISTENING_AGAIN = 'pubsub.listening-again';

/** The wait before listening again after the connection was lost or could not be made. */
const RELISTEN_MS = 1000;

/**
 * LISTEN on a pooled connection of its own. A lost connection (PostgreSQL restarted, a failover, the
 * backend terminated) is replaced, again every RELISTEN_MS until it works, so a process never stays
 * deaf to the other processes' events. Answers how to stop.
 */
async function listenOnPostgres(
  pool: Pool,
  log: Logger,
  deliver: (raw: string) => void,
  onListeningAgain: () => void,
): Promise<() => Promise<void>> {
  let client: PoolClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const listen = async (): Promise<PoolClient> => {
    const next = await pool.connect();
    next.on('notification', (message) => message.payload && deliver(message.payload));
    next.on('error', (error) => {
      if (client !== next) return;
      log.warn({ err: error }, 'the event listener lost its database connection; listening again');
      client = undefined;
      next.release(error);
      relisten();
    });
    try {
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      next.release(error as Error);
      throw error;
    }
    return next;
  };
  const relisten = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().then(
        (next) => {
          if (stopped) return next.release();
          client = next;
          log.info('the event listener listens again');
          onListeningAgain();
        },
        (error: unknown) => {
          log.warn({ err: error }, 'the event listener could not listen yet');
          relisten();
        },
      );
    }, RELISTEN_MS);
    retry.unref();
  };
  client = await listen();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    if (!last) return;
    await last.query(`unlisten ${CHANNEL}`).catch(() => {});
    last.release();
  };
}

export async function createPubSub(database: Database, log: Logger): Promise<PubSub> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (raw: string) => {
    try {
      const event = JSON.parse(raw) as PubSubEvent;
      emitter.emit(event.topic, event.payload);
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed event');
    }
  };

  let stop: () => Promise<void> = async () => {};
  if (database.pglite) {
    const unlisten = await database.pglite.listen(CHANNEL, deliver);
    stop = unlisten;
  } else if (database.pool) {
    stop = await listenOnPostgres(database.pool, log, deliver, () => emitter.emit(LISTENING_AGAIN, {}));
  }

  return {
    publish: publishEvent,
    async *subscribe(topic, signal) {
      for await (const [payload] of on(emitter, topic, signal ? { signal } : {})) {
        yield payload as Record<string, unknown>;
      }
    },
    subscriberCount: (topic) => emitter.listenerCount(topic),
    listen(topic, listener) {
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
    close: () => stop(),
  };
}
