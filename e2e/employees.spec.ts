import { expect, test, type Page } from '@playwright/test';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';
import { syntheticDNumber } from './support/identity';
import { DEMO_COMPANIES } from './support/users';

test.use({ storageState: NORWEGIAN_BROWSER });

async function fillPerson(page: Page, firstName: string, lastName: string) {
  await page.getByLabel('Fornavn').fill(firstName);
  await page.getByLabel('Etternavn').fill(lastName);
  await page.getByRole('textbox', { name: 'Adresse', exact: true }).fill('Strandkaien 4');
  await page.getByRole('textbox', { name: 'Postnummer', exact: true }).fill('5013');
  // The city comes from the postal register.
  await expect(page.getByRole('textbox', { name: 'Poststed', exact: true })).toHaveValue('Bergen');
}

test('ansatte: opprett en ansatt med syntetisk D-nummer, legg til skattekort og arbeidsforhold med permisjon, og se statusen i listen', async ({
  page,
}) => {
  const lastName = `Dahl-${uniqueSuffix()}`;
  const { number, birthDate } = syntheticDNumber();
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/employees');
  await expect(page.getByRole('heading', { name: 'Ansatte' })).toBeVisible();
  await page.getByRole('link', { name: 'Ny ansatt' }).click();
  await expect(page.getByRole('heading', { name: 'Ny ansatt' })).toBeVisible();

  await fillPerson(page, 'Aksel', lastName);
  await page.getByLabel('Fødselsnummer eller D-nummer').fill(number);
  await page.getByLabel('Fornavn').focus();
  // The birth date is read from the D-number.
  await expect(page.getByLabel('Fødselsdato')).toHaveValue(birthDate);
  await page.getByRole('button', { name: 'Opprett ansatt' }).click();

  await expect(page).toHaveURL(/\/employees\/[0-9a-f-]{36}\?new_employee=true$/);
  await expect(page.getByText('Den ansatte er opprettet')).toBeVisible();
  await expect(page.getByText('Legg til skattekort og arbeidsforhold nedenfor')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Aksel ${lastName}` })).toBeVisible();

  // No work relation yet: not started.
  await showInList(page, lastName, 'Ikke startet');
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toContainText(`${number.slice(0, 6)} *****`);
  await page.getByRole('link', { name: `Aksel ${lastName}` }).click();

  // A tax card for this year, by hand.
  const taxCards = page.getByRole('region', { name: 'Skattekort' });
  await taxCards.getByRole('button', { name: 'Legg til manuelt' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Legg til manuelt' });
  await cardDialog.getByLabel('Skattetabell').fill('8010');
  await cardDialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(cardDialog).toBeHidden();
  await expect(taxCards.getByRole('row', { name: /8010/ })).toContainText('Hovedarbeidsgiver, tabelltrekk');

  // A work relation since 2024 with a parental leave that has not ended: still an active employee.
  const relations = page.getByRole('region', { name: 'Arbeidsforhold' });
  await relations.getByRole('button', { name: 'Nytt arbeidsforhold' }).click();
  const relationDialog = page.getByRole('dialog', { name: 'Nytt arbeidsforhold' });
  await relationDialog.getByRole('textbox', { name: 'Startdato', exact: true }).fill('2024-01-01');
  await relationDialog.getByRole('button', { name: 'Legg til permisjon eller permittering' }).click();
  const leave = relationDialog.getByRole('group', { name: 'Permisjon 1' });
  await leave.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Permisjon med foreldrepenger', exact: true }).click();
  await leave.getByRole('textbox', { name: 'Fra', exact: true }).fill('2024-06-01');
  await leave.getByRole('textbox', { name: 'Prosent', exact: true }).fill('100');
  await relationDialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(relationDialog).toBeHidden();
  await expect(relations.getByRole('article')).toContainText('Permisjon med foreldrepenger 100 %, 2024-06-01');

  await showInList(page, lastName, 'Aktiv');
});

async function showInList(page: Page, lastName: string, status: string) {
  await page.getByRole('link', { name: 'Alle ansatte' }).click();
  await expect(page).toHaveURL(/\/employees$/);
  await page.getByLabel('Navn', { exact: true }).fill(lastName);
  await expect(page.getByRole('table', { name: 'Ansatte' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toContainText(status);
}

test('ansatte: feil kontrollsiffer gir norsk melding og lagrer ingenting', async ({ page }) => {
  const lastName = `Feilsiffer-${uniqueSuffix()}`;
  const { number, birthDate } = syntheticDNumber();
  const wrong = number.slice(0, 10) + String((Number(number[10]) + 1) % 10);
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/employees/new');
  await fillPerson(page, 'Frida', lastName);
  await page.getByLabel('Fødselsnummer eller D-nummer').fill(wrong);
  await page.getByLabel('Fødselsdato').fill(birthDate);
  await page.getByRole('button', { name: 'Opprett ansatt' }).click();
  await expect(page.getByText('Fødselsnummer eller D-nummer har feil kontrollsiffer')).toBeVisible();
  await expect(page).toHaveURL(/\/employees\/new$/);

  // Leaving with unsaved changes asks first: throw them away.
  await page.getByRole('link', { name: 'Alle ansatte' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Forkast' }).click();
  await expect(page.getByRole('heading', { name: 'Ansatte' })).toBeVisible();
  await page.getByLabel('Navn', { exact: true }).fill(lastName);
  await expect(page.getByText('Ingen resultater samsvarer med søkekriteriene')).toBeVisible();
});

test('ansatte: demofirmaets ansatte vises med status', async ({ page }) => {
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/employees');
  const kari = page.getByRole('row', { name: /Kari Nordmann/ });
  await expect(kari).toBeVisible();
  await expect(kari).toContainText('128580 *****');
  await expect(kari.getByText(/^(Aktiv|Pensjon|Sluttet|Ikke startet)$/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Aleksander Dahl/ })).toContainText('528390 *****');
  await expect(page.getByRole('row', { name: /Jonas Nilsen/ })).toContainText('070699 *****');
});
