import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { units } from '../db/schema-core.js';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The one queue of background work (mail, and later EHF, recurring orders, Altinn). A job with a
 * unit_id is a tenant row: it is enqueued inside that unit's transaction and runs in its scope.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Enqueueing a job whose kind, unit and key exist already does nothing. */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** A running job whose lease has passed belongs to a worker that died; another worker takes it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The id of the request that enqueued the job, carried into the job's log lines. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // A system job (no unit) counts as one unit of its own, so its key is unique among those too.
    uniqueIndex('jobs_key_idx')
      .on(t.kind, sql`coalesce(${t.unitId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.key)
      .where(sql`key is not null`),
    // What a worker looks for: queued jobs that are due, and running ones whose lease has passed.
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`state = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`state = 'running'`),
  ],
);
