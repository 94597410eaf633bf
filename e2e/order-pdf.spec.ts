import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { NORWEGIAN_BROWSER, signInNorwegian } from './support/norwegian';
// The server's tests read PDFs back the same way.
import { pdfText } from '../packages/server/src/test/pdf-text';

test.use({ storageState: NORWEGIAN_BROWSER });

test('ordre-PDF: pakkseddelen til en låst ordre vises i appen, med varene og uten priser', async ({ page }) => {
  test.slow();
  await signInNorwegian(page);
  await page.goto('/orders');
  await page.getByRole('link', { name: '20001', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Ordre 20001' })).toBeVisible();

  const orderPdf = page.waitForResponse((response) => /\/pdf\/orders\/[^/?]+\?type=order\b/.test(response.url()));
  await page.getByRole('link', { name: 'PDF' }).click();
  await expect(page).toHaveURL(/\/orders\/[^/]+\/pdf$/);
  expect((await orderPdf).headers()['content-type']).toBe('application/pdf');
  await expect(page.getByTitle('Ordre 20001 som PDF')).toBeVisible();

  const packingSlip = page.waitForResponse((response) => response.url().includes('type=packingSlip'));
  await page.getByRole('radiogroup', { name: 'Dokument' }).getByText('Pakkseddel').click();
  await expect(page).toHaveURL(/\?type=packingSlip$/);
  const response = await packingSlip;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toContain('filename="pakkseddel-20001.pdf"');
  await expect(page.getByRole('heading', { name: 'Pakkseddel 20001' })).toBeVisible();
  const viewer = page.getByTitle('Pakkseddel 20001 som PDF');
  await expect(viewer).toBeVisible();
  await expect(viewer).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('link', { name: 'Last ned' })).toHaveAttribute('download', 'pakkseddel-20001.pdf');

  // The same PDF through the route, as the app asks for it (the page's CSP keeps blob: out of fetch).
  const orderId = /\/orders\/([^/]+)\/pdf/.exec(page.url())![1]!;
  const shownBytes = await page.evaluate(async (id) => {
    const headers = {
      authorization: `Bearer ${localStorage.getItem('fjord.token')}`,
      'x-unit-id': localStorage.getItem('fjord.unitId') ?? '',
    };
    const answer = await fetch(`/pdf/orders/${id}?type=packingSlip`, { headers });
    return [...new Uint8Array(await answer.arrayBuffer())];
  }, orderId);
  const text = await pdfText(Buffer.from(shownBytes));
  for (const item of ['Pakkseddel', 'Lavvo 8 personer', 'Liggeunderlag selvoppblåsende', 'Frakt'])
    expect(text, item).toContain(item);
  for (const price of ['6 399,20', '719,20', 'Pris', 'Beløp', 'Totalt', 'Mva'])
    expect(text, price).not.toContain(price);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Tilbake til ordren' }).click();
  await expect(page.getByRole('heading', { name: 'Ordre 20001' })).toBeVisible();
});
