import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/connection.js';
import { createTransactions } from './db/tenancy.js';
import { jobs } from './jobs/tables.js';
import type { TestApp } from './test/app.js';
import { freshDatabase, TEST_APP_ROLE, TEST_DATABASES } from './test/database.js';
import { userWithUnit, type Fixture } from './test/fixtures.js';
import { startSmtpPeer } from './test/smtp-peer.js';
import { serverPath } from './server-root.js';

/** What the spawned server needs to find its database, how to read the jobs afterwards, and the cleanup. */
type Target = { env: Record<string, string>; jobs(): Promise<(typeof jobs.$inferSelect)[]>; drop(): Promise<void> };

const transactionsOf = (database: Database) => createTransactions(database.db, TEST_APP_ROLE);
const jobRows = (database: Database) =>
  transactionsOf(database).system((tx) => tx.select().from(jobs).orderBy(asc(jobs.createdAt), asc(jobs.id)));

async function fixtureIn(database: Database): Promise<Fixture> {
  const services = { transactions: transactionsOf(database), clock: systemClock, config: loadConfig({}) };
  return userWithUnit({ app: { services } } as unknown as TestApp);
}

/**
 * A migrated database with one owner signed in. The embedded one is a data directory the server
 * process opens alone (PGlite is one process's), so it is read again only after the server exited.
 */
async function prepare(kind: 'pglite' | 'postgres'): Promise<{ target: Target; me: Fixture }> {
  if (kind === 'postgres') {
    const test = await freshDatabase('postgres');
    const me = await fixtureIn(test.database);
    return { me, target: { env: { DATABASE_URL: test.url! }, jobs: () => jobRows(test.database), drop: test.drop } };
  }
  // The worker's migrated template, written out as a data directory: much faster than migrating one.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fjord-graceful-stop-'));
  const template = await freshDatabase('pglite');
  const me = await fixtureIn(template.database);
  const image = await template.database.pglite!.dumpDataDir('none');
  await template.drop();
  await (await PGlite.create(dataDir, { loadDataDir: image })).close();
  const target: Target = {
    env: { DATA_DIR: dataDir },
    async jobs() {
      const reopened = await openDatabase({ dataDir });
      try {
        return await jobRows(reopened);
      } finally {
        await reopened.close();
      }
    },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
  return { me, target };
}

type LogLine = { msg?: string; requestId?: string; jobId?: string; req?: { url?: string }; [key: string]: unknown };

/** The server from its TypeScript source, as `npm run dev` runs it; its JSON log lines are collected. */
function startServer(env: Record<string, string>) {
  const lines: LogLine[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', serverPath('src', 'main.ts')],
    {
      cwd: serverPath(),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    },
  );
  let rest = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part) as LogLine);
  });
  let errors = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, lines, exited, stderr: () => errors };
}

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const LOOKUP = 'query Lookup($number: String!) { legalEntityLookup(organizationNumber: $number) { name } }';
const IN_FLIGHT = 20;

describe.each(TEST_DATABASES)('graceful stop of a server process (%s)', (kind) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('on SIGTERM under load every request in flight is answered, the running job finishes, no job is claimed, exit 0', async () => {
    // A slow mail server keeps the first mail job running; a slow register keeps the lookups in flight.
    const smtp = await startSmtpPeer(undefined, 5_000);
    cleanup.push(smtp.stop);
    const { target, me } = await prepare(kind);
    cleanup.push(target.drop);
    const server = startServer({
      ...target.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      DB_APP_ROLE: TEST_APP_ROLE,
      SEED_DEMO: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      JOB_POLL_MS: '200',
      LEGAL_ENTITY_REGISTRY_DELAY_MS: '1500',
      SHUTDOWN_TIMEOUT_MS: '20000',
    });
    cleanup.push(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    });
    const listening = await until('the server to listen', () => {
      if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.stderr()}`);
      const line = server.lines.find((candidate) => /^Server listening at /.test(candidate.msg ?? ''));
      return line?.msg?.replace('Server listening at ', '');
    });
    const url = listening.replace('[::1]', '127.0.0.1');

    // Two mails: the worker takes the first at once and is held by the mail server; the second waits.
    const reset = () =>
      fetch(`${url}/accounts/request_password_reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: me.login }),
      });
    const first = await reset();
    expect(first.status).toBe(200);
    const firstRequestId = first.headers.get('x-request-id')!;
    await until('the first mail at the mail server', () => (smtp.received.length === 1 ? true : undefined));
    expect((await reset()).status).toBe(200);

    const lookups = Array.from({ length: IN_FLIGHT }, () =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}`, 'x-unit-id': me.unitId },
        body: JSON.stringify({ query: LOOKUP, variables: { number: '923609016' } }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown })),
    );
    await until('every lookup to reach the server', () =>
      server.lines.filter((line) => line.msg === 'incoming request' && line.req?.url === '/graphql').length ===
      IN_FLIGHT
        ? true
        : undefined,
    );

    server.child.kill('SIGTERM');
    const answers = await Promise.all(lookups);
    const newcomer = await fetch(`${url}/livez`).then(
      (response) => response.status,
      () => 'refused',
    );
    const code = await server.exited;

    expect(code).toBe(0);
    expect(answers).toEqual(
      Array.from({ length: IN_FLIGHT }, () => ({
        status: 200,
        body: { data: { legalEntityLookup: { name: 'Equinor ASA' } } },
      })),
    );
    // After the signal a new request is not served: refused, or 503 on a connection kept alive.
    expect([503, 'refused']).toContain(newcomer);
    expect(smtp.received).toHaveLength(1);

    // (The daily schedules' jobs ran at start too; the mails are the ones this test follows.)
    const [running, waiting, ...more] = (await target.jobs()).filter((job) => job.kind === 'mail.send');
    expect(more).toEqual([]);
    expect(running).toMatchObject({ kind: 'mail.send', state: 'done', attempts: 1, requestId: firstRequestId });
    expect(waiting).toMatchObject({ kind: 'mail.send', state: 'queued', attempts: 0 });
    // The job's log lines carry the id of the request that enqueued it.
    expect(server.lines).toContainEqual(
      expect.objectContaining({ msg: 'job done', jobId: running!.id, requestId: firstRequestId }),
    );
    // The job was still running when the signal came, and the process stopped after it.
    const messages = server.lines.map((line) => (line.jobId === running!.id ? `${line.msg} (first mail)` : line.msg));
    const signalAt = messages.findIndex((message) => message?.startsWith('SIGTERM'));
    expect(messages.indexOf('job started (first mail)')).toBeLessThan(signalAt);
    expect(messages.indexOf('job done (first mail)')).toBeGreaterThan(signalAt);
    expect(messages.indexOf('stopped')).toBeGreaterThan(messages.indexOf('job done (first mail)'));
    // Migrating the embedded database and starting a process from source take most of it.
  }, 180_000);
});
