import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { permissionsFor } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import { PaycheckPeriodDocument, PaycheckPeriodsDocument } from '../paycheck-periods/operations';
import { LockPaychecksDocument, PaychecksDocument } from './operations';
import PaychecksPage from './PaychecksPage';
import type { PaycheckRow } from './PaychecksTable';

const PERIOD = {
  __typename: 'PaycheckPeriod',
  id: 'per-3',
  year: 2026,
  month: 3,
  name: 'Mars 2026',
  bookkeepingPeriod: '2026-03',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  journalDate: '2026-03-31',
  payDate: '2026-03-20',
  isLocked: false,
  standing: 'CURRENT',
  paycheckCount: 2,
  lockedCount: 0,
  grossPay: '0.00',
  taxDeduction: '0.00',
  netPay: '0.00',
  employerTaxBasis: '0.00',
  employerTax: '0.00',
  payDates: [],
};

const row = (overrides: Partial<PaycheckRow>): PaycheckRow =>
  ({
    __typename: 'Paycheck',
    id: 'pc-1',
    number: 'L-12',
    status: 'OPEN',
    reportingStatus: 'NOT_REPORTED',
    periodId: 'per-3',
    period: { __typename: 'PaycheckPeriod', id: 'per-3', name: 'Mars 2026' },
    employeeId: 'emp-1',
    employeeName: 'Kari Nordmann',
    paidDate: '2026-03-20',
    grossPay: '48500.00',
    taxDeduction: '11000.00',
    expectedTaxDeduction: '12000.00',
    taxWarning: 'TOO_LOW',
    taxConfirmed: false,
    netPay: '37500.00',
    ...overrides,
  }) as PaycheckRow;

const ROWS = [
  row({}),
  row({ id: 'pc-2', number: 'L-13', employeeName: 'Per Hansen', taxWarning: null, expectedTaxDeduction: null }),
];

const mocks = [
  {
    request: { query: PaycheckPeriodDocument, variables: { id: 'per-3' } },
    result: { data: { paycheckPeriod: PERIOD } },
  },
  {
    request: { query: PaycheckPeriodsDocument, variables: () => true },
    maxUsageCount: 20,
    result: { data: { paycheckPeriods: [PERIOD] } },
  },
  {
    request: { query: PaychecksDocument, variables: () => true },
    maxUsageCount: 20,
    result: { data: { paychecks: { __typename: 'PaycheckPage', totalCount: ROWS.length, items: ROWS } } },
  },
];

async function renderPage(extra: unknown[] = [], permissions = permissionsFor('owner')) {
  await act(() => i18n.changeLanguage('nb'));
  return renderWithProviders(
    <MockedProvider mocks={[currentUserMock(permissions, 'nb'), ...mocks, ...(extra as never[])]}>
      <PaychecksPage />
    </MockedProvider>,
    { url: '/paychecks?periodId=per-3', path: '/paychecks' },
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the paycheck list', () => {
  it('lists the period’s paychecks, each number opening its paycheck (nb)', async () => {
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Lønnsslipper' });
    expect(await within(table).findByRole('link', { name: 'L-12' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'L-12' }).getAttribute('href')).toBe('/paychecks/pc-1');
    expect(within(table).getByText('Per Hansen')).toBeTruthy();
    expect(within(table).getAllByText('Ikke rapportert').length).toBe(2);
    expect(await screen.findByRole('button', { name: 'Kjør måneden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ny lønnsslipp' }).getAttribute('href')).toBe(
      '/paychecks/new?periodId=per-3',
    );
  });

  it('offers no new paycheck, run or lock to a user who may only read salaries', async () => {
    await renderPage([], { ...permissionsFor('owner'), canCreatePaychecks: false });
    await screen.findByRole('table', { name: 'Lønnsslipper' });
    expect(screen.queryByRole('button', { name: 'Kjør måneden' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ny lønnsslipp' })).toBeNull();
  });

  const refusal = (ids: string[], confirmTooLowTax: boolean, type: string) => ({
    request: { query: LockPaychecksDocument, variables: { ids, confirmTooLowTax } },
    result: {
      errors: [
        new GraphQLError('Validation failed', {
          extensions: { code: 'VALIDATION', validations: [{ model: 'paycheck', attribute: 'ids.0', type }] },
        }),
      ],
    },
  });
  const locked = (ids: string[], confirmTooLowTax: boolean) => ({
    request: { query: LockPaychecksDocument, variables: { ids, confirmTooLowTax } },
    result: { data: { lockPaychecks: ids.map((id) => ({ __typename: 'Paycheck', id, status: 'LOCKED' })) } },
  });

  it('locks all open paychecks with progress, naming those with a too low deduction and confirming them (nb)', async () => {
    await renderPage([
      refusal(['pc-1', 'pc-2'], false, 'tax_too_low'),
      refusal(['pc-1'], false, 'tax_too_low'),
      locked(['pc-2'], false),
      locked(['pc-1'], true),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Lås alle' }));
    const question = await screen.findByRole('dialog', { name: 'Låse alle i Mars 2026?' });
    expect(within(question).getByText(/2 åpne lønnsslipper låses/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Lås alle' }));
    const low = await screen.findByRole('dialog', { name: 'Lavt forskuddstrekk' });
    expect(within(low).getByText('L-12 Kari Nordmann: trekk 11 000,00, skattekortet tilsier 12 000,00')).toBeTruthy();
    expect(within(low).queryByText(/Per Hansen/)).toBeNull();
    fireEvent.click(within(low).getByRole('button', { name: 'Lås likevel' }));
    const progress = await screen.findByRole('dialog', { name: 'Låser lønnsslipper i Mars 2026' });
    expect(await within(progress).findByText('Ferdig: 2 av 2 låst')).toBeTruthy();
    expect(within(progress).getByRole('progressbar')).toBeTruthy();
    // The dialogs live outside the page, so the next test would find this one open.
    fireEvent.click(within(progress).getByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks the rest of a batch when one paycheck is refused, and names the refused one with its reason (nb)', async () => {
    await renderPage([
      refusal(['pc-1', 'pc-2'], false, 'tax_error'),
      refusal(['pc-1'], false, 'tax_error'),
      locked(['pc-2'], false),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Lås alle' }));
    const question = await screen.findByRole('dialog', { name: 'Låse alle i Mars 2026?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Lås alle' }));
    const progress = await screen.findByRole('dialog', { name: 'Låser lønnsslipper i Mars 2026' });
    expect(await within(progress).findByText('Ferdig: 1 av 2 låst')).toBeTruthy();
    const failures = within(progress).getByRole('list', { name: 'Lønnsslipper som ikke ble låst' });
    expect(within(failures).getByText(/^L-12 Kari Nordmann: /)).toBeTruthy();
    expect(within(failures).queryByText(/Per Hansen/)).toBeNull();
  });
});
