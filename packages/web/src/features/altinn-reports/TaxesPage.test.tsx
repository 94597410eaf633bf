import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import axe from 'axe-core';
import { permissionsFor } from '@fjord/domain';
import type { TaxPreviewQuery } from '../../gql/graphql';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import { TaxPreviewDocument } from './operations';
import TaxesPage from './TaxesPage';
import { taxPreview } from './test-fixtures';

const taxPreviewMock = (answer: TaxPreviewQuery['taxPreview']) => ({
  request: { query: TaxPreviewDocument, variables: { year: answer.year, month: answer.month } },
  maxUsageCount: 5,
  result: { data: { taxPreview: answer } },
});

async function renderPage(url: string, mocks: unknown[], locale = 'nb') {
  await act(() => i18n.changeLanguage(locale));
  return renderWithProviders(
    <MockedProvider mocks={[currentUserMock(permissionsFor('owner'), locale), ...(mocks as never[])]}>
      <TaxesPage />
    </MockedProvider>,
    { url, path: '/altinn-reports/taxes' },
  );
}

afterEach(async () => {
  // Unmounted first: a page drawn again on the real clock would ask for this month's preview.
  cleanup();
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('the tax preview', () => {
  it('shows this month in Norway by default: employer tax by zone with its due date, withholding by pay date (nb)', async () => {
    // Only the clock is faked: Apollo's mocks and the testing library's waits run on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-20T10:00:00Z'));
    await renderPage('/altinn-reports/taxes', [taxPreviewMock(taxPreview())]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Forhåndsvisning av skatt og avgift' })).toBeTruthy();
    const zones = await screen.findByRole('table', { name: 'Arbeidsgiveravgift per sone, Mai 2026' });
    const bergen = within(zones).getByText('Fjordbemanning Bergen').closest('tr')!;
    expect(within(bergen).getByText('14,1 %')).toBeTruthy();
    expect(within(bergen).getByText('100 000,00')).toBeTruthy();
    expect(within(bergen).getByText('14 100,00')).toBeTruthy();
    expect(within(zones).getByText('16 650,00')).toBeTruthy();
    expect(screen.getByText('Forfaller 15. juli 2026')).toBeTruthy();
    const withholding = screen.getByRole('table', { name: 'Forskuddstrekk per utbetalingsdato, Mai 2026' });
    const payDay = within(withholding).getByText('20. mai 2026').closest('tr')!;
    expect(within(payDay).getByText('3')).toBeTruthy();
    expect(within(payDay).getByText('42 000,00')).toBeTruthy();
    expect(within(payDay).getByText('15. juli 2026')).toBeTruthy();
  });

  it('says the account and KIDs come with the feedback while the month is not reported', async () => {
    await renderPage('/altinn-reports/taxes?month=2026-05', [taxPreviewMock(taxPreview())]);
    expect(await screen.findByText(/Kontonummer og KID kommer med tilbakemeldingen/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Kopier/ })).toBeNull();
  });

  it('gives the account and KIDs of the month’s received feedback, each to copy (en)', async () => {
    const reported = taxPreview({
      fromFeedback: true,
      accountNumber: '63450618537',
      withholdingKid: '0974760673050268',
      employerTaxKid: '0974760673051264',
    });
    await renderPage('/altinn-reports/taxes?month=2026-05', [taxPreviewMock(reported)], 'en');
    expect(await screen.findByText('63450618537')).toBeTruthy();
    expect(screen.getByText('0974760673050268')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy KID for employer tax' })).toBeTruthy();
    expect(screen.queryByText(/come with the feedback/)).toBeNull();
  });

  it('shows the month of the URL, and another month replaces it there', async () => {
    const { router } = await renderPage('/altinn-reports/taxes?month=2026-03', [
      taxPreviewMock(taxPreview({ month: 3, period: '2026-03' })),
      taxPreviewMock(taxPreview({ month: 4, period: '2026-04', employerTaxDueDate: '2026-05-15' })),
    ]);
    expect(await screen.findByRole('table', { name: 'Arbeidsgiveravgift per sone, Mars 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Måned' }));
    fireEvent.click(await screen.findByRole('option', { name: 'April 2026' }));
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-04'));
    expect(await screen.findByText('Forfaller 15. mai 2026')).toBeTruthy();
  });

  it('passes axe-core’s checks (colour contrast is the e2e walk’s, in a real browser)', async () => {
    const { container } = await renderPage('/altinn-reports/taxes?month=2026-05', [
      taxPreviewMock(
        taxPreview({ fromFeedback: true, accountNumber: '63450618537', withholdingKid: '1', employerTaxKid: '2' }),
      ),
    ]);
    await screen.findByText('63450618537');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }, 20_000); // axe takes its time on two shared cores
});
