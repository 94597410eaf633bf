import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
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
