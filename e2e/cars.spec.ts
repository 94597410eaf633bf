import { expect, test } from '@playwright/test';
import { NORWEGIAN_BROWSER, signInNorwegian } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

test('biler: opprett en bil med data fra kjøretøyregisteret, og sett salgsdato', async ({ page }) => {
  await signInNorwegian(page);
  await page.goto('/cars');
  await expect(page.getByRole('heading', { name: 'Biler' })).toBeVisible();

  await page.getByRole('button', { name: 'Ny bil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny bil' });
  await dialog.getByLabel('Registreringsnummer', { exact: true }).fill('ek 45678');
  await dialog.getByRole('button', { name: 'Hent fra kjøretøyregisteret' }).click();
  await expect(dialog.getByText('Fant Volkswagen ID. Buzz Cargo (2023) i kjøretøyregisteret')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Navn' })).toHaveValue('Volkswagen ID. Buzz Cargo');
  await expect(dialog.getByLabel('Årsmodell')).toHaveValue('2023');
  await expect(dialog.getByLabel('Type', { exact: true })).toHaveValue('Varebil');
  await expect(dialog.getByLabel('Drivstoff')).toHaveValue('Elektrisk');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: /EK 45678/ });
  await expect(row).toContainText('Volkswagen ID. Buzz Cargo');
  await expect(row).toContainText('Varebil');
  await row.getByRole('button', { name: 'Rediger Volkswagen ID. Buzz Cargo' }).click();
  const edit = page.getByRole('dialog', { name: 'Rediger bil' });
  await edit.getByLabel('Salgsdato').fill('2026-01-31');
  await edit.getByRole('button', { name: 'Lagre' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: /EK 45678/ })).toContainText('2026-01-31');
});

test('biler: kjøretøyregisteret som ikke svarer gir en melding', async ({ page }) => {
  await signInNorwegian(page);
  await page.goto('/cars');
  await page.getByRole('button', { name: 'Ny bil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny bil' });
  await dialog.getByLabel('Registreringsnummer', { exact: true }).fill('FEIL999');
  await dialog.getByRole('button', { name: 'Hent fra kjøretøyregisteret' }).click();
  await expect(dialog.getByText('Kjøretøyregisteret svarer ikke nå. Prøv igjen senere.')).toBeVisible();
});
