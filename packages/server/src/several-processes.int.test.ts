import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_CACHE_TTL_MS } from './auth/auth-cache.js';
import { osloDate, systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/connection.js';
import { DATA_DIR_IN_USE_EXIT_CODE, DATA_DIR_LOCK_FILE } from './db/data-dir-lock.js';
import { createTransactions } from './db/tenancy.js';
import { DAILY_SCHEDULES } from './jobs/definitions.js';
import { jobs } from './jobs/tables.js';
import { enqueueMails, mailJob } from './mail/mailer.js';
import { emptyDatabase, TEST_APP_ROLE, TEST_DATABASES } from './test/database.js';
import { TEST_PASSWORD, userWithUnit, type FixtureHost } from './test/fixtures.js';
import { gql, http, subscriptionClient } from './test/http.js';
import { issueInvoice, ledgerUnit } from './test/invoice-ledger-fixture.js';
import { spawnServer, startServer, whenReady, type ServerProcess } from './test/server-process.js';
import { INVOICE_SETTING } from './test/sweep-fixtures/invoices.js';

/*
 * Real server processes (src/main.ts through tsx), as they run in production: one per embedded data
 * directory, and several on one PostgreSQL sharing sessions, jobs, events and number series.
 */

describe('one server process per embedded data directory', () => {
  it('refuses a second process on a DATA_DIR in use (the reason, exit code 75) and starts one once the first stopped', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fjord-data-dir-'));
    const env = { DATABASE_URL: '', DATA_DIR: dataDir };
    try {
      const first = await startServer(env);
      try {
        const second = await spawnServer(env);
        expect(await second.exited).toBe(DATA_DIR_IN_USE_EXIT_CODE);
        expect(second.lines.join('\n')).toContain(
          `The embedded database in ${dataDir} is in use by another Fjord process`,
        );
        expect((await fetch(`${first.url}/healthz`)).ok).toBe(true);
      } finally {
        expect(await first.stop()).toBe(0);
      }
      expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
      const next = await startServer(env);
      expect(await next.stop()).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

// Within the test timeout (30 s), so a wait that fails says what it waited for.
const WAIT = { timeout: 20_000, interval: 100 };

// Several processes need a PostgreSQL server: on the embedded database the block above is the rule.
describe.each(TEST_DATABASES.filter((kind) => kind === 'postgres'))('two server processes on one %s', () => {
  const started: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;
  let dropDatabase: () => Promise<void>;
  /** The test's own connection, for fixtures and for looking at the job queue. */
  let host: FixtureHost;
  const system = <T>(work: Parameters<FixtureHost['app']['services']['transactions']['system']>[0]) =>
    host.app.services.transactions.system(work) as Promise<T>;

  beforeAll(async () => {
    const created = await emptyDatabase('fjord_test_processes');
    dropDatabase = created.drop;
    const env = { DATABASE_URL: created.url, DB_APP_ROLE: TEST_APP_ROLE };
    // Both start at once on the empty database: one migrates it, the other waits for that (db/migrate.ts).
    started.push(await spawnServer(env), await spawnServer(env));
    [a, b] = (await Promise.all(started.map(whenReady))) as [ServerProcess, ServerProcess];
    database = await openDatabase({ databaseUrl: created.url, poolSize: 3 });
    host = {
      app: {
        services: {
          transactions: createTransactions(database.db, TEST_APP_ROLE),
          clock: systemClock,
          config: loadConfig({ NODE_ENV: 'test' }),
        },
      },
    };
  }, 180_000);

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    await database?.close();
    await dropDatabase?.();
  });

  it('a session signed in on A works on B, and signing out on A ends it on B at once, not after the auth cache time', async () => {
    const me = await userWithUnit(host);
    const signIn = await http<{ token: string }>(a, 'POST', '/accounts/login', {
      email: me.login,
      password: TEST_PASSWORD,
    });
    const token = signIn.body.token;
    const whoAmI = async (server: ServerProcess) =>
      (await gql<{ currentUser: { login: string } | null }>(server, '{ currentUser { login } }', {}, { token })).body
        .data?.currentUser?.login;
    // B answers twice, so its auth cache holds the session when A ends it.
    expect([await whoAmI(b), await whoAmI(b), await whoAmI(a)]).toEqual([me.login, me.login, me.login]);
    const signOut = await http(a, 'POST', '/accounts/logout', undefined, { authorization: `Bearer ${token}` });
    expect(signOut.status).toBe(200);
    const signedOutAt = Date.now();
    await vi.waitFor(async () => expect(await whoAmI(b)).toBeUndefined(), { timeout: AUTH_CACHE_TTL_MS, interval: 20 });
    // B's cache would have let the session in for up to AUTH_CACHE_TTL_MS: the announcement ended it.
    expect(Date.now() - signedOutAt).toBeLessThan(AUTH_CACHE_TTL_MS / 2);
  });

  it('each daily job is enqueued once for the day although both processes schedule it, and runs once', async () => {
    const kinds = DAILY_SCHEDULES.map((schedule) => schedule.definition.kind).sort();
    const today = and(inArray(jobs.kind, kinds), eq(jobs.key, osloDate(systemClock.now())));
    const daily = () => system<(typeof jobs.$inferSelect)[]>((tx) => tx.select().from(jobs).where(today));
    expect((await daily()).map((job) => job.kind).sort()).toEqual(kinds);
    // Due now instead of at their hour of the day; both workers look for due jobs every second.
    await system((tx) =>
      tx
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(today),
    );
    await vi.waitFor(async () => expect((await daily()).map((job) => job.state)).toEqual(['done', 'done']), WAIT);
    expect((await daily()).map((job) => job.attempts)).toEqual([1, 1]);
  });

  it('a burst of 60 mail jobs is delivered exactly once across both processes', async () => {
    const batch = randomBytes(4).toString('hex');
    const addresses = Array.from({ length: 60 }, (_, i) => `burst-${i}.${batch}@example.no`);
    // One commit wakes both workers at once (NOTIFY), so they compete for every job.
    const mailIds = await system<string[]>((tx) =>
      enqueueMails(
        tx,
        systemClock.now(),
        null,
        addresses.map((to) => ({ to, subject: 'Burst', text: 'One of many' })),
      ),
    );
    const burst = and(eq(jobs.kind, mailJob.kind), inArray(sql<string>`${jobs.payload}->>'mailId'`, mailIds));
    const states = () => system<(typeof jobs.$inferSelect)[]>((tx) => tx.select().from(jobs).where(burst));
    await vi.waitFor(async () => expect((await states()).filter((job) => job.state === 'done')).toHaveLength(60), WAIT);
    expect(new Set((await states()).map((job) => job.attempts))).toEqual(new Set([1]));
    // The outbox logs each delivery: every address once, from one process or the other.
    const deliveredBy = (server: ServerProcess) =>
      server.lines
        .filter((line) => line.includes(batch))
        .map((line) => (JSON.parse(line) as { to?: string }).to)
        .filter((to) => to !== undefined);
    await vi.waitFor(() => expect(deliveredBy(a).length + deliveredBy(b).length).toBeGreaterThanOrEqual(60), WAIT);
    expect([...deliveredBy(a), ...deliveredBy(b)].sort()).toEqual([...addresses].sort());
  });

  /** Opens an invoiceChanged subscription on B and pays 1.00 through A until B tells of it. */
  async function subscriptionOnBHearsPaymentThroughA(): Promise<void> {
    const ledger = await ledgerUnit({ ...host, url: a.url });
    const invoice = await issueInvoice(a, ledger, ledger.customers.fjellvang, '2026-03-05', [
      { net: '100.00', vat: 'STANDARD' },
    ]);
    const client = subscriptionClient(b, { token: ledger.who.token, unitId: ledger.who.unitId }, { lazy: false });
    try {
      const events = client.iterate<{ invoiceChanged: { id: string; paidAmount: string } }>({
        query: 'subscription ($id: ID!) { invoiceChanged(invoiceId: $id) { id paidAmount } }',
        variables: { id: invoice.id },
      });
      const first = events.next();
      const arrived = () =>
        Promise.race([first.then(() => true), new Promise<boolean>((ok) => setTimeout(ok, 250, false))]);
      // B listens once it has handled the subscribe message, which this side cannot see: pay 1.00 until it hears.
      let paid = 0;
      do {
        const payment = await gql(
          a,
          'mutation ($invoiceId: ID!, $input: RegisterPaymentInput!) { registerPayment(invoiceId: $invoiceId, input: $input) { id } }',
          { invoiceId: invoice.id, input: { amount: '1.00', paymentDate: osloDate(systemClock.now()) } },
          { token: ledger.who.token, unitId: ledger.who.unitId },
        );
        expect(payment.body.errors).toBeUndefined();
        paid += 1;
      } while (!(await arrived()) && paid < 40);
      const event = (await first).value!.data!.invoiceChanged;
      expect(event.id).toBe(invoice.id);
      // The paid amount B read after one of A's payments.
      expect(Array.from({ length: paid }, (_, i) => `${i + 1}.00`)).toContain(event.paidAmount);
      await events.return?.();
    } finally {
      await client.dispose();
    }
  }

  it('an invoiceChanged subscription opened on B hears of a payment registered through A', async () => {
    await subscriptionOnBHearsPaymentThroughA();
  });

  it('a process whose listening connection was cut (a PostgreSQL restart, a failover) listens again', async () => {
    const listeners = () =>
      system<{ rows: { pid: number }[] }>((tx) =>
        tx.execute(sql`select pid from pg_stat_activity
                        where datname = current_database() and query = 'listen fjord_events'`),
      );
    expect((await listeners()).rows).toHaveLength(2);
    await system((tx) =>
      tx.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
                      where datname = current_database() and query = 'listen fjord_events'`),
    );
    const listensAgain = (server: ServerProcess) =>
      server.lines.some((line) => line.includes('the event listener listens again'));
    await vi.waitFor(() => expect([listensAgain(a), listensAgain(b)]).toEqual([true, true]), WAIT);
    expect((await listeners()).rows).toHaveLength(2);
    await subscriptionOnBHearsPaymentThroughA();
  });

  it('20 clients issuing invoices alternately on A and B get numbers without a gap or a duplicate', async () => {
    const ledger = await ledgerUnit({ ...host, url: a.url });
    const perClient = 5;
    const numbers = await Promise.all(
      Array.from({ length: 20 }, async (_, client) => {
        const issued: number[] = [];
        for (let i = 0; i < perClient; i += 1) {
          const server = (client + i) % 2 === 0 ? a : b;
          const invoice = await issueInvoice(server, ledger, ledger.customers.fjellvang, '2026-03-05', [
            { net: '10.00', vat: 'STANDARD' },
          ]);
          issued.push(Number(invoice.number));
        }
        return issued;
      }),
    );
    const start = Number(INVOICE_SETTING.startingInvoiceNumber);
    expect(numbers.flat().sort((x, y) => x - y)).toEqual(Array.from({ length: 20 * perClient }, (_, i) => start + i));
  }, 120_000);
});
