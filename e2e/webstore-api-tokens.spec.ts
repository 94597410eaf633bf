import { expect, test } from '@playwright/test';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

const ENDPOINT = '/api/webstore/v1/products';

test('API-nøkler: lag en nøkkel, se verdien én gang, bruk den mot nettbutikk-API-et og slett den', async ({ page }) => {
  const description = `Nettbutikk ${uniqueSuffix()}`;
  await signInNorwegian(page);
  await page.goto('/webstore-api-tokens');
  await expect(page.getByRole('heading', { name: 'API-nøkler for nettbutikk' })).toBeVisible();

  await page.getByRole('button', { name: 'Ny API-nøkkel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny API-nøkkel' });
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog.getByText('Beskrivelse må fylles ut')).toBeVisible();
  await dialog.getByLabel('Beskrivelse').fill(description);
  await dialog.getByRole('button', { name: 'Lagre' }).click();

  const shown = page.getByRole('dialog', { name: 'Den nye API-nøkkelen din' });
  await expect(shown.getByText('Vises bare denne ene gangen')).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Kopier nøkkelen' })).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  const value = ((await shown.getByTestId('token-value').textContent()) ?? '').trim();
  expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Jeg har kopiert den' }).click();
  await expect(shown).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(description) });
  await expect(row).toContainText('Demo Bruker');
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(description) })).toBeVisible();
  // The value is not kept anywhere it could be shown again.
  await expect(page.getByText(value)).toHaveCount(0);

  const answer = await page.request.get(ENDPOINT, { headers: { Authorization: `Bearer ${value}` } });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { items: { number: string }[]; totalCount: number; limit: number };
  expect(Array.isArray(body.items)).toBe(true);
  expect(body.limit).toBe(100);
  expect(body.totalCount).toBeGreaterThanOrEqual(body.items.length);
  expect((await page.request.get(ENDPOINT)).status()).toBe(401);

  await page
    .getByRole('row', { name: new RegExp(description) })
    .getByRole('button', { name: `Slett ${description}` })
    .click();
  await page.getByRole('dialog', { name: 'Slett API-nøkkel' }).getByRole('button', { name: 'Slett' }).click();
  await expect(page.getByText(`Nøkkelen ${description} er slettet`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(description) })).toHaveCount(0);

  const refused = await page.request.get(ENDPOINT, { headers: { Authorization: `Bearer ${value}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({
    error: 'invalid_token',
    message: 'The API token is missing, unknown, revoked or expired.',
  });
});
