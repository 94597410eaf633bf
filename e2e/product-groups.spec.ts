import { expect, test, type Page } from '@playwright/test';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

const CYCLE_REFUSAL = 'Gruppen kan ikke plasseres under seg selv eller en av sine undergrupper';

async function newGroup(page: Page, name: string, parentPath?: string): Promise<void> {
  await page.getByRole('button', { name: 'Ny produktgruppe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny produktgruppe' });
  await dialog.getByLabel('Navn').fill(name);
  if (parentPath) {
    await dialog.getByLabel('Overordnet gruppe', { exact: true }).fill(parentPath);
    await page.getByRole('option', { name: parentPath, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
}

test('produktgrupper: en gruppe kan ikke flyttes under sin egen undergruppe, og ingenting endres', async ({ page }) => {
  const suffix = uniqueSuffix();
  const parent = `Friluft ${suffix}`;
  const child = `Telt ${suffix}`;
  await signInNorwegian(page);
  await page.goto('/product-groups');
  await expect(page.getByRole('heading', { name: 'Produktgrupper' })).toBeVisible();

  await newGroup(page, parent);
  await newGroup(page, child, parent);
  await expect(page.getByRole('row', { name: new RegExp(child) })).toContainText(`${parent} / ${child}`);

  // The edit popup does not offer the group's own subgroups as parent.
  await page
    .getByRole('row', { name: new RegExp(`^${parent}`) })
    .getByRole('button', { name: `Rediger ${parent}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Rediger produktgruppe' });
  await edit.getByRole('combobox', { name: 'Overordnet gruppe' }).click();
  await expect(page.getByRole('option', { name: 'Kjøkken', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: `${parent} / ${child}` })).toHaveCount(0);
  await edit.getByRole('heading', { name: 'Rediger produktgruppe' }).click();
  await edit.getByRole('button', { name: 'Avbryt' }).click();
  await expect(edit).toBeHidden();

  // On the list-edit page every group may be chosen; the server refuses the loop on its row.
  await page.getByRole('main').getByRole('link', { name: 'Organiser produktgrupper' }).click();
  await expect(page.getByRole('heading', { name: 'Organiser produktgrupper' })).toBeVisible();
  const parentSelect = page.getByRole('combobox', { name: `Overordnet gruppe for ${parent}`, exact: true });
  await parentSelect.fill(child);
  await page.getByRole('option', { name: `${parent} / ${child}`, exact: true }).click();
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText(CYCLE_REFUSAL, { exact: true })).toBeVisible();

  // Nothing moved: after undoing the choice and reloading, the parent is still at the top level.
  await page.getByRole('button', { name: 'Angre endringer' }).click();
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Overordnet gruppe for ${parent}`, exact: true })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: `Overordnet gruppe for ${child}`, exact: true })).toHaveValue(parent);
  await page.goto('/product-groups');
  await expect(page.getByRole('row', { name: new RegExp(child) })).toContainText(`${parent} / ${child}`);
});

test('variantgrupper: opprett en variantgruppe med varianter i popupen', async ({ page }) => {
  const name = `Lue ${uniqueSuffix()}`;
  await signInNorwegian(page);
  await page.goto('/product-groups');
  await page.getByRole('tab', { name: 'Variantgrupper' }).click();
  await page.getByRole('button', { name: 'Ny variantgruppe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny variantgruppe' });
  await dialog.getByLabel('Navn').fill(name);
  await dialog.getByLabel('Egenskap').fill('Farge');
  await dialog.getByLabel('Variant 1', { exact: true }).fill('Rød');
  await dialog.getByRole('button', { name: 'Legg til variant' }).click();
  await dialog.getByLabel('Variant 2', { exact: true }).fill('rød');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Variant 2 er allerede i bruk')).toBeVisible();
  await dialog.getByLabel('Variant 2', { exact: true }).fill('Blå');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Farge');
  await expect(row).toContainText('Rød');
  await expect(row).toContainText('Blå');
});

test('variantgruppering: legg et produkt under en variant og lagre', async ({ page }) => {
  await signInNorwegian(page);
  await page.goto('/products/variant-grouping');
  await expect(page.getByRole('heading', { name: 'Variantgruppering' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Variantgruppe' }).click();
  await page.getByRole('option', { name: 'Ullgenser (Størrelse)' }).click();
  const medium = page.getByRole('group', { name: 'Størrelse: M' });
  await expect(medium.getByText('Ingen produkter')).toBeVisible();
  await medium.getByLabel('Legg til produkt i Størrelse: M').fill('Ullgenser');
  await page.getByRole('option', { name: '3001 Ullgenser, str. M' }).click();
  await expect(medium.getByText('3001 Ullgenser, str. M')).toBeVisible();
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Produktene til 1 variant er lagret')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Størrelse: M' }).getByText('3001 Ullgenser, str. M')).toBeVisible();
});
