import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { TestApp } from './app.js';
import { uniqueEmail } from './fixtures.js';
import { http } from './http.js';

/** Helpers of the account integration suites: a valid registration body and the link of the newest mail. */
export const PASSWORD = 'hemmelig1';

export function registrationBody(login = uniqueEmail('ny'), overrides: { user?: object; unit?: object } = {}) {
  return {
    new_user: {
      first_name: 'Kari',
      last_name: 'Nordmann',
      phone_code: '+47',
      cellphone_country_code: 'NO',
      cellphone: '91234567',
      login,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...overrides.user,
    },
    new_unit: { address: 'Storgata 1', zip: '0155', city: 'Oslo', country_code: 'NO', ...overrides.unit },
  };
}

/** The mails delivered to the address, after running the due jobs (mails are sent by the queue). */
export async function mailsTo(t: TestApp, to: string) {
  await t.runDueJobs();
  return t.mails.filter((mail) => mail.to === to.trim().toLowerCase());
}

/** The token in the link of the newest mail to the address with the given path. */
export async function tokenFromMail(
  t: TestApp,
  to: string,
  path: '/confirm-registration' | '/confirm-password-reset',
): Promise<string> {
  const mail = (await mailsTo(t, to)).at(-1);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail!.text);
  expect(match, `a ${path} link in "${mail!.text}"`).not.toBeNull();
  return match![1]!;
}

/** Registers and confirms an account; answers its login and a session token. */
export async function registeredAccount(
  t: TestApp,
  login = uniqueEmail('ny'),
): Promise<{ login: string; token: string }> {
  const registered = await http(t, 'POST', '/accounts/register', registrationBody(login));
  expect(registered.status).toBe(200);
  const registrationToken = await tokenFromMail(t, login, '/confirm-registration');
  const confirmed = await http<{ token: string }>(t, 'POST', '/accounts/confirm_registration', {
    registration_token: registrationToken,
  });
  expect(confirmed.status).toBe(200);
  return { login, token: confirmed.body.token };
}

export const HOUR = 60 * 60 * 1000;
export const CURRENT_USER =
  '{ currentUser { login locale currentUnit { name isCompany address zip city countryCode } } }';

export function countUsers(t: TestApp, login: string) {
  return t.app.services.transactions.system(
    async (tx) => (await tx.select().from(users).where(eq(users.login, login))).length,
  );
}
