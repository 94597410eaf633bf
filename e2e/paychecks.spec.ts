import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { osloDate } from './support/dates';
import { graphql } from './support/graphql';
import { syntheticDNumber } from './support/identity';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';
import { DEMO_COMPANIES } from './support/users';
// The server's tests read PDFs back the same way.
import { pdfText } from '../packages/server/src/test/pdf-text';

test.use({ storageState: NORWEGIAN_BROWSER });

type Period = { id: string; name: string; month: number; isLocked: boolean; standing: string };

/**
 * The period this run pays: the first of this month and the next that is not locked (the demo has locked
 * every month whose pay day has come). Next year's periods are opened when the next month is January.
 */
async function openPeriod(page: Page): Promise<Period> {
  const year = Number(osloDate().slice(0, 4));
  const fields = 'id name month isLocked standing';
  const { paycheckPeriods } = await graphql<{ paycheckPeriods: Period[] }>(
    page,
    `query ($year: Int!) { paycheckPeriods(year: $year) { ${fields} } }`,
    { year },
  );
  const { createPaycheckPeriods } = await graphql<{ createPaycheckPeriods: Period[] }>(
    page,
    `mutation ($year: Int!) { createPaycheckPeriods(year: $year) { ${fields} } }`,
    { year: year + 1 },
  );
  const period = [...paycheckPeriods, ...createPaycheckPeriods].find(
    (candidate) => candidate.standing === 'CURRENT' && !candidate.isLocked,
  );
  expect(period, 'an open period this month or next').toBeDefined();
  return period!;
}

/**
 * A new employee of the staffing company, paid 41 000 a month by the work relation's template, with a
 * table card and an account: the run makes at least this paycheck, whatever earlier runs left.
 */
async function newEmployee(page: Page): Promise<string> {
  const lastName = `Lønnstest-${uniqueSuffix()}`;
  const person = syntheticDNumber();
  const { createEmployee } = await graphql<{ createEmployee: { id: string } }>(
    page,
    'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { id } }',
    {
      input: {
        firstName: 'Siri',
        lastName,
        email: `siri.${lastName.toLowerCase()}@example.no`,
        address: 'Strandkaien 4',
        zip: '5013',
        city: 'Bergen',
        birthDate: person.birthDate,
        socialSecurityNumber: person.number,
        bban: '12540523418',
      },
    },
  );
  const year = Number(osloDate().slice(0, 4));
  for (const calendarYear of [year, year + 1])
    await graphql(
      page,
      'mutation ($employeeId: ID!, $input: EmployeeTaxCardInput!) { createEmployeeTaxCard(employeeId: $employeeId, input: $input) { id } }',
      {
        employeeId: createEmployee.id,
        input: { calendarYear, taxDeductionMethod: 'MAIN_EMPLOYER_TABLE', taxTable: '8010', taxPercentage: '40' },
      },
    );
  const { subUnits } = await graphql<{ subUnits: { items: { id: string }[] } }>(
    page,
    '{ subUnits(limit: 1) { items { id } } }',
  );
  const { createWorkRelation } = await graphql<{ createWorkRelation: { id: string } }>(
    page,
    'mutation ($employeeId: ID!, $input: WorkRelationInput!) { createWorkRelation(employeeId: $employeeId, input: $input) { id } }',
    {
      employeeId: createEmployee.id,
      input: {
        subUnitId: subUnits.items[0]!.id,
        occupationCode: '2512101',
        startDate: `${year}-01-01`,
        shiftType: 'ikkeSkift',
        employmentType: 'ordinaertArbeidsforhold',
        durationType: 'fast',
        employmentPercentage: '100',
        hoursEveryWeekWithFullEmployment: '37.5',
      },
    },
  );
  const { mainPaycheckLineTemplates } = await graphql<{ mainPaycheckLineTemplates: { items: { id: string }[] } }>(
    page,
    '{ mainPaycheckLineTemplates(filters: { payCode: fastloenn }) { items { id } } }',
  );
  await graphql(
    page,
    'mutation ($workRelationId: ID, $lines: [PaycheckTemplateLineInput!]!) { savePaycheckTemplate(workRelationId: $workRelationId, lines: $lines) { lines { id } } }',
    {
      workRelationId: createWorkRelation.id,
      lines: [{ mainTemplateId: mainPaycheckLineTemplates.items[0]!.id, quantity: '1', rate: '41000' }],
    },
  );
  return lastName;
}

test('lønn: kjør måneden for bemanningsfirmaet, lås alle, åpne en lønnsslipp som PDF og last ned betalingsfilen', async ({
  page,
}) => {
  test.slow();
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  const period = await openPeriod(page);
  const lastName = await newEmployee(page);

  await page.goto(`/paychecks?periodId=${period.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Kjør måneden' }).click();
  const runDialog = page.getByRole('dialog', { name: `Kjør ${period.name}?` });
  await expect(runDialog).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  await runDialog.getByRole('button', { name: 'Kjør måneden' }).click();

  const doneDialog = page.getByRole('dialog', { name: `${period.name} er kjørt` });
  await expect(doneDialog).toBeVisible();
  await expect(doneDialog).toContainText(/[1-9]\d* nye lønnsslipper/);
  await doneDialog.getByRole('button', { name: 'Lås alle' }).click();

  // Locking goes in batches with a progress bar; a deduction below the card's is confirmed.
  const progress = page.getByRole('dialog', { name: `Låser lønnsslipper i ${period.name}` });
  await expect(progress).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  const tooLow = page.getByRole('dialog', { name: 'Lavt forskuddstrekk' });
  const finished = progress.getByText(/Ferdig: \d+ av \d+ låst/);
  await expect(tooLow.or(finished)).toBeVisible({ timeout: 60_000 });
  if (await tooLow.isVisible()) await tooLow.getByRole('button', { name: 'Lås likevel' }).click();
  await expect(finished).toBeVisible({ timeout: 60_000 });
  await progress.getByRole('button', { name: 'Lukk', exact: true }).last().click();

  // The new employee's paycheck is locked, 41 000 gross by table 8010.
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText('Låst');
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Lønnsslipp \S+$/ })).toBeVisible();
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Lønnsslipp ', '').trim();

  // Its period is open, so the day it was actually paid can still be changed.
  await page.getByRole('button', { name: 'Endre utbetalingsdato' }).click();
  const paidDate = page.getByRole('dialog', { name: 'Endre utbetalingsdato' });
  await expect(paidDate).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  await paidDate.getByRole('button', { name: 'Avbryt' }).click();
  await expect(paidDate).toBeHidden();

  const payslip = page.waitForResponse((response) => /\/pdf\/paychecks\/[^/?]+/.test(response.url()));
  await page.getByRole('link', { name: 'Last ned PDF' }).click();
  await expect(page).toHaveURL(/\/paychecks\/[^/]+\/pdf$/);
  const response = await payslip;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The same PDF through the route, as the app asks for it (the page's CSP keeps blob: out of fetch).
  const paycheckId = /\/paychecks\/([^/]+)\/pdf/.exec(page.url())![1]!;
  const shownBytes = await page.evaluate(async (id) => {
    const headers = {
      authorization: `Bearer ${localStorage.getItem('fjord.token')}`,
      'x-unit-id': localStorage.getItem('fjord.unitId') ?? '',
    };
    const answer = await fetch(`/pdf/paychecks/${id}`, { headers });
    return [...new Uint8Array(await answer.arrayBuffer())];
  }, paycheckId);
  const text = await pdfText(Buffer.from(shownBytes));
  expect(text).toContain('Lønnsslipp');
  expect(text).toContain(`Siri ${lastName}`);
  expect(text).toMatch(/41\s000,00/);
  await expect(page.getByTitle(`Lønnsslipp ${number}`)).toBeVisible();
  await expectAccessible(page);

  // The pay date's bank file, from the period's pay dates.
  await page.goto('/paycheck-periods');
  const periodRow = page.getByRole('row').filter({ hasText: period.name });
  await periodRow.getByRole('button', { name: 'Vis detaljer' }).click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Last ned betalingsfil for / })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Lonn-\d{4}-\d{2}-\d{2}\.xml$/);
  const xml = fs.readFileSync((await file.path())!, 'utf8');
  expect(xml).toContain('<Cd>SALA</Cd>');
  expect(xml).toContain(`LONN-${number}`);
});
