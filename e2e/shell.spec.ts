import { expect, test } from '@playwright/test';
import { registerConfirmedUser } from './support/accounts';
import { DEMO_COMPANIES, DEMO_USER, loginAs } from './support/users';

test.describe('application shell', () => {
  test('switching company goes through loading to the dashboard of the chosen company', async ({ page }) => {
    await loginAs(page, DEMO_USER.email, DEMO_USER.password);
    await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible();
    const working = page.getByText(/You are working in/);
    const before = (await working.textContent()) ?? '';
    const target = before.includes(DEMO_COMPANIES.trading) ? DEMO_COMPANIES.staff : DEMO_COMPANIES.trading;

    await page.goto('/cars');
    await page.getByPlaceholder('Change to another company').filter({ visible: true }).click();
    await page.getByRole('option', { name: target }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`You are working in ${target}`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('fjord.unitId'))).toMatch(/^[0-9a-f-]{36}$/);
    // The switch passed through the loading screen while the cache was reset.
    expect(await page.evaluate(() => sessionStorage.getItem('fjord.routeHistory'))).toContain('/big-loading');
  });

  test('switching language changes the texts and is kept after a reload', async ({ page }) => {
    const user = await registerConfirmedUser(page.request, { firstName: 'Liv', lastName: 'Språk' });
    await loginAs(page, user.email, user.password);
    await expect(page.getByText(`Hello, ${user.name}`)).toBeVisible();

    await page.getByText('NB', { exact: true }).filter({ visible: true }).click();
    await expect(page.getByText(`Hei, ${user.name}`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Hei, ${user.name}`)).toBeVisible();

    await page.getByText('EN', { exact: true }).filter({ visible: true }).click();
    await expect(page.getByText(`Hello, ${user.name}`)).toBeVisible();
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    await loginAs(page, DEMO_USER.email, DEMO_USER.password);
    await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found').first()).toBeVisible();
  });

  test('signing out returns to the login page and the app needs a new sign-in', async ({ page }) => {
    await loginAs(page, DEMO_USER.email, DEMO_USER.password);
    await page.getByRole('button', { name: DEMO_USER.name }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('fjord.token'))).toBeNull();

    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
  });
});
