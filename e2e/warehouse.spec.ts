import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { osloDate } from './support/dates';
import { graphql } from './support/graphql';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

/** A company of the registry no demo product has as its supplier: the spec's counts are its own. */
const SUPPLIER = 'Havbris Regnskap AS';

/** A new product of the supplier, 100 kr to buy and 250 kr to sell, active for the past month. */
async function supplierProduct(page: Page): Promise<{ id: string; number: string; name: string }> {
  const { unitSearch } = await graphql<{ unitSearch: { id: string; name: string }[] }>(
    page,
    'query ($date: Date!) { unitSearch(term: "Havbris", date: $date, isCompany: true) { id name } }',
    { date: osloDate() },
  );
  const supplier = unitSearch.find((unit) => unit.name === SUPPLIER)!;
  const suffix = uniqueSuffix();
  const { createProduct } = await graphql<{ createProduct: { id: string; number: string; name: string } }>(
    page,
    'mutation ($input: ProductInput!) { createProduct(input: $input) { id number name } }',
    {
      input: {
        number: `L${suffix}`,
        name: `Lagertelt ${suffix}`,
        unitOfMeasureCode: 'EA',
        vatRateSymbol: 'STANDARD',
        supplierUnitId: supplier.id,
        prices: [{ validFrom: osloDate(-30), purchasePrice: '100', salePrice: '250' }],
        activePeriods: [{ activeFrom: osloDate(-30) }],
      },
    },
  );
  return createProduct;
}

/** A locked order of two of the product to a demo customer: what it delivers leaves the stock. */
async function lockedOrder(page: Page, product: { id: string; name: string }): Promise<string> {
  const { customers } = await graphql<{ customers: { items: { id: string }[] } }>(
    page,
    '{ customers(limit: 1) { items { id } } }',
  );
  const { createOrder } = await graphql<{ createOrder: { id: string; number: string } }>(
    page,
    'mutation ($input: OrderInput!) { createOrder(input: $input) { id number } }',
    {
      input: {
        customerId: customers.items[0]!.id,
        date: osloDate(),
        reference: 'Lager',
        lines: [
          {
            productId: product.id,
            itemName: product.name,
            quantity: '2',
            priceAmount: '250',
            vatRateSymbol: 'STANDARD',
          },
        ],
      },
    },
  );
  await graphql(page, 'mutation ($id: ID!) { lockOrder(id: $id) { order { id } } }', { id: createOrder.id });
  return createOrder.number;
}

async function chooseSupplier(page: Page) {
  await page.getByRole('textbox', { name: 'Leverandør' }).fill('Havbris');
  await page.getByRole('option', { name: new RegExp(SUPPLIER) }).click();
}

test('lager: varetelling, justering og en låst ordre gir beholdningen og verdien, med bevegelsene', async ({
  page,
}) => {
  test.slow();
  await signInNorwegian(page);
  const product = await supplierProduct(page);
  const label = `${product.number} ${product.name}`;

  await page.goto('/warehouse');
  await expect(page.getByRole('heading', { name: 'Lager', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // The full count: the supplier's products with the stock expected (none yet); only the new product is typed.
  await page.getByRole('link', { name: 'Ny varetelling' }).click();
  await expect(page.getByRole('heading', { name: 'Ny varetelling', level: 1 })).toBeVisible();
  await chooseSupplier(page);
  const counted = page.getByLabel(`Opptalt, ${label}`);
  await expect(counted).toHaveValue(/^0(,0+)?$/);
  await expect(page.getByLabel(`Innkjøpspris, ${label}`)).toHaveValue(/^100(,0+)?$/);
  await counted.fill('10');
  await expect(page.getByLabel(`Differanse, ${label}`)).toHaveText('10');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Lagre varetellingen' }).click();
  await expect(page.getByText('Varetellingen er lagret')).toBeVisible();
  await expect(page).toHaveURL(/\/warehouse$/);

  // Goods received: five more, at 120 kr.
  await page.getByRole('link', { name: 'Ny lagerjustering' }).click();
  await expect(page.getByRole('heading', { name: 'Ny lagerjustering', level: 1 })).toBeVisible();
  await chooseSupplier(page);
  await page.getByLabel('Vare, linje 1').fill(product.number);
  await page.getByRole('option', { name: label }).click();
  await expect(page.getByLabel('Innkjøpspris, linje 1')).toHaveValue(/^100(,0+)?$/);
  await page.getByLabel('Innkjøpspris, linje 1').fill('120');
  await page.getByLabel('Endring, linje 1').fill('5');
  await page.getByLabel('Kommentar').fill(`Varemottak ${product.number}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Opprett justering' }).click();
  await expect(page.getByText('Justeringen er lagret')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Lagerjustering / })).toBeVisible();
  await expectAccessible(page);

  const orderNumber = await lockedOrder(page, product);

  // 10 counted + 5 received − 2 sold = 13, at the average of 10 × 100 and 5 × 120: 13 × 106,67 = 1 386,67.
  await page.goto('/warehouse');
  await page.getByRole('textbox', { name: 'Vare (nummer eller navn)' }).fill(product.number);
  // The filter is applied once typing pauses; a row expanded before that would close with the new page.
  await expect(page).toHaveURL(/filters=/);
  await expect(page.getByRole('table', { name: 'Beholdning' })).toHaveAttribute('aria-busy', 'false');
  const row = page.getByRole('row', { name: new RegExp(product.number) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('13 stk');
  await expect(row).toContainText('1\u00a0386,67');
  await expect(row).toContainText(SUPPLIER);
  await expect(page.getByText('Samlet verdi av beholdningen som vises: 1\u00a0386,67')).toBeVisible();
  await row.getByRole('button', { name: 'Vis detaljer' }).click();
  const history = page.getByRole('table', { name: 'Lagerbevegelser' });
  const movements = history.getByRole('row');
  await expect(movements).toHaveCount(4);
  await expect(movements.nth(1)).toContainText('Salg');
  await expect(movements.nth(1)).toContainText('-2');
  await expect(movements.nth(1).getByRole('link', { name: `Ordre ${orderNumber}` })).toBeVisible();
  await expect(movements.nth(2)).toContainText('Justering');
  await expect(movements.nth(2)).toContainText('120,00');
  await expect(movements.nth(2).getByRole('link', { name: 'Åpne justeringen' })).toBeVisible();
  await expect(movements.nth(3)).toContainText('Varetelling');
  await expect(movements.nth(3)).toContainText('10');
  await expectAccessible(page);

  // The product report lists the product under its supplier.
  await page.getByRole('tab', { name: 'Varerapport' }).click();
  await expect(page.getByRole('row', { name: new RegExp(product.number) })).toContainText('1\u00a0386,67');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe('lagerrapport.csv');
  const text = fs.readFileSync((await csv.path())!, 'utf8');
  expect(text).toContain(product.number);
  await expectAccessible(page);

  // The list of counts and patches has both, the newest first.
  await page.goto('/warehouse/patches');
  await expect(page.getByRole('heading', { name: 'Lagerjusteringer', level: 1 })).toBeVisible();
  // The demo's own receipts are called Varemottak too: the product's number makes this one ours.
  await expect(page.getByRole('row', { name: new RegExp(`Varemottak ${product.number}`) })).toContainText('Justering');
  await expectAccessible(page);

  // A second count of the supplier the same day is refused, on the date.
  await page.goto('/warehouse/new-checkpoint');
  await chooseSupplier(page);
  await expect(page.getByLabel(`Opptalt, ${label}`)).toHaveValue(/^13(,0+)?$/);
  await page.getByRole('button', { name: 'Lagre varetellingen' }).click();
  await expect(page.getByText(/Leverandøren er allerede talt opp på denne datoen/)).toBeVisible();
  await expectAccessible(page);
});
