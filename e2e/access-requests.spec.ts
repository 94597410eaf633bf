import { expect, test } from '@playwright/test';
import { registerConfirmedUser } from './support/accounts';
import { ENGLISH_BROWSER } from './support/locale';
import { DEMO_COMPANIES, DEMO_USER, loginAs } from './support/users';

test('a user requests access, the administrator approves, and the requester sees the company', async ({ browser }) => {
  const requesterContext = await browser.newContext({ storageState: ENGLISH_BROWSER });
  const requester = await requesterContext.newPage();
  const user = await registerConfirmedUser(requester.request, { firstName: 'Anders', lastName: 'Tilgang' });
  await loginAs(requester, user.email, user.password);
  await expect(requester.getByText(`Hello, ${user.name}`)).toBeVisible();

  await requester.getByRole('button', { name: user.name }).click();
  await requester.getByRole('menuitem', { name: 'Request access to company' }).click();
  const dialog = requester.getByRole('dialog', { name: 'Request access to company' });
  const submit = dialog.getByRole('button', { name: 'Request access' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Company').fill('Fjordhandel');
  await requester.getByRole('option', { name: new RegExp(DEMO_COMPANIES.trading) }).click();
  await submit.click();
  await expect(requester.getByText(`Access to ${DEMO_COMPANIES.trading} has been requested`)).toBeVisible();

  const adminContext = await browser.newContext({ storageState: ENGLISH_BROWSER });
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO_USER.email, DEMO_USER.password);
  await expect(admin.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible();
  if (!((await admin.getByText(/You are working in/).textContent()) ?? '').includes(DEMO_COMPANIES.trading)) {
    await admin.getByPlaceholder('Change to another company').filter({ visible: true }).click();
    await admin.getByRole('option', { name: DEMO_COMPANIES.trading }).click();
    await expect(admin.getByText(`You are working in ${DEMO_COMPANIES.trading}`)).toBeVisible();
  }
  await admin.goto('/company-settings');
  const row = admin.getByRole('row', { name: new RegExp(user.email) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`${user.name} now has access`)).toBeVisible();

  await requester.reload();
  await requester.getByPlaceholder('Change to another company').filter({ visible: true }).click();
  await expect(requester.getByRole('option', { name: DEMO_COMPANIES.trading })).toBeVisible();

  await requesterContext.close();
  await adminContext.close();
});
