import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getOperationAST, Kind, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ne, sql } from 'drizzle-orm';
import type { Services } from '../services.js';
import { jobs } from '../jobs/tables.js';
import { Counter, Histogram, PROMETHEUS_CONTENT_TYPE, render, sample } from './registry.js';

/** What the rest of the server reports to the metrics (the GraphQL route and the job worker). */
export type ServerMetrics = {
  jobFailed(kind: string, final: boolean): void;
  /** A Yoga plugin that labels the request's latency with the operation it runs. */
  graphqlPlugin(): Plugin;
};

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const UNKNOWN = 'unknown';

declare module 'fastify' {
  interface FastifyRequest {
    graphqlOperation: string | null;
  }
}

/**
 * The label of a GraphQL request: the root field it calls (`invoices`, `createInvoice`) when the
 * schema has it, else "unknown" — so a client cannot grow the label set with names it makes up.
 */
export function operationLabel(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): string {
  const operation = getOperationAST(document, operationName);
  if (!operation) return UNKNOWN;
  const field = operation.selectionSet.selections.find(
    (selection) => selection.kind === Kind.FIELD && !selection.name.value.startsWith('__'),
  );
  if (!field || field.kind !== Kind.FIELD) return UNKNOWN;
  const root = schema.getRootType(operation.operation);
  return root?.getFields()[field.name.value] ? field.name.value : UNKNOWN;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests, so the time taken says nothing about how much of the token was right. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${token}`));
}

/**
 * GET /metrics and the request timing behind it. Guarded by METRICS_TOKEN as a bearer token; without
 * one, only a caller on this machine is answered (req.ip: behind a trusted proxy, the proxy's client).
 */
export function registerMetrics(server: FastifyInstance, services: Services): ServerMetrics & { stop(): void } {
  const { config, database, transactions } = services;
  const latency = new Histogram(
    'http_request_duration_seconds',
    'Time from request to answer, by method, route and (for /graphql) the operation',
    LATENCY_BUCKETS,
  );
  const errors = new Counter('http_requests_errors_total', 'Answers with status 5xx, and GraphQL errors by code');
  const jobsFailed = new Counter(
    'jobs_failed_total',
    'Job attempts that failed, by kind; final="true" failed for good',
  );
  const eventLoop = monitorEventLoopDelay({ resolution: 20 });
  eventLoop.enable();

  server.decorateRequest('graphqlOperation', null);
  server.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const operation = route === '/graphql' ? (req.graphqlOperation ?? UNKNOWN) : '';
    latency.observe({ method: req.method, route, operation }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ type: 'http', code: String(reply.statusCode) });
  });

  async function queueDepth(): Promise<string[]> {
    // Done jobs are history, not depth; the rest are few (queued, running, and failed ones awaiting a look).
    const rows = await transactions.system((tx) =>
      tx
        .select({ state: jobs.state, kind: jobs.kind, count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(ne(jobs.state, 'done'))
        .groupBy(jobs.state, jobs.kind),
    );
    return rows.map((row) => sample('jobs_queue_depth', { state: row.state, kind: row.kind }, Number(row.count)));
  }

  function pool(): string[] {
    const { pool } = database;
    // The embedded database is one connection in this process; how busy it is, PGlite does not say.
    if (!pool) return [sample('db_pool_connections', { state: 'total' }, 1)];
    return [
      sample('db_pool_connections', { state: 'total' }, pool.totalCount),
      sample('db_pool_connections', { state: 'idle' }, pool.idleCount),
      sample('db_pool_connections', { state: 'waiting' }, pool.waitingCount),
    ];
  }

  function processLines() {
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    const gauge = (name: string, help: string, value: number) => ({
      name,
      help,
      type: 'gauge' as const,
      lines: [sample(name, {}, value)],
    });
    return [
      {
        name: 'process_cpu_seconds_total',
        help: 'User and system CPU time spent',
        type: 'counter' as const,
        lines: [sample('process_cpu_seconds_total', {}, (cpu.user + cpu.system) / 1e6)],
      },
      gauge('process_resident_memory_bytes', 'Resident memory size', memory.rss),
      gauge('process_start_time_seconds', 'Start time of the process since the Unix epoch', START_TIME_SECONDS),
      gauge('nodejs_heap_size_used_bytes', 'V8 heap in use', memory.heapUsed),
      gauge('nodejs_heap_size_total_bytes', 'V8 heap reserved', memory.heapTotal),
      gauge('nodejs_external_memory_bytes', 'Memory of C++ objects bound to JavaScript', memory.external),
      gauge(
        'nodejs_eventloop_lag_p99_seconds',
        'Event loop delay, 99th percentile since start',
        eventLoop.percentile(99) / 1e9,
      ),
    ];
  }

  server.get('/metrics', async (req, reply) => {
    const allowed = config.metricsToken
      ? bearerMatches(req.headers.authorization, config.metricsToken)
      : LOOPBACK.has(req.ip);
    if (!allowed)
      return reply.status(403).send({ error: 'forbidden', message: 'Metrics need METRICS_TOKEN or a local caller' });
    const text = render([
      { ...latency, lines: latency.samples() },
      { ...errors, lines: errors.samples() },
      { name: 'jobs_queue_depth', help: 'Jobs not done, by state and kind', type: 'gauge', lines: await queueDepth() },
      { ...jobsFailed, lines: jobsFailed.samples() },
      { name: 'db_pool_connections', help: 'Database connections by state', type: 'gauge', lines: pool() },
      ...processLines(),
    ]);
    return reply.type(PROMETHEUS_CONTENT_TYPE).send(text);
  });

  return {
    jobFailed: (kind, final) => jobsFailed.inc({ kind, final: String(final) }),
    graphqlPlugin: () => ({
      onExecute: ({ args }) => {
        const req = (args.contextValue as { req?: FastifyRequest }).req;
        if (req) req.graphqlOperation = operationLabel(args.schema, args.document, args.operationName);
      },
      // The answer as sent (errors formatted), whether refused before execution or by a resolver.
      onResultProcess: ({ result }) => {
        for (const one of Array.isArray(result) ? result : [result])
          for (const error of (one as { errors?: readonly GraphQLError[] }).errors ?? [])
            errors.inc({ type: 'graphql', code: String(error.extensions?.code ?? 'UNKNOWN') });
      },
    }),
    stop: () => eventLoop.disable(),
  };
}

/** When the process started (performance's time origin), not a business time: no clock involved. */
const START_TIME_SECONDS = Math.round(performance.timeOrigin / 1000);
