import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { userWithUnit } from '../test/fixtures.js';
import { createJobQueue, defineJob, enqueueJob, osloTimeOfDay, type JobDefinition } from './queue.js';
import { mails } from '../db/schema.js';
import { enqueueMails } from '../mail/mailer.js';
import { jobs } from './tables.js';
import { currentRequestId, runInRequestScope } from '../http/request-scope.js';

let kindNumber = 0;

/** A job kind of its own per test, whose handler records each run and fails while `failures` lasts. */
function probe(options: { failures?: number; maxAttempts?: number; hold?: Promise<void> } = {}) {
  const runs: { id: string; attempt: number; unit: string | null; role: string }[] = [];
  let failures = options.failures ?? 0;
  const definition = defineJob<{ n: number }>({
    kind: `test.probe${(kindNumber += 1)}`,
    maxAttempts: options.maxAttempts ?? 3,
    backoffMs: 10_000,
    leaseMs: 60_000,
    async run({ job, transaction }) {
      const scope = await transaction(async (tx) => {
        const result = (await tx.execute(
          sql`select fjord_current_unit()::text as unit, current_user::text as role`,
        )) as unknown as { rows: { unit: string | null; role: string }[] };
        return result.rows[0]!;
      });
      runs.push({ id: job.id, attempt: job.attempts, ...scope });
      await options.hold;
      if (failures > 0) {
        failures -= 1;
        throw new Error(`refused on attempt ${job.attempts}`);
      }
    },
  });
  return { definition, runs };
}

describe.each(TEST_DATABASES)('job queue (%s)', (kind) => {
  const t = useTestApp(kind);
  const system = <T>(work: (tx: Tx) => Promise<T>) => t.app.services.transactions.system(work);
  const worker = (definition: JobDefinition) => createJobQueue(t.app.services, [definition]);
  const enqueue = (definition: JobDefinition, request: { key?: string; runAt?: Date; unitId?: string } = {}) =>
    system((tx) => enqueueJob(tx, t.clock.now(), definition, { payload: { n: 1 }, ...request }));
  const jobsOf = (definition: JobDefinition) =>
    system((tx) => tx.select().from(jobs).where(eq(jobs.kind, definition.kind)));

  it('a job enqueued in a transaction that rolls back does not exist; a committed one runs once', async () => {
    const { definition, runs } = probe();
    await expect(
      system(async (tx) => {
        await enqueueJob(tx, t.clock.now(), definition, { payload: { n: 1 } });
        throw new Error('refused change');
      }),
    ).rejects.toThrow('refused change');
    expect(await jobsOf(definition)).toEqual([]);

    await enqueue(definition);
    expect(await worker(definition).runDueJobs()).toBe(1);
    expect(await worker(definition).runDueJobs()).toBe(0);
    expect(runs).toHaveLength(1);
    expect(await jobsOf(definition)).toMatchObject([{ state: 'done', attempts: 1, lastError: null }]);
  });

  it('enqueueing the same key twice is a no-op, even after the first job ran', async () => {
    const { definition, runs } = probe();
    expect(await enqueue(definition, { key: 'order-7' })).toBe(true);
    expect(await enqueue(definition, { key: 'order-7' })).toBe(false);
    await worker(definition).runDueJobs();
    expect(await enqueue(definition, { key: 'order-7' })).toBe(false);
    await worker(definition).runDueJobs();
    expect(runs).toHaveLength(1);
    // The key is per unit: another unit (or none) may use the same one.
    const a = await userWithUnit(t);
    await t.app.services.transactions.tenant(a.unitId, (tx) =>
      enqueueJob(tx, t.clock.now(), definition, { payload: { n: 1 }, unitId: a.unitId, key: 'order-7' }),
    );
    expect(await jobsOf(definition)).toHaveLength(2);
  });

  it('a job not yet due waits for its run_at on the clock', async () => {
    const { definition, runs } = probe();
    await enqueue(definition, { runAt: new Date(t.clock.now().getTime() + 60_000) });
    expect(await worker(definition).runDueJobs()).toBe(0);
    t.clock.advance(60_000);
    expect(await worker(definition).runDueJobs()).toBe(1);
    expect(runs).toHaveLength(1);
  });

  it('a failing job is retried after 10 s, then 20 s, and is failed with its last error after max attempts', async () => {
    const { definition, runs } = probe({ failures: 5, maxAttempts: 3 });
    await enqueue(definition);
    const queue = worker(definition);
    expect(await queue.runDueJobs()).toBe(1);
    let [job] = await jobsOf(definition);
    expect(job).toMatchObject({ state: 'queued', attempts: 1, lastError: 'refused on attempt 1' });
    expect(job!.runAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(9_000);

    t.clock.advance(9_000);
    expect(await queue.runDueJobs()).toBe(0);
    t.clock.advance(1_000);
    expect(await queue.runDueJobs()).toBe(1);
    t.clock.advance(19_000);
    expect(await queue.runDueJobs()).toBe(0);
    t.clock.advance(1_000);
    expect(await queue.runDueJobs()).toBe(1);
    [job] = await jobsOf(definition);
    expect(job).toMatchObject({ state: 'failed', attempts: 3, lastError: 'refused on attempt 3' });
    t.clock.advance(3_600_000);
    expect(await queue.runDueJobs()).toBe(0);
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
  });

  it('a job that succeeds on a retry is done', async () => {
    const { definition } = probe({ failures: 1 });
    await enqueue(definition);
    const queue = worker(definition);
    await queue.runDueJobs();
    t.clock.advance(10_000);
    await queue.runDueJobs();
    expect(await jobsOf(definition)).toMatchObject([{ state: 'done', attempts: 2, lastError: null }]);
  });

  it('a job whose worker died is run again by another worker after the lease, and the late worker cannot record', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { definition, runs } = probe({ hold });
    await enqueue(definition);
    // The first worker takes the job and never comes back (until released below).
    const stuck = worker(definition).runDueJobs();
    await expect.poll(() => runs.length).toBe(1);
    const second = createJobQueue(t.app.services, [{ ...definition, run: async () => {} }]);
    expect(await second.runDueJobs()).toBe(0);
    expect(await jobsOf(definition)).toMatchObject([{ state: 'running', attempts: 1 }]);

    t.clock.advance(60_000);
    expect(await second.runDueJobs()).toBe(1);
    expect(await jobsOf(definition)).toMatchObject([{ state: 'done', attempts: 2 }]);

    // The first worker finally finishes: its outcome belongs to an attempt that is no longer the job's.
    release();
    await stuck;
    expect(await jobsOf(definition)).toMatchObject([{ state: 'done', attempts: 2 }]);
  });

  it('a job abandoned on its last attempt is failed, not run again', async () => {
    const hold = new Promise<void>(() => {});
    const { definition, runs } = probe({ hold, maxAttempts: 1 });
    await enqueue(definition);
    void worker(definition).runDueJobs();
    await expect.poll(() => runs.length).toBe(1);
    t.clock.advance(60_000);
    expect(await worker(definition).runDueJobs()).toBe(1);
    expect(runs).toHaveLength(1);
    expect(await jobsOf(definition)).toMatchObject([{ state: 'failed', attempts: 2, lastError: 'abandoned' }]);
  });

  it('two workers running at once never run the same job', async () => {
    const { definition, runs } = probe();
    for (let n = 0; n < 20; n += 1) await enqueue(definition);
    const [first, second] = await Promise.all([worker(definition).runDueJobs(), worker(definition).runDueJobs()]);
    expect(first + second).toBe(20);
    expect(new Set(runs.map((run) => run.id)).size).toBe(20);
    expect(runs).toHaveLength(20);
  });

  it('a stopping worker finishes the job it runs and claims no further one (graceful stop)', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { definition, runs } = probe({ hold });
    await enqueue(definition);
    await enqueue(definition);
    const loop = worker(definition);
    loop.start(600_000);
    await expect.poll(() => runs.length).toBe(1);
    const stopping = loop.stop();
    release();
    await stopping;
    expect(runs).toHaveLength(1);
    expect((await jobsOf(definition)).map((job) => job.state).sort()).toEqual(['done', 'queued']);
  });

  it('a job carries the id of the request that enqueued it, and a job it enqueues inherits the id', async () => {
    const { definition: follower } = probe();
    const leader = defineJob<{ n: number }>({
      kind: `test.leader${(kindNumber += 1)}`,
      maxAttempts: 1,
      backoffMs: 1000,
      run: async ({ transaction }) => {
        await transaction((tx) => enqueueJob(tx, t.clock.now(), follower, { payload: { n: 2 } }));
      },
    });
    await runInRequestScope({ requestId: 'req-from-proxy-1' }, () => enqueue(leader));
    await createJobQueue(t.app.services, [leader]).runDueJobs();
    expect(await jobsOf(leader)).toMatchObject([{ requestId: 'req-from-proxy-1', state: 'done' }]);
    expect(await jobsOf(follower)).toMatchObject([{ requestId: 'req-from-proxy-1', state: 'queued' }]);
    await enqueue(follower);
    expect((await jobsOf(follower)).map((job) => job.requestId)).toContain(null);
  });

  it('a job without a request id names no request, even in a pass a request woke', async () => {
    const seen: (string | undefined)[] = [];
    const definition = defineJob<{ n: number }>({
      kind: `test.unscoped${(kindNumber += 1)}`,
      maxAttempts: 1,
      backoffMs: 1000,
      run: async () => {
        seen.push(currentRequestId() ?? 'none');
      },
    });
    await enqueue(definition);
    const loop = worker(definition);
    runInRequestScope({ requestId: 'req-that-woke-it' }, () => loop.start(600_000));
    await expect.poll(() => seen).toEqual(['none']);
    await loop.stop();
  });

  it("a unit's job runs in that unit's row-level security scope; a job without a unit as the system", async () => {
    const { definition, runs } = probe();
    const a = await userWithUnit(t);
    await t.app.services.transactions.tenant(a.unitId, (tx) =>
      enqueueJob(tx, t.clock.now(), definition, { payload: { n: 1 }, unitId: a.unitId }),
    );
    await worker(definition).runDueJobs();
    expect(runs).toEqual([
      expect.objectContaining({ unit: a.unitId, role: t.app.services.config.dbAppRole, attempt: 1 }),
    ]);

    await enqueue(definition);
    await worker(definition).runDueJobs();
    expect(runs[1]).toMatchObject({ unit: null });
    expect(runs[1]!.role).not.toBe(t.app.services.config.dbAppRole);
  });

  it('a tenant transaction cannot enqueue a job for another unit', async () => {
    const { definition } = probe();
    const a = await userWithUnit(t);
    const b = await userWithUnit(t);
    await expect(
      t.app.services.transactions.tenant(a.unitId, (tx) =>
        enqueueJob(tx, t.clock.now(), definition, { payload: { n: 1 }, unitId: b.unitId }),
      ),
    ).rejects.toThrow();
    expect(await jobsOf(definition)).toEqual([]);
  });

  it('a daily job is enqueued once per Oslo day however many servers schedule it, at its time of day', async () => {
    const { definition, runs } = probe();
    const daily = { definition, atMinute: 6 * 60 };
    const servers = [1, 2].map(() => createJobQueue(t.app.services, [definition], [daily]));
    await Promise.all(servers.map((server) => server.scheduleDaily()));
    await Promise.all(servers.map((server) => server.scheduleDaily()));
    const today = osloTimeOfDay(t.clock.now(), 6 * 60);
    expect(await jobsOf(definition)).toMatchObject([{ key: today.date, runAt: today.at }]);

    t.clock.advance(24 * 3_600_000);
    await Promise.all(servers.map((server) => server.runDueJobs()));
    const days = (await jobsOf(definition)).map((job) => job.key).sort();
    expect(days).toEqual([today.date, osloTimeOfDay(t.clock.now(), 0).date]);
    // Yesterday's run is due (its 06:00 has passed); today's waits for 06:00 unless that passed too.
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(new Set(runs.map((run) => run.id)).size).toBe(runs.length);
  });
});

describe.each(TEST_DATABASES)('the worker loop of the app (%s)', (kind) => {
  const t = useTestApp(kind);

  it('runs a job as soon as its transaction commits (no waiting for the poll), and stops', async () => {
    const statusOf = async (subject: string) =>
      (await t.app.services.transactions.system((tx) => tx.select().from(mails).where(eq(mails.subject, subject))))[0]
        ?.status;
    const send = (subject: string) =>
      t.app.services.transactions.system((tx) =>
        enqueueMails(tx, t.clock.now(), null, [{ to: 'kari@example.no', subject, text: 'Hei' }]),
      );
    // A poll interval far beyond the test's time: only the wake-up on commit can run the jobs.
    t.app.jobs.start(600_000);
    try {
      await send(`Første ${kind}`);
      await expect.poll(() => statusOf(`Første ${kind}`)).toBe('OUTBOX');
      await send(`Andre ${kind}`);
      await expect.poll(() => statusOf(`Andre ${kind}`)).toBe('OUTBOX');
    } finally {
      await t.app.jobs.stop();
    }
    await send(`Etter stopp ${kind}`);
    expect(await t.app.jobs.runDueJobs()).toBe(1);
  });
});

describe('osloTimeOfDay', () => {
  it('is the Oslo wall-clock time on the Oslo date, in winter (UTC+1) and summer (UTC+2)', () => {
    expect(osloTimeOfDay(new Date('2026-01-15T23:30:00Z'), 6 * 60)).toEqual({
      date: '2026-01-16',
      at: new Date('2026-01-16T05:00:00Z'),
    });
    expect(osloTimeOfDay(new Date('2026-07-01T10:00:00Z'), 6 * 60)).toEqual({
      date: '2026-07-01',
      at: new Date('2026-07-01T04:00:00Z'),
    });
  });
});
