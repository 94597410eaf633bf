// Measures the JavaScript a browser loads for /login (gzip, as served over the wire compressed
// would be) against the built server. Run from the repository root after `npm run build`:
//   node bench/login-bundle-size.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const port = 3290;
const dataDir = mkdtempSync(path.join(tmpdir(), 'fjord-bench-'));
const server = spawn('node', ['packages/server/dist/main.js'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
try {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://localhost:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: await response.body() });
  });
  await page.goto(`http://localhost:${port}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  let raw = 0;
  let gzip = 0;
  for (const script of scripts) {
    const zipped = gzipSync(script.body, { level: 9 }).length;
    raw += script.body.length;
    gzip += zipped;
    console.log(`${(zipped / 1024).toFixed(1).padStart(8)} KB gz  ${new URL(script.url).pathname}`);
  }
  console.log(
    `/login loads ${scripts.length} scripts: ${(raw / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(1)} KB gzip`,
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
