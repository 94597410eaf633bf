import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { osloDate, type Role } from '@fjord/domain';
import { InvoicePaymentsDocument, RegisterPaymentDocument } from './operations';
import { PaymentsSection } from './PaymentsSection';
import { renderAs } from './test-support';

const payment = (id: string, source: 'MANUAL' | 'BANK_FILE', amount: string) => ({
  __typename: 'InvoicePayment' as const,
  id,
  paymentDate: '2026-03-05',
  amount,
  kid: source === 'BANK_FILE' ? '0001000017' : null,
  archiveReference: source === 'BANK_FILE' ? '2026-03-05:0202100001:612345001' : null,
  source,
  note: null,
});

const invoiceMock = (overrides: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: InvoicePaymentsDocument, variables: { id: 'i1' } },
  result: {
    data: {
      invoice: {
        __typename: 'Invoice',
        id: 'i1',
        kind: 'INVOICE',
        status: 'PARTLY_PAID',
        currencyCode: 'NOK',
        payableAmount: '2500.00',
        creditedAmount: '0.00',
        paidAmount: '1000.00',
        remainingAmount: '1500.00',
        payments: [payment('p1', 'MANUAL', '400.00'), payment('p2', 'BANK_FILE', '600.00')],
        ...overrides,
      },
    },
  },
  maxUsageCount: 5,
});

const renderSection = (mocks: MockLink.MockedResponse[], role?: Role) =>
  renderAs(<PaymentsSection invoiceId="i1" />, mocks, role);

const registerButton = () => screen.queryByRole('button', { name: 'Register payment' });

describe('PaymentsSection', () => {
  it("lists the invoice's sums and payments; only a payment typed in by hand can be deleted", async () => {
    renderSection([invoiceMock()]);
    expect(await screen.findByTestId('payments-remaining')).toHaveProperty('textContent', '1,500.00 NOK');
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(within(table).getByText('Registered by hand')).toBeTruthy();
    expect(within(table).getByText('Bank file')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Delete payment of/ })).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Delete payment of 400.00 NOK on 2026-03-05' })).toBeTruthy();
  });

  it('opens "Register payment" with today and the remaining amount, and sends them', async () => {
    const register: MockLink.MockedResponse = {
      request: {
        query: RegisterPaymentDocument,
        variables: { invoiceId: 'i1', input: { paymentDate: osloDate(), amount: '1500.00', note: null } },
      },
      result: { data: { registerPayment: { __typename: 'InvoicePayment', id: 'p3' } } },
    };
    renderSection([invoiceMock(), register]);
    await waitFor(() => expect(registerButton()).toBeTruthy());
    fireEvent.click(registerButton()!);
    const dialog = await screen.findByRole('dialog', { name: 'Register payment' });
    expect((within(dialog).getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('1500.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The payment is registered')).toBeTruthy();
  });

  it("marks the amount with the server's refusal of an overpayment, and keeps the dialog open", async () => {
    const refused: MockLink.MockedResponse = {
      request: {
        query: RegisterPaymentDocument,
        variables: { invoiceId: 'i1', input: { paymentDate: osloDate(), amount: '1500.00', note: null } },
      },
      result: {
        errors: [
          new GraphQLError('Validation failed', {
            extensions: {
              code: 'VALIDATION',
              validations: [
                {
                  model: 'invoicePayment',
                  attribute: 'amount',
                  type: 'less_than_or_equal_to',
                  params: { count: '1200.00' },
                },
              ],
            },
          }),
        ],
      },
    };
    renderSection([invoiceMock(), refused]);
    await waitFor(() => expect(registerButton()).toBeTruthy());
    fireEvent.click(registerButton()!);
    const dialog = await screen.findByRole('dialog', { name: 'Register payment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('The amount is more than what remains to be paid (1200.00)')).toBeTruthy();
  });

  it('offers no registration on a paid invoice, on a credit note, or to a read-only member', async () => {
    const { unmount } = renderSection([invoiceMock({ remainingAmount: '0.00', status: 'PAID' })]);
    await screen.findByTestId('payments-remaining');
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Delete payment/ })).toHaveLength(1));
    expect(registerButton()).toBeNull();
    unmount();

    const creditNote = renderSection([
      invoiceMock({ kind: 'CREDIT_NOTE', status: 'CREDIT_NOTE', remainingAmount: '-2500.00', payments: [] }),
    ]);
    expect(await screen.findByText('A credit note is not paid.')).toBeTruthy();
    expect(registerButton()).toBeNull();
    creditNote.unmount();

    renderSection([invoiceMock()], 'readOnly');
    await screen.findByTestId('payments-remaining');
    expect(await screen.findByText('permissions loaded')).toBeTruthy();
    expect(registerButton()).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Delete payment/ })).toHaveLength(0);
  });
});
