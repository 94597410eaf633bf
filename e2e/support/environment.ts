/**
 * Where the e2e server listens and which browser drives it; shared by the config and the helpers.
 * E2E_PORT moves the server when 3210 is taken (another run on the same machine).
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
export const E2E_URL = `http://localhost:${E2E_PORT}`;

/** Debian's Chromium: Playwright never downloads a browser here (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1). */
export const CHROMIUM = '/usr/bin/chromium';
