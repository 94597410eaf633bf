import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { osloDate } from './support/dates';
import { graphql } from './support/graphql';
import { NORWEGIAN_BROWSER, signInNorwegian } from './support/norwegian';
import { DEMO_COMPANIES } from './support/users';
// The server's tests read PDFs back the same way.
import { pdfText } from '../packages/server/src/test/pdf-text';

test.use({ storageState: NORWEGIAN_BROWSER });

/**
 * The payroll reports of the staffing company, whose demo has locked paychecks for every month of this
 * year up to today (and none before it, so the yearly statements are this year's).
 */
test('lønnsrapporter: oversikten, lønnsoversikten med graf og CSV, en årsoppgave som PDF, og send alle årsoppgaver', async ({
  page,
}) => {
  test.slow();
  const year = Number(osloDate().slice(0, 4));
  await signInNorwegian(page, DEMO_COMPANIES.staff);

  await page.goto('/paycheck-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Lønnsrapporter' })).toBeVisible();
  await expect(page.getByText(/Feriepengene hver ansatt tjente opp/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Lønnsoversikt' }).click();

  // This year by default, with pay and tax by month as a chart and the months as a table.
  await expect(page).toHaveURL(/\/paycheck-reports\/paychecks-summary-report$/);
  const table = page.getByRole('table', { name: `Lønnsoversikt ${year}` });
  await expect(table).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('table-totals')).toContainText('Sum');
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksporter CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`lonnsoversikt-${year}.csv`);
  const csv = fs.readFileSync((await file.path())!);
  // UTF-8 with a byte order mark, semicolons, a decimal comma, the totals last.
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Måned;Lønnsslipper;Bruttolønn;Forskuddstrekk;Grunnlag arbeidsgiveravgift;Arbeidsgiveravgift;Trekk og forskudd;Netto utbetalt',
  );
  expect(lines).toHaveLength(14);
  expect(lines[1]).toMatch(/^Januar \d{4};\d+;\d+,\d{2};/);
  expect(lines.at(-1)).toMatch(/^Sum;\d+;\d+,\d{2};/);

  // An employee's yearly statement of this year as PDF.
  const { yearlyReports } = await graphql<{ yearlyReports: { employeeName: string; email: string | null }[] }>(
    page,
    'query ($year: Int!) { yearlyReports(year: $year) { employeeName email } }',
    { year },
  );
  expect(yearlyReports.length).toBeGreaterThan(0);
  await page.goto(`/paycheck-reports/yearly-report-for-employee?year=${year}`);
  const list = page.getByRole('table', { name: `Årsoppgaver ${year}` });
  await expect(list).toBeVisible();
  const name = yearlyReports[0]!.employeeName;
  const pdf = page.waitForResponse((response) => response.url().includes('/pdf/paycheck-reports/yearly/'));
  await list.getByRole('link', { name: `Åpne årsoppgaven til ${name} som PDF` }).click();
  await expect(page).toHaveURL(/\/paycheck-reports\/yearly-report-for-employee\/pdf\?year=\d{4}&workRelationId=/);
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The same PDF through the route, as the app asks for it (the page's CSP keeps blob: out of fetch).
  const shownBytes = await page.evaluate(async (url) => {
    const headers = {
      authorization: `Bearer ${localStorage.getItem('fjord.token')}`,
      'x-unit-id': localStorage.getItem('fjord.unitId') ?? '',
    };
    return [...new Uint8Array(await (await fetch(url, { headers })).arrayBuffer())];
  }, response.url());
  const text = await pdfText(Buffer.from(shownBytes));
  expect(text).toContain(`Årsoppgave ${year}`);
  expect(text).toContain(name);
  expect(text).toContain('Forskuddstrekk');
  await expect(page.getByRole('heading', { level: 1, name: `Årsoppgave ${year}: ${name}` })).toBeVisible();
  await expect(page.getByTestId('yearly-report-pdf-viewer')).toBeVisible();
  await expectAccessible(page);

  // Send them all: a question first, then how many went.
  await page.getByRole('link', { name: 'Tilbake til årsoppgavene' }).click();
  await expect(list).toBeVisible();
  await page.getByRole('button', { name: 'Send alle på e-post' }).click();
  const question = page.getByRole('dialog', { name: `Sende årsoppgavene for ${year}?` });
  await expect(question).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  await question.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = yearlyReports.filter((row) => row.email).length;
  await expect(page.getByText(sent === 1 ? 'Én årsoppgave ble sendt.' : `${sent} årsoppgaver ble sendt.`)).toBeVisible({
    timeout: 60_000,
  });
});
