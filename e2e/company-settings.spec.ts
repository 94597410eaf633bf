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
