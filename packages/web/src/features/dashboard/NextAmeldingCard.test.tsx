import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { permissionsFor } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import { NextAmeldingDeadlineDocument } from '../altinn-reports/operations';
import { ref } from '../altinn-reports/test-fixtures';
import { NextAmeldingCard } from './NextAmeldingCard';

const deadline = (overrides: Record<string, unknown>) => ({
  __typename: 'AmeldingDeadline',
  year: 2026,
  month: 5,
  period: '2026-05',
  name: 'Mai 2026',
  deadline: '2026-06-05',
  state: 'NOT_REPORTED',
  daysLeft: 12,
  latest: null,
  ...overrides,
});

function deadlineMock(answer: object | null) {
  const result = vi.fn(() => ({ data: { nextAmeldingDeadline: answer } }));
  return { mock: { request: { query: NextAmeldingDeadlineDocument }, result }, result };
}

async function renderCard(answer: object | null, permissions = permissionsFor('owner')) {
  await act(() => i18n.changeLanguage('nb'));
  const { mock, result } = deadlineMock(answer);
  const view = renderWithProviders(
    <MockedProvider mocks={[currentUserMock(permissions, 'nb'), mock]}>
      <NextAmeldingCard />
    </MockedProvider>,
  );
  return { ...view, answered: result };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the next a-melding on the dashboard', () => {
  it('names the month, its deadline and the days past it, flags it overdue and links to sending it (nb)', async () => {
    await renderCard(deadline({ state: 'OVERDUE', daysLeft: -3 }));
    const card = await screen.findByRole('region', { name: 'Neste a-melding' });
    expect(card.textContent).toContain('Mai 2026');
    expect(card.textContent).toContain('Forfalt');
    expect(card.textContent).toContain('Frist 5. juni 2026: 3 dager over fristen');
    expect((await screen.findByRole('link', { name: 'Send a-meldingen for Mai 2026' })).getAttribute('href')).toBe(
      '/altinn-reports/new?year=2026&month=5',
    );
  });

  it('links to the latest message of a month waiting for feedback, with the days left', async () => {
    await renderCard(deadline({ state: 'WAITING', daysLeft: 1, latest: ref({ id: 'am-7', status: 'PENDING' }) }));
    const card = await screen.findByRole('region', { name: 'Neste a-melding' });
    expect(card.textContent).toContain('1 dag igjen');
    expect(card.textContent).toContain('Sendt, venter på tilbakemelding');
    expect(screen.getByRole('link', { name: 'Åpne siste melding' }).getAttribute('href')).toBe('/altinn-reports/am-7');
    expect(screen.queryByRole('link', { name: /^Send a-meldingen/ })).toBeNull();
  });

  it('offers no send to a user who may only read salaries', async () => {
    await renderCard(deadline({ daysLeft: 0 }), { ...permissionsFor('owner'), canSendAltinnPaycheckReports: false });
    const card = await screen.findByRole('region', { name: 'Neste a-melding' });
    expect(card.textContent).toContain('fristen er i dag');
    expect(screen.queryByRole('link', { name: /^Send a-meldingen/ })).toBeNull();
  });

  it('is not there without payroll (no deadline)', async () => {
    const { answered } = await renderCard(null);
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Neste a-melding' })).toBeNull();
  });
});
