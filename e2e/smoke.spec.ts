import { expect, test } from '@playwright/test';
import { DEMO_USER, loginAs } from './support/users';

test('the demo user signs in and is greeted on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await loginAs(page, DEMO_USER.email, DEMO_USER.password);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible();
});
