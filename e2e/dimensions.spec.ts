import { expect, test } from '@playwright/test';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

test('avdelinger: opprett, rediger med ulagrede endringer, og slett etter bekreftelse', async ({ page }) => {
  const code = `A${uniqueSuffix()}`;
  await signInNorwegian(page);
  await page.goto('/departments');
  await expect(page.getByRole('heading', { name: 'Avdelinger' })).toBeVisible();

  await page.getByRole('button', { name: 'Ny avdeling' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny avdeling' });
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Kode må fylles ut')).toBeVisible();
  await dialog.getByLabel('Kode').fill(code);
  await dialog.getByLabel('Navn').fill('Salg Vestland');
  await dialog.getByLabel('Startdato').fill('2026-01-01');
  await dialog.getByLabel('Sluttdato').fill('2025-12-31');
  await dialog.getByLabel('Sluttdato').blur();
  await expect(dialog.getByText(/Sluttdato må være samme dag som eller etter/)).toBeVisible();
  await dialog.getByLabel('Sluttdato').fill('');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Salg Vestland');

  await row.getByRole('button', { name: 'Rediger Salg Vestland' }).click();
  const edit = page.getByRole('dialog', { name: 'Rediger avdeling' });
  await edit.getByLabel('Navn').fill('Salg Vest');
  const question = page.getByRole('dialog', { name: 'Endringer som ikke er lagret' });
  // Escape asks as Cancel does, and the same keypress must not also answer the question it opened.
  await edit.getByLabel('Navn').press('Escape');
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Lagre' })).toBeFocused();
  // Escape in the question closes only the question: the popup keeps its changes.
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(edit.getByLabel('Navn')).toHaveValue('Salg Vest');
  await edit.getByRole('button', { name: 'Avbryt' }).click();
  // Closing with unsaved changes asks first; Save keeps them.
  await question.getByRole('button', { name: 'Lagre' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Salg Vest');

  await page
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: 'Slett Salg Vest' })
    .click();
  await page.getByRole('dialog', { name: 'Slett avdeling' }).getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByText('Avdelingen Salg Vest er slettet')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
});

test('prosjekter: en kode som er i bruk fra før blir avvist på feltet', async ({ page }) => {
  const code = `P${uniqueSuffix()}`;
  await signInNorwegian(page);
  await page.goto('/projects');
  for (const name of ['Hytteprosjekt', 'Brygge']) {
    await page.getByRole('button', { name: 'Nytt prosjekt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nytt prosjekt' });
    await dialog.getByLabel('Kode').fill(code);
    await dialog.getByLabel('Navn').fill(name);
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    if (name === 'Hytteprosjekt') await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole('dialog', { name: 'Nytt prosjekt' }).getByText('Kode er allerede i bruk')).toBeVisible();
});
