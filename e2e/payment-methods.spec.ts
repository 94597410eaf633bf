import { expect, test } from '@playwright/test';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

test('betalingsmåter: semikolon avvises, opprett og slett', async ({ page }) => {
  const name = `Faktura ${uniqueSuffix()}`;
  await signInNorwegian(page);
  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { name: 'Betalingsmåter' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Vipps' })).toBeVisible();

  await page.getByRole('button', { name: 'Ny betalingsmåte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny betalingsmåte' });
  await dialog.getByLabel('Navn').fill('Kort; Vipps');
  await expect(dialog.getByText('Navnet kan ikke inneholde semikolon')).toBeVisible();
  await dialog.getByLabel('Navn').fill(name);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Slett ${name}` }).click();
  await page.getByRole('dialog', { name: 'Slett betalingsmåte' }).getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByText(`Betalingsmåten ${name} er slettet`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
