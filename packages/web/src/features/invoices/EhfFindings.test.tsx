import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18n from '../../i18n';
import { renderWithProviders } from '../../ui/test-utils';
import { EhfFindings, type EhfFindingItem } from './EhfFindings';

const WARNING: EhfFindingItem = {
  ruleId: 'PEPPOL-EN16931-R003',
  flag: 'WARNING',
  text: 'A buyer reference or purchase order reference MUST be provided.',
  field: null,
  location: '/ubl:Invoice[1]',
};
const FATAL_SUPPLIER: EhfFindingItem = {
  ruleId: 'PEPPOL-EN16931-R020',
  flag: 'FATAL',
  text: 'Seller electronic address MUST be provided',
  field: 'supplier',
  location: '/ubl:Invoice[1]/cac:AccountingSupplierParty[1]/cac:Party[1]',
};
const FATAL_LINE: EhfFindingItem = {
  ruleId: 'BR-24',
  flag: 'FATAL',
  text: 'Each Invoice line (BG-25) shall have an Invoice line net amount (BT-131).',
  field: 'lines.1',
  location: '/ubl:Invoice[1]/cac:InvoiceLine[2]',
};

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(() => i18n.changeLanguage('en'));

describe('the EHF findings', () => {
  it('a fatal finding blocks: errors first, each with its rule id, message and the invoice part (line numbers from 1)', () => {
    renderWithProviders(<EhfFindings findings={[WARNING, FATAL_SUPPLIER, FATAL_LINE]} />);
    expect(screen.getByText('The EHF cannot be sent: fix what the rules below point out')).toBeTruthy();
    expect(rows()).toEqual([
      ['Error', 'PEPPOL-EN16931-R020', 'Seller electronic address MUST be provided', 'Your company'],
      ['Error', 'BR-24', 'Each Invoice line (BG-25) shall have an Invoice line net amount (BT-131).', 'Line 2'],
      ['Warning', 'PEPPOL-EN16931-R003', WARNING.text, 'The document'],
    ]);
  });

  it('warnings alone do not block', () => {
    renderWithProviders(<EhfFindings findings={[WARNING]} />);
    expect(screen.getByText('The EHF passes validation')).toBeTruthy();
    expect(rows()).toHaveLength(1);
  });

  it('in Norwegian', async () => {
    await i18n.changeLanguage('nb');
    renderWithProviders(<EhfFindings findings={[FATAL_LINE]} />);
    expect(screen.getByText('EHF-en kan ikke sendes: rett det reglene under peker på')).toBeTruthy();
    expect(rows()).toEqual([['Feil', 'BR-24', FATAL_LINE.text, 'Linje 2']]);
  });

  it('no findings: valid, and says so', () => {
    renderWithProviders(<EhfFindings findings={[]} />);
    expect(screen.getByText('The EHF passes validation')).toBeTruthy();
    expect(screen.getByText('No findings')).toBeTruthy();
  });
});
