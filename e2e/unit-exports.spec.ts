import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { NORWEGIAN_BROWSER, signInNorwegian } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

/**
 * The names of a ZIP's entries, from its central directory: the end record ("PK\x05\x06") gives the entry count
 * and where the directory starts; each directory entry ("PK\x01\x02") carries its name at 46.
 */
function zipEntryNames(archive: Buffer): string[] {
  const end = archive.lastIndexOf('PK\u0005\u0006', undefined, 'latin1');
  expect(end, 'the end of central directory record').toBeGreaterThan(0);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let entry = 0; entry < count; entry += 1) {
    expect(archive.subarray(at, at + 4).toString('latin1')).toBe('PK\u0001\u0002');
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    names.push(archive.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

test('Eksporter alle data: eieren starter en eksport av demofirmaet, ser fremdriften og laster ned arkivet', async ({
  page,
}) => {
  // Rendering every document of the demo company takes a while on a busy machine.
  test.setTimeout(120_000);
  await signInNorwegian(page);
  await page.goto('/company-settings/export');
  await expect(page.getByRole('heading', { level: 1, name: 'Eksporter alle data' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Eksporter alle data' }).click();
  await expect(page.getByRole('button', { name: 'Eksporter alle data' })).toBeDisabled();
  const ready = page.getByRole('alert').filter({ hasText: 'Eksporten er klar' });
  await expect(ready).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: 'Eksporter alle data' })).toBeEnabled();
  await expect(page.getByRole('table', { name: 'Eksporter' }).getByText('Klar').first()).toBeVisible();
  await expectAccessible(page);

  const link = ready.getByRole('link', { name: /Last ned arkivet/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^fjord-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = fs.readFileSync((await download.path())!);
  expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const names = zipEntryNames(archive);
  expect(names).toContain('README.txt');
  expect(names).toContain('tables/csv/invoices.csv');
  expect(names).toContain('tables/json/customers.json');
  expect(names.some((name) => /^documents\/invoices\/Faktura-.+\.pdf$/.test(name))).toBe(true);
  expect(names.some((name) => /^documents\/invoices\/Faktura-.+\.xml$/.test(name))).toBe(true);
});
