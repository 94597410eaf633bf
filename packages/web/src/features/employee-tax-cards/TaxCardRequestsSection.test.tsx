import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { defaultTaxCardRequestYear, osloDate, permissionsFor } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import { RequestTaxCardsDocument, TaxCardRequestDocument, TaxCardRequestsDocument } from './request-operations';
import { TaxCardRequestsSection } from './TaxCardRequestsSection';

const YEAR = defaultTaxCardRequestYear(osloDate());

const request = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'TaxCardRequest' as const,
  id: 'request-1',
  year: YEAR,
  status: 'RETRIEVED',
  employeeCount: 3,
  answeredCount: 3,
  changedCount: 1,
  errorMessage: null,
  requestedAt: '2026-01-05T08:00:00Z',
  requestedByName: 'Kari Nordmann',
  retrievedAt: '2026-01-05T08:00:05Z',
  archivedAt: null,
  actions: ['ARCHIVE'],
  ...overrides,
});
const terms = (taxTable: string, taxPercentage: string) => ({
  __typename: 'TaxCardTerms' as const,
  taxDeductionMethod: 'MAIN_EMPLOYER_TABLE',
  taxTable,
  taxPercentage,
  taxExemptionAmountLimit: null,
});
const result = (id: string, employeeName: string, fields: Record<string, unknown>) => ({
  __typename: 'TaxCardRequestResult' as const,
  id,
  employeeId: `employee-${id}`,
  employeeName,
  resultCode: 'skattekortopplysningerOK',
  fetchedAt: '2026-01-05T08:00:03Z',
  changed: 'UNCHANGED',
  before: null,
  after: null,
  ...fields,
});

const listMock = (items: ReturnType<typeof request>[]) => ({
  request: { query: TaxCardRequestsDocument },
  maxUsageCount: 10,
  result: { data: { taxCardRequests: { __typename: 'TaxCardRequestPage' as const, totalCount: items.length, items } } },
});
const detailMock = {
  request: { query: TaxCardRequestDocument, variables: { id: 'request-1' } },
  maxUsageCount: 10,
  result: {
    data: {
      taxCardRequest: {
        ...request(),
        results: [
          result('1', 'Ola Berg', { changed: 'CHANGED', before: terms('8010', '44.00'), after: terms('8115', '43') }),
          result('2', 'Kari Aas', { changed: 'NEW', after: terms('8000', '35') }),
          result('3', 'Per Eik', { resultCode: 'ikkeSkattekort', changed: 'NONE', before: terms('8010', '44.00') }),
        ],
      },
    },
  },
};
const refusedMock = {
  request: { query: RequestTaxCardsDocument, variables: { year: YEAR } },
  result: {
    errors: [
      new GraphQLError('Validation failed', {
        extensions: {
          code: 'VALIDATION',
          validations: [{ model: 'altinnSystemUser', attribute: 'base', type: 'system_user_not_approved' }],
        },
      }),
    ],
  },
};

async function renderSection(mocks: unknown[], { locale = 'nb', permissions = permissionsFor('owner') } = {}) {
  await act(() => i18n.changeLanguage(locale));
  return renderWithProviders(
    <MockedProvider mocks={[currentUserMock(permissions, locale), ...(mocks as never[])]}>
      <TaxCardRequestsSection />
    </MockedProvider>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('tax cards for everyone', () => {
  it('lists the requests with their status and opens one with each employee\u2019s result and what changed (nb)', async () => {
    await renderSection([
      listMock([
        request(),
        request({ id: 'request-2', status: 'FAILED_SENDING', actions: ['CHECK_STATUS', 'ARCHIVE'] }),
      ]),
      detailMock,
    ]);
    const table = await screen.findByRole('table', { name: 'Skattekort fra Skatteetaten' });
    expect(await within(table).findByText('Hentet')).toBeTruthy();
    expect(within(table).getByText('Ikke sendt')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Sjekk status: forespørselen for / })).toHaveLength(1);

    fireEvent.click(within(table).getAllByRole('button', { name: /^Vis forespørselen for / })[0]!);
    const dialog = await screen.findByRole('dialog', { name: `Skattekort for ${YEAR}` });
    expect(await within(dialog).findByText('Svarene er lagt inn: 1 ansatt har nytt eller endret kort.')).toBeTruthy();
    const results = within(dialog).getByRole('table', { name: `Resultater for ${YEAR}` });
    const berg = within(results).getByRole('row', { name: /Ola Berg/ });
    expect(within(berg).getByText('Tabell 8010, 44 %')).toBeTruthy();
    expect(within(berg).getByText('Tabell 8115, 43 %')).toBeTruthy();
    expect(within(berg).getByText('Endret')).toBeTruthy();
    const eik = within(results).getByRole('row', { name: /Per Eik/ });
    expect(within(eik).getByText('Ingen skattekort')).toBeTruthy();
    expect(within(eik).getByText('Ingen kort, beholdt som før')).toBeTruthy();
    expect(within(within(results).getByRole('row', { name: /Kari Aas/ })).getByText('Nytt kort')).toBeTruthy();
  });

  it('asks before fetching everyone\u2019s cards, and without the approved system user points to Altinn users', async () => {
    await renderSection([listMock([]), refusedMock]);
    expect(await screen.findByText('Det er ikke hentet skattekort for alle ennå')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hent skattekort for alle' }));
    const question = await screen.findByRole('dialog', { name: `Hente skattekortene for ${YEAR}?` });
    fireEvent.click(within(question).getByRole('button', { name: 'Hent skattekort' }));
    expect(await screen.findByText('Fjords systembruker er ikke godkjent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gå til Altinn-brukere' }).getAttribute('href')).toBe(
      '/company-settings/altinn-users',
    );
  });

  it('is not shown to a member who may not edit employees, nor asks for the requests', async () => {
    await act(() => i18n.changeLanguage('nb'));
    const user = currentUserMock({ ...permissionsFor('owner'), canEditEmployees: false }, 'nb');
    let userDelivered = false;
    let listAsked = false;
    const list = listMock([request()]);
    renderWithProviders(
      <MockedProvider
        mocks={[
          { ...user, result: () => ((userDelivered = true), user.result) },
          { ...list, result: () => ((listAsked = true), list.result) },
        ]}
      >
        <TaxCardRequestsSection />
      </MockedProvider>,
    );
    await waitFor(() => expect(userDelivered).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('region', { name: 'Skattekort fra Skatteetaten' })).toBeNull();
    expect(listAsked).toBe(false);
  });
});
