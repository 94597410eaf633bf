import { expect, test } from '@playwright/test';
import { registerConfirmedUser } from './support/accounts';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { NORWEGIAN_BROWSER } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

test('a new user without a company creates it from the register of legal entities and works in it', async ({
  page,
}) => {
  const user = await registerConfirmedUser(page.request, { firstName: 'Olav', lastName: 'Gründer' });
  await page.goto('/login');
  await page.getByLabel('E-post', { exact: true }).fill(user.email);
  await page.getByLabel('Passord', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Kom i gang med firmaet ditt')).toBeVisible();

  await page.getByRole('button', { name: 'Opprett firma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Opprett firmaet ditt' });
  await dialog.getByRole('textbox', { name: 'Organisasjonsnummer' }).fill('982 463 718');
  await dialog.getByRole('button', { name: 'Hent fra Enhetsregisteret' }).click();
  await expect(dialog.getByText('Fylt inn fra Enhetsregisteret')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Firmanavn' })).toHaveValue('Telenor ASA');
  await expect(dialog.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Fornebu');
  await expectAccessible(page, OPEN_DIALOG);
  await dialog.getByRole('button', { name: 'Opprett firma' }).click();

  await expect(page.getByText('Telenor ASA er registrert, og du er eier')).toBeVisible();
  await expect(page.getByText('Du jobber i Telenor ASA')).toBeVisible();
  await expect(page.getByText('Kom i gang med firmaet ditt')).toHaveCount(0);
});
