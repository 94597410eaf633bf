import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { permissionsFor } from '@fjord/domain';
import type { ReactElement } from 'react';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import { osloYear } from '../employee-tax-cards/tax-card-form';
import { PaychecksSummaryReportDocument, SendYearlyReportsDocument, YearlyReportsDocument } from './operations';
import PaycheckReportsPage from './PaycheckReportsPage';
import PaychecksSummaryReportPage from './PaychecksSummaryReportPage';
import YearlyReportsPage from './YearlyReportsPage';
import { summaryOf, yearlyRows } from './test-data';

const YEAR = osloYear();

async function renderPage(
  page: ReactElement,
  mocks: unknown[],
  { url, permissions = permissionsFor('owner') }: { url: string; permissions?: Record<string, boolean> },
) {
  await act(() => i18n.changeLanguage('nb'));
  return renderWithProviders(
    <MockedProvider mocks={[currentUserMock(permissions, 'nb'), ...(mocks as never[])]}>{page}</MockedProvider>,
    { url },
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the paycheck reports', () => {
  it('lists every report with a line saying what it shows, and the payroll journal to download (nb)', async () => {
    await renderPage(<PaycheckReportsPage />, [], { url: '/paycheck-reports' });
    for (const [title, href] of [
      ['Lønnsoversikt', '/paycheck-reports/paychecks-summary-report'],
      ['Feriepengeliste', '/paycheck-reports/vacation-money-report'],
      ['Årsoppgaver', '/paycheck-reports/yearly-report-for-employee'],
      ['Avstemming lønn og regnskap', '/paycheck-reports/paychecks-and-bookkeeping-reconciliation'],
      ['Avstemming a-melding og regnskap', '/paycheck-reports/amelding-and-bookkeeping-reconciliation'],
    ])
      expect((await screen.findByRole('link', { name: title })).getAttribute('href')).toBe(href);
    expect(screen.getByText(/Feriepengene hver ansatt tjente opp/)).toBeTruthy();
    expect(screen.getByRole('button', { name: `Last ned lønnsjournal ${YEAR}` })).toBeTruthy();
  });

  it('summarises the year’s months with a totals row, opens a month to its employees, and keeps the year in the URL', async () => {
    const mock = (year: number) => ({
      request: { query: PaychecksSummaryReportDocument, variables: { year } },
      maxUsageCount: 5,
      result: { data: { paychecksSummaryReport: summaryOf(year) } },
    });
    const { router } = await renderPage(<PaychecksSummaryReportPage />, [mock(YEAR), mock(YEAR - 1)], {
      url: '/paycheck-reports/paychecks-summary-report',
    });
    const table = await screen.findByRole('table', { name: `Lønnsoversikt ${YEAR}` });
    const march = within(table).getByText(`Mars ${YEAR}`).closest('tr')!;
    expect(within(march).getByText('70 350,00')).toBeTruthy();
    expect(within(screen.getByTestId('table-totals')).getByText('Sum')).toBeTruthy();
    expect(within(screen.getByTestId('table-totals')).getByText('48 350,00')).toBeTruthy();
    expect(screen.getByTestId('pay-and-tax-chart').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('button', { name: 'Eksporter CSV' })).toBeTruthy();
    fireEvent.click(within(march).getByRole('button', { name: 'Vis detaljer' }));
    const employees = await screen.findByRole('table', { name: `Ansatte, Mars ${YEAR}` });
    expect(within(employees).getByText('Kari Nordmann')).toBeTruthy();
    expect(within(employees).getByText('40 350,00')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'År' }));
    fireEvent.click(await screen.findByRole('option', { name: String(YEAR - 1) }));
    await waitFor(() => expect(router.state.location.search).toBe(`?year=${YEAR - 1}`));
    expect(await screen.findByRole('table', { name: `Lønnsoversikt ${YEAR - 1}` })).toBeTruthy();
  });

  it('lists the yearly statements with a PDF link each, and sends them all after a confirmation, saying how many went', async () => {
    const year = YEAR - 1;
    const list = {
      request: { query: YearlyReportsDocument, variables: { year } },
      maxUsageCount: 5,
      result: { data: { yearlyReports: yearlyRows } },
    };
    const send = {
      request: { query: SendYearlyReportsDocument, variables: { year } },
      result: { data: { sendYearlyReports: 1 } },
    };
    await renderPage(<YearlyReportsPage />, [list, send], { url: '/paycheck-reports/yearly-report-for-employee' });
    const table = await screen.findByRole('table', { name: `Årsoppgaver ${year}` });
    expect(
      within(table).getByRole('link', { name: 'Åpne årsoppgaven til Kari Nordmann som PDF' }).getAttribute('href'),
    ).toBe(`/paycheck-reports/yearly-report-for-employee/pdf?year=${year}&workRelationId=wr-1`);
    expect(within(table).getByText('Mangler e-post')).toBeTruthy();
    expect(within(screen.getByTestId('table-totals')).getByText('840 000,00')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Send alle på e-post' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    // The dialog's Modal is loaded with the first dialog: on a busy machine that takes a moment.
    const question = await screen.findByRole('dialog', { name: `Sende årsoppgavene for ${year}?` }, { timeout: 5000 });
    expect(within(question).getByText(/sendes til den ene ansatte som har e-postadresse/)).toBeTruthy();
    expect(within(question).getByText(/Én ansatt mangler e-postadresse og får ingen/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Én årsoppgave ble sendt.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('offers no sending to members who may not send paychecks', async () => {
    const year = YEAR - 1;
    const list = {
      request: { query: YearlyReportsDocument, variables: { year } },
      result: { data: { yearlyReports: yearlyRows } },
    };
    const viewer = { ...permissionsFor('payroll'), canSendPaychecks: false };
    await renderPage(<YearlyReportsPage />, [list], {
      url: '/paycheck-reports/yearly-report-for-employee',
      permissions: viewer,
    });
    await screen.findByRole('table', { name: `Årsoppgaver ${year}` });
    expect(screen.queryByRole('button', { name: 'Send alle på e-post' })).toBeNull();
  });
});
