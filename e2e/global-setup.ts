import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { startServers } from './support/servers';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// The server's bundle, as `npm start` runs it; `npm run test:e2e` builds first.
const serverEntry = path.join(repoRoot, 'packages/server/dist/bundle/main.mjs');

/** Starts the built servers, one per worker (support/servers.ts); the answered function stops them. */
export default async function globalSetup(config: FullConfig) {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run "npm run build" first (npm run test:e2e does)`);
  }
  return startServers(config, {
    entry: serverEntry,
    cwd: repoRoot,
    dataDir: process.env.FJORD_E2E_DATA_DIR!,
    reuseExisting: !process.env.CI,
  });
}
