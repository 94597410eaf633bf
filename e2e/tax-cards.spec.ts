import { expect, test } from '@playwright/test';
import { DEMO_COMPANIES } from './support/users';
import { NORWEGIAN_BROWSER, signInNorwegian } from './support/norwegian';
import { osloDate } from './support/dates';

test.use({ storageState: NORWEGIAN_BROWSER });

const THIS_YEAR = Number(osloDate().slice(0, 4));

test('skattekort: legg til manuelt (ukjent tabell avvises) og hent årets kort fra Skatteetaten', async ({ page }) => {
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/employees');
  await page.getByRole('link', { name: 'Lars Johansen' }).click();
  const section = page.getByRole('region', { name: 'Skattekort' });
  await expect(section.getByRole('heading', { name: 'Skattekort' })).toBeVisible();

  // By hand, for last year: an unknown table is refused with a message, 8010 is saved.
  await section.getByRole('button', { name: 'Legg til manuelt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Legg til manuelt' });
  await dialog.getByLabel('År', { exact: true }).fill(String(THIS_YEAR - 1));
  await dialog.getByLabel('Skattetabell').fill('1234');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(
    dialog.getByText('Ukjent skattetabell: bruk en tabell fra Skatteetatens liste, for eksempel 8010'),
  ).toBeVisible();
  await dialog.getByLabel('Skattetabell').fill('8010');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  const lastYear = section.getByRole('row', { name: new RegExp(`^${THIS_YEAR - 1}`) });
  await expect(lastYear).toContainText('Hovedarbeidsgiver, tabelltrekk');
  await expect(lastYear).toContainText('8010');
  await expect(lastYear).toContainText('Lagt inn manuelt');

  // Fetched for this year (the default year): replaces the year's card, with the document.
  await section.getByRole('button', { name: 'Hent skattekort' }).click();
  await expect(page.getByText(`Skattekortet for ${THIS_YEAR} ble hentet`)).toBeVisible();
  const thisYear = section.getByRole('row', { name: new RegExp(`^${THIS_YEAR}`) });
  await expect(thisYear.getByRole('link', { name: 'Vis dokument' })).toBeVisible();
  await expect(thisYear).not.toContainText('Lagt inn manuelt');
  await expect(thisYear).toContainText(/\d{4}/);
});
