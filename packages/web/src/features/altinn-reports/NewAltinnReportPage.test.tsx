import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { notifications } from '@mantine/notifications';
import axe from 'axe-core';
import { GraphQLError } from 'graphql';
import { permissionsFor } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import NewAltinnReportPage from './NewAltinnReportPage';
import { SendAmeldingDocument } from './operations';
import { amelding, month, monthsMock, preview, previewMock, ref, systemUserMock } from './test-fixtures';

async function renderPage(url: string, mocks: unknown[], locale = 'nb') {
  await act(() => i18n.changeLanguage(locale));
  return renderWithProviders(
    <MockedProvider mocks={[currentUserMock(permissionsFor('owner'), locale), ...(mocks as never[])]}>
      <NewAltinnReportPage />
    </MockedProvider>,
    { url, path: '/altinn-reports/new' },
  );
}

const sendMock = (result: object, replacesId: string | null = null) => ({
  request: { query: SendAmeldingDocument, variables: { year: 2026, month: 5, replacesId } },
  result,
});

const refusal = (type: string) => ({
  errors: [
    new GraphQLError('Validation failed', {
      extensions: { code: 'VALIDATION', validations: [{ model: 'amelding', attribute: 'base', type }] },
    }),
  ],
});

/** The value beside a summary's label. */
const fact = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a new a-melding', () => {
  it('starts with the earliest month of the year not reported when the link names none (nb)', async () => {
    const { router } = await renderPage('/altinn-reports/new?year=2026', [
      monthsMock([
        month(1, { state: 'REPORTED' }),
        month(2, { state: 'OVERDUE' }),
        month(3, { state: 'NOT_REPORTED' }),
      ]),
      previewMock(preview({ month: 2, period: '2026-02', deadline: '2026-03-05' })),
      previewMock(preview({ month: 3, period: '2026-03', deadline: '2026-04-07' })),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ny a-melding' })).toBeTruthy();
    const monthField = (await screen.findByRole('combobox', { name: 'Måned' })) as HTMLInputElement;
    await waitFor(() => expect(monthField.value).toBe('Februar 2026'));
    expect(await screen.findByText('5. mars 2026')).toBeTruthy();
    // Choosing another month keeps it in the URL.
    fireEvent.click(screen.getByRole('combobox', { name: 'Måned' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mars 2026' }));
    await waitFor(() => expect(router.state.location.search).toBe('?year=2026&month=3'));
    expect(await screen.findByText('7. apr. 2026')).toBeTruthy();
  });

  it('shows what the message holds: sums, the withholding by pay date with its due date and the employer tax by zone', async () => {
    await renderPage('/altinn-reports/new?year=2026&month=5', [previewMock(preview())]);
    const withholding = await screen.findByRole('table', { name: 'Forskuddstrekk per utbetalingsdato' });
    const payDay = within(withholding).getByText('20. mai 2026').closest('tr')!;
    expect(within(payDay).getByText('42 000,00')).toBeTruthy();
    expect(within(payDay).getByText('15. juli 2026')).toBeTruthy();
    const zones = screen.getByRole('table', { name: 'Arbeidsgiveravgift per sone' });
    const tromso = within(zones).getByText('Fjordbemanning Tromsø').closest('tr')!;
    expect(within(tromso).getByText('4a')).toBeTruthy();
    expect(within(tromso).getByText('5,1 %')).toBeTruthy();
    expect(within(tromso).getByText('2 550,00')).toBeTruthy();
    expect(within(zones).getByText('16 650,00')).toBeTruthy();
    expect(fact('Bruttolønn')).toBe('150\u00a0000,00');
    expect(fact('Ansatte')).toBe('3');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists what stops the send, with the way to approve the system user when it is not approved', async () => {
    const problems = ['Fjords systembruker er ikke godkjent', 'Måneden har 2 åpne lønnsslipper'];
    await renderPage('/altinn-reports/new?year=2026&month=5', [
      previewMock(preview({ problems })),
      systemUserMock('PENDING'),
    ]);
    const alert = (await screen.findByText('Meldingen kan ikke sendes ennå')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Måneden har 2 åpne lønnsslipper')).toBeTruthy();
    expect(
      (await within(alert).findByRole('link', { name: 'Godkjenn Fjords systembruker i Altinn' })).getAttribute('href'),
    ).toBe('/company-settings/altinn-users');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('leaves the system user’s link out when it is approved and something else stops the send', async () => {
    const approved = systemUserMock('APPROVED');
    const answered = vi.fn(() => approved.result);
    await renderPage('/altinn-reports/new?year=2026&month=5', [
      previewMock(preview({ problems: ['Måneden har 2 åpne lønnsslipper'] })),
      { ...approved, result: answered },
    ]);
    expect(await screen.findByText('Måneden har 2 åpne lønnsslipper')).toBeTruthy();
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByRole('link', { name: 'Godkjenn Fjords systembruker i Altinn' })).toBeNull();
  });

  it('names the replaced message of a replacement and keeps its month (en)', async () => {
    const replaced = ref({ id: 'am-1', meldingsId: 'FJ-2026-05-1' });
    await renderPage(
      '/altinn-reports/new?year=2026&month=5&ameldingToReplaceId=am-1',
      [previewMock(preview({ kind: 'REPLACEMENT', replaces: replaced }), 'am-1')],
      'en',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Replace a-melding' })).toBeTruthy();
    expect(await screen.findByText(/This message replaces message FJ-2026-05-1 whole/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the replaced message' }).getAttribute('href')).toBe(
      '/altinn-reports/am-1',
    );
    expect((screen.getByRole('combobox', { name: 'Month' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('says a month without pay is the zero report', async () => {
    await renderPage('/altinn-reports/new?year=2026&month=5', [
      previewMock(
        preview({
          isZeroReport: true,
          employeeCount: 0,
          paycheckCount: 0,
          grossPay: '0.00',
          withholding: '0.00',
          employerTax: '0.00',
          employerTaxBasis: '0.00',
          withholdingByPayDate: [],
          employerTaxByZone: [],
        }),
      ),
    ]);
    expect(await screen.findByText('Nullmelding')).toBeTruthy();
    expect(screen.getByText('Ingen forskuddstrekk denne måneden.')).toBeTruthy();
  });

  it('asks, sends and opens the new message', async () => {
    const sent = amelding({ id: 'am-new', status: 'PENDING', feedback: null, actions: ['CHECK_STATUS'] });
    const { router } = await renderPage('/altinn-reports/new?year=2026&month=5', [
      previewMock(preview()),
      sendMock({ data: { sendAmelding: sent } }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    const question = await screen.findByRole('dialog', { name: 'Sende a-meldingen for Mai 2026?' });
    expect(
      within(question).getByText(
        'Meldingen sendes til Skatteetaten med 3 ansatte, 42 000,00 i forskuddstrekk og 16 650,00 i arbeidsgiveravgift.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/altinn-reports/am-new'));
    expect(await screen.findByText('A-meldingen for Mai 2026 er sendt')).toBeTruthy();
  });

  it('shows the refusal of an unapproved system user (invalid credentials) with the way to approve it', async () => {
    const { router } = await renderPage('/altinn-reports/new?year=2026&month=5', [
      previewMock(preview()),
      sendMock(refusal('system_user_not_approved')),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    const question = await screen.findByRole('dialog', { name: 'Sende a-meldingen for Mai 2026?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Send' }));
    const alert = (await screen.findByText('Fjords systembruker er ikke godkjent')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(alert).getByText(/ikke godkjent av firmaet i Altinn \(ugyldig pålogging\)/)).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'Godkjenn Fjords systembruker i Altinn' }).getAttribute('href'),
    ).toBe('/company-settings/altinn-users');
    expect(router.state.location.pathname).toBe('/altinn-reports/new');
  });

  it('words any other refusal on the page, without the system user’s link', async () => {
    await renderPage('/altinn-reports/new?year=2026&month=5', [
      previewMock(preview()),
      sendMock(refusal('already_reported')),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sende a-meldingen for Mai 2026?' })).getByRole('button', {
        name: 'Send',
      }),
    );
    expect(await screen.findByText(/Måneden har allerede en mottatt a-melding/)).toBeTruthy();
    expect(screen.getByText('Meldingen ble ikke sendt')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Godkjenn Fjords systembruker i Altinn' })).toBeNull();
  });

  it('passes axe-core’s checks (colour contrast is the e2e walk’s, in a real browser)', async () => {
    // The toasts of the tests before are still shown; their ids hold spaces, which happy-dom's selectors
    // (that axe builds) cannot take. A real browser can: the e2e walk checks the page with its toasts.
    act(() => notifications.clean());
    const { container } = await renderPage(
      '/altinn-reports/new?year=2026&month=5&ameldingToReplaceId=am-1',
      [
        previewMock(
          preview({ problems: ['Måneden har 2 åpne lønnsslipper'], kind: 'REPLACEMENT', replaces: ref() }),
          'am-1',
        ),
        systemUserMock('PENDING'),
      ],
      'nb',
    );
    await screen.findByRole('link', { name: 'Godkjenn Fjords systembruker i Altinn' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }, 20_000); // axe takes its time on two shared cores
});
