import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER, loginAs } from './support/users';

const MB = 1024 * 1024;

async function openTestPage(page: Page) {
  await loginAs(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible();
  await page.goto('/ui/ui-test');
  await expect(page.getByRole('heading', { name: 'Test page: UI kit' })).toBeVisible();
}

const valueOf = (page: Page, testId: string) => page.getByTestId(`value-${testId}`);

function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function pdf(name: string, size: number) {
  return { name, mimeType: 'application/pdf', buffer: Buffer.alloc(size, 0x25) };
}

test.describe('inputs of the UI kit on /ui/ui-test', () => {
  test.beforeEach(async ({ page }) => {
    await openTestPage(page);
  });

  test('the amount input reads English amounts into a canonical decimal string', async ({ page }) => {
    const amount = page.getByLabel('Amount (empty)');
    await amount.fill('1,234.5');
    await expect(valueOf(page, 'amount')).toHaveText('1234.5');
    await amount.blur();
    await expect(amount).toHaveValue('1234.5');

    await amount.fill('\u22125');
    await expect(valueOf(page, 'amount')).toHaveText('-5');

    await amount.fill('12');
    await amount.press('NumpadDecimal');
    await amount.pressSequentially('75');
    await expect(amount).toHaveValue('12.75');
    await expect(valueOf(page, 'amount')).toHaveText('12.75');

    await amount.fill('');
    await amount.blur();
    await expect(valueOf(page, 'amount')).toHaveText('0');
    await expect(amount).toHaveValue('0');

    await page.getByLabel('Amount (positive only)').fill('-7.5');
    await expect(valueOf(page, 'amount-positive')).toHaveText('7.5');

    const blank = page.getByLabel('Amount (blank allowed)');
    await blank.fill('3');
    await expect(valueOf(page, 'amount-blank')).toHaveText('3');
    await blank.fill('');
    await blank.blur();
    await expect(valueOf(page, 'amount-blank')).toHaveText('null');
  });

  test('the amount input uses a decimal comma in Norwegian', async ({ page }) => {
    await page.getByText('NB', { exact: true }).filter({ visible: true }).click();
    await expect(page.getByRole('heading', { name: 'Testside: UI-sett' })).toBeVisible();

    const amount = page.getByLabel('Beløp (tom)');
    await amount.fill('1 234,5');
    await expect(valueOf(page, 'amount')).toHaveText('1234.5');
    await amount.blur();
    await expect(amount).toHaveValue('1234,5');

    // The numpad key gives the comma even though the key produces a point.
    await amount.fill('12');
    await amount.press('NumpadDecimal');
    await amount.pressSequentially('5');
    await expect(amount).toHaveValue('12,5');
    await expect(valueOf(page, 'amount')).toHaveText('12.5');

    // A filled amount is shown with the comma too.
    await expect(page.getByLabel('Beløp (utfylt)')).toHaveValue('1234,50');

    await page.getByText('EN', { exact: true }).filter({ visible: true }).click();
    await expect(page.getByLabel('Amount (filled)')).toHaveValue('1234.50');
  });

  test('the date input pads partial dates, takes compact ones and refuses impossible ones', async ({ page }) => {
    const date = page.getByLabel('Date (empty)');
    await date.fill('2024-1-5');
    await date.blur();
    await expect(date).toHaveValue('2024-01-05');
    await expect(valueOf(page, 'date')).toHaveText('2024-01-05');

    await date.fill('20240229');
    await date.blur();
    await expect(date).toHaveValue('2024-02-29');
    await expect(valueOf(page, 'date')).toHaveText('2024-02-29');

    await date.fill('2024-02-30');
    await date.blur();
    await expect(date).toHaveValue('2024-02-30');
    await expect(valueOf(page, 'date')).toHaveText('null');
    await expect(page.getByText('Must be a date')).toBeVisible();
  });

  test('the time input takes two digits per field, clears what is out of range and pads', async ({ page }) => {
    const time = page.getByRole('group', { name: 'Time (empty)', exact: true });
    const hours = time.getByLabel('Hours');
    const minutes = time.getByLabel('Minutes');

    await hours.fill('25');
    await expect(hours).toHaveValue('');
    await hours.fill('7');
    await minutes.fill('5');
    await minutes.blur();
    await expect(hours).toHaveValue('07');
    await expect(minutes).toHaveValue('05');
    await expect(valueOf(page, 'time')).toHaveText('07:05');

    await minutes.fill('60');
    await expect(minutes).toHaveValue('');
    await expect(valueOf(page, 'time')).toHaveText('null');

    // Two digits move on to the next field.
    await hours.click();
    await page.keyboard.type('2359');
    await expect(valueOf(page, 'time')).toHaveText('23:59');
  });

  test('the date-time input refuses a year before 1900 and Backspace empties it', async ({ page }) => {
    const dateTime = page.getByRole('group', { name: 'Date and time (empty)', exact: true });
    const date = dateTime.getByLabel('Date');
    await date.fill('2024-03-15');
    await dateTime.getByLabel('Hours').fill('14');
    await dateTime.getByLabel('Minutes').fill('30');
    await expect(valueOf(page, 'datetime')).toHaveText(/^2024-03-1[45]T\d{2}:30:00Z$/);
    const before = await valueOf(page, 'datetime').textContent();

    await date.fill('1899-12-31');
    await date.blur();
    await expect(page.getByText('The year must be 1900 or later')).toBeVisible();
    await expect(date).toHaveValue('2024-03-15');
    await expect(valueOf(page, 'datetime')).toHaveText(before ?? '');

    await date.selectText();
    await date.press('Backspace');
    await expect(date).toHaveValue('');
    await expect(valueOf(page, 'datetime')).toHaveText('null');

    // Without a previous value a rejected year gives today.
    await date.fill('1800-01-01');
    await date.blur();
    await expect(date).toHaveValue(localDate(new Date()));
  });

  test('the autocomplete lists nothing below three characters and filters by containment', async ({ page }) => {
    const city = page.getByLabel('City (empty)');
    await city.fill('be');
    await expect(page.getByText('Type at least 3 characters').filter({ visible: true })).toBeVisible();
    await city.fill('BER');
    await page.getByRole('option', { name: 'Bergen' }).click();
    await expect(valueOf(page, 'autocomplete-local')).toHaveText('Bergen');

    const company = page.getByLabel('Company (must choose)');
    await company.fill('bergen');
    await expect(page.getByTestId('autocomplete-server-loaded')).toHaveText('Loaded 20 of 50 matches');
    await page
      .getByRole('listbox')
      .filter({ visible: true })
      .evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await expect(page.getByTestId('autocomplete-server-loaded')).toHaveText('Loaded 40 of 50 matches');

    // Text that was not chosen from a server-backed list is cleared.
    await company.fill('no such company');
    await company.blur();
    await expect(company).toHaveValue('');
    await expect(valueOf(page, 'autocomplete-server')).toHaveText('null');
  });

  test('the upload refuses a file type that is not allowed and clears the selection', async ({ page }) => {
    const input = page.getByLabel('Attachments', { exact: true });
    await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(page.getByText('Invalid file type. Allowed: pdf, csv, tiff, png, jpg')).toBeVisible();
    await expect(input).toHaveJSProperty('value', '');
    await expect(valueOf(page, 'upload')).toHaveText('[]');
  });

  test('the upload refuses two 8 MB files, above 15 MB in total', async ({ page }) => {
    // Megabytes of files travel to the browser slowly through the devtools protocol.
    test.setTimeout(90_000);
    const input = page.getByLabel('Attachments', { exact: true });
    await input.setInputFiles([pdf('first.pdf', 8 * MB), pdf('second.pdf', 8 * MB)]);
    await expect(page.getByText('The files are too large: at most 15.0 MB, now 16.0 MB')).toBeVisible();
    await expect(valueOf(page, 'upload')).toHaveText('[]');
    await expect(input).toHaveJSProperty('value', '');
  });

  test('the upload counts stored attachments towards the total, except those removed', async ({ page }) => {
    test.setTimeout(90_000);
    const besideStored = page.getByLabel('Attachments beside 10 MB already stored', { exact: true });
    await besideStored.setInputFiles(pdf('six.pdf', 6 * MB));
    await expect(page.getByText('The files are too large: at most 15.0 MB, now 16.0 MB')).toBeVisible();

    // Once the stored one is marked for removal, the new file fits.
    await page.getByRole('button', { name: 'Remove arkiv-2023.pdf' }).click();
    await besideStored.setInputFiles(pdf('six.pdf', 6 * MB));
    await expect(valueOf(page, 'upload-stored')).toContainText('"fileName":"six.pdf"');
    await expect(valueOf(page, 'upload-stored')).toContainText('"_destroy":true');
  });

  test('the upload sends allowed files and lists them with their size', async ({ page }) => {
    const input = page.getByLabel('Attachments', { exact: true });
    await input.setInputFiles([
      pdf('faktura.pdf', 1023 * 1024),
      { name: 'lonn.csv', mimeType: 'text/csv', buffer: Buffer.from('navn;beløp\nKari;1000\n') },
    ]);
    await expect(page.getByText('Uploading…')).toBeVisible();
    await expect(page.getByRole('link', { name: 'faktura.pdf' })).toBeVisible();
    await expect(page.getByText('1023.0 KB').first()).toBeVisible();
    await expect(valueOf(page, 'upload')).toContainText('"fileName":"lonn.csv"');
  });
});
