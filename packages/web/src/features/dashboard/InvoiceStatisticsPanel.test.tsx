import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import axe from 'axe-core';
import i18n from 'i18next';
import { renderWithProviders } from '../../ui/test-utils';
import { InvoiceStatisticsPanel } from './InvoiceStatisticsPanel';
import { DashboardInvoiceStatisticsDocument } from './operations';
import { lastTwelveMonths, monthLabel } from './statistics-period';

const TODAY = '2026-03-15';

const months = (amounts: Record<string, string>) =>
  Array.from({ length: 12 }, (_, index) => {
    const index0 = 2025 * 12 + 3 + index; // April 2025 … March 2026
    const start = `${Math.floor(index0 / 12)}-${String((index0 % 12) + 1).padStart(2, '0')}-01`;
    return {
      __typename: 'InvoiceStatisticsBucket' as const,
      start,
      invoicedAmount: amounts[start] ?? '0.00',
      invoiceCount: amounts[start] ? 1 : 0,
    };
  });

function statisticsMock(overrides: Record<string, unknown> = {}) {
  return {
    request: { query: DashboardInvoiceStatisticsDocument, variables: { from: '2025-04-01', to: TODAY } },
    result: {
      data: {
        generalInvoiceStatistics: {
          __typename: 'InvoiceStatistics' as const,
          currencyCode: 'NOK',
          currencyCodes: ['NOK', 'EUR'],
          buckets: months({ '2026-02-01': '12345.50', '2026-03-01': '250.00' }),
          invoiceCount: 2,
          outstandingAmount: '10595.50',
          overdueAmount: '1250.00',
          topCustomers: [
            {
              __typename: 'InvoiceStatisticsCustomer' as const,
              customer: { __typename: 'Customer' as const, id: 'c1', name: 'Fjellvang Bygg AS' },
              invoicedAmount: '12345.50',
              invoiceCount: 1,
            },
            {
              __typename: 'InvoiceStatisticsCustomer' as const,
              customer: { __typename: 'Customer' as const, id: 'c2', name: 'Nordlys Elektro AS' },
              invoicedAmount: '250.00',
              invoiceCount: 1,
            },
          ],
          ...overrides,
        },
      },
    },
  };
}

const show = (mock: ReturnType<typeof statisticsMock>) =>
  renderWithProviders(
    <MockedProvider mocks={[mock]}>
      <InvoiceStatisticsPanel today={TODAY} />
    </MockedProvider>,
  );

describe('the last twelve months', () => {
  it('run from the first of the month eleven months back to today, across a year end', () => {
    expect(lastTwelveMonths('2026-03-15')).toEqual({ from: '2025-04-01', to: '2026-03-15' });
    expect(lastTwelveMonths('2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(lastTwelveMonths('2026-01-01')).toEqual({ from: '2025-02-01', to: '2026-01-01' });
  });

  it('are labelled by month in the user’s language', () => {
    expect(monthLabel('2026-03-01', 'en')).toBe('Mar 26');
    expect(monthLabel('2026-03-01', 'nb')).toMatch(/^mar(s|\.)? 26$/);
  });
});

describe('invoice statistics on the Dashboard', () => {
  it('shows outstanding and overdue with their currency, the months as a text table and the largest customers', async () => {
    const { container } = show(statisticsMock());
    expect(await screen.findByTestId('outstanding-amount')).toHaveProperty('textContent', '10,595.50 NOK');
    expect(screen.getByTestId('overdue-amount').textContent).toBe('1,250.00 NOK');
    const table = screen.getByRole('table', { name: 'Invoiced per month, last 12 months (NOK)' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[11]!.textContent).toBe('Feb 2612,345.50 NOK1');
    const customers = within(screen.getByRole('list', { name: 'Largest customers, last 12 months' })).getAllByRole(
      'listitem',
    );
    expect(customers.map((item) => item.textContent)).toEqual([
      'Fjellvang Bygg AS12,345.50 NOK',
      'Nordlys Elektro AS250.00 NOK',
    ]);
    expect(screen.getByText('Amounts are in NOK. Invoices in EUR are not included.')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('formats amounts the Norwegian way in nb', async () => {
    await i18n.changeLanguage('nb');
    try {
      show(statisticsMock());
      expect((await screen.findByTestId('outstanding-amount')).textContent).toBe('10\u00a0595,50 NOK');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says there is nothing yet when no invoice was issued', async () => {
    show(
      statisticsMock({
        buckets: months({}),
        invoiceCount: 0,
        outstandingAmount: '0.00',
        overdueAmount: '0.00',
        topCustomers: [],
        currencyCodes: ['NOK'],
      }),
    );
    expect(await screen.findByText(/^No invoices yet\./)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
