/**
 * Throughput of one server process, measured from outside with 20 connections: the simplest
 * signed-in GraphQL request (`{ currentUser { id } }`: session, membership, GraphQL) against a
 * REST route that touches no database (`GET /countries`). The gap between the two is the fixed
 * cost every GraphQL request pays; the goal is at least 1,500 requests/s for the GraphQL one.
 *
 * The server is the build (`npm run build` first), started as its own process on a fresh embedded
 * database and, when DATABASE_URL is set, on a fresh PostgreSQL database on that server. The signed-in
 * owner is written straight into the database before the server starts.
 *
 *   npm run bench:throughput -w @fjord/bench                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:throughput -w @fjord/bench
 *   BENCH_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:throughput -w @fjord/bench
 */
import { userWithUnit } from '@fjord/server/src/test/fixtures.js';
import { currentUserRequest, freshTarget, onTarget, startServer, throughput, type Kind } from './server-process.js';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3405);
const GOAL = 1_500;

async function load(name: string, options: Parameters<typeof throughput>[0]): Promise<void> {
  const result = await throughput({ connections: CONNECTIONS, duration: SECONDS, ...options });
  console.log(
    `  ${name}: ${Math.round(result.rps)} req/s, latency p50 ${result.p50} ms, p99 ${result.p99} ms` +
      (result.failed ? `, ${result.failed} FAILED` : ''),
  );
}

async function run(kind: Kind): Promise<void> {
  console.log(`\n${kind} (${CONNECTIONS} connections, ${SECONDS} s each; goal ≥ ${GOAL} req/s for the GraphQL query)`);
  const target = await freshTarget(kind, 'fjord_throughput');
  const me = await onTarget(target, userWithUnit);
  const server = await startServer(target, PORT);
  const base = server.url;
  try {
    const graphql = currentUserRequest(base, me);
    // A short warm-up, so the JIT and the caches are where a running server has them.
    await throughput({ ...graphql, connections: CONNECTIONS, duration: 2 });
    await load('{ currentUser { id } }', graphql);
    // BENCH_GRAPHQL_ONLY=1 leaves the reference route out, e.g. for a profile of GraphQL alone.
    if (!process.env.BENCH_GRAPHQL_ONLY) await load('GET /countries', { url: `${base}/countries` });
  } finally {
    await server.stop();
    await target.drop();
  }
}

await run('pglite');
if (process.env.DATABASE_URL) await run('postgres');
