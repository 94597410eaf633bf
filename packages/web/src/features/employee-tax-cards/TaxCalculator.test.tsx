import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import axe from 'axe-core';
import { DEFAULT_DEBOUNCE_MS, permissionsFor } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import { TaxCalculator } from './TaxCalculator';
import { TaxCardsSection } from './TaxCardsSection';

type Sent = { operationName: string; variables: Record<string, unknown> };
type Answer = { deduction: string | null; error: string | null };

/** A client answering as the server would; `sent` lists every operation that reached it. */
function fakeServer(answer: (variables: Record<string, unknown>) => Answer, extra: Record<string, () => unknown> = {}) {
  const sent: Sent[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const operationName = operation.operationName ?? '';
        sent.push({ operationName, variables: operation.variables });
        const data =
          operationName === 'SalaryTaxTableDeduction'
            ? { salaryTaxTableDeduction: { __typename: 'SalaryTaxTableDeduction', ...answer(operation.variables) } }
            : extra[operationName]!();
        observer.next({ data } as never);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const calculations = () => sent.filter((operation) => operation.operationName === 'SalaryTaxTableDeduction');
  return { client, sent, calculations };
}

async function renderCalculator(server: ReturnType<typeof fakeServer>, locale = 'nb') {
  await act(() => i18n.changeLanguage(locale));
  return renderWithProviders(
    <ApolloProvider client={server.client}>
      <TaxCalculator year={2026} table="8010" />
    </ApolloProvider>,
  );
}

const typeBasis = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const result = () => screen.getByRole('status');
/** Longer than the debounce: a query that was going to be sent has been sent by then. */
const pastDebounce = () => new Promise((resolve) => setTimeout(resolve, DEFAULT_DEBOUNCE_MS + 150));

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the tax calculator of a table card', () => {
  it('asks with the card’s year and table, the month by default, and shows the deduction the Norwegian way', async () => {
    const server = fakeServer(() => ({ deduction: '12345.00', error: null }));
    await renderCalculator(server);
    expect((screen.getByLabelText('Skattetabell') as HTMLInputElement).value).toBe('8010');
    expect((screen.getByRole('combobox', { name: 'Trekkperiode' }) as HTMLInputElement).value).toBe('Måned');
    expect(screen.getByText('Tabellene for 2026')).toBeTruthy();
    typeBasis(/Grunnlag for tabelltrekk/, '52 000,50');
    await waitFor(() => expect(result().textContent).toBe('Forskuddstrekk: 12\u00a0345 kr'));
    expect(server.calculations().map((operation) => operation.variables)).toEqual([
      { year: 2026, table: '8010', period: 'MONTH', basis: '52000.50' },
    ]);
  });

  it('asks once the typing has paused, not on every keystroke', async () => {
    const server = fakeServer(() => ({ deduction: '100.00', error: null }));
    await renderCalculator(server);
    for (const text of ['5', '50', '500', '5000']) typeBasis(/Grunnlag for tabelltrekk/, text);
    await waitFor(() => expect(result().textContent).toBe('Forskuddstrekk: 100 kr'));
    expect(server.calculations().map((operation) => operation.variables.basis)).toEqual(['5000']);
  });

  it('asks about another table typed over the card’s, and says in words when there is no such table', async () => {
    const server = fakeServer(({ table }) =>
      table === '9999' ? { deduction: null, error: 'TABLE_NOT_FOUND' } : { deduction: '1.00', error: null },
    );
    await renderCalculator(server);
    fireEvent.change(screen.getByLabelText('Skattetabell'), { target: { value: '9999' } });
    typeBasis(/Grunnlag for tabelltrekk/, '40000');
    await waitFor(() => expect(result().textContent).toBe('Skattetabell 9999 finnes ikke for 2026.'));
    expect(server.calculations().at(-1)!.variables).toMatchObject({ table: '9999', year: 2026 });
  });

  it.each([
    ['YEAR_NOT_SUPPORTED', 'Fjord does not have the tax tables of 2026 yet.'],
    ['INCOME_ABOVE_MAXIMUM', 'The basis is above what the tax table covers.'],
    ['UNKNOWN', 'The tax deduction could not be worked out. Try again later.'],
  ])('gives %s its own text in the user’s language (en)', async (error, text) => {
    const server = fakeServer(() => ({ deduction: null, error }));
    await renderCalculator(server, 'en');
    typeBasis(/Withholding basis/, '40000');
    await waitFor(() => expect(result().textContent).toBe(text));
  });

  it('sends the period chosen', async () => {
    const server = fakeServer(() => ({ deduction: '2000.00', error: null }));
    await renderCalculator(server, 'en');
    fireEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('option', { name: '14 days' }));
    typeBasis(/Withholding basis/, '20000');
    await waitFor(() => expect(result().textContent).toBe('Tax deduction: NOK 2,000'));
    expect(server.calculations().at(-1)!.variables).toMatchObject({ period: 'FOURTEEN_DAYS' });
  });

  it('does not ask while the basis is empty or not a valid decimal, or the table is not four digits', async () => {
    const server = fakeServer(() => ({ deduction: '1.00', error: null }));
    await renderCalculator(server);
    typeBasis(/Grunnlag for tabelltrekk/, 'abc');
    await pastDebounce();
    // More whole digits than any decimal the API takes.
    typeBasis(/Grunnlag for tabelltrekk/, '1234567890123456789012345');
    await pastDebounce();
    expect(screen.getByText('Skriv et gyldig beløp')).toBeTruthy();
    typeBasis(/Grunnlag for tabelltrekk/, '30000');
    fireEvent.change(screen.getByLabelText('Skattetabell'), { target: { value: '80' } });
    await pastDebounce();
    expect(screen.getByText('Fire sifre, for eksempel 8010')).toBeTruthy();
    expect(server.calculations()).toEqual([]);
    expect(result().textContent).toBe('');
  });

  it('passes axe with every field labelled', async () => {
    const server = fakeServer(() => ({ deduction: '12345.00', error: null }));
    const { container } = await renderCalculator(server);
    typeBasis(/Grunnlag for tabelltrekk/, '52000');
    await waitFor(() => expect(result().textContent).toBe('Forskuddstrekk: 12\u00a0345 kr'));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('the tax cards section', () => {
  const card = (id: string, calendarYear: number, taxDeductionMethod: string, taxTable: string | null) => ({
    __typename: 'EmployeeTaxCard',
    id,
    calendarYear,
    taxDeductionMethod,
    taxTable,
    taxPercentage: taxTable ? null : '30.00',
    taxExemption: false,
    taxExemptionAmountLimit: null,
    fetchedAt: null,
    file: null,
  });

  it('offers the calculator on table cards to a user who may only read them, with that card’s table', async () => {
    const server = fakeServer(() => ({ deduction: '9000.00', error: null }), {
      CurrentUser: () =>
        currentUserMock({ ...permissionsFor('readOnly'), canViewSalaries: true, canEditEmployees: false }).result.data,
      EmployeeTaxCards: () => ({
        employeeTaxCards: [card('c1', 2026, 'MAIN_EMPLOYER_TABLE', '8120'), card('c2', 2025, 'PERCENTAGE', null)],
      }),
    });
    renderWithProviders(
      <ApolloProvider client={server.client}>
        <TaxCardsSection employeeId="e1" />
      </ApolloProvider>,
    );
    const toggle = await screen.findByRole('button', { name: 'Tax calculator for 2026' });
    expect(screen.queryByRole('button', { name: 'Tax calculator for 2025' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const calculator = screen.getByRole('group', { name: 'Tax calculator' });
    expect((within(calculator).getByLabelText('Tax table') as HTMLInputElement).value).toBe('8120');
    fireEvent.change(within(calculator).getByLabelText(/Withholding basis/), { target: { value: '40000' } });
    await waitFor(() => expect(within(calculator).getByRole('status').textContent).toBe('Tax deduction: NOK 9,000'));
    expect(server.calculations()[0]!.variables).toEqual({ year: 2026, table: '8120', period: 'MONTH', basis: '40000' });
  });
});
