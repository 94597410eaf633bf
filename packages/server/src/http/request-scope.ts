import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** What code deep in a request (or a job) may ask of it without every signature carrying it. */
export type RequestScope = { requestId: string };

const storage = new AsyncLocalStorage<RequestScope>();

/** The id of the request (or of the request that enqueued the running job); undefined outside both. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/**
 * pino's mixin: a line logged inside a request's scope (or a job's) names the request, whichever
 * logger wrote it (services.log too); a logger that names it already (Fastify's request logger) is left alone.
 */
export function requestIdMixin(_line: object, _level: number, logger: { bindings(): Record<string, unknown> }): object {
  const requestId = storage.getStore()?.requestId;
  return requestId && logger.bindings().requestId === undefined ? { requestId } : {};
}

/** Work that belongs to no request even when a request started it (the job worker's pass after a commit). */
export function outsideRequestScope<T>(work: () => T): T {
  return storage.exit(work);
}

/** A proxy's or client's id is kept only if it is a plain token, so it cannot forge log lines or grow without bound. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when sane, else a new UUID. */
export function requestIdFor(header: string | string[] | undefined): string {
  const incoming = Array.isArray(header) ? header[0] : header;
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Every answer names its request id, and the handler runs in its scope. The scope is entered in
 * preHandler, after the body is read: stream callbacks of the body would run outside a scope
 * entered earlier, and everything that enqueues a job runs in the handler.
 */
export function registerRequestScope(server: FastifyInstance): void {
  server.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  server.addHook('preHandler', (req, _reply, done) => storage.run({ requestId: req.id }, done));
}
