import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../config.js';
import { createApp, type App } from '../app.js';
import { outboxMailer, type MailMessage } from '../mail/mailer.js';
import { openDatabase } from '../db/connection.js';
import { freshDatabase, TEST_APP_ROLE, type TestDatabase } from './database.js';
import { StatementCounter } from './statements.js';

/** A clock the test moves; starts at the real time. */
export class TestClock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export type TestApp = {
  app: App;
  url: string;
  clock: TestClock;
  /** Every mail delivered, newest last (mails are sent by jobs: see runDueJobs). */
  mails: MailMessage[];
  /** Runs the jobs due now, as the worker (off in tests) would; answers how many ran. */
  runDueJobs(): Promise<number>;
  config: Config;
  /** The statements the server sends to its database. */
  statements: StatementCounter;
  /** PostgreSQL only: the database's address, for a second server process on it (startPeerApp). */
  databaseUrl?: string;
};

export async function startTestApp(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
): Promise<TestApp & { stop(): Promise<void> }> {
  const statements = new StatementCounter();
  const testDb: TestDatabase = await freshDatabase(kind, { logger: statements });
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DB_APP_ROLE: TEST_APP_ROLE, ...env });
  const clock = new TestClock();
  const mails: MailMessage[] = [];
  const app = await createApp(config, {
    database: testDb.database,
    clock,
    jobWorker: false,
    mailer: (services) => {
      const outbox = outboxMailer(services.log);
      return {
        ...outbox,
        deliver: async (message) => {
          mails.push(message);
          await outbox.deliver(message);
        },
      };
    },
  });
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const url = address.replace('[::1]', '127.0.0.1');
  return {
    app,
    url,
    clock,
    mails,
    runDueJobs: () => app.jobs.runDueJobs(),
    config: { ...config, publicUrl: url },
    statements,
    databaseUrl: testDb.url,
    async stop() {
      await app.close();
      await testDb.drop();
    },
  };
}

/**
 * Starts a server on a fresh database of the given kind for the test file's describe block.
 * Use as: describe.each(TEST_DATABASES)('… on %s', (kind) => { const t = useTestApp(kind); … }).
 */
export function useTestApp(kind: 'pglite' | 'postgres', env: Record<string, string> = {}): TestApp {
  const holder = {} as TestApp;
  let stop: (() => Promise<void>) | undefined;
  // The project's hookTimeout applies: the first suite of a worker migrates its template, which on a
  // busy machine takes longer than a fixed minute.
  beforeAll(async () => {
    const started = await startTestApp(kind, env);
    Object.assign(holder, started);
    stop = started.stop;
  });
  afterAll(async () => {
    await stop?.();
  });
  return holder;
}

/**
 * A second server process on the test app's PostgreSQL database, as behind a load balancer: its
 * own pool, its own event listener. Answers its address and how to stop it.
 */
export async function startPeerApp(t: TestApp): Promise<{ url: string; stop(): Promise<void> }> {
  if (!t.databaseUrl) throw new Error('A peer process needs the PostgreSQL database of the test app');
  const database = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 3 });
  const app = await createApp(t.config, { database, clock: t.clock, jobWorker: false });
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address.replace('[::1]', '127.0.0.1'),
    async stop() {
      await app.close();
      await database.close();
    },
  };
}
