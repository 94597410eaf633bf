// Runs npm scripts side by side and fails when any fails: `node scripts/run-parallel.mjs lint typecheck`.
// `npm test` starts with the checks that each keep one core busy (lint, type check, the generated
// files, the web build), so on the two cores of CI they take about half the time one after the
// other does. Each script's output is kept and printed whole when it ends, so logs do not
// interleave line by line; the first failure stops the others.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

const started = Date.now();
const children = new Map();

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', ...script.split(' ')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.set(script, child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      children.delete(script);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\n──── ${script}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} after ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const stopOthers = () => {
  for (const child of children.values()) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
};

const results = await Promise.all(
  scripts.map(async (script) => {
    const passed = await run(script);
    if (!passed) stopOthers();
    return passed;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
