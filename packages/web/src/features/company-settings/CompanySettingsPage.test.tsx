import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { permissionsFor, UNIT_INVOICE_SETTING_DEFAULTS } from '@fjord/domain';
import { currentUserMock } from '../../app/current-user.mock';
import { renderWithProviders } from '../../ui/test-utils';
import CompanySettingsPage from './CompanySettingsPage';
import { toInvoiceSettingInput } from './invoice-setting-form';

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
});
