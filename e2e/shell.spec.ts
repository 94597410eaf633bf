import { expect, test } from '@playwright/test';
import { registerConfirmedUser } from './support/accounts';
import { expectAccessible } from './support/axe';
import { ACCOUNTANT_USER, DEMO_COMPANIES, DEMO_USER, loginAs } from './support/users';

test.describe('application shell', () => {
  test('the error page names the support address as a mail link inside its sentence', async ({ page }) => {
    await page.goto('/something-went-wrong');
    await expect(page.getByRole('heading', { name: /Something went wrong/ })).toBeVisible();
    await expect(page.getByText(/If the problem persists, contact support at/)).toHaveText(
      'If the problem persists, contact support at support@fjord.local.',
    );
    await expect(page.getByRole('link', { name: 'support@fjord.local' })).toHaveAttribute(
      'href',
      'mailto:support@fjord.local',
    );
  });

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
    await expectAccessible(page);
  });

  test('the accountant is not offered the employees page, and opening it shows the Forbidden page', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTANT_USER.email, ACCOUNTANT_USER.password);
    await expect(page.getByText(`Hello, ${ACCOUNTANT_USER.name}`)).toBeVisible();
    await page.evaluate(() => localStorage.setItem('fjord.mode', JSON.stringify('payroll')));
    await page.goto('/cars');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Cars' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Employees' })).toHaveCount(0);

    await page.goto('/employees');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the user dropdown changes the language and the company', async ({ page }) => {
    await loginAs(page, DEMO_USER.email, DEMO_USER.password);
    await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible();
    const before = (await page.getByText(/You are working in/).textContent()) ?? '';
    const target = before.includes(DEMO_COMPANIES.trading) ? DEMO_COMPANIES.staff : DEMO_COMPANIES.trading;

    await page.getByRole('button', { name: DEMO_USER.name }).click();
    await expectAccessible(page, '[role="menu"]');
    await page.getByRole('menuitem', { name: target }).click();
    await expect(page.getByText(`You are working in ${target}`)).toBeVisible();

    await page.getByRole('button', { name: DEMO_USER.name }).click();
    await page.getByRole('menuitem', { name: 'Norsk (bokmål)' }).click();
    await expect(page.getByText(`Hei, ${DEMO_USER.name}`)).toBeVisible();
    await page.getByRole('button', { name: DEMO_USER.name }).click();
    await page.getByRole('menuitem', { name: 'English (engelsk)' }).click();
    await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible();
  });

  test('a page whose code cannot be loaded shows a reload prompt inside the shell, not a blank window', async ({
    page,
  }) => {
    await loginAs(page, DEMO_USER.email, DEMO_USER.password);
    await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible();
    await page.route(/\/assets\/CarsPage-[^/]+\.js$/, (route) => route.abort());
    const cars = page.getByRole('navigation').getByRole('link', { name: 'Cars' });
    if (!(await cars.isVisible())) await page.getByRole('navigation').getByText('Registers').click();
    await cars.click();
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expectAccessible(page);
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
