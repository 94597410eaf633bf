import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { permissionsFor, toDecimal } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import { renderWithProviders } from '../../ui/test-utils';
import { CreditNotesSection } from './CreditNotesSection';

const line = (lineId: string, number: number, itemName: string, quantity: string, credited: string) => ({
  __typename: 'CreditableLine',
  lineId,
  number,
  itemName,
  quantity,
  unitOfMeasureCode: 'EA',
  creditedQuantity: credited,
  remainingQuantity: toDecimal(quantity)!.minus(toDecimal(credited)!).toFixed(4),
});

const INVOICE = {
  __typename: 'Invoice',
  id: 'inv-1',
  kind: 'INVOICE',
  number: '10001',
  currencyCode: 'NOK',
  creditedAmount: '686.00',
  creditNotes: [
    {
      __typename: 'Invoice',
      id: 'cn-1',
      number: '10002',
      issueDate: '2026-03-10',
      payableAmount: '-686.00',
      creditReason: 'Ett telt returnert',
    },
  ],
  creditableLines: [line('l1', 1, 'Telt', '2.0000', '1.0000'), line('l2', 2, 'Kaffe', '3.0000', '0.0000')],
};

type Sent = { operationName: string; variables: Record<string, unknown> };

/** A client answering the section's operations as the server would; `sent` lists what reached it. */
function fakeServer(invoice: Record<string, unknown> = INVOICE, permissions = permissionsFor('owner')) {
  const sent: Sent[] = [];
  const answers: Record<string, (variables: Record<string, unknown>) => unknown> = {
    CurrentUser: () => currentUserMock(permissions).result.data,
    InvoiceCreditNotes: () => ({ invoice }),
    CreateCreditNote: () => ({
      createCreditNote: { __typename: 'Invoice', id: 'cn-2', number: '10003', payableAmount: '-100.00' },
    }),
    DuplicateInvoice: () => ({
      duplicateInvoice: [
        { __typename: 'Order', id: 'ord-7', number: '7' },
        { __typename: 'Order', id: 'ord-8', number: '8' },
      ],
    }),
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const operationName = operation.operationName ?? '';
        sent.push({ operationName, variables: operation.variables });
        observer.next({ data: answers[operationName]!(operation.variables) } as never);
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), sent };
}

const renderSection = (server: ReturnType<typeof fakeServer>) =>
  renderWithProviders(
    <ApolloProvider client={server.client}>
      <CreditNotesSection invoiceId="inv-1" />
    </ApolloProvider>,
    { url: '/invoices/inv-1', path: '/invoices/:id' },
  );

describe('the credit notes of an invoice', () => {
  it('lists its credit notes with a link, date and amount', async () => {
    renderSection(fakeServer());
    const link = await screen.findByRole('link', { name: '10002' });
    expect(link.getAttribute('href')).toBe('/invoices/cn-1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('2026-03-10')).toBeTruthy();
    expect(within(row).getByText('Ett telt returnert')).toBeTruthy();
    expect(row.textContent).toContain('686.00 NOK');
  });

  it('credits chosen lines, prefilled with the remaining quantity, and sends only those with a quantity', async () => {
    const server = fakeServer();
    renderSection(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Credit invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit invoice 10001' });
    expect(within(dialog).getByText('Everything that remains of the invoice is credited.')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Credit chosen lines only'));
    const tent = await within(dialog).findByLabelText('Quantity to credit of line 1, Telt');
    const coffee = within(dialog).getByLabelText('Quantity to credit of line 2, Kaffe');
    expect((tent as HTMLInputElement).value).toBe('1.0000');
    expect((coffee as HTMLInputElement).value).toBe('3.0000');
    fireEvent.change(coffee, { target: { value: '' } });
    fireEvent.blur(coffee);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Feil levert' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(server.sent.some((op) => op.operationName === 'CreateCreditNote')).toBe(true));
    const created = server.sent.find((op) => op.operationName === 'CreateCreditNote')!;
    expect(created.variables).toMatchObject({
      invoiceId: 'inv-1',
      input: { reason: 'Feil levert', customNote: null, lines: [{ lineId: 'l1', quantity: '1.0000' }] },
    });
    expect(await screen.findByText('The credit note is issued')).toBeTruthy();
  });

  it('asks for the reason before anything is sent (required on credit notes)', async () => {
    const server = fakeServer();
    renderSection(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Credit invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit invoice 10001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(dialog).findByText('Required on credit notes')).toBeTruthy();
    expect(server.sent.map((op) => op.operationName)).not.toContain('CreateCreditNote');
  });

  it('duplicates the invoice and opens the first new order', async () => {
    const server = fakeServer();
    const { router } = renderSection(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/ord-7'));
    expect(server.sent.find((op) => op.operationName === 'DuplicateInvoice')!.variables).toEqual({ id: 'inv-1' });
  });

  it('offers no credit when nothing remains, and no buttons without the invoicing right', async () => {
    const credited = {
      ...INVOICE,
      creditableLines: [line('l1', 1, 'Telt', '2.0000', '2.0000')],
    };
    const first = renderSection(fakeServer(credited));
    expect((await screen.findByRole('button', { name: 'Credit invoice' })).hasAttribute('disabled')).toBe(true);
    first.unmount();
    renderSection(fakeServer(INVOICE, permissionsFor('readOnly')));
    await screen.findByRole('link', { name: '10002' });
    expect(screen.queryByRole('button', { name: 'Credit invoice' })).toBeNull();
  });

  it('shows nothing on a credit note', async () => {
    const server = fakeServer({ ...INVOICE, kind: 'CREDIT_NOTE', creditNotes: [], creditableLines: [] });
    const { container } = renderSection(server);
    // Once the answer is in the cache and rendered, the section is still empty.
    await waitFor(() =>
      expect((server.client.cache.extract() as Record<string, unknown>)['Invoice:inv-1']).toBeTruthy(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).not.toContain('Credit notes');
    expect(screen.queryByRole('button', { name: 'Credit invoice' })).toBeNull();
  });
});
