import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { DEMO_USER, loginAs } from './support/users';

const INITIAL_NAME = 'Fjordlys Demo AS';

async function openFormPage(page: Page) {
  await loginAs(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible();
  await page.goto('/ui/form');
  await expect(page.getByRole('heading', { name: 'Customer' })).toBeVisible();
}

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
const formState = (page: Page) => page.getByTestId('form-state');
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Unsaved changes' });

async function leaveWithChanges(page: Page, name: string) {
  await nameField(page).fill(name);
  await expect(formState(page)).toHaveText('Unsaved changes');
  await page.getByRole('link', { name: 'Go to the table test page' }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/ui\/form$/);
}

test.describe('forms (/ui/form)', () => {
  test('leaving with unsaved changes: Save saves, then the navigation continues', async ({ page }) => {
    await openFormPage(page);
    await leaveWithChanges(page, 'Fjordlys Lagret AS');
    await leaveDialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/ui\/table$/);

    await page.goBack();
    await expect(nameField(page)).toHaveValue('Fjordlys Lagret AS');
    await expect(formState(page)).toHaveText('All changes saved');
    await expect(page.getByTestId('saved-copy')).toContainText('"name": "Fjordlys Lagret AS"');
  });

  test('leaving with unsaved changes: Cancel stays, Discard continues without saving', async ({ page }) => {
    await openFormPage(page);
    await leaveWithChanges(page, 'Forkastet AS');
    await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(leaveDialog(page)).toBeHidden();
    await expect(nameField(page)).toHaveValue('Forkastet AS');

    await page.getByRole('link', { name: 'Go to the table test page' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/ui\/table$/);
    await page.goBack();
    await expect(nameField(page)).toHaveValue(INITIAL_NAME);
    await expect(formState(page)).toHaveText('All changes saved');
  });

  test('a server validation error lands on its field; Reset returns to the saved copy', async ({ page }) => {
    await openFormPage(page);
    await nameField(page).fill('Fjordlys Endret AS');
    await page.getByRole('switch', { name: /The server refuses the organisation number/ }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Organisation number is already taken')).toBeVisible();
    await expect(formState(page)).toHaveText('Unsaved changes');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(nameField(page)).toHaveValue(INITIAL_NAME);
    await expect(formState(page)).toHaveText('All changes saved');
  });

  test('rules show translated messages with the field name', async ({ page }) => {
    await openFormPage(page);
    await nameField(page).fill('');
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Organisation number', exact: true }).fill('923609017');
    await expect(
      page.getByText('The organisation number must have 9 digits with a valid check digit', { exact: true }),
    ).toBeVisible();
  });

  test('closing the tab with unsaved changes asks the browser to confirm', async ({ page }) => {
    await openFormPage(page);
    await nameField(page).fill('Ulagret AS');
    await expect(formState(page)).toHaveText('Unsaved changes');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });
});

test.describe('value confirmation (/ui/value-confirmation)', () => {
  test('a new account number is typed twice and the change confirmed before it applies', async ({ page }) => {
    await loginAs(page, DEMO_USER.email, DEMO_USER.password);
    await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible();
    await page.goto('/ui/value-confirmation');
    const current = page.getByTestId('current-account');
    await expect(current).toHaveText('1234.56.78903');

    await page.getByRole('textbox', { name: 'New account number', exact: true }).fill('8601 11 17947');
    await page.getByRole('textbox', { name: 'Repeat the new account number', exact: true }).fill('8601 11 17974');
    await expect(page.getByText('The account numbers are not the same')).toBeVisible();
    await page.getByRole('textbox', { name: 'Repeat the new account number', exact: true }).fill('86011117947');
    await expect(page.getByText('The account numbers are not the same')).toBeHidden();

    await page.getByRole('button', { name: 'Change account number' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change account number?' });
    await expect(confirm).toContainText('Payments will go to 8601.11.17947 instead of 1234.56.78903.');
    await expectAccessible(page, OPEN_DIALOG);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(current).toHaveText('1234.56.78903');

    await page.getByRole('button', { name: 'Change account number' }).click();
    await page.getByRole('dialog', { name: 'Change account number?' }).getByRole('button', { name: 'Change' }).click();
    await expect(current).toHaveText('8601.11.17947');
  });
});
