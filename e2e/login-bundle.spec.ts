import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The budgets of the first page: everything the browser fetches to show /login, gzip as served
// compressed — its scripts (the entry, the page's chunks and the translation files of the active
// language) and, separately, its style sheets — and the largest chunk any route loads. The scripts
// stay within 200 kB: React, react-router, i18next, the form kit (react-hook-form with zod/mini),
// the sign-in rules (the domain's text rules, without decimal.js) and the Mantine components the
// page shows; money code, Apollo, the shell, its menu icons and the server validation texts come
// with the signed-in pages (docs/architecture/web.md, Bundles). The style sheet is Mantine's whole one.
const LOGIN_JS_BUDGET_KB = 200;
const LOGIN_CSS_BUDGET_KB = 36;
const CHUNK_BUDGET_KB = 120;

const assetsDir = fileURLToPath(new URL('../packages/web/dist/assets', import.meta.url));
const gzipKb = (body: Buffer) => gzipSync(body, { level: 9 }).length / 1024;

type Fetched = { path: string; type: 'script' | 'stylesheet'; kb: number };

function listing(files: Fetched[]): string {
  const total = files.reduce((sum, file) => sum + file.kb, 0);
  const lines = [...files]
    .sort((a, b) => b.kb - a.kb)
    .map((file) => `${file.kb.toFixed(1).padStart(7)} kB  ${file.path}`);
  return `${files.length} files, ${total.toFixed(1)} kB gzip:\n${lines.join('\n')}`;
}

test(`the sign-in page loads at most ${LOGIN_JS_BUDGET_KB} kB gzip of JavaScript and ${LOGIN_CSS_BUDGET_KB} kB of CSS`, async ({
  page,
}) => {
  const fetched: Fetched[] = [];
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response.body().then((body) => {
        fetched.push({ path: new URL(response.url()).pathname, type, kb: gzipKb(body) });
      }),
    );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await Promise.all(bodies);

  const scripts = fetched.filter((file) => file.type === 'script');
  const styles = fetched.filter((file) => file.type === 'stylesheet');
  const sum = (files: Fetched[]) => files.reduce((total, file) => total + file.kb, 0);
  console.log(`/login fetches scripts: ${listing(scripts)}\nand style sheets: ${listing(styles)}`);
  expect(sum(scripts), listing(scripts)).toBeLessThanOrEqual(LOGIN_JS_BUDGET_KB);
  expect(sum(styles), listing(styles)).toBeLessThanOrEqual(LOGIN_CSS_BUDGET_KB);
});

test(`no chunk of the web app is over ${CHUNK_BUDGET_KB} kB gzip`, () => {
  const chunks = fs
    .readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, kb: gzipKb(fs.readFileSync(path.join(assetsDir, name))) }))
    .sort((a, b) => b.kb - a.kb);
  expect(chunks.length).toBeGreaterThan(0);
  const largest = chunks[0]!;
  console.log(`largest chunk: ${largest.name}, ${largest.kb.toFixed(1)} kB gzip`);
  expect(largest.kb, `${largest.name} is ${largest.kb.toFixed(1)} kB gzip`).toBeLessThanOrEqual(CHUNK_BUDGET_KB);
});
