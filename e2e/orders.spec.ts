import { expect, test } from '@playwright/test';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { NORWEGIAN_BROWSER, signInNorwegian } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

test('ordrer: demo-ordrene nyeste først, med status, og filtrert på låste', async ({ page }) => {
  await signInNorwegian(page);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Ordrer' })).toBeVisible();
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
  await expect(page.getByRole('heading', { name: 'Ordre 20006' })).toBeVisible();
  await expect(page.getByText('Åpen', { exact: true })).toBeVisible();
  // The toast sits over the order's buttons; a click closes it.
  await page.getByText('Ordre 20006 er en kopi datert i dag').click();
  await expectAccessible(page);
  // The checks may leave the page scrolled, with the buttons under the fixed header.
  await page.evaluate(() => window.scrollTo(0, 0));

  await page.getByRole('button', { name: 'Lås' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lås ordre' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  await dialog.getByRole('checkbox', { name: /ny ordre for det som er bestilt/ }).check();
  await dialog.getByRole('button', { name: 'Lås' }).click();
  await expect(page.getByText('Ordren er låst; ordre 20007 har det som ikke ble levert')).toBeVisible();
  await expect(page.getByText('Låst', { exact: true })).toBeVisible();

  await page.goto('/orders');
  await page.getByRole('link', { name: '20007', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ordre 20007' })).toBeVisible();
  // Only the two sleeping pads missing of the six ordered are on the difference order.
  await expect(page.getByRole('row', { name: /Liggeunderlag/ })).toContainText('2 EA');
  await page.getByRole('button', { name: 'Kanseller ordre' }).click();
  await page.getByRole('dialog', { name: 'Kanseller ordre' }).getByRole('button', { name: 'Kanseller ordre' }).click();
  await expect(page.getByText('Kansellert', { exact: true })).toBeVisible();
});
