import { expect, test, type Page } from '@playwright/test';
import { DEMO_COMPANIES } from './support/users';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

async function filterBy(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Enter');
}

test('yrkeskoder: søk på kode og på navn', async ({ page }) => {
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/occupations');
  await expect(page.getByRole('heading', { name: 'Yrkeskoder' })).toBeVisible();

  await filterBy(page, 'Kode', '9160102');
  await expect(page.getByRole('row', { name: /9160102/ })).toContainText('RENOVATØR');
  await expect(page.getByRole('row', { name: /9160102/ })).toContainText('2013-10-06');

  await filterBy(page, 'Kode', '');
  await filterBy(page, 'Navn', 'renovatør');
  await expect(page.getByRole('row', { name: /KYSTRENOVATØR/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /9160102/ })).toBeVisible();
});

test('kommuner: søk på nummer og navn, og se sonene til en delt kommune', async ({ page }) => {
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/municipalities');
  await expect(page.getByRole('heading', { name: 'Kommuner' })).toBeVisible();

  await filterBy(page, 'Nummer', '1506');
  const molde = page.getByRole('row', { name: /Molde/ });
  await expect(molde).toContainText('Møre og Romsdal');
  await expect(molde).toContainText('Sone 1');
  await expect(molde).toContainText('Sone 2');
  await expect(molde).toContainText('Gamle Midsund og Nesset');

  await filterBy(page, 'Nummer', '');
  await filterBy(page, 'Navn', 'oslo');
  await expect(page.getByRole('row', { name: /0301/ })).toContainText('Sone 1');
});

test('kommuner: firmaets egne detaljer lagres (kontonummer kontrolleres) og kan fjernes', async ({ page }) => {
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/municipalities');
  await filterBy(page, 'Nummer', '1103');
  await page.getByRole('button', { name: 'Detaljer for Stavanger' }).click();
  const dialog = page.getByRole('dialog', { name: 'Detaljer for Stavanger' });
  await dialog.getByLabel('Kontonummer').fill('15032080118');
  await dialog.getByLabel('Kontaktperson').fill('Skatteoppkreveren');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Kontonummeret må ha 11 sifre med gyldig kontrollsiffer')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Kontonummer').fill('15032080119');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Detaljer for Stavanger' }).click();
  await expect(dialog.getByLabel('Kontaktperson')).toHaveValue('Skatteoppkreveren');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();

  await page.getByRole('button', { name: 'Fjern detaljene for Stavanger' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByText('Detaljene for Stavanger ble fjernet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fjern detaljene for Stavanger' })).toBeHidden();
});

test('underenheter: feil organisasjonsnummer gir melding, et gyldig lagres', async ({ page }) => {
  const name = `Avd. Ålesund ${uniqueSuffix()}`;
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/subcompanies');
  await expect(page.getByRole('heading', { name: 'Underenheter' })).toBeVisible();
  await expect(page.getByRole('row', { name: /avd\. Bergen/ })).toBeVisible();

  await page.getByRole('button', { name: 'Ny underenhet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny underenhet' });
  await dialog.getByRole('textbox', { name: 'Navn' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Organisasjonsnummer' }).fill('931165004');
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Organisasjonsnummeret må ha 9 sifre med gyldig kontrollsiffer')).toBeVisible();

  // A valid number no other run has used: the MOD11 check digit of eight random digits.
  await dialog.getByRole('textbox', { name: 'Organisasjonsnummer' }).fill(validOrganizationNumber());
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});

test('pensjonsselskap: legg til en periode, og en overlappende avvises', async ({ page }) => {
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/pension-companies');
  await expect(page.getByRole('heading', { name: 'Pensjonsselskap' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Storebrand Livsforsikring AS/ })).toContainText('Løpende');

  // A closed period far back, unique per run, so it never overlaps the demo's periods.
  const year = 1900 + (Date.now() % 100);
  await page.getByRole('button', { name: 'Ny periode hos pensjonsselskap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny periode hos pensjonsselskap' });
  await chooseNordea(dialog.getByRole('textbox', { name: 'Pensjonsselskap' }), page);
  await dialog.getByRole('textbox', { name: 'Gyldig fra' }).fill(`${year}-01-01`);
  await dialog.getByRole('textbox', { name: 'Gyldig til' }).fill(`${year}-12-31`);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`${year}-01-01`) })).toContainText('Nordea Liv Norge AS');

  await page.getByRole('button', { name: 'Ny periode hos pensjonsselskap' }).click();
  await chooseNordea(dialog.getByRole('textbox', { name: 'Pensjonsselskap' }), page);
  await dialog.getByRole('textbox', { name: 'Gyldig fra' }).fill(`${year}-06-01`);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Perioden overlapper en annen periode hos et pensjonsselskap')).toBeVisible();
});

async function chooseNordea(field: ReturnType<Page['getByRole']>, page: Page) {
  await field.fill('Nordea Liv');
  await page.getByRole('option', { name: /Nordea Liv Norge AS/ }).click();
}

function validOrganizationNumber(): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const digits = [9, ...Array.from({ length: 7 }, () => Math.floor(Math.random() * 10))];
    const remainder = digits.reduce((sum, digit, i) => sum + digit * weights[i]!, 0) % 11;
    if (remainder === 1) continue;
    return `${digits.join('')}${remainder === 0 ? 0 : 11 - remainder}`;
  }
}
