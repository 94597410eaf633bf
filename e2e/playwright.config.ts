import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, E2E_PORT, E2E_URL } from './support/environment';
import { ENGLISH_BROWSER } from './support/locale';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = path.join(repoRoot, 'packages/server/dist/bundle/main.mjs');
const isCi = Boolean(process.env.CI);

if (!fs.existsSync(CHROMIUM)) {
  throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install chromium)`);
}
if (!fs.existsSync(serverEntry)) {
  throw new Error(`${serverEntry} is missing: run "npm run build" first (npm run test:e2e does)`);
}

/**
 * A fresh embedded database per run, outside the repository. Playwright loads this file again in
 * its workers (and, in UI and watch modes, in a loader process); they inherit the environment, so
 * they agree on one directory, and only the process that chose it removes it.
 */
if (!process.env.FJORD_E2E_DATA_DIR) {
  process.env.FJORD_E2E_DATA_DIR = path.join(os.tmpdir(), `fjord-e2e-${Date.now()}-${process.pid}`);
  const chosen = process.env.FJORD_E2E_DATA_DIR;
  // The runner exits after it has stopped the web server, so the data is no longer in use then.
  process.once('exit', () => fs.rmSync(chosen, { recursive: true, force: true }));
}
const dataDir = process.env.FJORD_E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: isCi,
  retries: 0,
  // The CI machine has two cores, and the embedded database serialises all work anyway.
  workers: isCi ? 1 : undefined,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_URL,
    browserName: 'chromium',
    locale: 'en-US',
    storageState: ENGLISH_BROWSER,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The server's bundle, as `npm start` runs it; `npm run test:e2e` builds first.
    command: `node --enable-source-maps ${JSON.stringify(serverEntry)}`,
    cwd: repoRoot,
    url: `${E2E_URL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: !isCi,
    // Warnings and errors of the server appear in the test output, requests do not.
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      PUBLIC_URL: E2E_URL,
      DATA_DIR: dataDir,
      // CI exports DATABASE_URL for the integration tests; the e2e server uses the embedded database.
      DATABASE_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'true',
      // Not production or test: the specs read mails from /dev/mailbox.json.
      NODE_ENV: 'development',
      DEV_MAILBOX: 'true',
      LOG_LEVEL: 'warn',
      // A web build elsewhere than packages/web/dist (parallel runs on one machine).
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
