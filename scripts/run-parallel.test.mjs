import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const runner = path.join(import.meta.dirname, 'run-parallel.mjs');
const project = fs.mkdtempSync(path.join(os.tmpdir(), 'fjord-run-parallel-'));
fs.writeFileSync(
  path.join(project, 'package.json'),
  JSON.stringify({
    name: 'run-parallel-test',
    private: true,
    scripts: {
      ok: 'node -e "console.log(\'fine\')"',
      bad: 'node -e "console.error(\'broken\'); process.exit(3)"',
      slow: 'node -e "setTimeout(() => {}, 60000)"',
    },
  }),
);
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

const run = (...scripts) =>
  spawnSync('node', [runner, ...scripts], { cwd: project, encoding: 'utf8', timeout: 30_000 });

describe('run-parallel (the checks of npm test side by side)', () => {
  it('passes when every script passes, printing each one’s output whole', () => {
    const result = run('ok', 'ok');
    expect(result.status).toBe(0);
    expect(result.stdout.match(/──── ok: passed/g)).toHaveLength(2);
    expect(result.stdout).toContain('fine');
  });

  it('fails when one script fails, shows why, and stops the others rather than waiting for them', () => {
    const startedAt = Date.now();
    const result = run('bad', 'slow');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('──── bad: failed (3)');
    expect(result.stdout).toContain('broken');
    expect(result.stdout).toContain('──── slow: failed (SIGTERM)');
    expect(Date.now() - startedAt).toBeLessThan(20_000);
  });
});
