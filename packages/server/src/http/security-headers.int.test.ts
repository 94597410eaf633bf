import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { contentSecurityPolicy } from './security-headers.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fjord-headers-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Fjord</title><div id="root"></div>');

const requests = [
  ['GET', '/countries'],
  ['GET', '/some/page/of/the/app'],
  ['GET', '/accounts/unknown'],
  ['POST', '/graphql'],
  ['POST', '/accounts/login'],
] as const;

const call = (t: TestApp, method: string, url: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${url}`, {
    method,
    headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
    body: method === 'POST' ? '{}' : undefined,
  });

describe.each(TEST_DATABASES)('security headers (%s)', (kind) => {
  const t = useTestApp(kind, { WEB_DIST_DIR: webDist });
  const behindProxy = useTestApp(kind, { TRUST_PROXY: 'true' });
  const httpsAddress = useTestApp(kind, { PUBLIC_URL: 'https://fjord.example.no' });

  it('sends CSP, frame-ancestors none, nosniff and a referrer policy on every answer, page, API and error alike', async () => {
    for (const [method, url] of requests) {
      const response = await call(t, method, url);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, `${method} ${url}`).toContain("frame-ancestors 'none'");
      expect(csp, `${method} ${url}`).toContain("script-src 'self'");
      expect(csp, `${method} ${url}`).toContain("style-src 'self' 'unsafe-inline'");
      expect(response.headers.get('x-content-type-options'), `${method} ${url}`).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), `${method} ${url}`).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), `${method} ${url} over http`).toBeNull();
    }
  });

  it('sends HSTS only when served over https: X-Forwarded-Proto behind a trusted proxy, or an https public address', async () => {
    const forwarded = await call(behindProxy, 'GET', '/countries', { 'x-forwarded-proto': 'https' });
    expect(forwarded.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    const plain = await call(behindProxy, 'GET', '/countries');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const untrusted = await call(t, 'GET', '/countries', { 'x-forwarded-proto': 'https' });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    const https = await call(httpsAddress, 'GET', '/countries');
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  it('lets the browser report errors to the configured Sentry origin, and nowhere else', () => {
    expect(contentSecurityPolicy({ sentryDsn: undefined })).toContain("connect-src 'self';");
    expect(contentSecurityPolicy({ sentryDsn: 'https://key@o1.ingest.sentry.io/42' })).toContain(
      "connect-src 'self' https://o1.ingest.sentry.io;",
    );
  });
});
