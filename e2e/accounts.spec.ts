import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { mailLink } from './support/mailbox';
import { registerConfirmedUser } from './support/accounts';
import { DEMO_USER, loginAs, uniqueEmail } from './support/users';

test.describe('accounts', () => {
  test('registers, confirms through the mailbox link and is signed in', async ({ page }) => {
    const email = uniqueEmail('register');
    await page.goto('/register');
    await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Sigrid');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Fjeldstad');
    await page.getByRole('textbox', { name: 'Cellphone', exact: true }).fill('91234567');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email.toUpperCase());
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('hemmelig1');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('hemmelig1');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Kirkegata 5');
    await page.getByRole('textbox', { name: 'Zip code', exact: true }).fill('7011');
    // The city comes from the postal register, before anyone is signed in.
    await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Trondheim');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(/We have sent a confirmation e-mail to/)).toBeVisible();

    const link = await mailLink(email, '/confirm-registration');
    await page.goto(link);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Hello, Sigrid Fjeldstad')).toBeVisible();
  });

  test('a wrong password shows "Invalid user or password" and clears both fields', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await loginAs(page, DEMO_USER.email, 'not-the-password');
    await expect(page.getByText('Invalid user or password')).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL(/\/login/);
  });

  test('changes the own password in settings: a wrong current one changes nothing, the new one signs in and the old one not', async ({
    page,
  }) => {
    const user = await registerConfirmedUser(page.request, { firstName: 'Vera', lastName: 'Veksler' });
    await loginAs(page, user.email, user.password);
    // A new user has no company yet: the dashboard greets them and offers to create one.
    await expect(page.getByRole('heading', { name: 'Hello, Vera Veksler' })).toBeVisible();
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Password' });
    await expect(form.getByRole('textbox', { name: 'Current password', exact: true })).toBeVisible();
    await expectAccessible(page);

    await form.getByRole('textbox', { name: 'Current password', exact: true }).fill('ikke-passordet');
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill('nyttpassord2');
    await form.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill('nyttpassord2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('The current password is not right')).toBeVisible();
    await expectAccessible(page);

    await form.getByRole('textbox', { name: 'Current password', exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed. Other sessions are signed out.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Current password', exact: true })).toHaveValue('');

    await page.getByRole('button', { name: 'Vera Veksler' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await loginAs(page, user.email, user.password);
    await expect(page.getByText('Invalid user or password')).toBeVisible();
    await loginAs(page, user.email, 'nyttpassord2');
    // Signed in again, back where the user was.
    await expect(page.getByRole('button', { name: 'Vera Veksler' })).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('resets the password through the mailed link and signs in with the new one', async ({ page }) => {
    const user = await registerConfirmedUser(page.request, { firstName: 'Per', lastName: 'Glemsk' });
    const email = user.email;

    await page.goto('/login');
    await page
      .getByRole('button', { name: 'Forgot password?' })
      .or(page.getByRole('link', { name: 'Forgot password?' }))
      .click();
    await expectAccessible(page);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(/we have sent a link to reset the password/)).toBeVisible();

    await page.goto(await mailLink(email, '/confirm-password-reset'));
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('nyttpassord1');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('nyttpassord1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed. Sign in with the new password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await loginAs(page, email, user.password);
    await expect(page.getByText('Invalid user or password')).toBeVisible();
    await loginAs(page, email, 'nyttpassord1');
    await expect(page.getByText('Hello, Per Glemsk')).toBeVisible();
  });
});
