import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { permissionsFor } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import { AltinnSystemUserDocument, CheckAltinnSystemUserDocument, RequestAltinnSystemUserDocument } from './operations';
import { SystemUserSection } from './SystemUserSection';

const CONFIRM_URL = 'http://localhost:3000/simulator/altinn/system-user/0b3c5f1e-1111-4222-8333-944455556666';

const user = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'AltinnSystemUser' as const,
  status: 'NOT_REQUESTED',
  organizationNumber: '931161377',
  confirmUrl: null,
  requestedAt: null,
  requestedByName: null,
  decidedAt: null,
  lastCheckedAt: null,
  ...overrides,
});
const PENDING = user({
  status: 'PENDING',
  confirmUrl: CONFIRM_URL,
  requestedAt: '2026-03-02T09:15:00Z',
  requestedByName: 'Kari Nordmann',
});
const APPROVED = user({
  status: 'APPROVED',
  requestedAt: '2026-03-02T09:15:00Z',
  requestedByName: 'Kari Nordmann',
  decidedAt: '2026-03-02T10:30:00Z',
  lastCheckedAt: '2026-03-02T10:30:00Z',
});

const readMock = (answer: ReturnType<typeof user>) => ({
  request: { query: AltinnSystemUserDocument },
  maxUsageCount: 5,
  result: { data: { altinnSystemUser: answer } },
});
const requestMock = {
  request: { query: RequestAltinnSystemUserDocument },
  result: { data: { requestAltinnSystemUser: PENDING } },
};
const checkMock = {
  request: { query: CheckAltinnSystemUserDocument },
  result: { data: { checkAltinnSystemUser: APPROVED } },
};

async function renderSection(mocks: unknown[], { locale = 'nb', permissions = permissionsFor('owner') } = {}) {
  await act(() => i18n.changeLanguage(locale));
  return renderWithProviders(
    <MockedProvider mocks={[currentUserMock(permissions, locale), ...(mocks as never[])]}>
      <SystemUserSection />
    </MockedProvider>,
  );
}

const section = () => screen.getByRole('region', { name: 'Systembruker for a-melding og skattekort' });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe("Fjord's system user on the Altinn users page", () => {
  it('explains what the company must do, asks Altinn, and then gives the approval link in a new tab (nb)', async () => {
    await renderSection([readMock(user()), requestMock]);
    expect(await screen.findByText('Ikke bedt om')).toBeTruthy();
    expect(within(section()).getByText(/Før firmaet har godkjent en, kan ikke a-meldingen sendes/)).toBeTruthy();
    expect(within(section()).getByText('For organisasjonsnummer 931 161 377')).toBeTruthy();
    const steps = within(section()).getByRole('list', { name: 'Dette må firmaet gjøre' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(steps).getByText(/hovedadministrator eller klientadministrator/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Be om godkjenning' }));
    const link = await screen.findByRole('link', { name: /Åpne godkjenningen i Altinn/ });
    expect(link.getAttribute('href')).toBe(CONFIRM_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('(åpnes i ny fane)');
    expect(screen.getByText('Venter på godkjenning')).toBeTruthy();
    expect(screen.getByText(/Forespurt .* av Kari Nordmann/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sjekk status' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Be om godkjenning' })).toBeNull();
  });

  it('checks the status: approved shows since when, and offers nothing more to do', async () => {
    await renderSection([readMock(PENDING), checkMock]);
    fireEvent.click(await screen.findByRole('button', { name: 'Sjekk status' }));
    expect(await screen.findByText(/^Godkjent siden .*Fjord sender a-meldingen og henter skattekort/)).toBeTruthy();
    expect(within(section()).getByText('Godkjent')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Åpne godkjenningen/ })).toBeNull();
    expect(within(section()).queryAllByRole('button')).toHaveLength(0);
  });

  it('after a rejection offers a new request (en)', async () => {
    await renderSection(
      [readMock(user({ status: 'REJECTED', decidedAt: '2026-03-03T08:00:00Z', requestedAt: '2026-03-02T09:15:00Z' }))],
      {
        locale: 'en',
      },
    );
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText(/^Rejected in Altinn .*until the company approves a new request\.$/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ask for approval again' })).toBeTruthy();
  });

  it('shows the state but no buttons to a member who may not send Altinn reports', async () => {
    await renderSection([readMock(PENDING)], {
      permissions: { ...permissionsFor('owner'), canSendAltinnPaycheckReports: false },
    });
    expect(await screen.findByText('Venter på godkjenning')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Åpne godkjenningen i Altinn/ })).toBeTruthy();
    expect(within(section()).queryAllByRole('button')).toHaveLength(0);
  });
});
