import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import type { Role } from '@fjord/domain';
import { bankFileUpload, ImportPaymentsButton } from './ImportPaymentsButton';
import { BankPaymentImportsDocument, ImportBankPaymentsDocument } from './operations';
import { renderAs } from './test-support';

const importsMock = (items: unknown[]): MockLink.MockedResponse => ({
  request: { query: BankPaymentImportsDocument, variables: { limit: 5 } },
  result: { data: { bankPaymentImports: { __typename: 'BankPaymentImportPage', totalCount: items.length, items } } },
});

const unmatched = (kid: string, reason: string, invoice: { id: string; number: string } | null = null) => ({
  __typename: 'UnmatchedBankPayment',
  kid,
  amount: '250.01',
  paymentDate: '2026-03-02',
  archiveReference: `2026-03-02:${kid}`,
  reason,
  invoice: invoice && { __typename: 'Invoice', ...invoice },
});

const importMock: MockLink.MockedResponse = {
  request: { query: ImportBankPaymentsDocument, variables: { fileId: 'f1' } },
  result: {
    data: {
      importBankPayments: {
        __typename: 'BankPaymentImportResult',
        import: {
          __typename: 'BankPaymentImport',
          id: 'b1',
          fileName: 'OCR.20260302.txt',
          format: 'OCR',
          matchedCount: 2,
          matchedAmount: '3200.50',
          duplicateCount: 1,
        },
        unmatched: [
          unmatched('0000000026', 'unknown_kid'),
          unmatched('0010010002', 'overpayment', { id: 'i3', number: '10003' }),
        ],
        duplicates: 1,
        skipped: [],
      },
    },
  },
};

const renderButton = (mocks: MockLink.MockedResponse[], role?: Role) => renderAs(<ImportPaymentsButton />, mocks, role);

afterEach(() => vi.unstubAllGlobals());

describe('ImportPaymentsButton', () => {
  it('uploads the chosen file as a bank file, imports it and shows matched, unmatched with reasons and duplicates', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { signedBlobId: 'f1', fileName: 'OCR.20260302.txt', contentType: 'text/plain', size: 10, url: '/files/f1' },
        { status: 201 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderButton([importsMock([]), importMock, importsMock([])]);
    const button = await screen.findByRole('button', { name: 'Import payments' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Import payments' });
    expect(await within(dialog).findByText('No bank files imported yet.')).toBeTruthy();

    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['NY000010'], 'OCR.20260302.txt')] } });

    expect(await within(dialog).findByText('Matched: 2 payments, 3,200.50 NOK in total')).toBeTruthy();
    expect(within(dialog).getByText('Duplicates left out (imported before): 1')).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Not matched' });
    expect(within(table).getByText('No invoice has this KID')).toBeTruthy();
    expect(within(table).getByText('Overpayment: more than invoice 10003 owes')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/files?kind=bank_file', expect.objectContaining({ method: 'POST' }));
  });

  it('is not offered to a member who may not register payments', async () => {
    renderButton([], 'readOnly');
    expect(await screen.findByText('permissions loaded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import payments' })).toBeNull();
  });
});

describe('bankFileUpload', () => {
  it('sends an XML file as XML and any other bank file (.ocr, .dat, .txt) as text, whatever the browser said', () => {
    expect(bankFileUpload(new File(['<x/>'], 'camt054.XML')).type).toBe('text/xml');
    expect(bankFileUpload(new File(['NY'], 'innbetalinger.ocr')).type).toBe('text/plain');
    expect(bankFileUpload(new File(['NY'], 'OCR.dat', { type: 'application/octet-stream' })).type).toBe('text/plain');
  });
});
