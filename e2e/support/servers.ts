import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { serverPort } from './environment';

/**
 * The global setup: one built server per worker, each with a fresh embedded database of its own
 * under the run's data directory, the demo seed and the dev mailbox. A spec thus sees only what its
 * own worker did, and the workers run side by side instead of queueing on one database. A worker
 * that restarts after a failure gets the same parallel index, so it finds the same server.
 */
export type ServerOptions = { entry: string; cwd: string; dataDir: string; reuseExisting: boolean };

const READY_TIMEOUT_MS = 120_000;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Passes the server's output on with its port in front, so two servers' warnings stay apart. */
function relay(child: ChildProcess, port: number) {
  const prefix = `[server ${port}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
}

async function waitUntilReady(child: ChildProcess, url: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the e2e server for ${url} exited with ${child.exitCode}`);
    if (await answers(`${url}/healthz`)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the e2e server for ${url} did not answer /healthz within ${READY_TIMEOUT_MS / 1000} s`);
}

function start(options: ServerOptions, index: number): ChildProcess {
  const port = serverPort(index);
  const child = spawn(process.execPath, ['--enable-source-maps', options.entry], {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: path.join(options.dataDir, `server-${index}`),
      // CI exports DATABASE_URL for the integration tests; the e2e servers use the embedded database.
      DATABASE_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'true',
      // Not production or test: the specs read mails from /dev/mailbox.json.
      NODE_ENV: 'development',
      DEV_MAILBOX: 'true',
      LOG_LEVEL: 'warn',
      // The simulated access point moves an EHF one state every 2 s, and the poller asks at least
      // every second: a spec watches a delivery pass each state within seconds.
      ACCESS_POINT_SIMULATOR_STEP_MS: '2000',
      ACCESS_POINT_POLL_MS: '500',
      ACCESS_POINT_POLL_MAX_MS: '1000',
      // The simulated a-ordning has the feedback ready a second after receipt; the polling job first looks a
      // minute later, so a spec checks the status and fetches the feedback by hand, as a user may.
      AMELDING_SIMULATOR_FEEDBACK_MS: '1000',
      AMELDING_POLL_MS: '60000',
    },
  });
  relay(child, port);
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(forced);
}

/** Starts a server for every worker the run may use and answers the teardown that stops them. */
export async function startServers(config: FullConfig, options: ServerOptions): Promise<() => Promise<void>> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const started: ChildProcess[] = [];
  try {
    await Promise.all(
      Array.from({ length: Math.max(1, config.workers) }, async (_, index) => {
        const url = `http://localhost:${serverPort(index)}`;
        if (await answers(`${url}/healthz`)) {
          if (options.reuseExisting) return;
          throw new Error(`${url} is already in use: stop that server or set E2E_PORT`);
        }
        const child = start(options, index);
        started.push(child);
        await waitUntilReady(child, url);
      }),
    );
  } catch (error) {
    await Promise.all(started.map(stop));
    throw error;
  }
  return async () => {
    await Promise.all(started.map(stop));
  };
}
