import { describe, expect, it } from 'vitest';
import {
  canReceiveEhf,
  customerDisplayName,
  customerFailures,
  customerIdentityKey,
  customerProblems,
  normalizeCustomer,
  type CustomerValues,
} from './customers.js';

const location = { address: 'Storgata 1', additionalAddress: '', zip: '0155', city: 'Oslo', countryCode: 'NO' };

const company = (changes: Partial<CustomerValues> = {}): CustomerValues => ({
  isCompany: true,
  name: 'Fjellvang Bygg AS',
  unofficialName: '',
  nameOption: 'NAME',
  organizationNumber: '923 609 016',
  reference: '',
  customPhone: '',
  customEmail: 'faktura@fjellvang.example.no',
  invoiceDeliveryMethod: 'EMAIL',
  creditDays: 14,
  deliveryLocations: [location],
  customerContacts: [],
  ...changes,
});

const person = (changes: Partial<CustomerValues> = {}): CustomerValues =>
  company({ isCompany: false, name: 'Kari Nordmann', organizationNumber: '', ...changes });

const problems = (values: CustomerValues) =>
  customerProblems(normalizeCustomer(values)).map(({ attribute, type }) => ({ attribute, type }));

describe('customer rules', () => {
  it('accepts a company with a valid organisation number and a private person without one', () => {
    expect(problems(company())).toEqual([]);
    expect(problems(person())).toEqual([]);
  });

  it('requires a company to have an organisation number', () => {
    expect(problems(company({ organizationNumber: '  ', invoiceDeliveryMethod: 'MAIL' }))).toEqual([
      { attribute: 'organizationNumber', type: 'blank' },
    ]);
  });

  it('refuses an organisation number with a wrong MOD11 check digit (checksum_invalid)', () => {
    expect(problems(company({ organizationNumber: '923 609 017' }))).toEqual([
      { attribute: 'organizationNumber', type: 'checksum_invalid' },
    ]);
  });

  it('refuses an organisation number that is not nine digits (wrong_length)', () => {
    expect(problems(company({ organizationNumber: '92360901' }))).toEqual([
      { attribute: 'organizationNumber', type: 'wrong_length' },
    ]);
    expect(problems(company({ organizationNumber: '92360901A' }))).toEqual([
      { attribute: 'organizationNumber', type: 'wrong_length' },
    ]);
  });

  it('stores the organisation number compact and drops it for a private person', () => {
    expect(normalizeCustomer(company()).organizationNumber).toBe('923609016');
    expect(normalizeCustomer(person({ organizationNumber: '923609016' })).organizationNumber).toBe('');
  });

  it('lets EHF go only to a company with a valid organisation number', () => {
    expect(problems(company({ invoiceDeliveryMethod: 'EHF' }))).toEqual([]);
    expect(problems(person({ invoiceDeliveryMethod: 'EHF' }))).toEqual([
      { attribute: 'invoiceDeliveryMethod', type: 'invalid' },
    ]);
    expect(problems(company({ invoiceDeliveryMethod: 'EHF', organizationNumber: '' }))).toEqual([
      { attribute: 'organizationNumber', type: 'blank' },
      { attribute: 'invoiceDeliveryMethod', type: 'invalid' },
    ]);
    expect(canReceiveEhf({ isCompany: true, organizationNumber: '974760673' })).toBe(true);
    expect(canReceiveEhf({ isCompany: true, organizationNumber: '974760674' })).toBe(false);
  });

  it('needs an e-mail address for delivery by e-mail, and a valid one whenever given', () => {
    expect(problems(person({ customEmail: '' }))).toEqual([{ attribute: 'customEmail', type: 'blank' }]);
    expect(problems(person({ customEmail: '', invoiceDeliveryMethod: 'MAIL' }))).toEqual([]);
    expect(problems(person({ customEmail: 'kari@', invoiceDeliveryMethod: 'MAIL' }))).toEqual([
      { attribute: 'customEmail', type: 'invalid' },
    ]);
  });

  it('requires a delivery method of EMAIL, MAIL or EHF', () => {
    expect(problems(company({ invoiceDeliveryMethod: null }))).toEqual([
      { attribute: 'invoiceDeliveryMethod', type: 'blank' },
    ]);
    expect(problems(company({ invoiceDeliveryMethod: 'FAX' as never }))).toEqual([
      { attribute: 'invoiceDeliveryMethod', type: 'inclusion' },
    ]);
  });

  it('needs the alias when the alias is the name shown', () => {
    expect(problems(company({ nameOption: 'ALIAS' }))).toEqual([{ attribute: 'unofficialName', type: 'blank' }]);
    expect(problems(company({ nameOption: 'ALIAS', unofficialName: 'Fjellvang' }))).toEqual([]);
  });

  it('requires credit days as a whole number from 0 to 365', () => {
    expect(problems(company({ creditDays: null }))).toEqual([{ attribute: 'creditDays', type: 'blank' }]);
    expect(problems(company({ creditDays: 0 }))).toEqual([]);
    expect(problems(company({ creditDays: 365 }))).toEqual([]);
    expect(customerProblems(company({ creditDays: 366 }))).toEqual([
      { attribute: 'creditDays', type: 'less_than_or_equal_to', params: { count: 365 } },
    ]);
    expect(problems(company({ creditDays: -1 }))).toEqual([{ attribute: 'creditDays', type: 'not_an_integer' }]);
    expect(problems(company({ creditDays: '14,5' }))).toEqual([{ attribute: 'creditDays', type: 'not_an_integer' }]);
  });

  it('refuses a phone number that is not one (invalid), on the customer and on each contact', () => {
    const contact = { firstName: 'Ola', lastName: '', phone: 'abc', email: '', jobTitle: '', comment: '' };
    expect(problems(company({ customPhone: 'abc', customerContacts: [contact] }))).toEqual([
      { attribute: 'customPhone', type: 'invalid' },
      { attribute: 'customerContacts.0.phone', type: 'invalid' },
    ]);
    expect(
      problems(company({ customPhone: '+47 22 00 00 00', customerContacts: [{ ...contact, phone: '412 34 567' }] })),
    ).toEqual([]);
  });

  it('needs at least one delivery location (delivery_locations_empty)', () => {
    expect(problems(company({ deliveryLocations: [] }))).toEqual([
      { attribute: 'deliveryLocations', type: 'delivery_locations_empty' },
    ]);
  });

  it('checks each delivery location: address, city, country, and a four-digit zip in Norway', () => {
    const locations = [
      { ...location, zip: '' },
      { ...location, zip: '155' },
      { address: '', additionalAddress: '', zip: '', city: '', countryCode: '' },
      { address: 'Drottninggatan 5', additionalAddress: '', zip: '111 51', city: 'Stockholm', countryCode: 'se' },
    ];
    expect(problems(company({ deliveryLocations: locations }))).toEqual([
      { attribute: 'deliveryLocations.0.zip', type: 'blank' },
      { attribute: 'deliveryLocations.1.zip', type: 'invalid' },
      { attribute: 'deliveryLocations.2.address', type: 'blank' },
      { attribute: 'deliveryLocations.2.city', type: 'blank' },
      { attribute: 'deliveryLocations.2.countryCode', type: 'blank' },
    ]);
  });

  it('needs a first or a last name of each contact and a valid e-mail address when given', () => {
    const contact = { firstName: '', lastName: '', phone: '', email: '', jobTitle: '', comment: '' };
    const values = company({
      customerContacts: [
        { ...contact, lastName: 'Hansen' },
        { ...contact, phone: '912 34 567' },
        { ...contact, firstName: 'Ola', email: 'ola@@example.no' },
      ],
    });
    expect(problems(values)).toEqual([
      { attribute: 'customerContacts.1.firstName', type: 'blank' },
      { attribute: 'customerContacts.2.email', type: 'invalid' },
    ]);
  });

  it('leaves out contact rows with nothing in them', () => {
    const empty = { firstName: ' ', lastName: '', phone: '', email: '', jobTitle: '', comment: '' };
    expect(normalizeCustomer(company({ customerContacts: [empty] })).customerContacts).toEqual([]);
  });

  it('answers each failure at its path for the form', () => {
    const failures = customerFailures(company({ name: '', deliveryLocations: [{ ...location, city: '' }] }));
    expect(failures.map((found) => [found.path, found.failure.key])).toEqual([
      ['name', 'required'],
      ['deliveryLocations.0.city', 'required'],
    ]);
  });
});

describe('customer identity ("a customer can only be created once")', () => {
  it('is the organisation number of a company, however it is spaced', () => {
    expect(customerIdentityKey({ isCompany: true, organizationNumber: '923 609 016', name: 'A' })).toBe(
      customerIdentityKey({ isCompany: true, organizationNumber: '923609016', name: 'B' }),
    );
  });

  it('is the name and e-mail of a person, without regard to case', () => {
    expect(customerIdentityKey({ isCompany: false, name: 'Kari  Nordmann', customEmail: 'Kari@Example.no' })).toBe(
      customerIdentityKey({ isCompany: false, name: 'kari nordmann', customEmail: 'kari@example.no' }),
    );
  });

  it('is the name and first zip code of a person without e-mail', () => {
    const key = customerIdentityKey({ isCompany: false, name: 'Ola Nordmann', firstZip: '5003' });
    expect(key).toBe('person:ola nordmann:zip:5003');
    expect(customerIdentityKey({ isCompany: false, name: 'Ola Nordmann', firstZip: '5004' })).not.toBe(key);
  });

  it('shows the alias only when the customer chose it', () => {
    expect(customerDisplayName({ name: 'Fjellvang Bygg AS', unofficialName: 'Fjellvang', nameOption: 'ALIAS' })).toBe(
      'Fjellvang',
    );
    expect(customerDisplayName({ name: 'Fjellvang Bygg AS', unofficialName: 'Fjellvang', nameOption: 'NAME' })).toBe(
      'Fjellvang Bygg AS',
    );
  });
});
