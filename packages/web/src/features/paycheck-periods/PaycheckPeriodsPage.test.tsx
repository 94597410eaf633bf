import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { permissionsFor } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import { osloYear } from '../employee-tax-cards/tax-card-form';
import { PaycheckPeriodsDocument } from './operations';
import PaycheckPeriodsPage from './PaycheckPeriodsPage';
import type { PaycheckPeriod } from './period-form';

const YEAR = osloYear();

const period = (month: number, overrides: Partial<PaycheckPeriod> = {}): PaycheckPeriod & { __typename: string } => {
  const mm = String(month).padStart(2, '0');
  return {
    __typename: 'PaycheckPeriod',
    id: `period-${month}`,
    year: YEAR,
    month,
    name: `Periode ${month}`,
    bookkeepingPeriod: `${YEAR}-${mm}`,
    startDate: `${YEAR}-${mm}-01`,
    endDate: `${YEAR}-${mm}-28`,
    journalDate: `${YEAR}-${mm}-28`,
    payDate: `${YEAR}-${mm}-20`,
    isLocked: false,
    standing: 'CURRENT',
    paycheckCount: 3,
    lockedCount: 1,
    grossPay: '150000.00',
    taxDeduction: '45000.00',
    netPay: '105000.00',
    employerTaxBasis: '150000.00',
    employerTax: '21150.00',
    payDates: [],
    ...overrides,
  };
};

const periodsMock = (periods: PaycheckPeriod[]) => ({
  request: { query: PaycheckPeriodsDocument, variables: { year: YEAR } },
  maxUsageCount: 10,
  result: { data: { paycheckPeriods: periods } },
});

type Options = { permissions?: Record<string, boolean>; locale?: string };

async function renderPage(mocks: unknown[], { permissions = permissionsFor('owner'), locale = 'nb' }: Options = {}) {
  await act(() => i18n.changeLanguage(locale));
  return renderWithProviders(
    <MockedProvider mocks={[currentUserMock(permissions, locale), ...(mocks as never[])]}>
      <PaycheckPeriodsPage />
    </MockedProvider>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the paycheck periods', () => {
  it('lists the periods with their standing and sums, and opens a period to its pay dates (nb)', async () => {
    const payDates = [
      {
        __typename: 'PaycheckPayDate',
        paidDate: `${YEAR}-03-20`,
        taxDeduction: '12000.00',
        dueDate: `${YEAR}-03-23`,
        netPay: '30000.00',
        paycheckCount: 1,
      },
    ];
    await renderPage([periodsMock([period(3, { payDates }), period(1, { standing: 'OLD' })])]);
    const table = await screen.findByRole('table', { name: `Lønnsperioder ${YEAR}` });
    expect(within(table).getByText('Periode 3')).toBeTruthy();
    expect(within(table).getByText('Mer enn to måneder tilbake')).toBeTruthy();
    expect(within(table).getAllByText('150 000,00').length).toBeGreaterThan(0);
    expect(within(table).getAllByRole('link', { name: 'Lønnsslipper' })[0]!.getAttribute('href')).toBe(
      '/paychecks?periodId=period-3',
    );
    fireEvent.click(within(table).getAllByRole('button', { name: 'Vis detaljer' })[0]!);
    const payDateTable = await screen.findByRole('table', { name: 'Utbetalingsdatoer i Periode 3' });
    expect(await within(payDateTable).findByText('12 000,00')).toBeTruthy();
    expect(await screen.findByText('Arbeidsgiveravgift: 21 150,00')).toBeTruthy();
  });

  it('edits an open period in the popup and asks before locking it (nb)', async () => {
    await renderPage([periodsMock([period(3)])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Rediger Periode 3' }));
    const popup = await screen.findByRole('dialog', { name: 'Rediger lønnsperiode Periode 3' });
    expect((within(popup).getByLabelText(/Bokføringsperiode/) as HTMLInputElement).value).toBe(`${YEAR}-03`);
    expect((within(popup).getByLabelText(/Utbetalingsdato/) as HTMLInputElement).value).toBe(`${YEAR}-03-20`);
    fireEvent.click(within(popup).getByRole('button', { name: 'Avbryt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lås Periode 3' }));
    const question = await screen.findByRole('dialog', { name: 'Lås Periode 3?' });
    expect(within(question).getByText(/1 av 3 er låst/)).toBeTruthy();
  });

  it('offers to create the periods of a year without any, to users who may make paychecks', async () => {
    await renderPage([periodsMock([])]);
    expect(await screen.findByRole('button', { name: `Opprett perioder for ${YEAR}` })).toBeTruthy();
  });

  it('offers neither creating, editing nor locking to a user who may only read salaries', async () => {
    await renderPage([periodsMock([period(3)])], {
      permissions: { ...permissionsFor('owner'), canCreatePaychecks: false },
    });
    await screen.findByRole('table', { name: `Lønnsperioder ${YEAR}` });
    expect(screen.queryByRole('button', { name: 'Lås Periode 3' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rediger Periode 3/ })).toBeNull();
  });
});
