import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderWithProviders } from '../../ui/test-utils';
import { chosenPdfType, maxDateOf } from './invoice-pdf';
import InvoicePdfPage from './InvoicePdfPage';
import { InvoicePdfInfoDocument } from './operations';

describe('chosenPdfType: the page shows a type the document has', () => {
  it('takes the type asked for when the document has it, else its first', () => {
    expect(chosenPdfType(['invoice', 'overdueNotice'], 'overdueNotice')).toBe('overdueNotice');
    expect(chosenPdfType(['invoice', 'overdueNotice'], null)).toBe('invoice');
    expect(chosenPdfType(['invoice'], 'overdueNotice')).toBe('invoice');
    expect(chosenPdfType(['creditNote'], 'invoice')).toBe('creditNote');
    expect(chosenPdfType(['invoice'], 'packingSlip')).toBe('invoice');
  });

  it('knows none while the types are not loaded', () => {
    expect(chosenPdfType(undefined, 'invoice')).toBeNull();
    expect(chosenPdfType([], 'invoice')).toBeNull();
  });

  it('passes a maxDate of the form YYYY-MM-DD on, and drops anything else', () => {
    expect(maxDateOf('2026-03-15')).toBe('2026-03-15');
    expect(maxDateOf('15.03.2026')).toBeNull();
    expect(maxDateOf('')).toBeNull();
    expect(maxDateOf(null)).toBeNull();
  });
});

const infoMock = (kind: 'INVOICE' | 'CREDIT_NOTE', pdfTypes: string[], maxDate: string | null = null) => ({
  request: { query: InvoicePdfInfoDocument, variables: { id: 'inv-1', maxDate } },
  result: { data: { invoice: { __typename: 'Invoice', id: 'inv-1', kind, number: '10001', pdfTypes } } },
});

/** What the page asked the server for: the type and maxDate of each PDF fetched. */
const fetched = () =>
  vi.mocked(fetch).mock.calls.map(([url]) => Object.fromEntries(new URL(String(url), 'http://x').searchParams));

describe('the invoice PDF page', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(new Blob(['%PDF-1.4']), {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'inline; filename="Faktura-10001.pdf"',
            },
          }),
      ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers an invoice with a notice both types and shows the one in the address', async () => {
    renderWithProviders(
      <MockedProvider mocks={[infoMock('INVOICE', ['invoice', 'overdueNotice'], '2026-04-30')]}>
        <InvoicePdfPage />
      </MockedProvider>,
      { url: '/invoices/inv-1/pdf?type=overdueNotice&maxDate=2026-04-30', path: '/invoices/:id/pdf' },
    );
    expect(await screen.findByRole('heading', { name: 'Reminder 10001' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Invoice' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Reminder' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(fetched()).toEqual([{ type: 'overdueNotice', maxDate: '2026-04-30' }]));
    expect(await screen.findByTitle('Reminder 10001 as PDF')).toBeTruthy();
  });

  it('shows a credit note as a credit note, with no choice, whatever the address asks', async () => {
    renderWithProviders(
      <MockedProvider mocks={[infoMock('CREDIT_NOTE', ['creditNote'])]}>
        <InvoicePdfPage />
      </MockedProvider>,
      { url: '/invoices/inv-1/pdf?type=invoice', path: '/invoices/:id/pdf' },
    );
    expect(await screen.findByRole('heading', { name: 'Credit note 10001' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the credit note' })).toBeTruthy();
    await waitFor(() => expect(fetched()).toEqual([{ type: 'creditNote' }]));
  });
});
