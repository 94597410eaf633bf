import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** How long a browser keeps to https once it has seen it: a year, the usual preload minimum. */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of every answer. Scripts only from the server itself (the built SPA
 * has no inline script); styles also inline, because Mantine sets style attributes and injects
 * style elements; the socket and fetches go to the server itself, and to the error reporting
 * service's origin when one is configured; no page may frame the app.
 */
export function contentSecurityPolicy(config: Pick<Config, 'sentryDsn'>): string {
  const reporting = config.sentryDsn ? ` ${new URL(config.sentryDsn).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${reporting}`,
    "worker-src 'self'",
    // The app shows a PDF it fetched (with the session's token) in a frame of its own blob: URL.
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers on every answer, API and page alike. HSTS only when the request came over https
 * (directly, or by X-Forwarded-Proto behind a trusted proxy) or the public address is https: a
 * browser must never be told to insist on https for a server that has none.
 */
export function registerSecurityHeaders(server: FastifyInstance, config: Config): void {
  const policy = contentSecurityPolicy(config);
  const publicHttps = config.publicUrl.startsWith('https://');
  server.addHook('onSend', async (req, reply) => {
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (publicHttps || req.protocol === 'https')
      reply.header('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`);
  });
}
