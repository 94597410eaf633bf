import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { permissionsFor } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import { PaycheckPeriodDocument, PaycheckPeriodsDocument } from '../paycheck-periods/operations';
import { preferredRelation } from './NewPaycheckFields';
import NewPaycheckPage from './NewPaycheckPage';
import { CreatePaycheckDocument, PaycheckWorkRelationDocument, PaycheckWorkRelationsDocument } from './operations';

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
  paycheckCount: 0,
  lockedCount: 0,
  grossPay: '0.00',
  taxDeduction: '0.00',
  netPay: '0.00',
  employerTaxBasis: '0.00',
  employerTax: '0.00',
  payDates: [],
};

const relation = (id: string, subUnit: string, startDate: string, endDate: string | null) => ({
  __typename: 'WorkRelation',
  id,
  subUnitId: `su-${subUnit}`,
  subUnit: { __typename: 'SubUnit', id: `su-${subUnit}`, name: subUnit },
  occupation: null,
  startDate,
  endDate,
});

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
    request: { query: PaycheckWorkRelationDocument, variables: { id: 'wr-2' } },
    result: {
      data: {
        workRelation: {
          __typename: 'WorkRelation',
          id: 'wr-2',
          employee: { __typename: 'WorkRelationEmployee', id: 'emp-1', name: 'Kari Nordmann' },
        },
      },
    },
  },
  {
    request: { query: PaycheckWorkRelationsDocument, variables: { employeeId: 'emp-1' } },
    maxUsageCount: 10,
    result: {
      data: {
        workRelations: [
          relation('wr-1', 'Fjordbakst Bergen', '2020-01-01', null),
          relation('wr-2', 'Fjordbakst Oslo', '2021-01-01', null),
        ],
      },
    },
  },
  {
    request: {
      query: CreatePaycheckDocument,
      variables: { input: { workRelationId: 'wr-2', periodId: 'per-3', paidDate: null }, draft: true },
    },
    result: { data: { createPaycheck: { __typename: 'Paycheck', id: 'pc-9', number: null, status: 'DRAFT' } } },
  },
];

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a new paycheck', () => {
  it('starts from the work relation and period of the link, and opens the saved draft (nb)', async () => {
    await act(() => i18n.changeLanguage('nb'));
    const { router } = renderWithProviders(
      <MockedProvider mocks={[currentUserMock(permissionsFor('owner'), 'nb'), ...mocks]}>
        <NewPaycheckPage />
      </MockedProvider>,
      { url: '/paychecks/new?workRelationId=wr-2&periodId=per-3', path: '/paychecks/new' },
    );
    const employee = (await screen.findByRole('textbox', { name: /Ansatt/ })) as HTMLInputElement;
    expect(employee.value).toBe('Kari Nordmann');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /Arbeidsforhold/ }) as HTMLInputElement).value).toMatch(
        /^Fjordbakst Oslo/,
      ),
    );
    expect((screen.getByRole('combobox', { name: /Lønnsperiode/ }) as HTMLInputElement).value).toBe('Mars 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Lagre som utkast' }));
    expect(await screen.findByText('Utkastet er lagret')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/paychecks/pc-9'));
  });
});

describe('the work relation a chosen employee starts with', () => {
  const relations = [
    relation('wr-old', 'Bergen', '2015-01-01', '2019-12-31'),
    relation('wr-b', 'Bergen', '2020-01-01', null),
    relation('wr-o', 'Oslo', '2021-01-01', null),
  ];

  it('is the active one of the sub-unit asked for, else the only active one, else none', () => {
    expect(preferredRelation(relations, '2026-03-10', 'su-Oslo')?.id).toBe('wr-o');
    expect(preferredRelation(relations, '2026-03-10', null)).toBeNull();
    expect(preferredRelation(relations.slice(0, 2), '2026-03-10', null)?.id).toBe('wr-b');
    expect(preferredRelation(relations, '2018-03-10', 'su-Oslo')?.id).toBe('wr-old');
  });
});
