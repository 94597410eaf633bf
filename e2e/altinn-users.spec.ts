import { expect, test, type Page } from '@playwright/test';
import { registerConfirmedUser } from './support/accounts';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { osloDate } from './support/dates';
import { graphql } from './support/graphql';
import { freshOrganizationNumber, syntheticDNumber } from './support/identity';
import { NORWEGIAN_BROWSER, uniqueSuffix } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

/** Next year's cards from December (the service issues them then), this year's otherwise: the page's default. */
const today = osloDate();
const YEAR = Number(today.slice(0, 4)) + (today.slice(5, 7) === '12' ? 1 : 0);

/**
 * A company of its own, so the spec sees its system user NOT_REQUESTED whatever other specs did on the server
 * (the demo staffing company's is approved by the seed): a new user who creates a company with a fresh organisation
 * number, and two employees with work relations — one the simulated Tax Administration has a table card for (an
 * individual number ending in 2), one it has none for (ending in 9).
 */
async function companyWithEmployees(page: Page): Promise<{ company: string }> {
  const user = await registerConfirmedUser(page.request, { firstName: 'Sigrid', lastName: 'Systembruker' });
  await page.goto('/login');
  await page.getByLabel('E-post', { exact: true }).fill(user.email);
  await page.getByLabel('Passord', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Kom i gang med firmaet ditt')).toBeVisible();

  const company = `Systembruker ${uniqueSuffix()} AS`;
  const organizationNumber = freshOrganizationNumber();
  const { createUnit } = await graphql<{ createUnit: { id: string } }>(
    page,
    'mutation ($input: CreateUnitInput!) { createUnit(input: $input) { id } }',
    {
      input: {
        isCompany: true,
        name: company,
        address: 'Strandgaten 10',
        zip: '5013',
        city: 'Bergen',
        identities: [{ type: 'ORGANIZATION_NUMBER', value: organizationNumber }],
      },
    },
  );
  await page.evaluate((unitId) => localStorage.setItem('fjord.unitId', unitId), createUnit.id);
  await page.reload();
  await expect(page.getByText(`Du jobber i ${company}`)).toBeVisible();

  const { createSubUnit } = await graphql<{ createSubUnit: { id: string } }>(
    page,
    'mutation ($input: SubUnitInput!) { createSubUnit(input: $input) { id } }',
    { input: { name: 'Avdeling Bergen', organizationNumber: freshOrganizationNumber(), municipalityNumber: '4601' } },
  );
  for (const [lastName, kind] of [
    ['Tabell', 2],
    ['Utenkort', 9],
  ] as const) {
    const person = syntheticDNumber(kind);
    const { createEmployee } = await graphql<{ createEmployee: { id: string } }>(
      page,
      'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { id } }',
      {
        input: {
          firstName: 'Ansatt',
          lastName,
          address: 'Strandgaten 10',
          zip: '5013',
          city: 'Bergen',
          birthDate: person.birthDate,
          socialSecurityNumber: person.number,
        },
      },
    );
    await graphql(
      page,
      'mutation ($employeeId: ID!, $input: WorkRelationInput!) { createWorkRelation(employeeId: $employeeId, input: $input) { id } }',
      {
        employeeId: createEmployee.id,
        input: {
          subUnitId: createSubUnit.id,
          occupationCode: '2512101',
          startDate: `${YEAR - 1}-01-01`,
          shiftType: 'ikkeSkift',
          employmentType: 'ordinaertArbeidsforhold',
          durationType: 'fast',
          employmentPercentage: '100',
        },
      },
    );
  }
  return { company };
}

test('systembruker: be om godkjenning, godkjenn i (simulert) Altinn, og hent skattekort for alle', async ({ page }) => {
  // A company of its own, the approval in another tab, the cards fetched in the background, and four axe checks.
  test.slow();
  await companyWithEmployees(page);

  await page.goto('/company-settings/altinn-users');
  const section = page.getByRole('region', { name: 'Systembruker for a-melding og skattekort' });
  await expect(section.getByText('Ikke bedt om', { exact: true })).toBeVisible();
  await expect(section.getByRole('list', { name: 'Dette må firmaet gjøre' })).toBeVisible();
  await expectAccessible(page);

  await section.getByRole('button', { name: 'Be om godkjenning' }).click();
  await expect(section.getByText('Venter på godkjenning', { exact: true })).toBeVisible();
  await expect(section.getByText(/Forespurt .* av Sigrid Systembruker/)).toBeVisible();
  const link = section.getByRole('link', { name: /Åpne godkjenningen i Altinn/ });
  await expect(link).toHaveAttribute('target', '_blank');

  // The company's administrator approves in (the simulated) Altinn, in a tab of its own.
  const [altinn] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(
    altinn.getByRole('heading', { name: 'Altinn (simulert) — Godkjenn systembruker', level: 1 }),
  ).toBeVisible();
  await expect(altinn.getByText('Innrapportering av a-melding')).toBeVisible();
  await expect(altinn.getByText('Skattekort til arbeidsgiver')).toBeVisible();
  await expectAccessible(altinn);
  await altinn.getByRole('button', { name: 'Godkjenn' }).click();
  await expect(altinn.getByRole('status')).toContainText('Systembrukeren er godkjent');
  await altinn.close();

  await section.getByRole('button', { name: 'Sjekk status' }).click();
  await expect(section.getByText('Godkjent', { exact: true })).toBeVisible();
  await expect(section.getByText(/^Godkjent siden /)).toBeVisible();
  await expect(section.getByRole('button')).toHaveCount(0);

  // With the system user approved, the year's cards of everyone.
  await page.goto('/employees');
  const requests = page.getByRole('region', { name: 'Skattekort fra Skatteetaten' });
  await expect(requests.getByText('Det er ikke hentet skattekort for alle ennå')).toBeVisible();
  await requests.getByRole('button', { name: 'Hent skattekort for alle' }).click();
  const question = page.getByRole('dialog', { name: `Hente skattekortene for ${YEAR}?` });
  await expect(question).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  await question.getByRole('button', { name: 'Hent skattekort' }).click();
  await expect(page.getByText(`Skattekortene for ${YEAR} hentes`)).toBeVisible();

  const row = requests.getByRole('row', { name: new RegExp(`${YEAR}`) });
  await expect(row.getByText('Hentet', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Sigrid Systembruker');
  await row.getByRole('button', { name: /^Vis forespørselen for / }).click();
  const dialog = page.getByRole('dialog', { name: `Skattekort for ${YEAR}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Svarene er lagt inn: 1 ansatt har nytt eller endret kort.')).toBeVisible();
  const results = dialog.getByRole('table', { name: `Resultater for ${YEAR}` });
  const found = results.getByRole('row', { name: /Ansatt Tabell/ });
  await expect(found).toContainText('Skattekort funnet');
  await expect(found).toContainText(/Tabell 8\d{3}, \d+ %/);
  await expect(found).toContainText('Nytt kort');
  const none = results.getByRole('row', { name: /Ansatt Utenkort/ });
  await expect(none).toContainText('Ingen skattekort');
  await expect(none).toContainText('Ingen kort, beholdt som før');
  await expectAccessible(page, OPEN_DIALOG);
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await expect(dialog).toBeHidden();

  // Done with it: archived, the request leaves the list (the cards stay).
  await row.getByRole('button', { name: /^Arkiver: forespørselen for / }).click();
  const archive = page.getByRole('dialog', { name: 'Arkiver forespørselen' });
  await expect(archive).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  await archive.getByRole('button', { name: 'Arkiver' }).click();
  await expect(requests.getByText('Det er ikke hentet skattekort for alle ennå')).toBeVisible();
});
