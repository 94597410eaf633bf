import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { permissionsFor, UNIT_INVOICE_SETTING_DEFAULTS, type UnitInvoiceSettingValues } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import { AppForm, SubmitButton, useAppForm } from '../../ui/forms';
import { renderWithProviders } from '../../ui/test-utils';
import CompanySettingsPage from './CompanySettingsPage';
import { JournalAccountFields } from './invoice-setting-fields';
import { invoiceSettingSchema, toInvoiceSettingInput } from './invoice-setting-form';

describe('company settings page', () => {
  it('tells a user without company-settings rights to ask the administrator', async () => {
    renderWithProviders(
      <MockedProvider mocks={[currentUserMock(permissionsFor('sales'))]}>
        <CompanySettingsPage />
      </MockedProvider>,
      { url: '/company-settings' },
    );
    expect(await screen.findByText('You do not have access to company settings. Ask your administrator.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('the invoice settings input', () => {
  it('sends blank texts as null and trims lists and start numbers', () => {
    const input = toInvoiceSettingInput({
      ...UNIT_INVOICE_SETTING_DEFAULTS,
      bban: ' ',
      iban: 'NO58 1503 2714 452',
      swift: '',
      customNote: '  ',
      invoiceEmailCopy: [' regnskap@fjordhandel.no '],
      legalNotes: [' Forsinkelsesrente etter loven. '],
      overdueNoticeCharge: '',
      startingInvoiceNumber: ' F-1000 ',
    });
    expect(input).toMatchObject({
      bban: null,
      iban: 'NO58 1503 2714 452',
      swift: null,
      customNote: null,
      invoiceEmailCopy: ['regnskap@fjordhandel.no'],
      legalNotes: ['Forsinkelsesrente etter loven.'],
      overdueNoticeCharge: null,
      startingInvoiceNumber: 'F-1000',
      customerCreditDays: 14,
      displaySettings: UNIT_INVOICE_SETTING_DEFAULTS.displaySettings,
    });
  });

  it('sends all nine journal accounts, trimmed', () => {
    const input = toInvoiceSettingInput({
      ...UNIT_INVOICE_SETTING_DEFAULTS,
      journalAccounts: { ...UNIT_INVOICE_SETTING_DEFAULTS.journalAccounts, receivables: ' 15100 ' },
    });
    expect(input.journalAccounts).toEqual({ ...UNIT_INVOICE_SETTING_DEFAULTS.journalAccounts, receivables: '15100' });
  });
});

function JournalAccountsForm({ onSubmit }: { onSubmit: (values: UnitInvoiceSettingValues) => unknown }) {
  const form = useAppForm({ schema: invoiceSettingSchema, saved: UNIT_INVOICE_SETTING_DEFAULTS });
  return (
    <AppForm form={form} onSubmit={onSubmit}>
      <JournalAccountFields />
      <SubmitButton>Save</SubmitButton>
    </AppForm>
  );
}

describe('the bookkeeping accounts of the invoice settings', () => {
  const group = () => screen.getByRole('group', { name: 'Bookkeeping accounts' });
  const account = (label: string) => within(group()).getByRole('textbox', { name: label }) as HTMLInputElement;

  it('shows the nine accounts, each labelled, in a group named by its heading, with the NS 4102 defaults', async () => {
    renderWithProviders(<JournalAccountsForm onSubmit={vi.fn()} />);
    expect(await screen.findByRole('group', { name: 'Bookkeeping accounts' })).toBeTruthy();
    const fields = within(group()).getAllByRole('textbox') as HTMLInputElement[];
    expect(fields.map((field) => [field.labels?.[0]?.textContent?.replace(/\s*\*$/, ''), field.value])).toEqual([
      ['Customer receivables', '1500'],
      ['Bank', '1920'],
      ['Output VAT', '2700'],
      ['Rounding', '7740'],
      ['Reminder fees', '3900'],
      ['Interest income', '8050'],
      ['Sales, VAT-liable', '3000'],
      ['Sales, zero-rated', '3100'],
      ['Sales outside the VAT Act', '3200'],
    ]);
  });

  it('refuses an account that is not 4 to 6 digits in the browser, by the domain rules, and does not save', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<JournalAccountsForm onSubmit={onSubmit} />);
    fireEvent.change(await waitFor(() => account('Customer receivables')), { target: { value: '15A0' } });
    fireEvent.change(account('Sales outside the VAT Act'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an account number of 4 to 6 digits, e.g. 1500')).toBeTruthy();
    expect(screen.getByText('Sales outside the VAT Act is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal of journalAccounts.bank on the Bank field', async () => {
    const refusal = {
      errors: [
        {
          message: 'Validation failed',
          extensions: {
            code: 'VALIDATION',
            validations: [{ model: 'unitInvoiceSetting', attribute: 'journalAccounts.bank', type: 'invalid' }],
          },
        },
      ],
    };
    renderWithProviders(
      <JournalAccountsForm
        onSubmit={() => {
          throw refusal;
        }}
      />,
    );
    fireEvent.change(await waitFor(() => account('Bank')), { target: { value: '19201' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(account('Bank').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter an account number of 4 to 6 digits, e.g. 1500')).toBeTruthy();
  });
});
