import { expect, type Page } from '@playwright/test';
import { E2E_URL } from './environment';
import { DEMO_COMPANIES, DEMO_USER } from './users';

/** A browser that has chosen Norwegian (bokmål): the issues ask for the main paths in nb. */
export const NORWEGIAN_BROWSER = {
  cookies: [],
  origins: [
    {
      origin: E2E_URL,
      localStorage: [
        { name: 'fjord.locale', value: 'nb' },
        // As in ENGLISH_BROWSER: the Dashboard's video popup stays closed unless a spec opens it.
        { name: 'fjord.videoGuideDismissed', value: '["*"]' },
      ],
    },
  ],
};

/**
 * Signs in through the Norwegian login form and makes sure the given company is the current one
 * (the demo user belongs to two).
 */
export async function signInNorwegian(
  page: Page,
  company: string = DEMO_COMPANIES.trading,
  user: { email: string; password: string } = DEMO_USER,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-post', { exact: true }).fill(user.email);
  await page.getByLabel('Passord', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  const context = page.getByText(/Du jobber i/);
  await expect(context).toBeVisible();
  if (!((await context.textContent()) ?? '').includes(company)) {
    await page.getByPlaceholder('Bytt til et annet firma').filter({ visible: true }).click();
    await page.getByRole('option', { name: company }).click();
    await expect(page.getByText(`Du jobber i ${company}`)).toBeVisible();
  }
}

/** A name no other run against the same server has used. */
export function uniqueSuffix(): string {
  return Date.now().toString(36).slice(-5);
}
