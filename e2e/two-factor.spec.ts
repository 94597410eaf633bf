import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP_STEP_SECONDS, base32Decode, totpCode } from '@fjord/domain';
import { registerConfirmedUser, type RegisteredUser } from './support/accounts';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { mailLink } from './support/mailbox';
import { NORWEGIAN_BROWSER } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

/**
 * Two-factor sign-in in Norwegian, with a user of its own (the demo user's sign-in stays one step for
 * the other specs): turn it on with the key shown as text, keep the recovery codes, sign out, sign in
 * with a code from "the app" (the domain's TOTP, as an authenticator app computes it), then see the
 * sessions and sign the other one out.
 */

/**
 * A code the server has not taken yet: each 30-second step's code is accepted once, and the one that
 * turned two-factor sign-in on may be of the current step; the next step's is inside the window.
 */
const nextCode = (secret: string) => totpCode(base32Decode(secret)!, Date.now() + TOTP_STEP_SECONDS * 1000);

async function signInWithPassword(page: Page, user: RegisteredUser) {
  await page.goto('/login');
  await page.getByLabel('E-post', { exact: true }).fill(user.email);
  await page.getByLabel('Passord', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

test('turns on two-factor sign-in, signs in with a code and signs out another session', async ({ page }) => {
  // Two sign-ins, each with argon2 on the server, and five pages and dialogs checked by axe.
  test.setTimeout(90_000);
  const user = await registerConfirmedUser(page.request, { firstName: 'Tove', lastName: 'Tofaktor' });
  await signInWithPassword(page, user);
  await expect(page.getByText('Kom i gang med firmaet ditt')).toBeVisible();

  await page.goto('/settings/security');
  await expect(page.getByRole('heading', { name: 'Innlogging og sikkerhet', level: 1 })).toBeVisible();
  await expect(page.getByText('Denne nettleseren')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Slå på tofaktorinnlogging' }).click();
  const enable = page.getByRole('dialog', { name: 'Slå på tofaktorinnlogging' });
  await expect(enable.getByRole('img', { name: 'QR-kode for autentiseringsappen' })).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  const secret = (await enable.getByTestId('totp-secret').textContent())!.trim();
  await enable.getByLabel('Engangskode').fill(totpCode(base32Decode(secret)!, Date.now()));
  await enable.getByRole('button', { name: 'Slå på' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Gjenopprettingskodene dine' });
  await expect(codesDialog.getByText('Vises bare nå')).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  const recoveryCodes = await codesDialog.getByTestId('recovery-codes').locator('code').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await codesDialog.getByRole('button', { name: 'Jeg har tatt vare på dem' }).click();
  await expect(page.getByText('10 gjenopprettingskoder igjen.')).toBeVisible();

  // Sign out, and in again: the password alone is not enough any more.
  await page.getByRole('button', { name: user.name }).click();
  await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInWithPassword(page, user);
  await expect(page.getByRole('heading', { name: 'Tofaktorinnlogging' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Engangskode eller gjenopprettingskode').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Logg inn' }).click();
  // Back on the page visited last before signing out.
  await expect(page.getByRole('heading', { name: 'Innlogging og sikkerhet', level: 1 })).toBeVisible();
  // The session the registration link made is still there: sign out everywhere else.
  const rows = page.getByRole('table', { name: 'Økter' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Logg ut alle andre steder' }).click();
  const confirmOthers = page.getByRole('dialog', { name: 'Logge ut alle andre steder?' });
  await expect(confirmOthers).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  await confirmOthers.getByRole('button', { name: 'Logg ut alle andre steder' }).click();
  await expect(page.getByText('Alle andre økter er logget ut')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // Another session, signed in elsewhere with a recovery code.
  const first = await page.request.post('/accounts/login', { data: { email: user.email, password: user.password } });
  const { two_factor_token } = (await first.json()) as { two_factor_token: string };
  const second = await page.request.post('/accounts/login/two_factor', {
    data: { two_factor_token, code: recoveryCodes[0] },
  });
  const { token: otherToken } = (await second.json()) as { token: string };
  expect(otherToken).toBeTruthy();
  const asOther = () =>
    page.request.post('/graphql', {
      headers: { Authorization: `Bearer ${otherToken}` },
      data: { query: '{ currentUser { id } }' },
    });
  expect((await asOther()).status()).toBe(200);

  await page.reload();
  await expect(page.getByText('9 gjenopprettingskoder igjen.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  const other = rows.filter({ hasNot: page.getByText('Denne nettleseren') });
  await other.getByRole('button', { name: 'Logg ut' }).click();
  const confirm = page.getByRole('dialog', { name: 'Logge ut denne økten?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  await confirm.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page.getByText('Økten er logget ut')).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect((await asOther()).status()).toBe(401);
});

/** A GraphQL call with a session token of the spec's own (not the page's); an answer with errors fails the test. */
async function call<T = Record<string, any>>(
  request: APIRequestContext,
  auth: { token: string; unitId?: string },
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${auth.token}`, ...(auth.unitId ? { 'X-Unit-Id': auth.unitId } : {}) },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function sessionOf(request: APIRequestContext, user: RegisteredUser): Promise<string> {
  const response = await request.post('/accounts/login', { data: { email: user.email, password: user.password } });
  return ((await response.json()) as { token: string }).token;
}

test('a member of a company that requires two-factor sign-in is led to turn it on, then works there', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The owner turns on their own second factor and requires it of the company's members.
  const owner = await registerConfirmedUser(page.request, { firstName: 'Oda', lastName: 'Eier' });
  const ownerAuth = { token: await sessionOf(page.request, owner) };
  const { currentUser } = await call(page.request, ownerAuth, '{ currentUser { currentUnit { id name } } }');
  const unit = currentUser.currentUnit as { id: string; name: string };
  const asOwner = { ...ownerAuth, unitId: unit.id };
  const { startTwoFactor } = await call(page.request, asOwner, 'mutation { startTwoFactor { secret } }');
  await call(page.request, asOwner, 'mutation ($code: String!) { confirmTwoFactor(code: $code) }', {
    code: totpCode(base32Decode(startTwoFactor.secret as string)!, Date.now()),
  });
  const member = await registerConfirmedUser(page.request, { firstName: 'Mads', lastName: 'Medlem' });
  await call(
    page.request,
    asOwner,
    'mutation ($email: String!) { inviteMember(email: $email, role: readOnly) { id } }',
    {
      email: member.email,
    },
  );
  const invitation = new URL(await mailLink(member.email, '/invitation')).searchParams.get('token');
  await call(
    page.request,
    { token: await sessionOf(page.request, member) },
    'mutation ($token: String!) { acceptInvitation(token: $token) { id } }',
    {
      token: invitation,
    },
  );
  await call(page.request, asOwner, 'mutation { setUnitRequireTwoFactor(required: true) { id } }');

  // The member signs in to the company (their last one) and is refused its work, with the way out.
  await signInWithPassword(page, member);
  await expect(page).toHaveURL(/\/two-factor-required/);
  await expect(page.getByRole('heading', { name: 'Tofaktorinnlogging kreves', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Slå på tofaktorinnlogging' }).click();
  await expect(page.getByRole('heading', { name: 'Innlogging og sikkerhet', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Slå på tofaktorinnlogging' }).click();
  const enable = page.getByRole('dialog', { name: 'Slå på tofaktorinnlogging' });
  const secret = (await enable.getByTestId('totp-secret').textContent())!.trim();
  await enable.getByLabel('Engangskode').fill(totpCode(base32Decode(secret)!, Date.now()));
  await enable.getByRole('button', { name: 'Slå på' }).click();
  await page
    .getByRole('dialog', { name: 'Gjenopprettingskodene dine' })
    .getByRole('button', { name: 'Jeg har tatt vare på dem' })
    .click();

  // Now the company's work is open to them.
  await page.goto('/');
  await expect(page.getByText(`Du jobber i ${unit.name}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Hei, Mads/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
