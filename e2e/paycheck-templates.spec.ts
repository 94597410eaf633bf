import { expect, test, type Page } from '@playwright/test';
import { DEMO_COMPANIES } from './support/users';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';

test.use({ storageState: NORWEGIAN_BROWSER });

/** Asks the API as the signed-in user (the stored session), for ids the pages are reached by. */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('fjord.token')}`,
          'x-unit-id': localStorage.getItem('fjord.unitId') ?? '',
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()).data;
    },
    { query, variables },
  );
}

test('lønnsarter: standardsettet vises, og en ny lønnsart opprettes og endres', async ({ page }) => {
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/application-settings/paycheck-template');
  await expect(page.getByRole('heading', { name: 'Lønnsarter' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Fastlønn/ }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Feriepenger/ }).first()).toBeVisible();

  const suffix = uniqueSuffix();
  const number = String(7000 + (parseInt(suffix, 36) % 2000));
  const description = `Skifttillegg ${suffix}`;
  await page.getByRole('button', { name: 'Ny lønnsart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny lønnsart' });
  await dialog.getByLabel('Nummer').fill(number);
  await dialog.getByRole('textbox', { name: 'Beskrivelse', exact: true }).fill(description);
  await dialog.getByRole('combobox', { name: 'Fordel' }).click();
  await page.getByRole('option', { name: 'Kontantytelse' }).click();
  await dialog.getByRole('combobox', { name: 'Lønnsbeskrivelse (a-melding)' }).fill('Faste till');
  await page
    .getByRole('option', { name: /Faste tillegg/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(description) });
  await expect(row).toContainText(number);
  await row.getByRole('button', { name: new RegExp(`Rediger .*${description}`) }).click();
  const edit = page.getByRole('dialog', { name: 'Rediger lønnsart' });
  await edit.getByRole('textbox', { name: 'Beskrivelse', exact: true }).fill(`${description} kveld`);
  await edit.getByRole('button', { name: 'Lagre' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`${description} kveld`) })).toBeVisible();
});

test('firmaets lønnsmal: legg til en linje og lagre', async ({ page }) => {
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/company-paycheck-template');
  await expect(page.getByRole('heading', { name: 'Firmaets lønnsmal' })).toBeVisible();
  // The lines are there once the add button is (the template has loaded).
  await expect(page.getByRole('button', { name: 'Legg til linje' })).toBeVisible();
  const before = await page.getByRole('combobox', { name: /^Lønnsart på linje/ }).count();
  await page.getByRole('button', { name: 'Legg til linje' }).click();
  const number = before + 1;
  await page.getByRole('combobox', { name: `Lønnsart på linje ${number}` }).click();
  await page.getByRole('option', { name: '130 Bonus' }).click();
  const description = `Sommerbonus ${uniqueSuffix()}`;
  await page.getByRole('textbox', { name: `Beskrivelse på linje ${number}` }).fill(description);
  await page.getByRole('textbox', { name: `Beløp på linje ${number}` }).fill('2500');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Lønnsmalen er lagret')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: `Beskrivelse på linje ${number}` })).toHaveValue(description);
});

test('forenklet lønnsmal: endre lønnen i et arbeidsforhold fra demoen', async ({ page }) => {
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  const { employees } = await graphql<{ employees: { items: { id: string }[] } }>(
    page,
    '{ employees(limit: 50) { items { id } } }',
  );
  let relationId: string | undefined;
  for (const employee of employees.items) {
    const { workRelations } = await graphql<{ workRelations: { id: string }[] }>(
      page,
      'query ($id: ID!) { workRelations(employeeId: $id) { id } }',
      { id: employee.id },
    );
    for (const relation of workRelations) {
      const { paycheckTemplate } = await graphql<{
        paycheckTemplate: { lines: { mainTemplate: { number: number } }[] };
      }>(page, 'query ($id: ID) { paycheckTemplate(workRelationId: $id) { lines { mainTemplate { number } } } }', {
        id: relation.id,
      });
      if (paycheckTemplate.lines.some((line) => line.mainTemplate.number === 100)) relationId = relation.id;
      if (relationId) break;
    }
    if (relationId) break;
  }
  expect(relationId, 'a demo work relation with a Fastlønn line').toBeDefined();

  await page.goto(`/work-relation/${relationId}/simplified-paycheck-template`);
  await expect(page.getByRole('heading', { name: 'Lønn', exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: /100 Fastlønn/ });
  const rate = row.getByRole('textbox', { name: /^Sats på linje/ });
  const salary = String(50000 + (parseInt(uniqueSuffix(), 36) % 9000));
  await rate.fill(salary);
  await expect(row.getByLabel(/^Beløp på linje/)).toContainText(salary.slice(0, 2));
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Lønnsmalen er lagret')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('row', { name: /100 Fastlønn/ }).getByRole('textbox', { name: /^Sats på linje/ }),
  ).toHaveValue(new RegExp(`^${salary.slice(0, 2)}\\s?${salary.slice(2)},00$`));
});
