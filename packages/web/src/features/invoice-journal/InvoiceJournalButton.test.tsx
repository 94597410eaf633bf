import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../ui/test-utils';
import { InvoiceJournalButton } from './InvoiceJournalButton';
import { previousMonth } from './invoice-journal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the bookkeeping export period', () => {
  it('defaults to the previous calendar month, across a year end and a leap February', () => {
    expect(previousMonth('2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousMonth('2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(previousMonth('2026-01-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});

describe('the bookkeeping export button', () => {
  it('downloads the chosen period and format with the session and company', async () => {
    localStorage.setItem('fjord.token', 'token-1');
    localStorage.setItem('fjord.unitId', 'unit-1');
    const fetch = vi.fn(
      async () =>
        new Response('date;voucher\r\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="invoice-journal-2026-02-01-2026-02-28.json"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const createObjectURL = vi.fn(() => 'blob:journal');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    renderWithProviders(<InvoiceJournalButton today="2026-03-15" />);
    fireEvent.click(screen.getByRole('button', { name: 'Bookkeeping export' }));
    expect(await screen.findByRole('dialog', { name: 'Export to bookkeeping' })).toBeTruthy();
    expect(screen.getByLabelText(/^From/)).toHaveProperty('value', '2026-02-01');
    expect(screen.getByLabelText(/^To/)).toHaveProperty('value', '2026-02-28');
    fireEvent.click(screen.getByText('JSON'));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(clicked).toEqual(['invoice-journal-2026-02-01-2026-02-28.json']));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/exports/invoice-journal?from=2026-02-01&to=2026-02-28&format=json');
    expect(init.headers).toMatchObject({ authorization: 'Bearer token-1', 'x-unit-id': 'unit-1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: 'invalid_parameter', message: 'A query parameter is not valid.' }, { status: 400 }),
      ),
    );
    renderWithProviders(<InvoiceJournalButton today="2026-03-15" />);
    fireEvent.click(screen.getByRole('button', { name: 'Bookkeeping export' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A query parameter is not valid.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
