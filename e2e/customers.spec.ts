import { expect, test } from '@playwright/test';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { freshOrganizationNumber } from './support/identity';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

const grouped = (number: string) => `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`;

test('kunder: opprett et firma med poststed fra postnummeret, rediger, avvis duplikat og slett etter bekreftelse', async ({
  page,
}) => {
  // The accessibility checks of the page and both dialogs take their time on a shared machine.
  test.slow();
  const name = `Fjordtest ${uniqueSuffix()} AS`;
  const organizationNumber = freshOrganizationNumber();
  await signInNorwegian(page);
  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: 'Kunder' })).toBeVisible();
  await expectAccessible(page);

  async function fillNewCustomer() {
    await page.getByRole('button', { name: 'Ny kunde' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny kunde' });
    await dialog.getByRole('textbox', { name: 'Navn', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Organisasjonsnummer' }).fill(grouped(organizationNumber));
    await dialog.getByRole('combobox', { name: 'Fakturalevering' }).click();
    await page.getByRole('option', { name: 'EHF' }).click();
    const location = dialog.getByRole('group', { name: 'Leveringsadresse 1' });
    await location.getByRole('textbox', { name: 'Adresse', exact: true }).fill('Kanalveien 10');
    await location.getByRole('textbox', { name: 'Postnummer' }).fill('5068');
    // The postcode fills in the city from Bring's register.
    await expect(location.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Bergen');
    return dialog;
  }

  const dialog = await fillNewCustomer();
  await expectAccessible(page, OPEN_DIALOG);
  await dialog.getByRole('button', { name: 'Legg til kontaktperson' }).click();
  const contact = dialog.getByRole('group', { name: 'Kontaktperson 1' });
  await contact.getByRole('textbox', { name: 'Fornavn' }).fill('Per');
  await contact.getByRole('textbox', { name: 'Etternavn' }).fill('Haugland');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  // Creating confirms itself, as deleting does.
  await expect(page.getByText('Opprettet', { exact: true })).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(grouped(organizationNumber));
  await expect(row).toContainText('EHF');

  await row.getByRole('button', { name: `Rediger ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Rediger kunde' });
  await expect(
    edit.getByRole('group', { name: 'Kontaktperson 1' }).getByRole('textbox', { name: 'Fornavn' }),
  ).toHaveValue('Per');
  await edit.getByRole('textbox', { name: 'Kredittdager' }).fill('45');
  await expectAccessible(page, OPEN_DIALOG);
  await edit.getByRole('button', { name: 'Lagre' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Endringene er lagret')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('45');

  // The same company again is refused with the spec's message.
  const again = await fillNewCustomer();
  await again.getByRole('button', { name: 'Lagre' }).click();
  await expect(again.getByText('Denne kunden er allerede opprettet')).toBeVisible();
  await again.getByRole('button', { name: 'Avbryt' }).click();
  await page
    .getByRole('dialog', { name: 'Endringer som ikke er lagret' })
    .getByRole('button', { name: 'Forkast' })
    .click();
  await expect(again).toBeHidden();

  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Slett ${name}` })
    .click();
  await page.getByRole('dialog', { name: 'Slett kunde' }).getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByText(`Kunden ${name} er slettet`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('kunder: ved 1366 × 768 er radhandlingene synlige uten å rulle sidelengs', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInNorwegian(page);
  await page.goto('/customers');
  const row = page.getByRole('row').nth(1);
  const edit = row.getByRole('button', { name: /^Rediger / });
  await expect(edit).toBeVisible();
  // The actions are pinned to the table's right edge, inside the window, whatever the columns' width.
  const box = await edit.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
  await expect(edit).toBeInViewport();
});
