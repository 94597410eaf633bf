import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { NORWEGIAN_BROWSER, signInNorwegian } from './support/norwegian';
import { osloDate } from './support/dates';

test.use({ storageState: NORWEGIAN_BROWSER });

/** Next year, so every date of the schedule lies ahead whatever day the suite runs. */
const year = Number(osloDate().slice(0, 4)) + 1;
const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

test('repeterende ordre: de kommende datoene vises før lagring, med månedsslutt, og ordren står i listen', async ({
  page,
}) => {
  test.slow();
  await signInNorwegian(page);
  await page.goto('/recurring-orders');
  await expect(page.getByRole('heading', { name: 'Repeterende ordrer' })).toBeVisible();
  // The demo's two: tea for the café every month, head torches every three months.
  await expect(page.getByRole('row', { name: /Løkka Kaffebar/ })).toContainText('Hver måned');
  await expect(page.getByRole('row', { name: /Trondheim Sykkelverksted AS/ })).toContainText('Hver 3. måned');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Ny repeterende ordre' }).click();
  await expect(page.getByRole('heading', { name: 'Ny repeterende ordre' })).toBeVisible();
  const customer = page.getByRole('textbox', { name: 'Kunde', exact: true });
  await customer.fill('Kristiansand');
  await page.getByRole('option', { name: /Kristiansand Marina AS/ }).click();
  await page.getByRole('textbox', { name: 'Kundereferanse' }).fill('Havnesjefen');
  await page.getByRole('textbox', { name: 'Startdato' }).fill(`${year}-01-31`);
  await page.getByRole('textbox', { name: 'Dager i forveien' }).fill('3');

  // Before saving: monthly from 31 January clamps to the end of February and April, and returns to the 31st.
  const upcoming = page.getByTestId('upcoming-dates');
  await expect(upcoming.getByRole('listitem')).toHaveCount(6);
  await expect(upcoming.getByRole('listitem').nth(0)).toHaveText(`31. jan. ${year} (lages 28. jan. ${year})`);
  await expect(upcoming.getByRole('listitem').nth(1)).toContainText(`${leap ? 29 : 28}. feb. ${year}`);
  await expect(upcoming.getByRole('listitem').nth(2)).toContainText(`31. mars ${year}`);
  await expect(upcoming.getByRole('listitem').nth(3)).toContainText(`30. apr. ${year}`);
  await expect(upcoming.getByRole('listitem').nth(4)).toContainText(`31. mai ${year}`);

  await page.getByRole('textbox', { name: 'Varetekst, linje 1' }).fill('Båtplass, vinterlagring');
  await page.getByRole('textbox', { name: 'Levert antall, linje 1' }).fill('1');
  await page.getByRole('textbox', { name: 'Pris, linje 1' }).fill('1500');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Opprett repeterende ordre' }).click();

  await expect(page.getByRole('heading', { name: 'Repeterende ordre for Kristiansand Marina AS' })).toBeVisible();
  await expect(page.getByText('Ingen ordre laget ennå.')).toBeVisible();
  await expect(page.getByTestId('upcoming-dates').getByRole('listitem').first()).toContainText(`31. jan. ${year}`);

  await page.getByRole('link', { name: 'Repeterende ordrer' }).first().click();
  const row = page.getByRole('row', { name: /Kristiansand Marina AS/ });
  await expect(row).toContainText(`31. jan. ${year}`);
  await expect(row).toContainText('Hver måned');
  await expect(row).toContainText('Aktiv');
});
