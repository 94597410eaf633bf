import { expect, test } from '@playwright/test';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { graphql } from './support/graphql';
import { attachmentBytes, mailWithSubject } from './support/mailbox';
import { NORWEGIAN_BROWSER, signInNorwegian } from './support/norwegian';
import { DEMO_COMPANIES } from './support/users';

test.use({ storageState: NORWEGIAN_BROWSER });

type DemoInvoice = { id: string; number: string; customer: { invoiceDeliveryMethod: string } };

test('utsending: en faktura sendes på e-post, finnes med PDF-en i utboksen, og leveransen når «Levert» på fakturasiden', async ({
  page,
}) => {
  test.slow();
  const recipient = `faktura-${Date.now()}@example.no`;
  await signInNorwegian(page, DEMO_COMPANIES.trading);
  await page.evaluate(() => localStorage.setItem('fjord.mode', JSON.stringify('invoicing')));
  const { invoices } = await graphql<{ invoices: { items: DemoInvoice[] } }>(
    page,
    '{ invoices(filters: { kind: INVOICE }) { items { id number customer { invoiceDeliveryMethod } } } }',
  );
  const invoice = invoices.items.find((item) => item.customer.invoiceDeliveryMethod === 'EMAIL')!;
  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { name: `Faktura ${invoice.number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leveranser' })).toBeVisible();

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send faktura' });
  await expect(dialog).toBeVisible();
  // The customer's own channel, and its invoice address, to begin with.
  await expect(dialog.getByRole('combobox', { name: 'Sendemåte' })).toHaveValue('E-post');
  const address = dialog.getByRole('textbox', { name: 'Mottaker' });
  await expect(address).not.toHaveValue('');
  await expectAccessible(page, OPEN_DIALOG);
  await address.fill('faktura@example');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(/e-postadresse/)).toBeVisible();
  await address.fill(recipient);
  await dialog.getByRole('textbox', { name: 'Melding' }).fill('Takk for handelen!');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Sendt: leveringsloggen viser hvordan det går')).toBeVisible();

  const mail = await mailWithSubject(recipient, new RegExp(`^Faktura ${invoice.number} fra `));
  expect(mail.subject).toBe(`Faktura ${invoice.number} fra ${DEMO_COMPANIES.trading}`);
  expect(mail.text).toContain(`vedlagt er faktura ${invoice.number}`);
  expect(mail.text).toContain('Takk for handelen!');
  const pdf = mail.attachments.find((file) => file.fileName === `Faktura-${invoice.number}.pdf`)!;
  expect(pdf.contentType).toBe('application/pdf');
  expect((await attachmentBytes(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The e2e server keeps mails in its outbox: the delivery is delivered, and the page shows it live.
  const log = page.getByRole('table', { name: 'Leveranser' });
  const row = log.getByRole('row', { name: new RegExp(recipient) });
  await expect(row.getByTestId('delivery-state')).toHaveText('Levert');
  await expect(row).toContainText('E-post');
  await row.getByRole('button', { name: `Vis loggen for leveransen til ${recipient}` }).click();
  await expect(log).toContainText('Lagt i utboksen (ingen e-postserver)');
  await expectAccessible(page);

  // By post: the print PDF opens in a new tab, and the delivery is logged as printed.
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Sendemåte' }).click();
  await page.getByRole('option', { name: 'Post', exact: true }).click();
  await expect(dialog.getByText(/C5- eller DL-konvolutt/)).toBeVisible();
  const printed = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await printed;
  const postRow = log
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Post', exact: true }) })
    .first();
  await expect(postRow.getByTestId('delivery-state')).toHaveText('Skrevet ut');
});

test('utsending: «Send valgte» i fakturalisten sender hver valgt faktura på kundens måte og viser fremdrift og resultat', async ({
  page,
}) => {
  test.slow();
  await signInNorwegian(page, DEMO_COMPANIES.trading);
  await page.evaluate(() => localStorage.setItem('fjord.mode', JSON.stringify('invoicing')));
  await page.goto('/invoices');
  const list = page.getByRole('table', { name: 'Fakturaer' });
  await expect(list.getByRole('checkbox', { name: 'Velg rad' }).first()).toBeVisible();
  // Two invoices of customers billed by e-mail: one sendInvoice each.
  const byEmail = list.getByRole('row').filter({ hasText: 'Løkka Kaffebar' });
  await byEmail.nth(0).getByRole('checkbox', { name: 'Velg rad' }).check();
  await byEmail.nth(1).getByRole('checkbox', { name: 'Velg rad' }).check();
  await page.getByRole('button', { name: 'Send valgte' }).click();
  const progress = page.getByRole('dialog', { name: 'Sender fakturaer' });
  await expect(progress.getByRole('status')).toHaveText('2 av 2 sendt');
  await expect(progress.getByTestId('send-results').getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page, OPEN_DIALOG);
  await progress.getByRole('button', { name: 'Ferdig' }).click();
  await expect(progress).toBeHidden();
});
