import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, E2E_URL } from './support/environment';
import { ENGLISH_BROWSER } from './support/locale';

const isCi = Boolean(process.env.CI);

if (!fs.existsSync(CHROMIUM)) {
  throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install chromium)`);
}

/**
 * A fresh directory of embedded databases per run, outside the repository. Playwright loads this file again in
 * its workers (and, in UI and watch modes, in a loader process); they inherit the environment, so
 * they agree on one directory, and only the process that chose it removes it.
 */
if (!process.env.FJORD_E2E_DATA_DIR) {
  process.env.FJORD_E2E_DATA_DIR = path.join(os.tmpdir(), `fjord-e2e-${Date.now()}-${process.pid}`);
  const chosen = process.env.FJORD_E2E_DATA_DIR;
  // The runner exits after the global teardown has stopped the servers, so the data is no longer in use then.
  process.once('exit', () => fs.rmSync(chosen, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: isCi,
  retries: 0,
  // Each worker drives a server and a database of its own (support/servers.ts). Two fill the two
  // cores of a CI machine: a worker spends much of its time waiting on its browser or its server.
  workers: Number(process.env.E2E_WORKERS || 2),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_URL,
    browserName: 'chromium',
    locale: 'en-US',
    storageState: ENGLISH_BROWSER,
    // The servers of both workers serve one built app, and the update spec "deploys" a new service
    // worker into it; pages of other specs must not pick that up and reload mid-test. Only the
    // update spec lets the worker in.
    serviceWorkers: 'block',
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
  globalSetup: './global-setup.ts',
});
