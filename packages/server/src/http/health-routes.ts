import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import { isMigrated } from '../db/migrate.js';

/** Why the server should not get traffic now; null when it should. */
async function notReadyReason(database: Database, appRole: string, stopping: () => boolean): Promise<string | null> {
  if (stopping()) return 'stopping';
  try {
    await database.db.execute(sql`select 1`);
  } catch {
    return 'database unavailable';
  }
  try {
    if (!(await isMigrated(database, appRole))) return 'migrations pending';
  } catch {
    return 'database unavailable';
  }
  return null;
}

/**
 * Liveness (/livez: the process answers; a failing one is restarted) and readiness (/readyz: the
 * database answers with every migration of this build applied, and the server is not stopping; a
 * failing one gets no traffic). /healthz, the older name, answers as readiness. During a stop every
 * answer closes its connection.
 */
export function registerHealthRoutes(
  server: FastifyInstance,
  database: Database,
  appRole: string,
  stopping: () => boolean,
): void {
  // Node closes only the connections idle when the stop begins; the others close after their answer,
  // else a client's kept-alive connection would hold the stop until its keep-alive timeout.
  server.addHook('onSend', async (_req, reply) => {
    if (stopping()) reply.header('Connection', 'close');
  });
  server.get('/livez', async () => ({ ok: true }));
  const readiness = async (_req: unknown, reply: FastifyReply) => {
    const reason = await notReadyReason(database, appRole, stopping);
    reply.header('Cache-Control', 'no-store');
    return reason ? reply.status(503).send({ ok: false, reason }) : reply.send({ ok: true });
  };
  server.get('/readyz', readiness);
  server.get('/healthz', readiness);
}
