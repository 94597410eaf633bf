import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import axe from 'axe-core';
import { GraphQLError } from 'graphql';
import { AMELDING_ACTIONS_BY_STATUS, AMELDING_STATUSES, permissionsFor } from '@fjord/domain';
import type { AmeldingFieldsFragment } from '../../gql/graphql';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import AltinnReportPage, { AMELDING_POLL_MS } from './AltinnReportPage';
import {
  AmeldingDocument,
  ArchiveAmeldingDocument,
  CancelAmeldingDocument,
  FetchAmeldingFeedbackDocument,
  ResendAmeldingDocument,
} from './operations';
import { amelding, ameldingMock, ref } from './test-fixtures';

async function renderPage(message: AmeldingFieldsFragment, mocks: unknown[] = [], locale = 'nb') {
  await act(() => i18n.changeLanguage(locale));
  return renderWithProviders(
    <MockedProvider
      mocks={[currentUserMock(permissionsFor('owner'), locale), ameldingMock(message), ...(mocks as never[])]}
    >
      <AltinnReportPage />
    </MockedProvider>,
    { url: `/altinn-reports/${message.id}`, path: '/altinn-reports/:id' },
  );
}

const mutationMock = (query: unknown, result: object, id = 'am-1') => ({
  request: { query, variables: { id } },
  result,
});

afterEach(async () => {
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('a received a-melding', () => {
  it('sums up the message: month, meldingsId, status explained, deadline, sums, withholding by pay date, zones (nb)', async () => {
    await renderPage(amelding());
    expect(await screen.findByRole('heading', { level: 1, name: 'A-melding for Mai 2026' })).toBeTruthy();
    expect(screen.getByText(/Meldingen er mottatt og gjelder for måneden/)).toBeTruthy();
    expect(screen.getByText('FJ-2026-05-1')).toBeTruthy();
    expect(screen.getByText('Ola Lønn')).toBeTruthy();
    expect(screen.getByText('5. juni 2026')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Forskuddstrekk per utbetalingsdato' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Arbeidsgiveravgift per sone' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skatt og avgift for Mai 2026' }).getAttribute('href')).toBe(
      '/altinn-reports/taxes?month=2026-05',
    );
  });

  it('compares the service’s calculated sums with ours and flags a difference of a krone or more', async () => {
    // Our withholding in øre; the a-ordning's in whole kroner: the 40 øre are rounding.
    await renderPage(amelding({ withholding: '42000.40' }));
    const sums = await screen.findByRole('table', { name: 'Skatteetatens beregning' });
    const withholding = within(sums).getByRole('rowheader', { name: 'Forskuddstrekk' }).closest('tr')!;
    expect(within(withholding).getByText('-0,40')).toBeTruthy();
    expect(within(withholding).queryByText('Avvik')).toBeNull();
    const employerTax = within(sums).getByRole('rowheader', { name: 'Arbeidsgiveravgift' }).closest('tr')!;
    expect(within(employerTax).getByText('16 650,00')).toBeTruthy();
    expect(within(employerTax).getByText('16 700,00')).toBeTruthy();
    expect(within(employerTax).getByText('Avvik')).toBeTruthy();
    expect(within(employerTax).getByText('50,00')).toBeTruthy();
  });

  it('words the deviations, the most severe first, with where each is, and gives the payment information to copy', async () => {
    await renderPage(amelding());
    const deviations = await screen.findByRole('table', { name: 'Avvik' });
    const rows = within(deviations).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Må rettes straks')).toBeTruthy();
    expect(within(rows[0]!).getByText('Avgiftsgrunnlaget stemmer ikke')).toBeTruthy();
    expect(within(rows[0]!).getByText('Hele meldingen')).toBeTruthy();
    expect(within(rows[1]!).getByText('Retningslinje')).toBeTruthy();
    expect(within(rows[1]!).getByText('Arbeidsforholdet har ingen yrkeskode.')).toBeTruthy();
    expect(within(rows[1]!).getByText('Kari Nordmann, arbeidsforhold AF-12')).toBeTruthy();
    expect(screen.getByText('63450618537')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kopier Kontonummer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kopier KID for forskuddstrekk' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kopier KID for arbeidsgiveravgift' })).toBeTruthy();
    expect(screen.getByText('0974760673051264')).toBeTruthy();
  });

  it('shows the message as sent when asked', async () => {
    await renderPage(amelding());
    const toggle = await screen.findByRole('button', { name: 'Vis meldingen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/"kildesystem": "Fjord"/)).toBeTruthy();
  });
});

describe('the actions', () => {
  const BUTTONS = {
    CHECK_STATUS: 'Sjekk status',
    FETCH_FEEDBACK: 'Hent tilbakemelding',
    RESEND: 'Send på nytt',
    REPLACE: 'Erstatt',
    CANCEL: 'Annuller',
    ARCHIVE: 'Arkiver',
  } as const;

  it.each(AMELDING_STATUSES)('of a message %s are the ones the server lists for it', async (status) => {
    const actions = [...AMELDING_ACTIONS_BY_STATUS[status]];
    await renderPage(amelding({ status, actions, feedback: null }));
    await screen.findByRole('heading', { level: 1, name: 'A-melding for Mai 2026' });
    for (const [action, name] of Object.entries(BUTTONS)) {
      const shown = screen.queryByRole(action === 'REPLACE' ? 'link' : 'button', { name }) !== null;
      expect(shown, `${status}: ${action}`).toBe(actions.includes(action as keyof typeof BUTTONS));
    }
  });

  it('replace opens the new page for the month, replacing this message', async () => {
    await renderPage(amelding());
    expect((await screen.findByRole('link', { name: 'Erstatt' })).getAttribute('href')).toBe(
      '/altinn-reports/new?year=2026&month=5&ameldingToReplaceId=am-1',
    );
  });

  it('cancel asks, sends the cancellation and opens it', async () => {
    const cancellation = amelding({
      id: 'am-2',
      kind: 'CANCELLATION',
      status: 'PENDING',
      meldingsId: 'FJ-2026-05-2',
      replaces: ref(),
      feedback: null,
      actions: ['CHECK_STATUS'],
    });
    // The cancellation is pending, so its page asks again every few seconds.
    const { router } = await renderPage(amelding(), [
      mutationMock(CancelAmeldingDocument, { data: { cancelAmelding: cancellation } }),
      ameldingMock(amelding(), 5),
      ameldingMock(cancellation, 5),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Annuller' }));
    const question = await screen.findByRole('dialog', { name: 'Annullere a-meldingen for Mai 2026?' });
    expect(within(question).getByText(/erstatter melding FJ-2026-05-1 med ingenting/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/altinn-reports/am-2'));
    expect(await screen.findByText('Annulleringen for Mai 2026 er sendt')).toBeTruthy();
    expect(await screen.findByText('Annullerer melding')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FJ-2026-05-1' }).getAttribute('href')).toBe('/altinn-reports/am-1');
  });

  it('archive asks, and the message says it is archived', async () => {
    const archived = amelding({ archivedAt: '2026-07-01T10:00:00Z' });
    await renderPage(amelding(), [mutationMock(ArchiveAmeldingDocument, { data: { archiveAmelding: archived } })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Arkiver' }));
    const question = await screen.findByRole('dialog', { name: 'Arkivere a-meldingen for Mai 2026?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Arkiver' }));
    expect(await screen.findByText('A-meldingen for Mai 2026 er arkivert')).toBeTruthy();
    expect(await screen.findByText('Arkivert', { selector: '.mantine-Badge-label' })).toBeTruthy();
  });

  it('fetching the feedback shows it at once', async () => {
    const ready = amelding({ status: 'FEEDBACK_READY', feedback: null, actions: ['FETCH_FEEDBACK', 'CHECK_STATUS'] });
    await renderPage(ready, [
      mutationMock(FetchAmeldingFeedbackDocument, { data: { fetchAmeldingFeedback: amelding() } }),
    ]);
    expect(screen.queryByRole('table', { name: 'Avvik' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Hent tilbakemelding' }));
    expect(await screen.findByText('Tilbakemelding hentet: Mottatt')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Avvik' })).toBeTruthy();
  });

  it('a resend refused for an unapproved system user (invalid credentials) shows why and where to approve it', async () => {
    const failed = amelding({ status: 'FAILED_SENDING', feedback: null, actions: ['RESEND', 'ARCHIVE'] });
    const refusal = {
      errors: [
        new GraphQLError('Validation failed', {
          extensions: {
            code: 'VALIDATION',
            validations: [{ model: 'amelding', attribute: 'base', type: 'system_user_not_approved' }],
          },
        }),
      ],
    };
    await renderPage(failed, [mutationMock(ResendAmeldingDocument, refusal)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send på nytt' }));
    const alert = (await screen.findByText('Fjords systembruker er ikke godkjent')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(
      within(alert).getByRole('link', { name: 'Godkjenn Fjords systembruker i Altinn' }).getAttribute('href'),
    ).toBe('/company-settings/altinn-users');
  });
});

describe('the chain and the waiting', () => {
  it('links the message a replacement replaces and the one that replaced a message (en)', async () => {
    await renderPage(
      amelding({
        kind: 'REPLACEMENT',
        status: 'REPLACED',
        replaces: ref({ id: 'am-0', meldingsId: 'FJ-2026-05-0', status: 'REPLACED' }),
        replacedBy: ref({ id: 'am-9', meldingsId: 'FJ-2026-05-9', kind: 'REPLACEMENT' }),
        actions: ['ARCHIVE'],
      }),
      [],
      'en',
    );
    expect((await screen.findByRole('link', { name: 'FJ-2026-05-0' })).getAttribute('href')).toBe(
      '/altinn-reports/am-0',
    );
    expect(screen.getByText(/Replaces message/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FJ-2026-05-9' }).getAttribute('href')).toBe('/altinn-reports/am-9');
    expect(screen.getByText(/Replaced by message/)).toBeTruthy();
  });

  it('asks again while the message is pending, so its status moves without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = amelding({ status: 'PENDING', feedback: null, actions: ['CHECK_STATUS'] });
    const ready = amelding({ status: 'FEEDBACK_READY', feedback: null, actions: ['FETCH_FEEDBACK', 'CHECK_STATUS'] });
    await renderPage(pending, [
      { request: { query: AmeldingDocument, variables: { id: 'am-1' } }, result: { data: { amelding: ready } } },
    ]);
    expect(await screen.findByText(/Skatteetaten har tatt imot meldingen og kontrollerer den/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(AMELDING_POLL_MS + 100));
    expect(await screen.findByText(/Tilbakemeldingen er klar/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hent tilbakemelding' })).toBeTruthy();
  });

  it('passes axe-core’s checks (colour contrast is the e2e walk’s, in a real browser)', async () => {
    const { container } = await renderPage(amelding());
    fireEvent.click(await screen.findByRole('button', { name: 'Vis meldingen' }));
    await screen.findByRole('table', { name: 'Avvik' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }, 20_000); // axe takes its time on two shared cores
});
