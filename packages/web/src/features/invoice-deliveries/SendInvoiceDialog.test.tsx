import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import { InvoiceEhfCheckDocument, SendInvoiceDocument } from './operations';
import { SendInvoiceDialog } from './SendInvoiceDialog';

const ID = 'invoice-1';
const RECEIVER = {
  __typename: 'EhfReceiver' as const,
  participantId: '0192:910684035',
  registered: true,
  invoice: true,
  creditNote: true,
};
const finding = (flag: 'FATAL' | 'WARNING', ruleId: string, text: string, field: string | null) => ({
  __typename: 'EhfFinding' as const,
  ruleId,
  flag,
  text,
  field,
  location: '/ubl:Invoice[1]/cac:AccountingSupplierParty[1]',
});
const WARNING = finding('WARNING', 'PEPPOL-EN16931-R003', 'A buyer reference … SHOULD be provided.', null);
const FATAL = finding(
  'FATAL',
  'BR-09',
  'The Seller postal address (BG-5) shall contain a Seller country code (BT-40).',
  'supplier',
);

const checkMock = (findings: ReturnType<typeof finding>[]) => ({
  request: { query: InvoiceEhfCheckDocument, variables: { id: ID } },
  maxUsageCount: 5,
  result: {
    data: {
      invoice: {
        __typename: 'Invoice' as const,
        id: ID,
        kind: 'INVOICE' as const,
        sendChoice: { __typename: 'InvoiceSendChoice' as const, receiver: RECEIVER },
        ehfValidation: {
          __typename: 'EhfValidation' as const,
          valid: !findings.some((item) => item.flag === 'FATAL'),
          findings,
        },
      },
    },
  },
});

const refusedSend = {
  request: { query: SendInvoiceDocument, variables: () => true },
  result: {
    errors: [
      new GraphQLError('Validation failed', {
        extensions: {
          code: 'VALIDATION',
          validations: [
            {
              model: 'invoiceDelivery',
              attribute: 'ehf',
              type: 'ehfRuleFailed',
              params: { ruleId: FATAL.ruleId, text: FATAL.text, field: 'supplier', location: FATAL.location },
            },
          ],
        },
      }),
    ],
  },
};

async function renderDialog(mocks: unknown[], locale = 'en') {
  await act(() => i18n.changeLanguage(locale));
  const onClose = vi.fn();
  renderWithProviders(
    <MockedProvider mocks={mocks as never}>
      <SendInvoiceDialog
        invoiceId={ID}
        title="Send invoice"
        saved={{ channel: 'EHF', recipient: '', message: '', confirmed: false }}
        channels={['EHF', 'EMAIL', 'MAIL']}
        needsConfirmation={[]}
        participantId="0192:910684035"
        onClose={onClose}
      />
    </MockedProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Send invoice' });
  return { dialog, onClose };
}

const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement;

afterEach(() => i18n.changeLanguage('en'));

describe('the send dialog with EHF chosen', () => {
  it('names the receiver and what it takes, says a valid EHF was checked, and sends', async () => {
    const { dialog } = await renderDialog([checkMock([])]);
    expect(
      await within(dialog).findByText('The EHF has been checked against the Peppol rules and can be sent.'),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('ehf-receiver').textContent).toBe(
      'Receiver in the Peppol network: 0192:910684035. Receives invoices and credit notes by EHF.',
    );
    expect(sendButton(dialog).disabled).toBe(false);
  });

  it('lists warnings without blocking', async () => {
    const { dialog } = await renderDialog([checkMock([WARNING])]);
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByText('PEPPOL-EN16931-R003')).toBeTruthy();
    expect(sendButton(dialog).disabled).toBe(false);
  });

  it('lists a fatal finding and disables Send with the reason (nb)', async () => {
    const { dialog } = await renderDialog([checkMock([FATAL, WARNING])], 'nb');
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByText('BR-09')).toBeTruthy();
    expect(within(table).getByText('Ditt firma')).toBeTruthy();
    const button = sendButton(dialog);
    await waitFor(() => expect(button.disabled).toBe(true));
    const reason = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Kan ikke sendes som EHF før feilene er rettet');
  });

  it('shows the rules of a refusal by the server in the dialog, which stays open, and blocks Send', async () => {
    const { dialog, onClose } = await renderDialog([checkMock([]), refusedSend]);
    await within(dialog).findByText('The EHF has been checked against the Peppol rules and can be sent.');
    fireEvent.click(sendButton(dialog));
    expect(await within(dialog).findByText('The EHF was not sent')).toBeTruthy();
    const table = within(dialog).getByRole('table');
    expect(within(table).getByText('BR-09')).toBeTruthy();
    expect(within(table).getByText(FATAL.text)).toBeTruthy();
    // Not the form's generic error: the rule appears once, in the findings.
    expect(within(dialog).queryByText(/breaks rule BR-09/)).toBeNull();
    await waitFor(() => expect(sendButton(dialog).disabled).toBe(true));
    expect(onClose).not.toHaveBeenCalled();
  });
});
