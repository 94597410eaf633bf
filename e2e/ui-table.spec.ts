import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER, loginAs } from './support/users';

/** /ui/table: 250 demo customers; No. n is "customer-n", named "<First><second> <hundred> AS". */
async function openTablePage(page: Page, search = '') {
  await loginAs(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible();
  await page.goto(`/ui/table${search}`);
  await loaded(page);
}

const table = (page: Page) => page.getByRole('table', { name: 'Demo customers' });
const loaded = (page: Page) => expect(table(page)).toHaveAttribute('aria-busy', 'false');
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name });
/** The customer name of the first data row (cells: checkbox, chevron, No., Customer, …). */
const firstName = (page: Page) => table(page).locator('tbody tr').first().getByRole('cell').nth(3);
const range = (page: Page) => page.getByTestId('table-range');

function filtersInUrl(page: Page): unknown {
  const encoded = new URL(page.url()).searchParams.get('filters');
  return encoded === null ? null : JSON.parse(encoded);
}

test.describe('paged table test page', () => {
  test('sorts ascending, then descending, and a new column starts ascending', async ({ page }) => {
    await openTablePage(page);
    await expect(header(page, 'No.')).toHaveAttribute('aria-sort', 'ascending');
    await expect(range(page)).toHaveText('1–100 of 250');

    await header(page, 'Customer').getByRole('button').click();
    await loaded(page);
    await expect(header(page, 'Customer')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(page, 'No.')).not.toHaveAttribute('aria-sort', /.+/);
    await expect(firstName(page)).toHaveText('Bølgebakeri 1 AS');

    await header(page, 'Customer').getByRole('button').click();
    await loaded(page);
    await expect(header(page, 'Customer')).toHaveAttribute('aria-sort', 'descending');
    await expect(firstName(page)).toHaveText('Vikverksted 2 AS');

    await header(page, 'Customer').getByRole('button').click();
    await loaded(page);
    await expect(header(page, 'Customer')).toHaveAttribute('aria-sort', 'ascending');

    await header(page, 'City').getByRole('button').click();
    await loaded(page);
    await expect(header(page, 'City')).toHaveAttribute('aria-sort', 'ascending');
    await expect(table(page).locator('tbody tr').first().getByRole('cell').nth(4)).toHaveText('Bergen');
  });

  test('keeps the filters in the URL, and a reload keeps them', async ({ page }) => {
    await openTablePage(page);
    await page.getByRole('textbox', { name: 'Customer' }).fill('havblikk');
    await expect.poll(() => filtersInUrl(page)).toEqual({ name: 'havblikk' });
    await loaded(page);
    await expect(range(page)).toHaveText('1–25 of 25');

    await page.getByRole('combobox', { name: 'Active' }).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await expect.poll(() => filtersInUrl(page)).toEqual({ name: 'havblikk', active: true });
    // Havblikk… is every tenth customer from No. 5, and every third customer is inactive.
    await expect(range(page)).toHaveText('1–17 of 17');

    await page.reload();
    await loaded(page);
    await expect(page.getByRole('textbox', { name: 'Customer' })).toHaveValue('havblikk');
    await expect(page.getByRole('combobox', { name: 'Active' })).toHaveValue('Yes');
    await expect(range(page)).toHaveText('1–17 of 17');
    expect(filtersInUrl(page)).toEqual({ name: 'havblikk', active: true });
  });

  test('a link with filters applies them on the page it is on', async ({ page }) => {
    await openTablePage(page, `?filters=${encodeURIComponent(JSON.stringify({ city: 'Bodø' }))}`);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Bodø');
    await page.getByRole('button', { name: 'Filter that matches nothing' }).click();
    await expect(page.getByText('No results matching the search criteria')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Customer' })).toHaveValue('no such customer');
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('');
  });

  test('select-all after filtering selects only the rows shown', async ({ page }) => {
    await openTablePage(page);
    await page.getByRole('combobox', { name: 'City' }).click();
    await page.getByRole('option', { name: 'Tromsø' }).click();
    await loaded(page);
    await expect(range(page)).toHaveText('1–41 of 41');

    await page.getByRole('checkbox', { name: 'Select all shown rows' }).check();
    await expect(page.getByTestId('selected-count')).toHaveText('Selected: 41');
    await expect(page.getByRole('checkbox', { name: 'Select row', checked: true })).toHaveCount(41);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await loaded(page);
    // Changing the filters clears the selection: no row hidden by the old filter stays selected.
    await expect(page.getByTestId('selected-count')).toHaveText('Selected: 0');
  });

  test('shows the empty, error, expanded and extra rows', async ({ page }) => {
    await openTablePage(page);
    await expect(page.getByText('Havblikkregnskap 1 AS has an overdue invoice.')).toBeVisible();
    await page.getByRole('button', { name: 'Show details' }).first().click();
    await expect(page.getByText('E-mail post1@example.no, city Oslo, customer number 1.')).toBeVisible();

    await page.getByText('No customers', { exact: true }).click();
    await expect(page.getByText('No data to display')).toBeVisible();
    await page.getByText('Failure', { exact: true }).click();
    await expect(page.getByText('Error occurred. Please try again in few minutes, or contact support.')).toBeVisible();
  });
});
