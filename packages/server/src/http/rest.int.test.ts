import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../services.js';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { userWithUnit } from '../test/fixtures.js';
import { http } from '../test/http.js';
import { registerRestAccess } from './rest-access.js';
import { registerRestErrors } from './rest-errors.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fjord-rest-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Fjord</title><div id="root"></div>');

const noStack = (body: unknown) => expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(js|ts):\d+|stack/i);

describe.each(TEST_DATABASES)('the one REST error and access path (%s)', (kind) => {
  const t = useTestApp(kind, { WEB_DIST_DIR: webDist });
  afterEach(() => vi.restoreAllMocks());

  it('answers a malformed JSON body with a clean 400 bad_request, in the request language, without logging an error', async () => {
    const errors = vi.spyOn(t.app.services.log, 'error');
    const response = await fetch(`${t.url}/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'nb' },
      body: '{"email": "a@example.com", "password":',
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ error: 'bad_request', message: 'Forespørselen ble ikke forstått.' });
    noStack(body);
    expect(errors).not.toHaveBeenCalled();
  });

  it('answers an unknown route under an API prefix with a JSON 404, never the web page', async () => {
    for (const [method, url] of [
      ['GET', '/accounts/nothing-here'],
      ['POST', '/accounts/nothing-here'],
      ['GET', '/accounts/login'],
      ['GET', '/api/webstore/v2/products'],
    ] as const) {
      const answer = await http(t, method, url, method === 'POST' ? {} : undefined);
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.body, `${method} ${url}`).toEqual({ error: 'not_found', message: 'Not found.' });
    }
  });

  it('answers a URL Fastify cannot decode in the same clean shape', async () => {
    const response = await fetch(`${t.url}/accounts/%zz`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ error: 'bad_request', message: 'The request was not understood.' });
    noStack(body);
  });

  it('still answers an unknown page of the web app with its index.html (the router shows the 404 page)', async () => {
    const response = await fetch(`${t.url}/customers/some/deep/page`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('refuses a route that needs a session without one, or in a unit the user is not a member of', async () => {
    const anonymous = await http(t, 'POST', '/files?kind=logo', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ error: 'UNAUTHENTICATED' });

    const owner = await userWithUnit(t);
    const foreignUnit = await http(
      t,
      'POST',
      '/files?kind=logo',
      {},
      {
        authorization: `Bearer ${owner.token}`,
        'x-unit-id': '00000000-0000-4000-8000-000000000000',
      },
    );
    expect(foreignUnit.status).toBe(403);
    expect(foreignUnit.body).toMatchObject({ error: 'UNIT_FORBIDDEN' });

    const graphql = await http(t, 'POST', '/graphql', { query: '{ currentUser { id } }' });
    expect(graphql.status).toBe(401);
    expect(graphql.body).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  });
});

describe('the REST guard and error handler on their own', () => {
  const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const services = { log } as unknown as Services;

  it('refuses to register a route that declares no access', async () => {
    const server = Fastify();
    registerRestAccess(server, services);
    expect(() => server.get('/undeclared', async () => ({}))).toThrow(/declares no access/);
    await server.close();
  });

  it('answers a bug with a generic 500 without its message or stack, and logs it as an error', async () => {
    const server = Fastify();
    registerRestErrors(server, services, null);
    server.get('/healthz', async () => {
      throw new TypeError('secret internals at /srv/app/dist/x.js:12');
    });
    const answer = await server.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      error: 'internal_error',
      message: 'Something went wrong. Please try again later or contact the administrator.',
    });
    expect(answer.body).not.toContain('secret');
    expect(log.error).toHaveBeenCalledTimes(1);
    await server.close();
  });
});
