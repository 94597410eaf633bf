/**
 * Sweep fixtures of the unit's master data: cars, customers, dimensions, payment methods, sub-units, VAT rates,
 * municipalities, the unit setting's logo.
 */
import { createThing, crud, firstRowOf, newRecord, one, upload } from './make.js';
import { ref, type Kinds, type OperationFixture } from './refs.js';

const CAR = { name: 'Sveipebil', carRegistrations: [{ registrationNumber: 'EL 11111' }] };
/** 923609016 passes MOD11. */
const CUSTOMER = {
  isCompany: true,
  name: 'Fjellvang Bygg AS',
  organizationNumber: '923 609 016',
  invoiceDeliveryMethod: 'EHF',
  creditDays: 14,
  deliveryLocations: [{ address: 'Storgata 1', zip: '0155', city: 'Oslo', countryCode: 'NO' }],
};
const DIMENSION = { code: 'SV1', name: 'Sveip' };
/** In Oslo (one zone, 1), like the company of the paycheck fixtures. */
const SUB_UNIT = { name: 'Sveip avdeling', organizationNumber: '923609016', municipalityNumber: '0301' };
/** Oslo for the other unit, Bergen for the caller: a unit with its own details of the same municipality would hide a leak. */
const MUNICIPALITIES = ['0301', '4601'] as const;
const carInput = { ...CAR, carRegistrations: [{ id: ref('carRegistration'), registrationNumber: 'EL 22222' }] };
const customerInput = { ...CUSTOMER, ownerId: ref('user') };
const superAdminOnly = 'only super admins change the national VAT rates (the permission sweep covers them)';

export const MASTER_DATA_KINDS = {
  vatRate: {
    create: async (unit) =>
      (await unit.call<{ vatRates: { items: { id: string }[] } }>('{ vatRates(limit: 1) { items { id } } }')).vatRates
        .items[0]!.id,
    shared: 'the national VAT rates belong to no unit; only super admins change them',
  },
  municipalityDetails: {
    create: async (unit) => {
      await unit.call(
        'mutation ($number: String!, $input: MunicipalityDetailsInput!) { saveMunicipalityDetails(number: $number, input: $input) { number } }',
        { number: MUNICIPALITIES[unit.index], input: { contactName: 'Sveip' } },
      );
      return MUNICIPALITIES[unit.index];
    },
    shared: 'a municipality is national; each unit keeps its own details of it',
  },
  car: {
    create: (unit) => createThing(unit, 'Car', CAR),
  },
  carRegistration: { create: firstRowOf('car', 'query ($id: ID!) { car(id: $id) { carRegistrations { id } } }') },
  customer: {
    create: (unit) => createThing(unit, 'Customer', CUSTOMER),
  },
  department: {
    create: (unit) => createThing(unit, 'Department', DIMENSION),
  },
  project: {
    create: (unit) => createThing(unit, 'Project', DIMENSION),
  },
  paymentMethod: {
    create: (unit) => createThing(unit, 'PaymentMethod', { name: 'Sveipekort' }),
  },
  subUnit: {
    create: (unit) => createThing(unit, 'SubUnit', SUB_UNIT),
  },
  logo: { create: (unit) => upload(unit, 'logo') },
} satisfies Kinds;

export const MASTER_DATA_OPERATIONS: Record<string, OperationFixture> = {
  ...crud('Car', 'car', carInput),
  createCar: { variables: { input: carInput }, noControl: newRecord },
  ...crud('Customer', 'customer', customerInput),
  createCustomer: { variables: { input: customerInput } },
  ...crud('Department', 'department', DIMENSION),
  ...crud('Project', 'project', DIMENSION),
  ...crud('PaymentMethod', 'paymentMethod', { name: 'Endret' }),
  ...crud('SubUnit', 'subUnit', { ...SUB_UNIT, departmentId: ref('department') }),
  createSubUnit: { variables: { input: { ...SUB_UNIT, departmentId: ref('department') } } },
  updateVatRate: {
    variables: {
      id: ref('vatRate'),
      input: { vatRateSymbol: 'STANDARD', percentage: '25', activeFrom: '2001-01-01' },
    },
    noControl: superAdminOnly,
  },
  deleteVatRate: { ...one('vatRate'), noControl: superAdminOnly },
  municipality: { variables: { number: ref('municipalityDetails') } },
  saveMunicipalityDetails: { variables: { number: ref('municipalityDetails'), input: { contactName: 'Egen' } } },
  deleteMunicipalityDetails: { variables: { number: ref('municipalityDetails') } },
  saveUnitSetting: {
    variables: { input: { companyNameOption: 'FULL_NAME', logoId: ref('logo') } },
    attributes: { 'input.logoId': 'logo' },
  },
};
