import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';

/** The accounts the demo seed creates on the e2e server's empty database (packages/server/src/seed/demo.ts). */
export const DEMO_USER = { email: 'demo@example.no', password: 'demo123456', name: 'Demo Bruker' } as const;
/** Accountant in Fjordhandel AS only. */
export const ACCOUNTANT_USER = { email: 'regnskap@example.no', password: 'demo123456', name: 'Rita Regnskap' } as const;
export const DEMO_COMPANIES = {
  /** The demo user is owner, the accountant user accountant. */
  trading: 'Fjordhandel AS',
  /** The demo user is owner. */
  staff: 'Bølgen Bemanning AS',
  /** In the registry without members, for access requests. */
  unclaimed: ['Nordlys Konsult AS', 'Havbris Regnskap AS'],
} as const;

/** An address no other test (or earlier run against a reused server) has registered. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.no`;
}

/** Signs in through the login form in English, the locale of a fresh browser. */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
