import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import { referenceDataVersions } from '../db/reference-data.js';
import { jobs } from '../jobs/tables.js';
import { useTestApp, type TestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { userWithUnit } from '../test/fixtures.js';
import { gql, http } from '../test/http.js';
import { CURRENT_USER } from '../test/accounts.js';
import { registerHealthRoutes } from './health-routes.js';

const metricsText = async (t: TestApp, headers: Record<string, string> = {}) => {
  const response = await fetch(`${t.url}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

/** A sample's value in the exposition text, or undefined when the series is absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(TEST_DATABASES)('operations endpoints (%s)', (kind) => {
  const t = useTestApp(kind);

  it('liveness answers without the database; readiness and /healthz answer ok when migrated', async () => {
    expect(await http(t, 'GET', '/livez')).toMatchObject({ status: 200, body: { ok: true } });
    expect(await http(t, 'GET', '/readyz')).toMatchObject({ status: 200, body: { ok: true } });
    expect(await http(t, 'GET', '/healthz')).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('readiness is 503 "migrations pending" when the database was migrated by another build', async () => {
    const { transactions } = t.app.services;
    const marker = eq(referenceDataVersions.name, 'migrated');
    const [before] = await transactions.system((tx) => tx.select().from(referenceDataVersions).where(marker));
    await transactions.system((tx) => tx.update(referenceDataVersions).set({ sha256: 'an-older-build' }).where(marker));
    try {
      expect(await http(t, 'GET', '/readyz')).toMatchObject({
        status: 503,
        body: { ok: false, reason: 'migrations pending' },
      });
      expect((await http(t, 'GET', '/livez')).status).toBe(200);
    } finally {
      await transactions.system((tx) => tx.update(referenceDataVersions).set({ sha256: before!.sha256 }).where(marker));
    }
    expect((await http(t, 'GET', '/readyz')).status).toBe(200);
  });

  it('every answer names its request id: a sane incoming X-Request-Id is kept, anything else replaced', async () => {
    const kept = await http(t, 'GET', '/livez', undefined, { 'x-request-id': 'lb-7f3a.92:1' });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.92:1');
    const replaced = await http(t, 'GET', '/livez', undefined, { 'x-request-id': 'not a token' });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const generated = await http(t, 'GET', '/livez');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a job enqueued by a request carries the request id', async () => {
    const me = await userWithUnit(t);
    const answer = await http(t, 'POST', '/accounts/request_password_reset', { login: me.login });
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id')!;
    const rows = await t.app.services.transactions.system((tx) =>
      tx.select().from(jobs).where(eq(jobs.requestId, requestId)),
    );
    expect(rows).toMatchObject([{ kind: 'mail.send', state: 'queued', requestId }]);
  });

  it('/metrics from this machine: latency by route and GraphQL operation, errors by code, queue depth, pool, process', async () => {
    const me = await userWithUnit(t);
    expect((await gql(t, CURRENT_USER, {}, me)).status).toBe(200);
    await gql(t, '{ madeUpField }', {}, me);
    await http(t, 'POST', '/accounts/request_password_reset', { login: me.login });
    const { status, type, text } = await metricsText(t);
    expect(status).toBe(200);
    expect(type).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const known = 'http_request_duration_seconds_count{method="POST",route="/graphql",operation="currentUser"}';
    expect(valueOf(text, known)).toBeGreaterThanOrEqual(1);
    // A name the schema does not have is never a label value.
    expect(text).not.toContain('madeUpField');
    expect(
      valueOf(text, 'http_request_duration_seconds_count{method="POST",route="/graphql",operation="unknown"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^http_requests_errors_total\{type="graphql",code="[A-Z_]+"\} [1-9]/m);
    const queued = await t.app.services.transactions.system((tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(sql`state = 'queued' and kind = 'mail.send'`),
    );
    expect(valueOf(text, 'jobs_queue_depth{state="queued",kind="mail.send"}')).toBe(Number(queued[0]!.n));
    expect(valueOf(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    if (kind === 'postgres') expect(valueOf(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    expect(valueOf(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('/metrics without METRICS_TOKEN refuses a caller from another machine', async () => {
    const answer = await t.app.server.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain('http_request_duration_seconds');
  });
});

describe.each(TEST_DATABASES)('/metrics with METRICS_TOKEN (%s)', (kind) => {
  const t = useTestApp(kind, { METRICS_TOKEN: 'scrape-token-of-the-test' });

  it('answers only the bearer of the token, even from this machine', async () => {
    expect((await metricsText(t)).status).toBe(403);
    expect((await metricsText(t, { authorization: 'Bearer another-token' })).status).toBe(403);
    const granted = await metricsText(t, { authorization: 'Bearer scrape-token-of-the-test' });
    expect(granted.status).toBe(200);
    expect(granted.text).toContain('jobs_failed_total');
  });
});

describe('readiness reasons', () => {
  const answer = async (database: Database, stopping: boolean) => {
    const server = Fastify();
    registerHealthRoutes(server, database, 'fjord_app', () => stopping);
    const reply = await server.inject({ method: 'GET', url: '/readyz' });
    return { status: reply.statusCode, body: reply.json() as unknown };
  };
  const unreachable = {
    db: {
      execute: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    },
  } as unknown as Database;

  it('is 503 "database unavailable" when the database does not answer, and "stopping" during a stop', async () => {
    expect(await answer(unreachable, false)).toEqual({
      status: 503,
      body: { ok: false, reason: 'database unavailable' },
    });
    expect(await answer(unreachable, true)).toEqual({ status: 503, body: { ok: false, reason: 'stopping' } });
  });
});
