import { EventEmitter, on } from 'node:events';
import { sql } from 'drizzle-orm';
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
    const client = await database.pool.connect();
    client.on('notification', (message) => message.payload && deliver(message.payload));
    // The listening connection lost (a server restart): logged rather than crashing the process.
    client.on('error', (error) => log.warn({ err: error }, 'the event listener lost its database connection'));
    await client.query(`listen ${CHANNEL}`);
    stop = async () => {
      await client.query(`unlisten ${CHANNEL}`).catch(() => {});
      client.release();
    };
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
