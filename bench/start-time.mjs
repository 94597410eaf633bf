// `npm run bench:start -w @fjord/bench`: how long `npm start` takes until the server answers
// GET /healthz, measured from outside as a user sees it, for an empty embedded database (a fresh
// DATA_DIR: the first start of a newcomer) and for a restart on the same directory. Runs
// START_RUNS pairs (default 5) and prints the medians; the CPU time the server process used until
// it answered is printed too, as it varies less than wall time on a shared machine.
// Build first (`npm run build`, then `npm start` once so the build stamps exist).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.START_RUNS ?? 5);
const PORT = Number(process.env.START_PORT ?? 3401);
const POLL_MS = 50;
const TIMEOUT_MS = 120_000;

/** User and system CPU time of a running process, from /proc (Linux only; undefined elsewhere). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, counted in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts `node scripts/start.mjs` on dataDir, waits for /healthz, stops it; answers wall and CPU ms. */
async function startOnce(dataDir) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let failed = false;
  child.once('exit', () => (failed = true));
  while (!(await answers(`http://127.0.0.1:${PORT}/healthz`))) {
    if (failed) throw new Error('the server exited before it answered');
    if (performance.now() - startedAt > TIMEOUT_MS) throw new Error('the server did not answer in time');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const wall = performance.now() - startedAt;
  const cpu = cpuMs(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { wall, cpu };
}

const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor((sorted.length - 1) / 2)]) : undefined;
};

const results = { empty: [], restart: [] };
for (let run = 1; run <= RUNS; run++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fjord-start-bench-'));
  try {
    const empty = await startOnce(dataDir);
    const restart = await startOnce(dataDir);
    results.empty.push(empty);
    results.restart.push(restart);
    console.log(
      `run ${run}: empty ${Math.round(empty.wall)} ms (cpu ${empty.cpu ?? '?'} ms), ` +
        `restart ${Math.round(restart.wall)} ms (cpu ${restart.cpu ?? '?'} ms)`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
for (const [kind, samples] of Object.entries(results)) {
  const wall = median(samples.map((sample) => sample.wall));
  const cpu = median(samples.map((sample) => sample.cpu));
  console.log(`median ${kind.padEnd(7)} ${wall} ms (cpu ${cpu ?? '?'} ms) over ${samples.length} runs`);
}
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
