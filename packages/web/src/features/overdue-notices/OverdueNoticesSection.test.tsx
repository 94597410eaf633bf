import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { permissionsFor, type Role } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import {
  CreateOverdueNoticeDocument,
  InvoiceOverdueNoticesDocument,
  OverdueNoticeSuggestionDocument,
} from './operations';
import { OverdueNoticesSection } from './OverdueNoticesSection';

const ID = 'invoice-1';

const NOTICE = {
  __typename: 'OverdueNotice' as const,
  id: 'notice-1',
  sequence: 1,
  issueDate: '2026-04-01',
  dueDate: '2026-04-15',
  charge: '37.50',
  interestAmount: '10.52',
  interestFrom: '2026-03-17',
  interestTo: '2026-04-01',
};

const invoiceMock = {
  request: { query: InvoiceOverdueNoticesDocument, variables: { id: ID } },
  maxUsageCount: 10,
  result: {
    data: {
      invoice: {
        __typename: 'Invoice' as const,
        id: ID,
        kind: 'INVOICE' as const,
        status: 'OVERDUE' as const,
        currentDueDate: '2026-04-15',
        remainingAmount: '2500.00',
        amountDueWithFees: '2548.02',
        overdueNotices: [NOTICE],
      },
    },
  },
};

const suggestion = (refusal: string | null = null, earliestDate = '2026-04-29') => ({
  __typename: 'OverdueNoticeSuggestion' as const,
  refusal,
  earliestDate,
  issueDate: '2026-04-29',
  dueDate: '2026-05-13',
  charge: '37.50',
  maxCharge: '37.50',
  unitCharge: '37.50',
  chargedCount: 1,
  maxChargedCount: 2,
  interestAmount: '18.41',
  interestFrom: '2026-04-02',
  interestTo: '2026-04-29',
});

const suggestionMock = (refusal: string | null = null, earliestDate?: string) => ({
  request: { query: OverdueNoticeSuggestionDocument, variables: () => true },
  maxUsageCount: 10,
  result: {
    data: {
      invoice: { __typename: 'Invoice' as const, id: ID, overdueNoticeSuggestion: suggestion(refusal, earliestDate) },
    },
  },
});

async function renderSection(
  mocks: unknown[],
  { role = 'owner', locale = 'en' }: { role?: Role; locale?: string } = {},
) {
  await act(() => i18n.changeLanguage(locale));
  return renderWithProviders(
    <MockedProvider mocks={[currentUserMock(permissionsFor(role), locale), invoiceMock, ...(mocks as never[])]}>
      <OverdueNoticesSection invoiceId={ID} />
    </MockedProvider>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the overdue notices of an invoice', () => {
  it('lists each notice with its number, date, new due date, fee and interest, and what is due with fees', async () => {
    await renderSection([suggestionMock()]);
    const table = await screen.findByRole('table', { name: 'Overdue notices' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Notice 1', '2026-04-01', '2026-04-15', '37.50', '10.522026-03-17 – 2026-04-01']);
    expect(screen.getByText('Fees and interest: 48.02')).toBeTruthy();
    expect(screen.getByText('Due with fees: 2,548.02')).toBeTruthy();
  });

  it('opens the dialog prefilled from the suggestion, with the earliest date and the fee limits (nb)', async () => {
    await renderSection([suggestionMock()], { locale: 'nb' });
    const button = await screen.findByRole('button', { name: 'Send purring' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Ny purring' });
    expect((within(dialog).getByLabelText(/Purredato/) as HTMLInputElement).value).toBe('2026-04-29');
    expect((within(dialog).getByLabelText(/Ny forfallsdato/) as HTMLInputElement).value).toBe('2026-05-13');
    expect((within(dialog).getByLabelText(/Purregebyr/) as HTMLInputElement).value).toBe('37,50');
    expect(within(dialog).getByText('Tidligst 2026-04-29')).toBeTruthy();
    expect(within(dialog).getByText(/Maks to gebyrer per faktura \(1 av 2 brukt\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Legg til forsinkelsesrente'));
    expect(await within(dialog).findByText('Forsinkelsesrente 18,41 for 2026-04-02 – 2026-04-29')).toBeTruthy();
  });

  it("shows the server's refusal of the fee on its field, in the user's language", async () => {
    const refused = {
      request: { query: CreateOverdueNoticeDocument, variables: () => true },
      result: {
        errors: [
          new GraphQLError('Validation failed', {
            extensions: {
              code: 'VALIDATION',
              validations: [
                {
                  model: 'overdueNotice',
                  attribute: 'charge',
                  type: 'too_many_charges',
                  params: { count: 2 },
                },
              ],
            },
          }),
        ],
      },
    };
    await renderSection([suggestionMock(), refused], { locale: 'nb' });
    const button = await screen.findByRole('button', { name: 'Send purring' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Ny purring' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send purring' }));
    expect(await within(dialog).findByText('Maks to gebyrer per faktura: denne purringen må ha gebyr 0')).toBeTruthy();
  });

  it('turns the button off and says why when no notice can be sent (the company does not use them)', async () => {
    await renderSection([suggestionMock('not_used')], { locale: 'nb' });
    expect(await screen.findByText('Firmaet bruker ikke purringer (se fakturainnstillingene).')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send purring' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the button off until 14 days after the due date, saying from when (nb)', async () => {
    await renderSection([suggestionMock(null, '2999-01-15')], { locale: 'nb' });
    expect(
      await screen.findByText('Purring kan sendes tidligst 2999-01-15 (14 dager etter forfallsdatoen).'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send purring' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows no send button to a user who may not invoice', async () => {
    await renderSection([], { role: 'readOnly' });
    expect(await screen.findByRole('table', { name: 'Overdue notices' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send overdue notice' })).toBeNull();
  });
});
