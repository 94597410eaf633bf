import { expect, test } from '@playwright/test';
import { NORWEGIAN_BROWSER, signInNorwegian } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

/** Two real DNB-style accounts (valid MOD11) with their IBANs; the test moves between them. */
const ACCOUNTS = [
  { bban: '1503.27.14452', wrong: '1503.27.14453', iban: 'NO58 1503 2714 452' },
  { bban: '1503.22.23335', wrong: '1503.22.23336', iban: 'NO26 1503 2223 335' },
] as const;

test('firmainnstillinger: bytt kontonummer, få feil kontrollsiffer avvist og lagre det riktige', async ({ page }) => {
  await signInNorwegian(page);
  await page.goto('/company-settings');
  await expect(page.getByRole('heading', { name: 'Firmainnstillinger' })).toBeVisible();
  await page.getByRole('tab', { name: 'Faktura' }).click();
  const form = page.getByRole('form', { name: 'Fakturainnstillinger' });
  const bban = form.getByRole('textbox', { name: 'Kontonummer' });
  const iban = form.getByRole('textbox', { name: 'IBAN' });
  await expect(bban).not.toHaveValue('');

  // Whichever account the company has now, change to the other one.
  const current = await bban.inputValue();
  const next = ACCOUNTS.find((account) => account.bban !== current) ?? ACCOUNTS[0];

  await bban.fill(next.wrong);
  await bban.blur();
  await expect(form.getByText('Kontonummeret må ha 11 sifre med gyldig kontrollsiffer')).toBeVisible();
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Fakturainnstillingene er lagret')).toHaveCount(0);

  await bban.fill(next.bban);
  // The IBAN still names the old account: the pair is refused until it matches.
  await expect(form.getByText('IBAN stemmer ikke med kontonummeret')).toBeVisible();
  await iban.fill(next.iban);
  await expect(form.getByText('IBAN stemmer ikke med kontonummeret')).toHaveCount(0);
  await form.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Fakturainnstillingene er lagret')).toBeVisible();
  await expect(form.getByText(/Sist lagret .* av Demo Bruker/)).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Faktura' }).click();
  await expect(
    page.getByRole('form', { name: 'Fakturainnstillinger' }).getByRole('textbox', { name: 'Kontonummer' }),
  ).toHaveValue(next.bban);
  await expect(
    page.getByRole('form', { name: 'Fakturainnstillinger' }).getByRole('textbox', { name: 'IBAN' }),
  ).toHaveValue(next.iban);
});

test('firmainnstillinger: en regnskapsfører uten firmarettigheter får beskjed om å spørre administratoren', async ({
  page,
}) => {
  await signInNorwegian(page, 'Fjordhandel AS', { email: 'regnskap@example.no', password: 'demo123456' });
  await page.goto('/company-settings');
  await expect(page.getByText('Du har ikke tilgang til firmainnstillingene. Spør administratoren din.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test('firmainnstillinger: postnummeret fyller inn poststedet, som fortsatt kan skrives om', async ({ page }) => {
  await signInNorwegian(page);
  await page.goto('/company-settings');
  const form = page.getByRole('form', { name: 'Firmaopplysninger' });
  const zip = form.getByRole('textbox', { name: 'Postnummer', exact: true });
  const city = form.getByRole('textbox', { name: 'Poststed', exact: true });
  await expect(zip).toBeVisible();

  // Whichever code the company has now, change to the other one.
  const next =
    (await zip.inputValue()) === '9008' ? { zip: '3800', city: 'Bø i Telemark' } : { zip: '9008', city: 'Tromsø' };
  await zip.fill(next.zip);
  await expect(city).toHaveValue(next.city);
  await city.fill(`${next.city} sentrum`);
  await expect(city).toHaveValue(`${next.city} sentrum`);
  // Left unsaved: the demo company's address is not this test's to change.
  await form.getByRole('button', { name: 'Angre endringer' }).click();
  await expect(city).not.toHaveValue(`${next.city} sentrum`);
});
