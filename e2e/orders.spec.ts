import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { NORWEGIAN_BROWSER, signInNorwegian } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

test('ordrer: demo-ordrene nyeste først, med status, og filtrert på låste', async ({ page }) => {
  await signInNorwegian(page);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Ordrer' })).toBeVisible();
  // The demo's invoiced orders (a year of invoices) are left out: the five orders in every state remain.
  await page.getByRole('combobox', { name: 'Fakturert' }).click();
  await page.getByRole('option', { name: 'Nei' }).click();
  const numbers = page.getByRole('row', { name: /2000\d/ });
  await expect(numbers).toHaveCount(5);
  await expect(numbers.first()).toContainText('20005');
  await expect(page.getByRole('row', { name: /20004/ })).toContainText('Kansellert');
  await expect(page.getByRole('row', { name: /20001/ })).toContainText('Låst');
  await expect(page.getByRole('row', { name: /20001/ })).toContainText('Bergen Bygg og Anlegg AS');
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Låst' }).click();
  await expect(numbers).toHaveCount(2);
  await expect(page.getByRole('row', { name: /20003/ })).toContainText('Løkka Kaffebar');
});

test('ordre: dupliser en låst ordre, lås kopien med differanseordre og kanseller differansen', async ({ page }) => {
  test.slow();
  await signInNorwegian(page);
  await page.goto('/orders');
  await page.getByRole('link', { name: '20001', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ordre 20001' })).toBeVisible();
  await expect(page.getByText('Låst', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lås' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Dupliser' }).click();
  // The copy takes the next number of the series, after the demo's invoiced orders.
  const copyHeading = page.getByRole('heading', { name: /^Ordre (?!20001$)\d+$/ });
  await expect(copyHeading).toBeVisible();
  const copy = Number((await copyHeading.textContent())!.replace('Ordre ', ''));
  const difference = String(copy + 1);
  await expect(page.getByText('Åpen', { exact: true })).toBeVisible();
  // The toast sits over the order's buttons; a click closes it.
  await page.getByText(`Ordre ${copy} er en kopi datert i dag`).click();
  await expectAccessible(page);
  // The checks may leave the page scrolled, with the buttons under the fixed header.
  await page.evaluate(() => window.scrollTo(0, 0));

  await page.getByRole('button', { name: 'Lås' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lås ordre' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  await dialog.getByRole('checkbox', { name: /ny ordre for det som er bestilt/ }).check();
  await dialog.getByRole('button', { name: 'Lås' }).click();
  await expect(page.getByText(`Ordren er låst; ordre ${difference} har det som ikke ble levert`)).toBeVisible();
  await expect(page.getByText('Låst', { exact: true })).toBeVisible();

  await page.goto('/orders');
  await page.getByRole('link', { name: difference, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Ordre ${difference}` })).toBeVisible();
  // Only the two sleeping pads missing of the six ordered are on the difference order, open to edit.
  await expect(page.getByLabel('Varetekst, linje 1')).toHaveValue('Liggeunderlag selvoppblåsende');
  await expect(page.getByLabel('Levert antall, linje 1')).toHaveValue(/^2(,0+)?$/);
  await expect(page.getByLabel('Varetekst, linje 2')).toHaveCount(0);
  await page.getByRole('button', { name: 'Kanseller ordre' }).click();
  await page.getByRole('dialog', { name: 'Kanseller ordre' }).getByRole('button', { name: 'Kanseller ordre' }).click();
  await expect(page.getByText('Kansellert', { exact: true })).toBeVisible();
});

/** A select of the order form: opened, then the option chosen. */
async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The amount in a totals row, by the start of its label. */
const amountOf = (table: Locator, label: RegExp) => table.getByRole('row', { name: label }).getByRole('cell');

test('ny ordre: to mva-satser og rabatt, summene mens man skriver er de lagrede, lås med differanseordre', async ({
  page,
}) => {
  test.slow();
  await signInNorwegian(page);
  await page.goto('/orders');
  await page.getByRole('link', { name: 'Ny ordre' }).click();
  await expect(page.getByRole('heading', { name: 'Ny ordre', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // The customer brings its main address and its own reference.
  await page.getByRole('textbox', { name: 'Kunde', exact: true }).fill('Bergen');
  await page.getByRole('option', { name: /Bergen Bygg og Anlegg AS/ }).click();
  await expect(page.getByLabel('Leveringsadresse')).toHaveValue('Kanalveien 10');
  await expect(page.getByLabel('Kundereferanse')).toHaveValue('Prosjekt Kanalveien');

  // A product line at 25 %: four of six sleeping pads delivered, the price of today from the product.
  await page.getByLabel('Vare, linje 1').fill('2005');
  await page.getByRole('option', { name: /2005 Liggeunderlag/ }).click();
  await expect(page.getByLabel('Varetekst, linje 1')).toHaveValue('Liggeunderlag selvoppblåsende');
  await expect(page.getByLabel('Pris, linje 1')).toHaveValue(/^719,20*$/);
  await page.getByLabel('Levert antall, linje 1').fill('4');
  await page.getByLabel('Bestilt antall, linje 1').fill('6');

  // A free-text line at the reduced food rate, 15 %.
  await page.getByRole('button', { name: 'Legg til linje' }).click();
  await page.getByLabel('Varetekst, linje 2').fill('Turmat, middag');
  await page.getByLabel('Levert antall, linje 2').fill('3');
  await page.getByLabel('Pris, linje 2').fill('100');
  await choose(page, 'Mva, linje 2', /^Redusert sats \(næringsmidler\)/);

  // 10 % discount on the lines at 25 %.
  await page.getByRole('button', { name: 'Legg til rabatt' }).click();
  await page.getByLabel('Årsak, rad 1').fill('Kunderabatt');
  await page.getByLabel('Prosent, rad 1').fill('10');

  await expect(page.getByLabel('Beløp, linje 1')).toHaveText('2\u00a0876,80');
  await expect(page.getByLabel('Beløp, linje 2')).toHaveText('300,00');
  const live = page.getByRole('table', { name: 'Summer' });
  await expect(amountOf(live, /^Sum linjer/)).toHaveText('3\u00a0176,80');
  await expect(amountOf(live, /^Rabatter/)).toHaveText('−287,68');
  await expect(amountOf(live, /^Sum eksklusive mva/)).toHaveText('2\u00a0889,12');
  await expect(amountOf(live, /^Mva-grunnlag 25/)).toHaveText('2\u00a0589,12');
  await expect(amountOf(live, /^Mva 25/)).toHaveText('647,28');
  await expect(amountOf(live, /^Mva-grunnlag 15/)).toHaveText('300,00');
  await expect(amountOf(live, /^Mva 15/)).toHaveText('45,00');
  await expect(amountOf(live, /^Sum inklusive mva/)).toHaveText('3\u00a0581,40');
  await expect(amountOf(live, /^Å betale/)).toHaveText('3\u00a0581,40 NOK');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Opprett ordre' }).click();
  const created = page.getByText(/^Ordre \d+ er opprettet$/);
  await expect(created).toBeVisible();
  const number = (await created.textContent())!.match(/\d+/)![0];
  await expect(page.getByRole('heading', { name: `Ordre ${number}` })).toBeVisible();
  await expect(page.getByText('Åpen', { exact: true })).toBeVisible();
  await created.click();
  await page.evaluate(() => window.scrollTo(0, 0));

  await page.getByRole('button', { name: 'Lås' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lås ordre' });
  await dialog.getByRole('checkbox', { name: /ny ordre for det som er bestilt/ }).check();
  await dialog.getByRole('button', { name: 'Lås' }).click();
  const locked = page.getByText(/^Ordren er låst; ordre \d+ har det som ikke ble levert$/);
  await expect(locked).toBeVisible();
  const difference = (await locked.textContent())!.match(/ordre (\d+)/)![1]!;

  // Locked, the order shows the amounts the server saved: the same as shown while typing.
  await expect(page.getByText('Låst', { exact: true })).toBeVisible();
  const saved = page.getByRole('table').filter({ has: page.getByRole('rowheader', { name: 'Å betale' }) });
  await expect(amountOf(saved, /^Sum linjer/)).toHaveText('3\u00a0176,80');
  await expect(amountOf(saved, /^Rabatt \(Kunderabatt\)/)).toHaveText('−287,68');
  await expect(amountOf(saved, /^Sum eksklusive mva/)).toHaveText('2\u00a0889,12');
  await expect(amountOf(saved, /^Mva 25.*2\s589,12/)).toHaveText('647,28');
  await expect(amountOf(saved, /^Mva 15.*300,00/)).toHaveText('45,00');
  await expect(amountOf(saved, /^Å betale/)).toHaveText('3\u00a0581,40 NOK');

  // The difference order is open with the two pads not delivered, and nothing of the food.
  await page.goto('/orders');
  await page.getByRole('link', { name: difference, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Ordre ${difference}` })).toBeVisible();
  await expect(page.getByText('Åpen', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Varetekst, linje 1')).toHaveValue('Liggeunderlag selvoppblåsende');
  await expect(page.getByLabel('Levert antall, linje 1')).toHaveValue(/^2(,0+)?$/);
  await expect(page.getByLabel('Varetekst, linje 2')).toHaveCount(0);
  await expect(page.getByLabel('Kundereferanse')).toHaveValue('Prosjekt Kanalveien');

  // An open order is edited in place; locking waits until the change is saved.
  await page.getByLabel('Levert antall, linje 1').fill('1');
  await expect(page.getByRole('button', { name: 'Lås' })).toBeDisabled();
  await page.getByRole('button', { name: 'Lagre ordre' }).click();
  await expect(page.getByText(`Ordre ${difference} er lagret`)).toBeVisible();
  await expect(page.getByLabel('Beløp, linje 1')).toHaveText('719,20');
  await expect(page.getByRole('button', { name: 'Lås' })).toBeEnabled();
});
