import { expect, test } from '@playwright/test';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { attachmentBytes, mailWithSubject } from './support/mailbox';
import { NORWEGIAN_BROWSER, signInNorwegian } from './support/norwegian';
import { DEMO_COMPANIES } from './support/users';

test.use({ storageState: NORWEGIAN_BROWSER });

test('ordre: send ordrebekreftelsen på e-post, finn den med PDF-vedlegget i utboksen og i ordrens e-postlogg', async ({
  page,
}) => {
  test.slow();
  const recipient = `innkjop-${Date.now()}@example.no`;
  await signInNorwegian(page);
  await page.goto('/orders');
  await page.getByRole('link', { name: '20001', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ordre 20001' })).toBeVisible();
  await expect(page.getByText('Ordren er ikke sendt på e-post.')).toBeVisible();

  await page.getByRole('button', { name: 'E-post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send ordre på e-post' });
  await expect(dialog).toBeVisible();
  // The order confirmation is what an order is usually sent as.
  await expect(dialog.getByRole('combobox', { name: 'PDF' })).toHaveValue('Ordrebekreftelse');
  await expectAccessible(page, OPEN_DIALOG);
  const address = dialog.getByRole('textbox', { name: 'Mottaker' });
  await address.fill('innkjop@example');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(/e-postadresse/)).toBeVisible();
  await address.fill(recipient);
  await dialog.getByRole('textbox', { name: 'Melding' }).fill('Takk for bestillingen, varene sendes fredag.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('E-posten er lagt i kø; e-postloggen viser når den er sendt')).toBeVisible();

  const mail = await mailWithSubject(recipient, /^Ordrebekreftelse 20001 fra /);
  expect(mail.subject).toBe(`Ordrebekreftelse 20001 fra ${DEMO_COMPANIES.trading}`);
  expect(mail.text).toContain('vedlagt er ordrebekreftelse 20001');
  expect(mail.text).toContain('Takk for bestillingen, varene sendes fredag.');
  expect(mail.attachments).toHaveLength(1);
  const [pdf] = mail.attachments;
  expect(pdf!.contentType).toBe('application/pdf');
  expect(pdf!.fileName).toMatch(/\.pdf$/);
  const bytes = await attachmentBytes(pdf!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBe(pdf!.size);

  // The dev mailbox page shows the attachment with its download link.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(recipient)}`);
  await expect(page.getByRole('link', { name: pdf!.fileName })).toBeVisible();

  await page.goto('/orders');
  await page.getByRole('link', { name: '20001', exact: true }).click();
  const log = page.getByRole('table', { name: 'E-poster' });
  const row = log.getByRole('row', { name: new RegExp(recipient) });
  await expect(row).toContainText('Ordrebekreftelse');
  await expect(row).toContainText(`Vedlegg: ${pdf!.fileName}`);
  // The e2e server has no SMTP server: a delivered mail stays in the outbox.
  await expect(row).toContainText('I utboksen');
  await expectAccessible(page);
});
