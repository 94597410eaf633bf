/**
 * Where the e2e servers listen and which browser drives them; shared by the config and the helpers.
 * Each Playwright worker has a server of its own (support/servers.ts), on E2E_PORT plus the
 * worker's parallel index, so workers never share a database. Playwright loads the config and these
 * helpers again inside each worker with TEST_PARALLEL_INDEX set, which is how a worker finds its
 * server; the main process (no index) is worker 0's. E2E_PORT moves them all when 3210 is taken.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT || 3210);

/** The port of the server that worker `index` drives. */
export const serverPort = (index: number) => E2E_BASE_PORT + index;

export const E2E_PORT = serverPort(Number(process.env.TEST_PARALLEL_INDEX || 0));
export const E2E_URL = `http://localhost:${E2E_PORT}`;

/** Debian's Chromium: Playwright never downloads a browser here (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1). */
export const CHROMIUM = '/usr/bin/chromium';
