import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER, loginAs } from './support/users';

/**
 * The update flow against the built app. Playwright's clock drives the hourly check
 * and the 120 s countdown; missing chunks are answered with 404 by routing.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const workerScript = path.join(process.env.WEB_DIST_DIR || path.join(repoRoot, 'packages/web/dist'), 'sw.js');

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'A new version of Fjord is available' });
const reloadWarning = (page: Page) => page.getByText('The page was just reloaded');

// Run in the page; as text, because the e2e project is typed for Node, not the DOM.
const SERVICE_WORKER_READY = 'navigator.serviceWorker.ready.then(() => true)';
const CONTROLLING_SCRIPT = 'navigator.serviceWorker.controller ? navigator.serviceWorker.controller.scriptURL : ""';
const WORKER_WAITING =
  'navigator.serviceWorker.getRegistration().then((registration) => Boolean(registration?.waiting))';

test.describe('app update', () => {
  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('a new version found by the hourly check counts down 120 s and reloads into it', async ({ page }) => {
      await page.clock.install();
      // The shell registers the worker: a signed-in session is where a new version arrives.
      await loginAs(page, DEMO_USER.email, DEMO_USER.password);
      await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible({ timeout: 30_000 });
      await page.evaluate(SERVICE_WORKER_READY);
      // The first visit installs the worker; from the next load on it controls the page.
      await page.reload();
      await expect.poll(() => page.evaluate<string>(CONTROLLING_SCRIPT)).toContain('/sw.js');
      // The shell, which starts the hourly check, is there before time stops.
      await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible({ timeout: 30_000 });
      // From here the page's time moves only when the test moves it.
      await page.clock.pauseAt(Date.now() + 5000);

      // "Deploy" a new version: the worker script changes on the server (Playwright cannot route the
      // browser's own update request). The change is undone as soon as the new worker is waiting.
      const original = fs.readFileSync(workerScript, 'utf8');
      try {
        fs.writeFileSync(workerScript, `${original}\n// e2e: next version ${Date.now()}\n`);
        await page.clock.fastForward('01:00:00');
        // Workbox announces a waiting worker on a short timer, which runs on the page's clock too.
        await expect(async () => {
          await page.clock.runFor(250);
          await expect(banner(page)).toBeVisible({ timeout: 250 });
        }).toPass({ timeout: 20_000 });
      } finally {
        fs.writeFileSync(workerScript, original);
      }
      await expect(banner(page)).toContainText('The page reloads in 120 seconds.');

      await page.clock.fastForward(60_000);
      await expect(banner(page)).toContainText('The page reloads in 60 seconds.');
      const reloaded = page.waitForEvent('load');
      await page.clock.fastForward(60_000);
      await reloaded;
      await page.clock.resume();
      await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible({ timeout: 30_000 });
      await expect(banner(page)).toBeHidden();
      const waiting = await page.evaluate<boolean>(WORKER_WAITING);
      expect(waiting).toBe(false);
    });
  });

  test.describe('a missing script', () => {
    // Without the worker (the default of every spec), the page's own requests for chunks can be routed.

    test('reloads and says so; a second miss within 30 minutes goes to SomethingWentWrong', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

      // The import and the check that follows it find the register page's chunk gone; after the
      // reload (the "new version") it is there.
      let misses = 2;
      await page.route('**/assets/RegisterPage-*.js', async (route) => {
        if (misses-- > 0) await route.fulfill({ status: 404, body: 'Not found' });
        else await route.fallback();
      });
      const reloaded = page.waitForEvent('load');
      await page.getByRole('link', { name: 'Register' }).click();
      await reloaded;
      await expect(page).toHaveURL(/\/register$/);
      await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
      await expect(reloadWarning(page)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('fjord.lastMissingScriptReload'))).toMatch(/^\d+$/);
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await expect(reloadWarning(page)).toBeHidden();

      await page.route('**/assets/LoginPage-*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await page.getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/something-went-wrong$/);
      await expect(page.getByRole('heading', { name: /Something went wrong/ })).toBeVisible();
    });
  });
});
