import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, OPEN_DIALOG } from './support/axe';
import { osloDate } from './support/dates';
import { graphql } from './support/graphql';
import { NORWEGIAN_BROWSER, signInNorwegian } from './support/norwegian';
import { DEMO_COMPANIES } from './support/users';

test.use({ storageState: NORWEGIAN_BROWSER });

const YEAR = Number(osloDate().slice(0, 4));

type Month = { month: number; name: string; state: string };

/** The month the demo left to send: the seed reports every month with locked paychecks but the latest. */
async function monthToSend(page: Page): Promise<Month> {
  const { ameldingMonths } = await graphql<{ ameldingMonths: Month[] }>(
    page,
    'query ($year: Int!) { ameldingMonths(year: $year) { month name state } }',
    { year: YEAR },
  );
  const month = ameldingMonths.find((candidate) => ['NOT_REPORTED', 'OVERDUE'].includes(candidate.state));
  expect(month, 'a month with locked paychecks not yet reported').toBeDefined();
  return month!;
}

/** Sends the previewed message: the confirmation names the month, then the message's own page opens. */
async function sendPreviewed(page: Page, monthName: string): Promise<void> {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Sende a-meldingen for ${monthName}?` });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, OPEN_DIALOG);
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/altinn-reports\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `A-melding for ${monthName}` })).toBeVisible();
}

/**
 * Checks the status by hand until the simulated a-ordning has the feedback ready (a second or so after receipt;
 * the e2e servers' polling job waits longer, so the user does it), then fetches it: the message is received.
 */
async function fetchFeedback(page: Page, status: Locator): Promise<void> {
  const fetch = page.getByRole('button', { name: 'Hent tilbakemelding' });
  await expect(async () => {
    if (!(await fetch.isVisible())) {
      await page.getByRole('button', { name: 'Sjekk status' }).click();
      // The answer comes as a toast in the top right corner, over the page's buttons: a click closes it.
      await page.getByText(/^Status sjekket: /).click();
    }
    await expect(fetch).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await fetch.click();
  await page.getByText(/^Tilbakemelding hentet: /).click();
  await expect(status).toContainText('Mottatt');
  await expect(page.getByRole('heading', { name: 'Tilbakemelding' })).toBeVisible();
}

test('a-melding: send måneden, hent tilbakemeldingen med betalingsinformasjon, og erstatt meldingen', async ({
  page,
}) => {
  test.slow();
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  const month = await monthToSend(page);

  await page.goto(`/altinn-reports?year=${YEAR}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: `Send a-melding for ${month.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/altinn-reports/new\\?.*month=${month.month}`));
  // The preview: withholding per pay date and employer tax per zone, nothing stopping the send.
  await expect(page.getByRole('heading', { name: 'Forskuddstrekk per utbetalingsdato' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Arbeidsgiveravgift per sone' })).toBeVisible();
  await expect(page.getByText('Meldingen kan ikke sendes ennå')).toBeHidden();
  await expectAccessible(page);
  await sendPreviewed(page, month.name);

  const status = page.getByRole('main');
  await fetchFeedback(page, status);
  // What to pay and where: the account and a KID for each tax, from the feedback.
  await expect(page.getByText('KID for forskuddstrekk')).toBeVisible();
  await expect(page.getByText('KID for arbeidsgiveravgift')).toBeVisible();
  await expectAccessible(page);
  const original = page.url();

  // Replace it: the new message names the one it replaces, which is marked replaced once the new one is received.
  await page.getByRole('link', { name: 'Erstatt' }).click();
  await expect(page).toHaveURL(/\/altinn-reports\/new\?.*ameldingToReplaceId=/);
  await expect(page.getByText(/erstatter melding \S+ i sin helhet/)).toBeVisible();
  await sendPreviewed(page, month.name);
  await expect(page.getByText('Erstatter melding')).toBeVisible();
  await fetchFeedback(page, status);

  await page.goto(original);
  await expect(page.getByText('Erstattet av melding')).toBeVisible();
  await expect(page.getByText('Erstattet', { exact: true }).first()).toBeVisible();
  // A replaced message cannot be replaced again: only the latest of the chain.
  await expect(page.getByRole('link', { name: 'Erstatt' })).toBeHidden();
});

test('skatt og avgift: forhåndsvisningen av måneden viser arbeidsgiveravgift per sone og forskuddstrekk per utbetalingsdato', async ({
  page,
}) => {
  await signInNorwegian(page, DEMO_COMPANIES.staff);
  const month = `${YEAR}-${osloDate().slice(5, 7)}`;
  await page.goto(`/altinn-reports/taxes?month=${month}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Arbeidsgiveravgiften forfaller den 15\./)).toBeVisible();
  await expectAccessible(page);
});
