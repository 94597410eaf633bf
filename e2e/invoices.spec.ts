import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { graphql } from './support/graphql';
import { INVOICE_SETTING } from './support/invoice-setting';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';
import { DEMO_COMPANIES } from './support/users';
import { osloDate } from './support/dates';

test.use({ storageState: NORWEGIAN_BROWSER });

/** A small but real PDF (the server checks the type by content), made here so the test needs no fixture file. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * The spec invoices in the demo's staffing company, which has no sales of its own: the trading
 * company's orders and their numbers stay as the orders spec expects them.
 */
const COMPANY = DEMO_COMPANIES.staff;

/** The company customer with 30 days' credit: made on the server's first run, found again on a later one. */
async function customerWithCredit(page: Page): Promise<{ id: string; displayName: string }> {
  const organizationNumber = '923 609 016';
  const { customers } = await graphql<{ customers: { items: { id: string; displayName: string }[] } }>(
    page,
    'query ($number: String) { customers(filters: { organizationNumber: $number }) { items { id displayName } } }',
    { number: organizationNumber },
  );
  if (customers.items[0]) return customers.items[0];
  const { createCustomer } = await graphql<{ createCustomer: { id: string; displayName: string } }>(
    page,
    'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id displayName } }',
    {
      input: {
        isCompany: true,
        name: `Fjellvang Bygg ${uniqueSuffix()} AS`,
        organizationNumber,
        invoiceDeliveryMethod: 'EHF',
        creditDays: 30,
        reference: 'Ola',
        deliveryLocations: [{ address: 'Storgata 1', zip: '0155', city: 'Oslo', countryCode: 'NO' }],
      },
    },
  );
  return createCustomer;
}

/** Settings with KID, a customer with 30 days' credit and an open order of 2 × 1 000 + 25 % VAT = 2 500,00. */
async function openOrder(page: Page): Promise<{ orderId: string; customerName: string }> {
  await graphql(
    page,
    'mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) { bban } }',
    {
      input: INVOICE_SETTING,
    },
  );
  const customer = await customerWithCredit(page);
  const { createOrder } = await graphql<{ createOrder: { id: string } }>(
    page,
    'mutation ($input: OrderInput!) { createOrder(input: $input) { id } }',
    {
      input: {
        customerId: customer.id,
        date: osloDate(),
        reference: 'Ola',
        lines: [{ itemName: 'Telt', quantity: '2', priceAmount: '1000', vatRateSymbol: 'STANDARD' }],
      },
    },
  );
  return { orderId: createOrder.id, customerName: customer.displayName };
}

test('faktura: ordre låses, faktureres med KID, vises med beløp og finnes i listen på KID', async ({ page }) => {
  test.slow();
  await signInNorwegian(page, COMPANY);
  await page.evaluate(() => localStorage.setItem('fjord.mode', JSON.stringify('invoicing')));
  const { orderId, customerName } = await openOrder(page);

  // The order is locked on its page, which then offers the invoice.
  await page.goto(`/orders/${orderId}`);
  await page.getByRole('button', { name: 'Lås', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Lås ordre' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  await dialog.getByRole('button', { name: 'Lås' }).click();
  await expect(page.getByText('Ordren er låst', { exact: true })).toBeVisible();
  await page.getByText('Ordren er låst', { exact: true }).click();
  await page.getByRole('link', { name: 'Opprett faktura' }).click();

  // The new invoice starts with the order chosen, the customer's 30 days and the amount the server will bill.
  await expect(page.getByRole('heading', { name: 'Ny faktura', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Fakturer ordre/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Betalingsfrist (dager)' })).toHaveValue('30');
  await expect(page.getByRole('row', { name: /Fakturaens beløp å betale/ })).toContainText('2 500,00 NOK');
  await expect(page.getByRole('textbox', { name: 'Beløp for betalingsmåte 1' })).toHaveValue(/^2\s?500,00$/);
  await expect(page.getByRole('textbox', { name: 'Betalingsmåte 1', exact: true })).toHaveValue('Bankoverføring');
  // A shorter term moves the due date with it.
  const term = page.getByRole('textbox', { name: 'Betalingsfrist (dager)' });
  await term.fill('14');
  const due = osloDate(14);
  await expect(page.getByRole('textbox', { name: 'Forfallsdato', exact: true })).toHaveValue(due);
  // The terms of sale go along as a PDF attachment.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'salgsvilkår.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('link', { name: 'salgsvilkår.pdf' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Opprett faktura' }).click();

  // The invoice: its number, KID (10 digits and the check digit) and amount.
  const heading = page.getByRole('heading', { name: /^Faktura \d+$/, level: 1 });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Faktura ', '');
  const details = page.getByRole('table', { name: 'Fakturaopplysninger' });
  const kidRow = details.getByRole('row', { name: /KID/ });
  await expect(kidRow).toHaveText(/\d{11}/);
  const kid = /\d{11}/.exec((await kidRow.textContent()) ?? '')![0];
  await expect(details).toContainText(customerName);
  await expect(page.getByRole('table', { name: 'Beløp' })).toContainText('2 500,00 NOK');
  await expect(page.getByText('Åpen', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'salgsvilkår.pdf' })).toHaveAttribute('href', /\/files\//);
  await expectAccessible(page);

  // The list finds it by its KID, and only it.
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Fakturaer' })).toBeVisible();
  await page.getByRole('textbox', { name: 'KID', exact: true }).fill(kid);
  const rows = page.getByRole('row', { name: new RegExp(kid) });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(number);
  await expect(rows).toContainText(customerName);
  await expect(page.getByRole('table', { name: 'Fakturaer' }).getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await rows.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Faktura ${number}`, level: 1 })).toBeVisible();

  // Its PDF.
  await page.getByRole('link', { name: 'PDF', exact: true }).click();
  await expect(page.getByTitle(`Faktura ${number} som PDF`)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: `Faktura ${number}`, level: 1 })).toBeVisible();

  // One of the two tents comes back: a credit note of that line only.
  await page.getByRole('button', { name: 'Krediter faktura' }).click();
  const credit = page.getByRole('dialog', { name: `Krediter faktura ${number}` });
  await expect(credit).toBeVisible();
  await credit.getByRole('checkbox', { name: 'Krediter bare valgte linjer' }).check();
  await credit.getByRole('textbox', { name: /Antall å kreditere av linje 1/ }).fill('1');
  await credit.getByRole('textbox', { name: 'Årsak' }).fill('Ett telt returnert');
  await expectAccessible(page, OPEN_DIALOG);
  await credit.getByRole('button', { name: 'Utsted kreditnota' }).click();
  await expect(page.getByText('Kreditnotaen er utstedt')).toBeVisible();

  // The customer pays 1 000 of the 1 250 that remain: partly paid.
  await page.getByRole('button', { name: 'Registrer innbetaling' }).click();
  const payment = page.getByRole('dialog', { name: 'Registrer innbetaling' });
  await expect(payment).toBeVisible();
  await expect(payment.getByRole('textbox', { name: 'Beløp' })).toHaveValue(/^1\s?250,00$/);
  await payment.getByRole('textbox', { name: 'Beløp' }).fill('1000');
  await payment.getByRole('button', { name: 'Registrer', exact: true }).click();
  await expect(page.getByText('Innbetalingen er registrert')).toBeVisible();
  await expect(page.getByText('Delvis betalt', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
});

test('purring: en forfalt demofaktura får en purring med gebyr og ny forfallsdato', async ({ page }) => {
  await signInNorwegian(page, DEMO_COMPANIES.trading);
  await page.evaluate(() => localStorage.setItem('fjord.mode', JSON.stringify('invoicing')));
  // A demo invoice overdue and not yet reminded (each run of the spec reminds one more).
  const { invoices } = await graphql<{
    invoices: { items: { id: string; number: string; overdueNotices: unknown[] }[] };
  }>(page, '{ invoices(filters: { status: OVERDUE, kind: INVOICE }) { items { id number overdueNotices { id } } } }');
  const overdue = invoices.items.find((invoice) => invoice.overdueNotices.length === 0)!;
  await page.goto(`/invoices/${overdue.id}`);
  await expect(page.getByRole('heading', { name: `Faktura ${overdue.number}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Forfalt', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Send purring' }).click();
  const notice = page.getByRole('dialog', { name: 'Ny purring' });
  await expect(notice).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  await notice.getByRole('button', { name: 'Send purring' }).click();
  await expect(page.getByText('Purringen er registrert')).toBeVisible();
  await expect(page.getByText('Purring 1', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Åpen', { exact: true }).first()).toBeVisible();
});

test('oversikt: fakturastatistikken tegner fakturert per måned for demoårets fakturaer', async ({ page }) => {
  await signInNorwegian(page, DEMO_COMPANIES.trading);
  await page.evaluate(() => localStorage.setItem('fjord.mode', JSON.stringify('invoicing')));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Fakturastatistikk' })).toBeVisible();
  // The chart's bars, and the same figures as a table for assistive technology: twelve months.
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const table = page.getByRole('table', { name: /Fakturert per måned, siste 12 måneder/ });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table).toContainText(/\d[\s\u00a0\u202f]\d{3},\d{2} NOK/);
  await expectAccessible(page);
});
