import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { graphql } from './support/graphql';
import { INVOICE_SETTING } from './support/invoice-setting';
import { NORWEGIAN_BROWSER, signInNorwegian } from './support/norwegian';
import { DEMO_COMPANIES } from './support/users';
import { osloDate } from './support/dates';

test.use({ storageState: NORWEGIAN_BROWSER });

/** Bergen Bygg og Anlegg AS: a demo customer the simulated access point knows for invoices and credit notes. */
const RECEIVER = '0192:910684035';

type Invoice = { id: string; number: string; status: string; customer: { organizationNumber: string | null } };

test('EHF: en faktura sendes som EHF til en registrert kunde, og leveransen går live gjennom tilstandene til «Levert»', async ({
  page,
}) => {
  test.slow();
  await signInNorwegian(page, DEMO_COMPANIES.trading);
  await page.evaluate(() => localStorage.setItem('fjord.mode', JSON.stringify('invoicing')));
  const { invoices } = await graphql<{ invoices: { items: Invoice[] } }>(
    page,
    '{ invoices(filters: { kind: INVOICE }) { items { id number status customer { organizationNumber } } } }',
  );
  // The demo's open invoice to Bergen Bygg og Anlegg.
  const invoice = invoices.items.find(
    (item) => item.customer.organizationNumber === '910684035' && item.status === 'OPEN',
  )!;
  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { name: `Faktura ${invoice.number}`, level: 1 })).toBeVisible();

  // The invoice's own EHF, beside its PDF.
  const ownEhf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'EHF (XML)' }).click();
  const own = await ownEhf;
  expect(own.suggestedFilename()).toBe(`Faktura-${invoice.number}.xml`);
  const ownXml = await readFile((await own.path())!, 'utf8');
  expect(ownXml).toContain(
    '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  );
  expect(ownXml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);

  // The buyer takes EHF: the dialog offers it first, names the receiver and has checked the EHF.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send faktura' });
  await expect(dialog.getByRole('combobox', { name: 'Sendemåte' })).toHaveValue('EHF');
  // The receiver comes with the EHF check, and the first check of a server process compiles the Peppol rules:
  // under a loaded CI, 10 s is not enough (as in support/page-dialogs.ts).
  await expect(dialog.getByTestId('ehf-receiver')).toHaveText(
    `Mottaker i Peppol-nettverket: ${RECEIVER}. Tar imot faktura og kreditnota som EHF.`,
    { timeout: 45_000 },
  );
  await expect(dialog.getByText('EHF-en er kontrollert mot Peppol-reglene og kan sendes.')).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Sendt: leveringsloggen viser hvordan det går')).toBeVisible();

  // The access point moves it every 2 s (e2e servers), and the page follows live, state by state.
  const log = page.getByRole('table', { name: 'Leveranser' });
  const row = log.getByRole('row', { name: new RegExp(RECEIVER) }).first();
  await expect(row).toContainText(`Peppol-ID: ${RECEIVER}`);
  const state = row.getByTestId('delivery-state');
  await expect(state).toHaveText('Sendt, venter på svar');
  await expect(state).toHaveText('Mottatt');
  await expect(state).toHaveText('Levert');

  // Each state with its time, and the XML as it was sent.
  await row.getByRole('button', { name: `Vis loggen for leveransen til ${RECEIVER}` }).click();
  const events = log.getByRole('listitem');
  await expect(events).toHaveCount(5);
  const time = /^\d{2}\.\d{2}\.\d{4},? \d{2}:\d{2}: /;
  for (const [index, name] of ['Før sending', 'Venter', 'Sendt, venter på svar', 'Mottatt', 'Levert'].entries()) {
    await expect(events.nth(index)).toHaveText(time);
    await expect(events.nth(index)).toContainText(name);
  }
  const sentEhf = page.waitForEvent('download');
  await log.getByRole('button', { name: 'Last ned EHF-en som ble sendt (XML)' }).click();
  const sent = await sentEhf;
  expect(sent.suggestedFilename()).toBe(`Faktura-${invoice.number}.xml`);
  expect(await readFile((await sent.path())!, 'utf8')).toBe(ownXml);
  await expectAccessible(page);
});

/** The company's details as its settings page saves them (updateCurrentUnit). */
const UNIT_FIELDS = `name unofficialName address zip city countryCode mobile phone website email locale
  openedDate closedDate vatRegulation`;

async function setCompanyCountry(page: Page, countryCode: string): Promise<string> {
  const { currentUnit } = await graphql<{ currentUnit: Record<string, unknown> }>(
    page,
    `{ currentUnit { ${UNIT_FIELDS} } }`,
  );
  await graphql(page, 'mutation ($input: UpdateCurrentUnitInput!) { updateCurrentUnit(input: $input) { id } }', {
    input: { ...currentUnit, countryCode },
  });
  return currentUnit.countryCode as string;
}

/** Brønnøysundregistrene: in the simulated Peppol directory for invoices and credit notes. */
const BUYER = '974760673';

async function ehfCustomer(page: Page): Promise<string> {
  const { customers } = await graphql<{ customers: { items: { id: string }[] } }>(
    page,
    'query ($number: String) { customers(filters: { organizationNumber: $number }) { items { id } } }',
    { number: BUYER },
  );
  if (customers.items[0]) return customers.items[0].id;
  const { createCustomer } = await graphql<{ createCustomer: { id: string } }>(
    page,
    'mutation ($input: CustomerInput!) { createCustomer(input: $input) { id } }',
    {
      input: {
        isCompany: true,
        name: 'Brønnøysundregistrene',
        organizationNumber: BUYER,
        invoiceDeliveryMethod: 'EHF',
        creditDays: 14,
        reference: 'Kari',
        deliveryLocations: [{ address: 'Havnegata 48', zip: '8900', city: 'Brønnøysund', countryCode: 'NO' }],
      },
    },
  );
  return createCustomer.id;
}

/** An open invoice of 1 × 1 000 + 25 % VAT to the EHF customer, issued by the current company as it is now. */
async function issueInvoice(page: Page, customerId: string): Promise<{ id: string; number: string }> {
  const today = osloDate();
  const { createOrder } = await graphql<{ createOrder: { id: string; payableAmount: string } }>(
    page,
    'mutation ($input: OrderInput!) { createOrder(input: $input) { id payableAmount } }',
    {
      input: {
        customerId,
        date: today,
        reference: 'Kari',
        lines: [{ itemName: 'Bemanning', quantity: '1', priceAmount: '1000', vatRateSymbol: 'STANDARD' }],
      },
    },
  );
  await graphql(page, 'mutation ($id: ID!) { lockOrder(id: $id) { order { id } } }', { id: createOrder.id });
  const { createInvoice } = await graphql<{ createInvoice: { id: string; number: string } }>(
    page,
    'mutation ($input: CreateInvoiceInput!) { createInvoice(input: $input) { id number } }',
    {
      input: {
        orderIds: [createOrder.id],
        issueDate: today,
        dueDate: osloDate(14),
        paymentMethods: [{ name: 'Bankoverføring', amount: createOrder.payableAmount }],
      },
    },
  );
  return createInvoice;
}

test('EHF: en EHF som bryter Peppol-reglene viser reglene i dialogen, og Send er sperret', async ({ page }) => {
  test.slow();
  // The staffing company, so the trading company's demo invoices stay as the other specs expect them.
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.evaluate(() => localStorage.setItem('fjord.mode', JSON.stringify('invoicing')));
  await graphql(
    page,
    'mutation ($input: SaveUnitInvoiceSettingInput!) { saveUnitInvoiceSetting(input: $input) { bban } }',
    { input: INVOICE_SETTING },
  );
  const customerId = await ehfCustomer(page);
  // The company settings let a Norwegian company give a Swedish address (Land: Sverige). Its EHF then
  // states a Swedish seller with a Norwegian organisation number, which Peppol's Swedish rules refuse.
  const country = await setCompanyCountry(page, 'SE');
  let invoice: { id: string; number: string };
  try {
    invoice = await issueInvoice(page, customerId);
  } finally {
    await setCompanyCountry(page, country);
  }
  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { name: `Faktura ${invoice.number}`, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send faktura' });
  await expect(dialog.getByRole('combobox', { name: 'Sendemåte' })).toHaveValue('EHF');
  const findings = dialog.getByRole('region', { name: 'EHF-validering' });
  await expect(findings).toContainText('EHF-en kan ikke sendes: rett det reglene under peker på');
  const rule = findings.getByRole('row').filter({ hasText: 'SE-R-004' });
  await expect(rule).toContainText('Feil');
  // The rule in Bokmål (the pack's rules translated), the user's language.
  await expect(rule).toContainText('Svenske organisasjonsnumre har 10 tegn.');
  await expect(rule).toContainText('Ditt firma');
  const send = dialog.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription('Kan ikke sendes som EHF før feilene er rettet');
  await expectAccessible(page, OPEN_DIALOG);

  // E-mail is still there: choosing it lifts the block.
  await dialog.getByRole('combobox', { name: 'Sendemåte' }).click();
  await page.getByRole('option', { name: 'E-post', exact: true }).click();
  await expect(send).toBeEnabled();
});
