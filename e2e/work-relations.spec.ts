import { expect, test, type Page } from '@playwright/test';
import { NORWEGIAN_BROWSER, signInNorwegian, uniqueSuffix } from './support/norwegian';
import { DEMO_COMPANIES } from './support/users';

test.use({ storageState: NORWEGIAN_BROWSER });

/** The demo employee's page, its "Arbeidsforhold" section. */
async function openEmployee(page: Page, name: string) {
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  await page.goto('/employees');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  return page.getByRole('region', { name: 'Arbeidsforhold' });
}

async function choose(scope: ReturnType<Page['getByRole']>, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('arbeidsforhold: nytt arbeidsforhold med en permittering vises med permitteringen', async ({ page }) => {
  const section = await openEmployee(page, 'Aleksander Dahl');
  const cards = section.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  const description = `Ordremangel ${uniqueSuffix()}`;

  await section.getByRole('button', { name: 'Nytt arbeidsforhold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt arbeidsforhold' });
  // Prefilled from the unit's default work relation.
  await expect(dialog.getByRole('combobox', { name: 'Arbeidsforholdstype' })).toHaveValue('Ordinært arbeidsforhold');
  await dialog.getByRole('textbox', { name: 'Startdato', exact: true }).fill('2025-01-01');
  await dialog.getByRole('textbox', { name: 'Stillingsprosent', exact: true }).fill('80');
  await dialog.getByRole('button', { name: 'Legg til permisjon eller permittering' }).click();
  const leave = dialog.getByRole('group', { name: 'Permisjon 1' });
  await choose(leave, page, 'Type', 'Permittering');
  await leave.getByRole('textbox', { name: 'Fra', exact: true }).fill('2025-03-01');
  await leave.getByRole('textbox', { name: 'Til', exact: true }).fill('2025-04-30');
  await leave.getByRole('textbox', { name: 'Prosent', exact: true }).fill('50');
  await leave.getByRole('textbox', { name: 'Beskrivelse', exact: true }).fill(description);
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();

  await expect(cards).toHaveCount(before + 1);
  const line = section.getByText(description);
  await expect(line).toContainText('Permittering 50 %, 2025-03-01 – 2025-04-30');
  const card = section.getByRole('article').filter({ hasText: description });
  await expect(card).toContainText('2025-01-01 – · 80 % · Ordinært arbeidsforhold');
  await expect(card.getByRole('link', { name: 'Lønnsmal', exact: true })).toBeVisible();
});

test('arbeidsforhold: et avsluttet arbeidsforhold med åpen permisjon gir regelmeldingen og lagres ikke', async ({
  page,
}) => {
  const section = await openEmployee(page, 'Jonas Nilsen');
  const cards = section.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();

  await section.getByRole('button', { name: 'Nytt arbeidsforhold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt arbeidsforhold' });
  await dialog.getByRole('textbox', { name: 'Startdato', exact: true }).fill('2020-01-01');
  await dialog.getByRole('textbox', { name: 'Sluttdato', exact: true }).fill('2021-12-31');
  await choose(dialog, page, 'Sluttårsak', 'Arbeidstaker har sagt opp selv');
  await dialog.getByRole('button', { name: 'Legg til permisjon eller permittering' }).click();
  const leave = dialog.getByRole('group', { name: 'Permisjon 1' });
  await choose(leave, page, 'Type', 'Permittering');
  await leave.getByRole('textbox', { name: 'Fra', exact: true }).fill('2021-06-01');
  await leave.getByRole('textbox', { name: 'Til', exact: true }).fill('2022-03-31');
  await dialog.getByRole('button', { name: 'Lagre' }).click();

  await expect(
    dialog.getByText(
      'Arbeidsforholdet er avsluttet: en permisjon eller permittering kan ikke vare etter sluttdatoen (2021-12-31)',
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await page.getByRole('button', { name: 'Forkast' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(section.getByRole('article').first()).toBeVisible();
  await expect(section.getByRole('article')).toHaveCount(before);
});
