import { expect, test } from '@playwright/test';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';
import { DEMO_COMPANIES } from './support/users';

test.use({ storageState: NORWEGIAN_BROWSER });

test('lønnsinnstillinger: endre feriepengesats og standard arbeidsforhold, og lagre', async ({ page }) => {
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/application-settings');
  await expect(page.getByRole('heading', { name: 'Lønnsinnstillinger', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Lønnsinnstillinger' });
  const vacation = form.getByRole('textbox', { name: 'Feriepenger (%)' });
  const shift = form.getByRole('combobox', { name: 'Arbeidstidsordning' });
  const hours = form.getByRole('textbox', { name: 'Timer per uke i full stilling' });
  await expect(vacation).not.toHaveValue('');

  // Whatever the company has now, move to the other value.
  const nextVacation = (await vacation.inputValue()) === '12,00' ? '10,20' : '12,00';
  const nextShift = (await shift.inputValue()) === 'Ikke skift' ? 'Skiftarbeid (36,5 t/u)' : 'Ikke skift';
  const nextHours = nextShift === 'Ikke skift' ? '37,50' : '36,50';

  await vacation.fill(nextVacation);
  await shift.click();
  await page.getByRole('option', { name: nextShift }).click();
  await hours.fill(nextHours);
  await hours.blur();
  await form.getByRole('button', { name: 'Lagre', exact: true }).click();
  await expect(page.getByText('Lønnsinnstillingene er lagret')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Lønnsinnstillinger' });
  await expect(reloaded.getByRole('textbox', { name: 'Feriepenger (%)' })).toHaveValue(nextVacation);
  await expect(reloaded.getByRole('combobox', { name: 'Arbeidstidsordning' })).toHaveValue(nextShift);
  await expect(reloaded.getByRole('textbox', { name: 'Timer per uke i full stilling' })).toHaveValue(nextHours);
});

test('lønnsinnstillinger: et nytt Altinn-systempassord vises bare som «lagret»', async ({ page }) => {
  const password = `Hemmelig-${uniqueSuffix()}!`;
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/application-settings');
  const form = page.getByRole('form', { name: 'Lønnsinnstillinger' });
  await expect(form.getByRole('textbox', { name: 'Systembrukernavn' })).toHaveValue('bolgen-lonn');
  await expect(form.getByText('•••• lagret')).toBeVisible();

  await form.getByRole('button', { name: 'Endre' }).click();
  await form.getByLabel('Systempassord', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Lagre', exact: true }).click();
  await expect(page.getByText('Lønnsinnstillingene er lagret')).toBeVisible();
  await expect(form.getByText('•••• lagret')).toBeVisible();
  await expect(form.getByLabel('Systempassord', { exact: true })).toHaveCount(0);
  expect(await page.content()).not.toContain(password);

  await page.reload();
  await expect(page.getByRole('form', { name: 'Lønnsinnstillinger' }).getByText('•••• lagret')).toBeVisible();
  expect(await page.content()).not.toContain(password);
});

test('Altinn-brukere: lagre egen Altinn-innlogging med SMS-PIN; innlogging uten PIN-metode avvises', async ({
  page,
}) => {
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/company-settings/altinn-users');
  await expect(page.getByRole('heading', { name: 'Altinn-brukere', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Din Altinn-innlogging' });
  const login = form.getByRole('textbox', { name: 'Altinn-brukernavn' });
  const method = form.getByRole('combobox', { name: 'Slik bekrefter du innloggingen' });

  // A login without a PIN method: both or none.
  await login.fill(`demo-${uniqueSuffix()}`);
  await expect(method).toHaveValue('');
  await form.getByRole('button', { name: 'Lagre', exact: true }).click();
  await expect(form.getByText('Slik bekrefter du innloggingen må fylles ut')).toBeVisible();
  await expect(page.getByText('Altinn-innloggingen din er lagret')).toHaveCount(0);

  await method.click();
  await page.getByRole('option', { name: 'PIN-kode på SMS' }).click();
  await form.getByRole('button', { name: 'Lagre', exact: true }).click();
  await expect(page.getByText('Altinn-innloggingen din er lagret')).toBeVisible();

  const me = page.getByRole('row', { name: /Demo Bruker/ });
  await expect(me).toContainText('Registrert');
  await expect(me).toContainText('PIN-kode på SMS');
});
