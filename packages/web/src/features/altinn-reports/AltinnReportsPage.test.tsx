import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import axe from 'axe-core';
import { permissionsFor } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import AltinnReportsPage from './AltinnReportsPage';
import { ameldingsMock, month, monthsMock, ref, row } from './test-fixtures';

const MONTHS = [
  month(1, { state: 'REPORTED', lockedPaychecks: 3, latest: ref({ id: 'am-jan', meldingsId: 'FJ-2026-01-1' }) }),
  month(2, { state: 'OVERDUE', lockedPaychecks: 3, unreportedPaychecks: 3 }),
  month(3, {
    state: 'SHOULD_REPORT',
    lockedPaychecks: 3,
    unreportedPaychecks: 1,
    latest: ref({ id: 'am-mar', meldingsId: 'FJ-2026-03-1' }),
  }),
  month(4, { state: 'WAITING', lockedPaychecks: 2, latest: ref({ id: 'am-apr', status: 'PENDING' }) }),
  month(5, { state: 'NOT_REPORTED', lockedPaychecks: 2, unreportedPaychecks: 2 }),
  month(6, { state: 'NOT_DUE' }),
];

const ROWS = [
  row({ id: 'am-apr', month: 4, period: '2026-04', status: 'PENDING', meldingsId: 'FJ-2026-04-1' }),
  row({ id: 'am-mar', month: 3, period: '2026-03', meldingsId: 'FJ-2026-03-1' }),
];

async function renderPage(options: { permissions?: Record<string, boolean>; extra?: unknown[]; url?: string } = {}) {
  const { permissions = permissionsFor('owner'), extra = [], url = '/altinn-reports?year=2026' } = options;
  await act(() => i18n.changeLanguage('nb'));
  return renderWithProviders(
    <MockedProvider
      mocks={[
        currentUserMock(permissions, 'nb'),
        monthsMock(MONTHS),
        ameldingsMock(ROWS, { year: 2026, archived: false, status: null }),
        ...(extra as never[]),
      ]}
    >
      <AltinnReportsPage />
    </MockedProvider>,
    { url, path: '/altinn-reports' },
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the a-melding list', () => {
  it('flags the months not reported, overdue first in an alert, with their deadlines and paycheck counts (nb)', async () => {
    await renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Én måned har passert fristen')).toBeTruthy();
    expect(within(alert).getByText(/A-meldingen for Februar 2026 er ikke sendt innen fristen/)).toBeTruthy();
    const months = await screen.findByRole('table', { name: 'Månedene i 2026' });
    const february = within(months).getByText('Februar 2026').closest('tr')!;
    expect(within(february).getByText('Forfalt')).toBeTruthy();
    expect(within(february).getByText('5. mars 2026')).toBeTruthy();
    expect(within(february).getByText('3 låst, 3 ikke rapportert')).toBeTruthy();
    const may = within(months).getByText('Mai 2026').closest('tr')!;
    expect(within(may).getByText('Ikke rapportert')).toBeTruthy();
    expect(within(months).getByText('Endret etter rapportering')).toBeTruthy();
    expect(within(months).getByText('Rapportert')).toBeTruthy();
  });

  it('links each month’s latest message, and sends the months that may be sent: a replacement for a changed one', async () => {
    await renderPage();
    const months = await screen.findByRole('table', { name: 'Månedene i 2026' });
    expect(
      within(months).getByRole('link', { name: 'Siste melding for April 2026: Sendt, venter på tilbakemelding' }),
    ).toHaveProperty('pathname', '/altinn-reports/am-apr');
    expect(within(months).getByRole('link', { name: 'Send a-melding for Februar 2026' }).getAttribute('href')).toBe(
      '/altinn-reports/new?year=2026&month=2',
    );
    expect(within(months).getByRole('link', { name: 'Send a-melding for Mai 2026' }).getAttribute('href')).toBe(
      '/altinn-reports/new?year=2026&month=5',
    );
    expect(within(months).getByRole('link', { name: 'Erstatt a-meldingen for Mars 2026' }).getAttribute('href')).toBe(
      '/altinn-reports/new?year=2026&month=3&ameldingToReplaceId=am-mar',
    );
    // Reported, waiting and future months offer nothing to send.
    expect(within(months).queryByRole('link', { name: /for Januar 2026$/ })).toBeNull();
    expect(within(months).queryByRole('link', { name: /Send a-melding for (April|Juni) 2026/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Forhåndsvisning av skatt og avgift' }).getAttribute('href')).toBe(
      '/altinn-reports/taxes',
    );
  });

  it('lists the year’s messages with their statuses in words, each opening its page', async () => {
    await renderPage();
    const messages = await screen.findByRole('table', { name: 'A-meldinger 2026' });
    const april = await within(messages).findByRole('link', { name: 'April 2026' });
    expect(april.getAttribute('href')).toBe('/altinn-reports/am-apr');
    expect(within(messages).getByText('Sendt, venter på tilbakemelding')).toBeTruthy();
    expect(within(messages).getByText('Mottatt')).toBeTruthy();
    expect(within(messages).getAllByText('42 000,00').length).toBe(2);
  });

  it('shows the archived messages only when asked, keeping the choice in the URL', async () => {
    const archived = row({
      id: 'am-old',
      month: 1,
      period: '2026-01',
      status: 'REPLACED',
      archivedAt: '2026-03-01T10:00:00Z',
    });
    const { router } = await renderPage({
      extra: [ameldingsMock([archived], { year: 2026, archived: true, status: null })],
    });
    const current = await screen.findByRole('table', { name: 'A-meldinger 2026' });
    await within(current).findByRole('link', { name: 'April 2026' });
    expect(within(current).queryByRole('link', { name: 'Januar 2026' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Vis arkiverte meldinger' }));
    const list = await screen.findByRole('table', { name: 'Arkiverte a-meldinger 2026' });
    expect(await within(list).findByRole('link', { name: 'Januar 2026' })).toBeTruthy();
    expect(within(list).getByText('Erstattet')).toBeTruthy();
    expect(router.state.location.search).toContain('archived=true');
  });

  it('offers neither sending nor a new message to a user who may only read salaries', async () => {
    await renderPage({ permissions: { ...permissionsFor('owner'), canSendAltinnPaycheckReports: false } });
    const months = await screen.findByRole('table', { name: 'Månedene i 2026' });
    await waitFor(() => expect(within(months).getByText('Februar 2026')).toBeTruthy());
    expect(within(months).queryByRole('link', { name: /^Send a-melding/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ny a-melding' })).toBeNull();
  });

  it('shows the year of the URL, and a new year replaces it there', async () => {
    const { router } = await renderPage({
      url: '/altinn-reports?year=2025',
      extra: [
        monthsMock([month(12, { year: 2025, period: '2025-12', state: 'REPORTED' })], 2025),
        ameldingsMock([], { year: 2025, archived: false, status: null }),
      ],
    });
    expect(await screen.findByRole('table', { name: 'Månedene i 2025' })).toBeTruthy();
    expect(await screen.findByText('Ingen a-meldinger er sendt i 2025.')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'År' }));
    fireEvent.click(await screen.findByRole('option', { name: '2026' }));
    expect(await screen.findByRole('table', { name: 'Månedene i 2026' })).toBeTruthy();
    expect(router.state.location.search).toBe('?year=2026');
  });

  it('passes axe-core’s checks (colour contrast is the e2e walk’s, in a real browser)', async () => {
    const { container } = await renderPage();
    const messages = await screen.findByRole('table', { name: 'A-meldinger 2026' });
    await within(messages).findByRole('link', { name: 'April 2026' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }, 20_000); // axe takes its time on two shared cores
});
