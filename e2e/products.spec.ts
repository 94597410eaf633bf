import { expect, test } from '@playwright/test';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

/** A real 1×1 PNG, made here so the test needs no fixture file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('produkter: opprett med pris og bilde, se prisen i listen, og endre navnet', async ({ page }) => {
  const number = `E2E-${uniqueSuffix()}`;
  await signInNorwegian(page);
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Produkter' })).toBeVisible();

  await page.getByRole('button', { name: 'Nytt produkt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt produkt' });
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Produktnummer må fylles ut')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Produktnummer', exact: true }).fill(number);
  await dialog.getByRole('textbox', { name: 'Navn', exact: true }).fill('Kaffekjele emaljert');
  // Zero-rated sales need a reason, which the field asks for once the rate is chosen.
  await dialog.getByRole('combobox', { name: 'Mva-sats' }).click();
  await page.getByRole('option', { name: /Nullsats/ }).click();
  await expect(dialog.getByLabel('Årsak til mva-fritak')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Mva-sats' }).click();
  await page.getByRole('option', { name: /Alminnelig sats \(25 %\)/ }).click();
  await expect(dialog.getByLabel('Årsak til mva-fritak')).toBeHidden();

  await dialog.getByLabel('Innkjøpspris').fill('312,50');
  await dialog.getByLabel('Salgspris').fill('549');
  await expect(dialog.getByTestId('price-margin-0')).toHaveText('236,50 (43,08 %)');

  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'kaffekjele.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('link', { name: 'kaffekjele.png' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Produktnummer' }).fill(number);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Kaffekjele emaljert');
  await expect(row).toContainText('549,00');
  await expect(row).toContainText('Aktiv');

  await row.getByRole('button', { name: 'Rediger Kaffekjele emaljert' }).click();
  const edit = page.getByRole('dialog', { name: 'Rediger produkt' });
  await expect(edit.getByRole('textbox', { name: 'Produktnummer', exact: true })).toHaveAttribute('readonly', '');
  await expect(edit.getByRole('link', { name: 'kaffekjele.png' })).toBeVisible();
  await edit.getByRole('textbox', { name: 'Navn', exact: true }).fill('Kaffekjele emaljert, rød');
  await edit.getByRole('button', { name: 'Lagre' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Kaffekjele emaljert, rød');
});
