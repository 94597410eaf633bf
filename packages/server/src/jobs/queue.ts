import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection.js';
import type { Services } from '../services.js';
import type { Logger } from '../logger.js';
import { publishEvent } from '../pubsub.js';
import { currentRequestId, outsideRequestScope, runInRequestScope } from '../http/request-scope.js';
import { jobs } from './tables.js';

export type JobRow = typeof jobs.$inferSelect;

/** The event that wakes every process's worker when a job is enqueued. */
const JOBS_TOPIC = 'jobs';

/** What a handler gets: its job, the services, and transactions in the job's unit scope. */
export type JobContext<P> = {
  job: JobRow & { payload: P };
  services: Services;
  /** A transaction as the job's unit (row-level security), or a system one for a job without a unit. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
};

/**
 * One kind of background work. Jobs run at least once: a worker that dies after the work but
 * before recording it leaves the job to run again after its lease, so handlers are idempotent
 * (the mail job looks at its mail's status first).
 */
export type JobDefinition<P = Record<string, unknown>> = {
  kind: string;
  /** Attempts before the job is FAILED for good. */
  maxAttempts: number;
  /** The wait after the first failure; each further failure doubles it, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs?: number;
  /** How long a worker owns a running job; past it the job counts as abandoned and runs again. */
  leaseMs?: number;
  run(context: JobContext<P>): Promise<void>;
};

const DEFAULT_LEASE_MS = 5 * 60 * 1000;
const DEFAULT_MAX_BACKOFF_MS = 60 * 60 * 1000;

export function defineJob<P extends Record<string, unknown>>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

export type JobRequest<P> = {
  payload: P;
  /** The unit the job works for; a tenant transaction may only enqueue jobs of its own unit. */
  unitId?: string | null;
  /** Enqueueing a second job of the same kind, unit and key does nothing. */
  key?: string;
  runAt?: Date;
};

/** The wait before attempt `attempts + 1`, after `attempts` failures. */
export function backoffDelay(definition: JobDefinition, attempts: number): number {
  const max = definition.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  return Math.min(max, definition.backoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Adds a job inside the caller's transaction: it exists only if that transaction commits, and a
 * worker is woken on commit (NOTIFY is delivered then, dropped on rollback). Answers whether a
 * job was added (false: one with the same key exists).
 */
export async function enqueueJob<P extends Record<string, unknown>>(
  tx: Tx,
  now: Date,
  definition: JobDefinition<P>,
  request: JobRequest<P>,
): Promise<boolean> {
  const added = await tx
    .insert(jobs)
    .values({
      kind: definition.kind,
      unitId: request.unitId ?? null,
      key: request.key ?? null,
      payload: request.payload,
      runAt: request.runAt ?? now,
      maxAttempts: definition.maxAttempts,
      // The request (or the job) that enqueued it: the job's log lines carry it, so one id finds both.
      requestId: currentRequestId() ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (added.length > 0) await publishEvent(tx, JOBS_TOPIC, {});
  return added.length > 0;
}

/** A job to enqueue once per day, at a time of day in Oslo (the recurring orders, for one). */
export type DailySchedule = {
  definition: JobDefinition;
  /** Minutes after Oslo midnight. */
  atMinute: number;
};

export type JobQueue = {
  /** Runs every job that is due now, one after another, until none is left; answers how many ran. */
  runDueJobs(): Promise<number>;
  /** Starts polling (and listening for new jobs); stop() claims no further job and waits for the running one. */
  start(pollMs: number): void;
  stop(): Promise<void>;
  /** Makes sure today's job of each daily schedule exists (one per day however many servers ask). */
  scheduleDaily(): Promise<void>;
};

/** The Oslo wall-clock time `minutes` after midnight of the Oslo date of `now`, as an instant. */
export function osloTimeOfDay(now: Date, minutes: number): { date: string; at: Date } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const date = `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}-${parts.find((p) => p.type === 'day')!.value}`;
  // Oslo's offset now; a schedule on the night of a DST change may run an hour off, never twice.
  const wallAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const offsetMs = wallAsUtc - Math.floor(now.getTime() / 1000) * 1000;
  const midnightWallAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'));
  return { date, at: new Date(midnightWallAsUtc + minutes * 60_000 - offsetMs) };
}

/** Told of each failed attempt (the metrics count them). */
export type JobObserver = { jobFailed(kind: string, final: boolean): void };

/**
 * The worker side of the queue. Claiming takes one due job in a short transaction with
 * FOR UPDATE SKIP LOCKED, so two workers (processes or loops) never take the same job; the job's
 * work runs after that transaction, and its outcome is recorded only while this worker still holds
 * the job (its attempt number), so a worker that outlived its lease cannot overwrite a newer run.
 */
export function createJobQueue(
  services: Services,
  definitions: JobDefinition[],
  schedules: DailySchedule[] = [],
  observer?: JobObserver,
): JobQueue {
  const { transactions, clock, log } = services;
  const byKind = new Map(definitions.map((definition) => [definition.kind, definition]));
  // A worker takes only kinds it knows, so a server of an older version leaves newer kinds alone.
  const kinds = [...byKind.keys()];

  async function claim(): Promise<JobRow | undefined> {
    const now = clock.now();
    return transactions.system(async (tx) => {
      const [row] = await tx
        .select()
        .from(jobs)
        .where(
          sql`${jobs.id} = (
            select id from jobs
             where ((state = 'queued' and run_at <= ${now}) or (state = 'running' and locked_until <= ${now}))
               and ${inArray(jobs.kind, kinds)}
             order by run_at, id
             limit 1
             for update skip locked)`,
        );
      if (!row) return undefined;
      const leaseMs = byKind.get(row.kind)!.leaseMs ?? DEFAULT_LEASE_MS;
      const [claimed] = await tx
        .update(jobs)
        .set({ state: 'running', attempts: row.attempts + 1, lockedUntil: new Date(now.getTime() + leaseMs) })
        .where(eq(jobs.id, row.id))
        .returning();
      return claimed;
    });
  }

  /** Records the outcome only if the job is still this attempt's (see above). */
  async function finish(job: JobRow, outcome: Partial<typeof jobs.$inferInsert>): Promise<void> {
    await transactions.system((tx) =>
      tx
        .update(jobs)
        .set({ lockedUntil: null, ...outcome })
        .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempts))),
    );
  }

  /**
   * Runs in the scope of the request that enqueued the job: every log line of it (the handler's
   * services.log too) names requestId and jobId, and a job it enqueues inherits the request id.
   */
  async function runOne(job: JobRow): Promise<void> {
    // requestId comes from the scope (logger mixin), so it is on the handler's lines as well.
    const jobLog = log.child({ jobId: job.id, kind: job.kind });
    const run = () => runOneLogged(job, jobLog);
    return job.requestId ? runInRequestScope({ requestId: job.requestId }, run) : run();
  }

  async function runOneLogged(job: JobRow, log: Logger): Promise<void> {
    const definition = byKind.get(job.kind)!;
    if (job.attempts > job.maxAttempts) {
      // The previous attempt's worker died while running it, and that was its last attempt.
      await finish(job, { state: 'failed', lastError: job.lastError ?? 'abandoned', finishedAt: clock.now() });
      return;
    }
    const unitId = job.unitId;
    try {
      log.info({ attempt: job.attempts }, 'job started');
      await definition.run({
        job,
        services: { ...services, log },
        transaction: (work) => (unitId ? transactions.tenant(unitId, work) : transactions.system(work)),
      });
      await finish(job, { state: 'done', lastError: null, finishedAt: clock.now() });
      log.info('job done');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const now = clock.now();
      observer?.jobFailed(job.kind, job.attempts >= job.maxAttempts);
      if (job.attempts >= job.maxAttempts) {
        log.error({ err: reason }, 'job failed for good');
        await finish(job, { state: 'failed', lastError: reason, finishedAt: now });
      } else {
        const retryAt = new Date(now.getTime() + backoffDelay(definition, job.attempts));
        log.warn({ err: reason, retryAt }, 'job failed, will retry');
        await finish(job, { state: 'queued', lastError: reason, runAt: retryAt });
      }
    }
  }

  let ensuredDay: string | undefined;
  async function scheduleDaily(): Promise<void> {
    const now = clock.now();
    if (schedules.length === 0) return;
    const { date } = osloTimeOfDay(now, 0);
    if (ensuredDay === date) return;
    await transactions.system(async (tx) => {
      for (const schedule of schedules)
        await enqueueJob(tx, now, schedule.definition, {
          payload: {},
          key: date,
          runAt: osloTimeOfDay(now, schedule.atMinute).at,
        });
    });
    ensuredDay = date;
  }

  /** Runs due jobs while keepGoing() says so before each claim (the worker loop: until stop()). */
  async function runDue(keepGoing: () => boolean): Promise<number> {
    await scheduleDaily();
    let ran = 0;
    while (keepGoing()) {
      const job = await claim();
      if (!job) break;
      await runOne(job);
      ran += 1;
    }
    return ran;
  }

  const runDueJobs = () => runDue(() => true);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = true;
  let pending = false;
  let unlisten: (() => void) | undefined;

  /** Queues one pass (several wake-ups before it starts make one); after a pass the poll timer is set again. */
  function wake(): void {
    if (stopped || pending) return;
    pending = true;
    if (timer) clearTimeout(timer);
    timer = undefined;
    // A wake-up may come from a request's commit; the pass belongs to no request (each job enters its own).
    running = outsideRequestScope(() =>
      running.then(async () => {
        pending = false;
        if (stopped) return;
        try {
          // A stopping server finishes the job in hand and claims no further one; other processes take those.
          await runDue(() => !stopped);
        } catch (error) {
          log.error({ err: error }, 'the job worker failed a pass');
        }
        if (!stopped && !pending && !timer) timer = setTimeout(wake, pollInterval).unref();
      }),
    );
  }
  let pollInterval = 1000;

  return {
    runDueJobs,
    scheduleDaily,
    start(pollMs) {
      pollInterval = pollMs;
      stopped = false;
      unlisten = services.pubsub.listen(JOBS_TOPIC, wake);
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      unlisten?.();
      await running;
    },
  };
}
