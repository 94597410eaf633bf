import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { serverPath } from '../server-root.js';

/**
 * A real server process: src/main.ts run through tsx, as `npm run dev` runs it (without watching).
 * The integration stage runs before the build, so the sources are what exists there; tsx keeps
 * its compiled files in a cache, so the second and later processes start in about two seconds.
 */
export type ServerProcess = {
  url: string;
  /** Every line the process wrote to stdout and stderr so far (pino's JSON lines, or plain text). */
  lines: string[];
  /** The exit code once it exited (null while it runs). */
  exitCode(): number | null;
  exited: Promise<number | null>;
  /** SIGTERM, as a process manager stops it; answers the exit code. */
  stop(): Promise<number | null>;
};

/** A port nobody listens on now: the OS picks it, then it is freed for the process. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const READY_TIMEOUT_MS = 90_000;

/** Starts a server with the environment given over the parent's; does not wait for it to be ready. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverPath(),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      SEED_DEMO: 'false',
      SMTP_URL: '',
      ...env,
    },
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      lines.push(...parts.filter((line) => line.trim()));
    });
    stream.on('end', () => rest.trim() && lines.push(rest));
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url,
    lines,
    exitCode: () => child.exitCode,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(forced);
      }
      return child.exitCode;
    },
  };
}

/** Waits until the process answers /healthz; fails with its output if it exits first. */
export async function whenReady(server: ServerProcess): Promise<ServerProcess> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode() !== null)
      throw new Error(`the server exited with ${server.exitCode()}:\n${server.lines.join('\n')}`);
    try {
      if ((await fetch(`${server.url}/healthz`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /healthz within ${READY_TIMEOUT_MS / 1000} s`);
}

/** Starts a server and waits until it is ready. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return whenReady(await spawnServer(env));
}
