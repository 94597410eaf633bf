import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER, loginAs } from './support/users';

async function openOverlays(page: Page) {
  await loginAs(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible();
  await page.goto('/ui/ui-test');
  const section = page.getByRole('region', { name: 'Dropdowns, dialogs and toasts' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test.describe('overlays on the kit test page', () => {
  test('toasts of the four kinds appear, and a click closes one', async ({ page }) => {
    const section = await openOverlays(page);
    for (const kind of ['Info', 'Success', 'Warning', 'Error'])
      await section.getByRole('button', { name: `${kind} toast` }).click();
    for (const text of [
      'For your information: the bank file is ready.',
      'The invoice was sent.',
      'The customer has no e-mail address.',
      'The invoice could not be sent.',
    ])
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();

    await page.getByRole('alert').filter({ hasText: 'The invoice could not be sent.' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The invoice could not be sent.' })).toHaveCount(0);
  });

  test('the confirm dialog answers, and the alert closes with OK', async ({ page }) => {
    const section = await openOverlays(page);
    await section.getByRole('button', { name: 'Ask for confirmation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the draft?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(section.getByTestId('confirm-answer')).toHaveText('Answer: cancelled');

    await section.getByRole('button', { name: 'Ask for confirmation' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(section.getByTestId('confirm-answer')).toHaveText('Answer: confirmed');
    await expect(dialog).toBeHidden();

    await section.getByRole('button', { name: 'Show an alert' }).click();
    const alert = page.getByRole('dialog', { name: 'Report sent' });
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
  });

  test('a dropdown closes on an outside click, on Tab, and a sticky one stays open', async ({ page }) => {
    const section = await openOverlays(page);
    await section.getByRole('button', { name: 'Opens on click' }).click();
    await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
    await section.getByRole('heading', { name: 'Toasts', exact: true }).click();
    await expect(page.getByRole('menu')).toBeHidden();

    await section.getByRole('button', { name: 'Opens on click' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toBeHidden();

    await section.getByRole('button', { name: 'Opens on hover' }).hover();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(section.getByTestId('dropdown-last-action')).toHaveText('Last chosen: Archive');

    await section.getByRole('button', { name: 'Sticky dropdown' }).click();
    await expect(page.getByText('This dropdown stays open on outside clicks and Tab.')).toBeVisible();
    await section.getByRole('heading', { name: 'Toasts', exact: true }).click();
    await expect(page.getByText('This dropdown stays open on outside clicks and Tab.')).toBeVisible();
    await page.getByRole('menu').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
  });
});
