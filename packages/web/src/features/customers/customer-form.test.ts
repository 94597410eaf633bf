import { describe, expect, it } from 'vitest';
import {
  customerFormValues,
  customerInput,
  customerSchema,
  newCustomerValues,
  type CustomerRecord,
} from './customer-form';

const saved: CustomerRecord = {
  id: 'c1',
  isCompany: true,
  name: 'Fjellvang Bygg AS',
  unofficialName: null,
  nameOption: 'NAME',
  organizationNumber: '923609016',
  reference: null,
  customPhone: '55 12 34 56',
  customEmail: null,
  invoiceDeliveryMethod: 'EHF',
  creditDays: 30,
  ownerId: 'u1',
  deliveryLocations: [
    { id: 'l1', address: 'Storgata 1', additionalAddress: null, zip: '0155', city: 'Oslo', countryCode: 'NO' },
  ],
  customerContacts: [
    { id: 'k1', firstName: 'Ola', lastName: null, phone: null, email: null, jobTitle: null, comment: null },
  ],
};

const issues = (values: unknown) => {
  const result = customerSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the customer form', () => {
  it("starts a new customer with the unit's credit days and country and the current user as owner", () => {
    const values = newCustomerValues({ creditDays: 20, countryCode: 'SE', ownerId: 'u1' });
    expect(values).toMatchObject({ isCompany: true, invoiceDeliveryMethod: 'EMAIL', creditDays: 20, ownerId: 'u1' });
    expect(values.deliveryLocations).toEqual([
      { address: '', additionalAddress: '', zip: '', city: '', countryCode: 'SE' },
    ]);
  });

  it('falls back to 14 credit days and Norway when the unit has no invoice settings', () => {
    const values = newCustomerValues({});
    expect(values.creditDays).toBe(14);
    expect(values.deliveryLocations[0]!.countryCode).toBe('NO');
  });

  it('edits a saved customer with empty texts for missing values and sends it back unchanged', () => {
    const values = customerFormValues(saved);
    expect(values.customEmail).toBe('');
    expect(values.customerContacts[0]).toEqual({
      firstName: 'Ola',
      lastName: '',
      phone: '',
      email: '',
      jobTitle: '',
      comment: '',
    });
    expect(issues(values)).toEqual([]);
    expect(values.organizationNumber).toBe('923 609 016');
    expect(customerInput(values)).toMatchObject({
      organizationNumber: '923 609 016',
      creditDays: 30,
      deliveryLocations: [{ zip: '0155', city: 'Oslo', countryCode: 'NO' }],
    });
  });

  it('sends no organisation number for a private person', () => {
    expect(customerInput({ ...customerFormValues(saved), isCompany: false }).organizationNumber).toBeNull();
  });

  it("marks nested rows' fields with the shared rules, in the form's own words where it has them", () => {
    const values = customerFormValues(saved);
    values.organizationNumber = '923 609 017';
    values.deliveryLocations[0]!.zip = '155';
    values.customerContacts[0]!.firstName = '';
    const found = issues(values);
    expect(found.map(([path]) => path)).toEqual([
      'organizationNumber',
      'invoiceDeliveryMethod',
      'deliveryLocations.0.zip',
      'customerContacts.0.firstName',
    ]);
    expect(found[0]![1]).toContain('customers:validation.organizationNumberChecksum');
    expect(found[1]![1]).toContain('customers:validation.ehfNeedsOrganizationNumber');
    expect(found[2]![1]).toContain('customers:validation.norwegianZip');
    expect(found[3]![1]).toContain('customers:validation.contactName');
  });

  it('uses the generic rule texts otherwise', () => {
    const values = { ...customerFormValues(saved), creditDays: null };
    expect(issues(values)).toEqual([['creditDays', expect.stringContaining('"required"')]]);
  });
});
