/**
 * Issue #18's figures, measured side by side in one run and printed as one table (markdown at the end):
 *
 * 1. Mixed load: BENCH_USERS virtual users (200) in BENCH_UNITS units (20) for BENCH_SECONDS (60) signing in, reading
 *    the customer, order and invoice lists, creating orders, issuing invoices and fetching PDFs, without pause (a fixed
 *    concurrency: each user's next request when the last is answered), against
 *    two processes on one PostgreSQL database (the bench alternates between them per request, as a round-robin proxy
 *    would), one process on PostgreSQL and one process on the embedded database. Each unit is seeded first with 300
 *    customers, 300 products and 3,000 invoices.
 * 2. Concurrency: 20 clients issue 2,000 invoices alternately on two processes; the numbers are checked in SQL.
 * 3. Crash: `kill -9` of a process while invoices are issued and e-mailed (mail jobs to the outbox), restart; every
 *    acknowledged invoice present with its number, every mail job done once (two processes on PostgreSQL; one
 *    embedded process restarted on its data directory, taking over the stale lock).
 * 4. Throughput of `{ currentUser { id } }` on one process, 20 connections.
 * 5. The list ratios against direct SQL of the earlier benches (master-data-lists.ts, payroll-lists.ts) on
 *    PostgreSQL; BENCH_LISTS=0 leaves them out (they seed 50,000 customers and take about two minutes).
 *
 * The server is the build (`npm run build` first); DATABASE_URL names the PostgreSQL server (a fresh database per
 * target). Ports from BENCH_PORT (3450) on, ten of them. BENCH_PARTS=load,concurrency,crash,throughput,lists picks.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:production
 *   BENCH_SECONDS=10 BENCH_USERS=50 BENCH_LISTS=0 DATABASE_URL=… npm run bench:production
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addDays } from '@fjord/domain';
import { osloDate, systemClock } from '@fjord/server/src/clock.js';
import { DATA_DIR_LOCK_FILE } from '@fjord/server/src/db/data-dir-lock.js';
import { mailJob } from '@fjord/server/src/mail/mailer.js';
import { ORDER_CUSTOMER } from '@fjord/server/src/test/customer-fixture.js';
import { TEST_PASSWORD, userWithUnit, type Fixture } from '@fjord/server/src/test/fixtures.js';
import { INVOICE_SETTING } from '@fjord/server/src/test/sweep-fixtures/invoices.js';
import { masterDataListRatios } from './master-data-lists.js';
import { payrollListRatios } from './payroll-lists.js';
import {
  currentUserRequest,
  freshTarget,
  onTarget,
  rowsOf,
  startServer,
  throughput,
  type Kind,
  type ServerProcess,
  type Target,
} from './server-process.js';
import { seedCustomers, seedInvoices, seedProducts } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const USERS = Number(process.env.BENCH_USERS ?? 200);
/** The users work in this many units (companies), each its own owner's, seeded alike. */
const UNITS = Number(process.env.BENCH_UNITS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3450);
const PARTS = (process.env.BENCH_PARTS ?? 'load,concurrency,crash,throughput,lists').split(',');
if (process.env.BENCH_LISTS === '0') PARTS.splice(PARTS.indexOf('lists'), 1);
const SEED = { customers: 300, products: 300, invoices: 3_000 };
const P99_GOAL_MS = 300;
const THROUGHPUT_GOAL = 1_500;
const TODAY = osloDate(systemClock.now());

type Row = { figure: string; setup: string; measured: string; goal: string; met: string };
const table: Row[] = [];
function add(row: Row): void {
  table.push(row);
  console.log(`\n→ ${row.figure} | ${row.setup} | ${row.measured} | ${row.goal} | ${row.met}`);
}

const ms = (value: number) => `${Math.round(value)} ms`;
const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

// ——— Requests as the web app sends them ———

type Auth = { token: string; unitId: string };

class RequestFailed extends Error {}

async function request(base: string, auth: Auth | null, method: string, route: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth) Object.assign(headers, { authorization: `Bearer ${auth.token}`, 'x-unit-id': auth.unitId });
  const response = await fetch(`${base}${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new RequestFailed(`${method} ${route}: ${response.status} ${bytes.toString().slice(0, 200)}`);
  return bytes;
}

async function graphql(base: string, auth: Auth, query: string, variables: Record<string, unknown> = {}) {
  const answer = JSON.parse((await request(base, auth, 'POST', '/graphql', { query, variables })).toString()) as {
    data?: Record<string, any>;
    errors?: { message: string }[];
  };
  if (answer.errors) throw new RequestFailed(`GraphQL: ${answer.errors[0]!.message}`);
  return answer.data!;
}

const signIn = async (base: string, me: Fixture): Promise<Auth> => ({
  token: JSON.parse(
    (await request(base, null, 'POST', '/accounts/login', { email: me.login, password: TEST_PASSWORD })).toString(),
  ).token,
  unitId: me.unitId,
});

const CREATE_ORDER = `mutation ($input: OrderInput!) { createOrder(input: $input) { id payableAmount } }`;
const LOCK_ORDER = `mutation ($id: ID!) { lockOrder(id: $id) { order { id } } }`;
const CREATE_INVOICE = `mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { id number } }`;
const SEND_INVOICE = `mutation ($id: ID!, $input: SendInvoiceInput!) { sendInvoice(id: $id, input: $input) { id } }`;
const CUSTOMERS_PAGE = `{ customers(orderBy: unit_name, limit: 50) { totalCount items { id name creditDays } } }`;
const ORDERS_PAGE = `{ orders(limit: 50) { totalCount items { id number date status customer { id name } } } }`;
const INVOICES_PAGE = `{ invoices(limit: 50) {
  totalCount items { id number issueDate dueDate payableAmount remainingAmount status customer { id name } } } }`;

const orderInput = (customerId: string) => ({
  customerId,
  date: TODAY,
  reference: 'Ola Nordmann',
  lines: [
    { itemName: 'Konsulenttime', quantity: '7.5', priceAmount: '950.00', vatRateSymbol: 'STANDARD' },
    { itemName: 'Kaffe', quantity: '3', priceAmount: '99.90', vatRateSymbol: 'REDUCED' },
  ],
});

/** Each step of a sale, timed under its own name when a `timed` is given. */
type Timed = <T>(name: string, work: () => Promise<T>) => Promise<T>;
const untimed: Timed = (_name, work) => work();

async function createOrder(base: string, auth: Auth, customerId: string, timed: Timed = untimed) {
  return (await timed('createOrder', () => graphql(base, auth, CREATE_ORDER, { input: orderInput(customerId) })))
    .createOrder as { id: string; payableAmount: string };
}

/** An order created, locked and invoiced: the invoice issued with the next number of the series. */
async function issueInvoice(base: string, auth: Auth, customerId: string, timed: Timed = untimed) {
  const order = await createOrder(base, auth, customerId, timed);
  await timed('lockOrder', () => graphql(base, auth, LOCK_ORDER, { id: order.id }));
  const invoice = (
    await timed('createInvoice', () =>
      graphql(base, auth, CREATE_INVOICE, {
        input: {
          orderIds: [order.id],
          issueDate: TODAY,
          dueDate: addDays(TODAY, 14),
          paymentMethods: [{ name: 'Bankoverføring', amount: order.payableAmount }],
        },
      }),
    )
  ).createInvoice as { id: string; number: string };
  return { orderId: order.id, ...invoice };
}

/** The unit's invoice settings (numbers from 10001) and a customer to sell to, billed by e-mail. */
async function prepareSales(base: string, me: Fixture): Promise<{ auth: Auth; customerId: string }> {
  const auth = { token: me.token, unitId: me.unitId };
  await graphql(
    base,
    auth,
    'mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) { bban } }',
    { input: INVOICE_SETTING },
  );
  const customer = await graphql(
    base,
    auth,
    'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
    { input: { ...ORDER_CUSTOMER, invoiceDeliveryMethod: 'EMAIL', customEmail: 'faktura@fjellvang.no' } },
  );
  return { auth, customerId: customer.createCustomer.id as string };
}

/** A fresh database of the kind with `units` units and their owners, migrated; seeded with the load's volumes. */
async function preparedTarget(
  kind: Kind,
  options: { units?: number; seed?: boolean } = {},
): Promise<{ target: Target; me: Fixture; owners: Fixture[] }> {
  const target = await freshTarget(kind, 'fjord_production');
  const owners = await onTarget(target, async (host) => {
    const made: Fixture[] = [];
    for (let i = 0; i < (options.units ?? 1); i += 1) {
      const owner = await userWithUnit(host);
      if (options.seed)
        await host.app.services.transactions.system(async (tx) => {
          await seedCustomers(owner, tx, SEED.customers);
          await seedProducts(owner, tx, SEED.products);
          await seedInvoices(owner, tx, SEED.invoices, SEED.customers);
        });
      made.push(owner);
    }
    await host.app.services.transactions.system((tx) => tx.execute(sql`analyze`));
    return made;
  });
  return { target, me: owners[0]!, owners };
}

// ——— 1. Mixed load ———

/** What a virtual user does next, with its weight (out of 100). */
const MIX: [name: string, weight: number][] = [
  ['sign in', 2],
  ['customers page', 18],
  ['orders page', 18],
  ['invoices page', 18],
  ['create order', 10],
  ['issue invoice', 12],
  ['invoice PDF', 11],
  ['order PDF', 11],
];

async function mixedLoad(label: string, kind: Kind, processes: number, firstPort: number): Promise<void> {
  const { target, owners } = await preparedTarget(kind, { units: UNITS, seed: true });
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < processes; i += 1) servers.push(await startServer(target, firstPort + i));
    let turn = 0;
    // The round-robin proxy: each request to the next process.
    const next = () => servers[turn++ % servers.length]!.url;
    // Each unit's customer to sell to, and a few invoices and orders with lines for the PDFs.
    const units: { owner: Fixture; customerId: string; invoiceIds: string[]; orderIds: string[] }[] = [];
    for (const owner of owners) {
      const { auth, customerId } = await prepareSales(next(), owner);
      const unit = { owner, customerId, invoiceIds: [] as string[], orderIds: [] as string[] };
      for (let i = 0; i < 3; i += 1) {
        const issued = await issueInvoice(next(), auth, customerId);
        unit.invoiceIds.push(issued.id);
        unit.orderIds.push(issued.orderId);
      }
      units.push(unit);
    }
    const samples = new Map<string, number[]>();
    const failures = new Map<string, number>();
    const firstErrors: string[] = [];
    let measuring = false;
    const timed: Timed = async (name, work) => {
      const started = performance.now();
      try {
        const result = await work();
        if (measuring) (samples.get(name) ?? samples.set(name, []).get(name)!).push(performance.now() - started);
        return result;
      } catch (error) {
        if (measuring) {
          failures.set(name, (failures.get(name) ?? 0) + 1);
          if (firstErrors.length < 5) firstErrors.push(`${name}: ${(error as Error).message}`);
        }
        throw error;
      }
    };
    const pick = (random: number) => {
      let sum = 0;
      for (const [name, weight] of MIX) if (random < (sum += weight)) return name;
      return MIX[0]![0];
    };
    type Unit = (typeof units)[number];
    const anyOf = (ids: string[]) => ids[Math.floor(Math.random() * ids.length)];
    const operations: Record<string, (auth: Auth, unit: Unit) => Promise<unknown>> = {
      'customers page': (auth) => timed('customers page', () => graphql(next(), auth, CUSTOMERS_PAGE)),
      'orders page': (auth) => timed('orders page', () => graphql(next(), auth, ORDERS_PAGE)),
      'invoices page': (auth) => timed('invoices page', () => graphql(next(), auth, INVOICES_PAGE)),
      'create order': async (auth, unit) =>
        unit.orderIds.push((await createOrder(next(), auth, unit.customerId, timed)).id),
      'issue invoice': async (auth, unit) => {
        const issued = await issueInvoice(next(), auth, unit.customerId, timed);
        unit.invoiceIds.push(issued.id);
      },
      'invoice PDF': (auth, unit) =>
        timed('GET /pdf/invoices/:id', () => request(next(), auth, 'GET', `/pdf/invoices/${anyOf(unit.invoiceIds)}`)),
      'order PDF': (auth, unit) =>
        timed('GET /pdf/orders/:id', () => request(next(), auth, 'GET', `/pdf/orders/${anyOf(unit.orderIds)}`)),
    };
    const signedIn = (unit: Unit): Promise<Auth> => timed('POST /accounts/login', () => signIn(next(), unit.owner));
    const virtualUser = async (unit: Unit, until: number) => {
      let auth = await signedIn(unit).catch(() => null);
      while (performance.now() < until) {
        const name = pick(Math.random() * 100);
        try {
          if (!auth || name === 'sign in') auth = await signedIn(unit);
          else await operations[name]!(auth, unit);
        } catch {
          // Counted by `timed`; the user goes on.
        }
      }
    };
    const everyUser = (until: number) =>
      Promise.all(Array.from({ length: USERS }, (_, user) => virtualUser(units[user % units.length]!, until)));
    // A warm-up of a tenth of the time (at least 3 s), so the JIT and the caches are where a running server has them.
    const warmUp = Math.max(3, SECONDS / 10) * 1000;
    await everyUser(performance.now() + warmUp);
    measuring = true;
    const started = performance.now();
    await everyUser(started + SECONDS * 1000);
    const elapsed = (performance.now() - started) / 1000;
    measuring = false;

    const all = [...samples.values()].flat().sort((a, b) => a - b);
    const errors = [...failures.values()].reduce((a, b) => a + b, 0);
    const byOperation = [...samples].map(([name, values]) => {
      const sorted = values.sort((a, b) => a - b);
      return { name, count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
    });
    byOperation.sort((a, b) => b.p99 - a.p99);
    console.log(`\n${label}: per operation (${USERS} users, ${SECONDS} s)`);
    for (const op of byOperation)
      console.log(
        `  ${op.name}: ${op.count} requests, p50 ${ms(op.p50)}, p99 ${ms(op.p99)}` +
          (failures.get(op.name) ? `, ${failures.get(op.name)} failed` : ''),
      );
    for (const error of firstErrors) console.log(`  error: ${error}`);
    const p99 = percentile(all, 0.99);
    const slowest = byOperation[0];
    add({
      figure: '1. Mixed load',
      setup: `${label}, ${USERS} users in ${UNITS} units × ${SECONDS} s`,
      measured:
        `p50 ${ms(percentile(all, 0.5))}, p95 ${ms(percentile(all, 0.95))}, p99 ${ms(p99)}; ` +
        `${Math.round((all.length + errors) / elapsed)} req/s; ${errors} errors; ` +
        `slowest ${slowest?.name} (p50 ${ms(slowest?.p50 ?? NaN)}, p99 ${ms(slowest?.p99 ?? NaN)})`,
      goal: `p99 ≤ ${P99_GOAL_MS} ms, 0 errors`,
      met: p99 <= P99_GOAL_MS && errors === 0 ? 'yes' : 'no',
    });
  } finally {
    for (const server of servers) await server.stop();
    await target.drop();
  }
}

// ——— 2. Concurrency ———

/** Count, distinct numbers and range of the unit's invoice numbers, from SQL. */
async function invoiceNumbers(target: Target, unitId: string) {
  return onTarget(target, async (host) => {
    const [row] = await rowsOf<{ count: number; distinct: number; min: number; max: number }>(
      host,
      sql`select count(*)::int as count, count(distinct number)::int as distinct,
                 min(number::bigint)::int as min, max(number::bigint)::int as max
            from invoices where unit_id = ${unitId} and kind = 'INVOICE'`,
    );
    const contiguous = row!.count === row!.distinct && row!.count === row!.max - row!.min + 1;
    return { ...row!, contiguous };
  });
}

async function concurrency(): Promise<void> {
  const CLIENTS = 20;
  const INVOICES = Number(process.env.BENCH_INVOICES ?? 2_000);
  const { target, me } = await preparedTarget('postgres');
  const servers: ServerProcess[] = [];
  try {
    servers.push(await startServer(target, PORT + 5), await startServer(target, PORT + 6));
    const { auth, customerId } = await prepareSales(servers[0]!.url, me);
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = 0; i < INVOICES / CLIENTS; i += 1) {
          const server = servers[(client + i) % 2]!;
          await issueInvoice(server.url, auth, customerId).catch(() => (failed += 1));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const numbers = await invoiceNumbers(target, me.unitId);
    const start = Number(INVOICE_SETTING.startingInvoiceNumber);
    const exact = numbers.contiguous && numbers.count === INVOICES && numbers.min === start && failed === 0;
    add({
      figure: '2. Concurrency',
      setup: `${CLIENTS} clients, ${INVOICES} invoices alternately on 2 processes (PostgreSQL)`,
      measured:
        `${numbers.count} invoices, ${numbers.distinct} distinct numbers ${numbers.min}–${numbers.max}` +
        `${numbers.contiguous ? ', contiguous' : ', NOT contiguous'}; ${failed} failed; ${seconds.toFixed(1)} s ` +
        `(${(INVOICES / seconds).toFixed(0)} invoices/s, each an order created, locked and invoiced)`,
      goal: 'contiguous, no duplicate',
      met: exact ? 'yes' : 'no',
    });
  } finally {
    for (const server of servers) await server.stop();
    await target.drop();
  }
}

// ——— 3. Crash ———

/** Addresses the outbox logged a mail to, from the processes' log lines (pino JSON with `to`). */
function deliveredTo(servers: ServerProcess[]): Map<string, number> {
  const count = new Map<string, number>();
  for (const line of servers.flatMap((server) => server.lines)) {
    if (!line.includes('"to"')) continue;
    const to = (JSON.parse(line) as { to?: string }).to;
    if (to) count.set(to, (count.get(to) ?? 0) + 1);
  }
  return count;
}

async function crash(kind: Kind): Promise<void> {
  const CLIENTS = 10;
  const { target, me } = await preparedTarget(kind);
  const ports = kind === 'postgres' ? [PORT + 7, PORT + 8] : [PORT + 9];
  const options = { capture: true, env: { LOG_LEVEL: 'info' } };
  // Every process that ran, the killed one too: the outbox's log is in their lines.
  const everyProcess: ServerProcess[] = [];
  const live: ServerProcess[] = [];
  try {
    for (const port of ports) live.push(await startServer(target, port, options));
    everyProcess.push(...live);
    const { auth, customerId } = await prepareSales(live[0]!.url, me);
    const acknowledged: { id: string; number: string }[] = [];
    const sent: string[] = [];
    let failed = 0;
    let running = true;
    let sequence = 0;
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; running; i += 1) {
        const base = `http://127.0.0.1:${ports[(client + i) % ports.length]}`;
        try {
          const invoice = await issueInvoice(base, auth, customerId);
          acknowledged.push({ id: invoice.id, number: invoice.number });
          const recipient = `crash-${(sequence += 1)}@example.no`;
          await graphql(base, auth, SEND_INVOICE, { id: invoice.id, input: { channel: 'EMAIL', recipient } });
          sent.push(recipient);
        } catch {
          failed += 1;
          // The process is down: the client tries again shortly, as a browser's user would.
          await sleep(100);
        }
      }
    });
    await sleep(4_000);
    const victim = live.shift()!;
    const lockFile = target.dataDir ? path.join(target.dataDir, DATA_DIR_LOCK_FILE) : undefined;
    await victim.crash();
    const staleLock = lockFile ? fs.existsSync(lockFile) : false;
    const restarting = performance.now();
    const restarted = await startServer(target, ports[0]!, options);
    const restartSeconds = (performance.now() - restarting) / 1000;
    live.unshift(restarted);
    everyProcess.push(restarted);
    const lockTakenOver = lockFile ? fs.readFileSync(lockFile, 'utf8').includes(String(restarted.child.pid)) : true;
    await sleep(3_000);
    running = false;
    await Promise.all(clients);
    // The job workers send what was left. A job the killed process held runs again once its lease (5 min) ends: on
    // PostgreSQL the bench waits for that (up to BENCH_LEASE_WAIT s); the embedded database cannot be read meanwhile.
    const waitStarted = performance.now();
    if (kind === 'postgres')
      await onTarget(target, async (host) => {
        const limit = Number(process.env.BENCH_LEASE_WAIT ?? 330) * 1000;
        while (performance.now() - waitStarted < limit) {
          const [open] = await rowsOf<{ count: number }>(
            host,
            sql`select count(*)::int as count from jobs
                 where unit_id = ${me.unitId} and kind = ${mailJob.kind} and state in ('queued', 'running')`,
          );
          if (open!.count === 0) break;
          await sleep(2_000);
        }
      });
    else await sleep(5_000);
    const waitSeconds = (performance.now() - waitStarted) / 1000;
    for (const server of live.splice(0)) await server.stop();

    const checks = await onTarget(target, async (host) => {
      const stored = await rowsOf<{ id: string; number: string }>(
        host,
        sql`select id, number from invoices where unit_id = ${me.unitId}`,
      );
      const jobs = await rowsOf<{ state: string; count: number; twice: number }>(
        host,
        sql`select state, count(*)::int as count, count(*) filter (where attempts > 1)::int as twice
              from jobs where unit_id = ${me.unitId} and kind = ${mailJob.kind} group by state`,
      );
      const mails = await rowsOf<{ to: string; status: string; attempts: number }>(
        host,
        sql`select to_address as to, status, jsonb_array_length(attempts)::int as attempts
              from mails where unit_id = ${me.unitId}`,
      );
      return { stored: new Map(stored.map((row) => [row.id, row.number])), jobs, mails };
    });
    const missing = acknowledged.filter((invoice) => checks.stored.get(invoice.id) !== invoice.number).length;
    const numbers = await invoiceNumbers(target, me.unitId);
    // Each acknowledged send: one mail, delivered to the outbox by one attempt (the mails table records each attempt).
    const mailsTo = new Map<string, { status: string; attempts: number }[]>();
    for (const mail of checks.mails) mailsTo.set(mail.to, [...(mailsTo.get(mail.to) ?? []), mail]);
    const notOnce = sent.filter((to) => {
      const [mail, ...more] = mailsTo.get(to) ?? [];
      return !mail || more.length > 0 || mail.status !== 'OUTBOX' || mail.attempts !== 1;
    }).length;
    // The outbox's log lines as a second witness (a killed process loses its last buffered lines, so only for twice).
    const deliveredTwice = [...deliveredTo(everyProcess).values()].filter((count) => count > 1).length;
    const jobCount = checks.jobs.reduce((sum, row) => sum + row.count, 0);
    const done = checks.jobs.find((row) => row.state === 'done')?.count ?? 0;
    const rerun = checks.jobs.reduce((sum, row) => sum + row.twice, 0);
    const states = checks.jobs.map((row) => `${row.count} ${row.state}`).join(', ');
    const ok =
      missing === 0 &&
      numbers.contiguous &&
      done === jobCount &&
      jobCount === checks.mails.length &&
      notOnce === 0 &&
      deliveredTwice === 0 &&
      lockTakenOver;
    add({
      figure: '3. Crash',
      setup:
        kind === 'postgres'
          ? `kill -9 of 1 of 2 processes (PostgreSQL), ${CLIENTS} clients issuing and e-mailing`
          : `kill -9 of the embedded process, restart on its data directory, ${CLIENTS} clients`,
      measured:
        `${acknowledged.length} invoices acknowledged, ${missing} missing; numbers ${numbers.min}–${numbers.max} ` +
        `${numbers.contiguous ? 'contiguous' : 'NOT contiguous'}; ${sent.length} sends acknowledged, ` +
        `${notOnce} of them not delivered exactly once; ${checks.mails.length} mails, mail jobs ${states || 'none'} ` +
        `(${rerun} run again, ${deliveredTwice} logged twice; waited ${waitSeconds.toFixed(0)} s for the jobs); ` +
        `${failed} requests failed while down; restart ${restartSeconds.toFixed(1)} s` +
        (lockFile
          ? `, stale lock ${staleLock ? 'left and taken over' : 'not left'}${lockTakenOver ? '' : ' NOT taken over'}`
          : ''),
      goal: 'every acknowledged write present, every job done exactly once',
      met: ok ? 'yes' : 'no',
    });
  } finally {
    for (const server of live) await server.stop();
    await target.drop();
  }
}

// ——— 4. Throughput ———

async function simpleQuery(kind: Kind): Promise<void> {
  const CONNECTIONS = 20;
  const seconds = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);
  const { target, me } = await preparedTarget(kind);
  const server = await startServer(target, PORT + 4);
  try {
    const options = { ...currentUserRequest(server.url, me), connections: CONNECTIONS };
    await throughput({ ...options, duration: 2 });
    const result = await throughput({ ...options, duration: seconds });
    add({
      figure: '4. Throughput',
      setup: `{ currentUser { id } }, 1 process (${kind === 'postgres' ? 'PostgreSQL' : 'embedded'}), ${CONNECTIONS} connections × ${seconds} s`,
      measured: `${Math.round(result.rps)} req/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, ${result.failed} errors`,
      goal: `≥ ${THROUGHPUT_GOAL} req/s`,
      met: result.rps >= THROUGHPUT_GOAL && result.failed === 0 ? 'yes' : 'no',
    });
  } finally {
    await server.stop();
    await target.drop();
  }
}

// ——— 5. List ratios ———

async function listRatios(): Promise<void> {
  for (const [bench, ratios] of [
    ['master-data-lists', masterDataListRatios],
    ['payroll-lists', payrollListRatios],
  ] as const) {
    for (const [name, api, direct] of await ratios('postgres'))
      add({
        figure: '5. List ratio',
        setup: `${bench}: ${name} (PostgreSQL)`,
        measured:
          `GraphQL p50 ${api.p50.toFixed(1)} ms / SQL ${direct.p50.toFixed(1)} ms = ${(api.p50 / direct.p50).toFixed(1)}×; ` +
          `p95 ${api.p95.toFixed(1)} / ${direct.p95.toFixed(1)} ms = ${(api.p95 / direct.p95).toFixed(1)}×`,
        goal: '—',
        met: '—',
      });
  }
}

// ——— The run ———

/** Runs one part; a part that fails is a row of the table saying so, and the run goes on. */
async function part(figure: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(error);
    add({ figure, setup: 'failed', measured: (error as Error).message, goal: '—', met: 'no' });
  }
}

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must name a PostgreSQL server');
if (PARTS.includes('load')) {
  await part('1. Mixed load', () => mixedLoad('2 processes, PostgreSQL', 'postgres', 2, PORT));
  await part('1. Mixed load', () => mixedLoad('1 process, PostgreSQL', 'postgres', 1, PORT + 2));
  await part('1. Mixed load', () => mixedLoad('1 process, embedded (PGlite)', 'pglite', 1, PORT + 3));
}
if (PARTS.includes('concurrency')) await part('2. Concurrency', concurrency);
if (PARTS.includes('crash')) {
  await part('3. Crash', () => crash('postgres'));
  await part('3. Crash', () => crash('pglite'));
}
if (PARTS.includes('throughput')) {
  await part('4. Throughput', () => simpleQuery('postgres'));
  await part('4. Throughput', () => simpleQuery('pglite'));
}
if (PARTS.includes('lists')) await part('5. List ratio', listRatios);

const cell = (text: string) => text.replaceAll('|', '\\|');
console.log(`\n## Figures (${new Date().toISOString().slice(0, 16)} UTC)\n`);
console.log('| Figure | Setup | Measured | Goal | Met |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of table)
  console.log(`| ${[row.figure, row.setup, row.measured, row.goal, row.met].map(cell).join(' | ')} |`);
