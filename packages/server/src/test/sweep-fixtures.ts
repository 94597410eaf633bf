import { units } from '../db/schema.js';
import type { TestApp } from './app.js';
import { addMember, userWithUnit, type Fixture } from './fixtures.js';
import { gql } from './http.js';

/**
 * The fixtures of the generated sweeps: for each kind of record an id can refer to, how to make
 * one in a unit; for each operation with an id, valid variables with a `ref(kind)` at every id
 * position. The sweep puts another unit's record at one position at a time and its own unit's
 * records everywhere else.
 */

const REF = Symbol('ref');
export type Ref = { [REF]: Kind };
/** The place of an id in an operation's variables: a record of this kind. */
export const ref = (kind: Kind): Ref => ({ [REF]: kind });
export const isRef = (value: unknown): value is Ref => typeof value === 'object' && value !== null && REF in value;
export const kindOf = (value: Ref): Kind => value[REF];

type Template = Record<string, unknown>;

/** What an id can refer to; each has a fixture in KINDS. */
export type Kind =
  | 'user'
  | 'company'
  | 'pensionCompany'
  | 'vatRate'
  | 'municipalityDetails'
  | 'accessRequest'
  | 'member'
  | 'invitation'
  | 'car'
  | 'carRegistration'
  | 'customer'
  | 'department'
  | 'project'
  | 'employee'
  | 'employeeTaxCard'
  | 'mainTemplate'
  | 'paymentMethod'
  | 'pensionUnitSelection'
  | 'productGroup'
  | 'childProductGroup'
  | 'product'
  | 'productImage'
  | 'logo'
  | 'subUnit'
  | 'variantHolder'
  | 'variant'
  | 'webstoreApiToken'
  | 'workRelation'
  | 'leave'
  | 'templateLine';

/** The records of one unit the sweep made, each kind once (a kind's parents are the same records). */
export class UnitRecords {
  private readonly made = new Map<Kind, Promise<string>>();
  constructor(
    readonly t: TestApp,
    readonly who: Fixture,
    /** 0 for the unit whose records the sweep names, 1 for the caller's: keys of shared registers differ by it. */
    readonly index: 0 | 1,
  ) {}

  id(kind: Kind): Promise<string> {
    const made = this.made.get(kind) ?? KINDS[kind].create(this);
    this.made.set(kind, made);
    return made;
  }

  /** Runs an operation as the unit's owner; a fixture that cannot be made stops the test. */
  async call<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await gql<T>(this.t, query, variables, { token: this.who.token, unitId: this.who.unitId });
    if (result.body.errors) throw new Error(`fixture ${query}: ${JSON.stringify(result.body.errors)}`);
    return result.body.data!;
  }

  /** The template with each ref replaced by this unit's record of its kind. */
  async resolve(template: unknown): Promise<unknown> {
    if (isRef(template)) return this.id(kindOf(template));
    if (Array.isArray(template)) return Promise.all(template.map((item) => this.resolve(item)));
    if (template !== null && typeof template === 'object') {
      const entries = await Promise.all(
        Object.entries(template).map(async ([key, value]) => [key, await this.resolve(value)] as const),
      );
      return Object.fromEntries(entries);
    }
    return template;
  }
}

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(unit: UnitRecords, kind: 'product_image' | 'logo'): Promise<string> {
  const response = await fetch(`${unit.t.url}/files?kind=${kind}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${unit.who.token}`,
      'x-unit-id': unit.who.unitId,
      'content-type': 'image/png',
      'x-file-name': 'sveip.png',
    },
    body: new Uint8Array(PNG),
  });
  const body = (await response.json()) as { signedBlobId?: string };
  if (!body.signedBlobId) throw new Error(`fixture upload ${kind}: ${JSON.stringify(body)}`);
  return body.signedBlobId;
}

const registryCompany = (t: TestApp, isPensionCompany: boolean) =>
  t.app.services.transactions.system(async (tx) => {
    const [unit] = await tx
      .insert(units)
      .values({ name: `Sveip ${isPensionCompany ? 'Pensjon' : 'Leverandør'} AS`, isCompany: true, isPensionCompany })
      .returning();
    return unit!.id;
  });

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
const EMPLOYEE = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  address: 'Storgata 1',
  zip: '0155',
  city: 'Oslo',
  birthDate: '1980-05-12',
  socialSecurityNumber: '128580 45019',
};
const TAX_CARD = { calendarYear: 2026, taxDeductionMethod: 'MAIN_EMPLOYER_PERCENTAGE', taxPercentage: '30' };
const MAIN_TEMPLATE = {
  number: 9100,
  description: 'Sveipelønn',
  carOverwrite: true,
  projectOverwrite: true,
  departmentOverwrite: true,
  editableFromEmployeePage: true,
};
const PRODUCT = {
  number: '1001',
  name: 'Stekepanne',
  unitOfMeasureCode: 'EA',
  vatRateSymbol: 'STANDARD',
  prices: [{ validFrom: '2020-01-01', salePrice: '549.00', purchasePrice: '312.50' }],
  activePeriods: [{ activeFrom: '2020-01-01' }],
};
const SUB_UNIT = { name: 'Sveip avdeling', organizationNumber: '923609016' };
const HOLDER = { name: 'Sveipeserie', attributeName: 'Farge' };
const WORK_RELATION = {
  occupationCode: '2512101',
  startDate: '2020-01-01',
  shiftType: 'ikkeSkift',
  employmentType: 'ordinaertArbeidsforhold',
  durationType: 'fast',
  employmentPercentage: '100',
};
const LEAVE = { leaveType: 'permittering', startDate: '2020-03-01', endDate: '2020-05-31', percentageLeave: '50' };
const PAYCHECK_SETTING = {
  calculationForTax: 'AUTOMATIC',
  currencyCode: 'NOK',
  defaultCreditDays: 14,
  defaultDurationType: 'fast',
  defaultEmploymentPercentage: '100',
  defaultEmploymentType: 'ordinaertArbeidsforhold',
  defaultHoursEveryWeekWithFullEmployment: '37.5',
  defaultShiftType: 'ikkeSkift',
  defaultVacationMoneyPercentage: '10.2',
  startingPaycheckNumber: '1',
};
/** Oslo for the other unit, Bergen for the caller: a unit with its own details of the same municipality would hide a leak. */
const MUNICIPALITIES = ['0301', '4601'] as const;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type KindFixture = {
  /** Makes the record in the unit and answers the id (or key) operations name it by. */
  create: (unit: UnitRecords) => Promise<string>;
  /**
   * Why naming another unit's record of this kind is allowed (a company of the shared registry,
   * a national register): the sweep then only checks that nothing of the other unit changes or
   * is answered.
   */
  shared?: string;
};

/** Makes a record with the standard `createThing(input: ThingInput!)` and answers its id. */
const createThing = (unit: UnitRecords, type: string, input: Template) =>
  created(unit, `mutation ($input: ${type}Input!) { create${type}(input: $input) { id } }`, { input });

const created = async (unit: UnitRecords, mutation: string, variables: Record<string, unknown>) => {
  const data = await unit.call(mutation, variables);
  return (Object.values(data)[0] as { id: string }).id;
};

/** The first row of the list a record holds (a car's registration, a holder's variant), read by the record's id. */
const firstRowOf = (parent: Kind, query: string) => async (unit: UnitRecords) => {
  const data = await unit.call(query, { id: await unit.id(parent) });
  const record = Object.values(data)[0] as Record<string, { id: string }[]>;
  return Object.values(record)[0]![0]!.id;
};

export const KINDS: Record<Kind, KindFixture> = {
  user: { create: async (unit) => unit.who.userId },
  company: {
    create: async (unit) => unit.who.unitId,
    shared: 'a company of the shared registry (a supplier, a company to ask for access)',
  },
  pensionCompany: {
    create: (unit) => registryCompany(unit.t, true),
    shared: 'a pension company of the shared registry',
  },
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
  accessRequest: {
    create: async (unit) => {
      const asker = await userWithUnit(unit.t);
      await gql(
        unit.t,
        'mutation ($input: RequestAccessToUnitInput!) { requestAccessToUnit(input: $input) { id } }',
        { input: { unitId: unit.who.unitId } },
        { token: asker.token, unitId: asker.unitId },
      );
      const { accessRequests } = await unit.call<{ accessRequests: { id: string; requester: { id: string } }[] }>(
        '{ accessRequests { id requester { id } } }',
      );
      return accessRequests.find((request) => request.requester.id === asker.userId)!.id;
    },
  },
  member: {
    create: async (unit) => {
      const person = await userWithUnit(unit.t);
      await addMember(unit.t, person.userId, unit.who.unitId, 'readOnly');
      return person.userId;
    },
  },
  invitation: {
    create: async (unit) =>
      (
        await unit.call<{ inviteMember: { id: string } }>(
          'mutation ($email: String!) { inviteMember(email: $email, role: readOnly) { id } }',
          { email: `invitert-${unit.index}-${Date.now()}@example.no` },
        )
      ).inviteMember.id,
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
  employee: {
    create: (unit) => createThing(unit, 'Employee', EMPLOYEE),
  },
  employeeTaxCard: {
    create: async (unit) =>
      created(
        unit,
        'mutation ($employeeId: ID!, $input: EmployeeTaxCardInput!) { createEmployeeTaxCard(employeeId: $employeeId, input: $input) { id } }',
        { employeeId: await unit.id('employee'), input: TAX_CARD },
      ),
  },
  mainTemplate: {
    create: (unit) => createThing(unit, 'MainPaycheckLineTemplate', MAIN_TEMPLATE),
  },
  paymentMethod: {
    create: (unit) => createThing(unit, 'PaymentMethod', { name: 'Sveipekort' }),
  },
  pensionUnitSelection: {
    create: async (unit) =>
      createThing(unit, 'PensionUnitSelection', {
        pensionUnitId: await unit.id('pensionCompany'),
        validFrom: '2020-01-01',
        validTo: '2020-12-31',
      }),
  },
  productGroup: {
    create: (unit) => createThing(unit, 'ProductGroup', { name: 'Sveipegruppe' }),
  },
  childProductGroup: {
    create: async (unit) =>
      createThing(unit, 'ProductGroup', { name: 'Undergruppe', parentGroupId: await unit.id('productGroup') }),
  },
  product: {
    create: async (unit) => createThing(unit, 'Product', { ...PRODUCT, productGroupId: await unit.id('productGroup') }),
  },
  productImage: { create: (unit) => upload(unit, 'product_image') },
  logo: { create: (unit) => upload(unit, 'logo') },
  subUnit: {
    create: (unit) => createThing(unit, 'SubUnit', SUB_UNIT),
  },
  variantHolder: {
    create: async (unit) =>
      createThing(unit, 'VariantHolder', {
        ...HOLDER,
        parentGroupId: await unit.id('productGroup'),
        variants: [{ name: 'Rød' }],
      }),
  },
  variant: {
    create: firstRowOf('variantHolder', 'query ($id: ID!) { variantHolder(id: $id) { variants { id } } }'),
  },
  webstoreApiToken: {
    create: async (unit) =>
      (
        await unit.call<{ createWebstoreApiToken: { token: { id: string } } }>(
          'mutation ($input: CreateWebstoreApiTokenInput!) { createWebstoreApiToken(input: $input) { token { id } } }',
          { input: { description: 'Sveip', expiryDate: inDays(30) } },
        )
      ).createWebstoreApiToken.token.id,
  },
  workRelation: {
    create: async (unit) =>
      created(
        unit,
        'mutation ($employeeId: ID!, $input: WorkRelationInput!) { createWorkRelation(employeeId: $employeeId, input: $input) { id } }',
        {
          employeeId: await unit.id('employee'),
          input: { ...WORK_RELATION, subUnitId: await unit.id('subUnit'), leaves: [LEAVE] },
        },
      ),
  },
  leave: { create: firstRowOf('workRelation', 'query ($id: ID!) { workRelation(id: $id) { leaves { id } } }') },
  templateLine: {
    create: async (unit) => {
      const { savePaycheckTemplate } = await unit.call<{ savePaycheckTemplate: { lines: { id: string }[] } }>(
        'mutation ($workRelationId: ID, $lines: [PaycheckTemplateLineInput!]!) { savePaycheckTemplate(workRelationId: $workRelationId, lines: $lines) { lines { id } } }',
        {
          workRelationId: await unit.id('workRelation'),
          lines: [{ mainTemplateId: await unit.id('mainTemplate'), quantity: '1', rate: '100' }],
        },
      );
      return savePaycheckTemplate.lines[0]!.id;
    },
  },
};

export type OperationFixture = {
  /** Valid variables, with a ref at every id position. */
  variables: Template;
  /**
   * Why the operation cannot succeed with its own unit's records at every position (a new record
   * has no rows to keep yet); otherwise the sweep proves the variables valid by running them.
   */
  noControl?: string;
  /** Records the other unit must have so a list filtered by its id would show them if it leaked. */
  foreign?: Kind[];
  /** The attribute a VALIDATION problem names when it differs from the position's field. */
  attributes?: Record<string, string>;
  /** Tables of the other unit that the operation changes on purpose (asking a company for access). */
  changes?: string[];
};

const one = (kind: Kind): OperationFixture => ({ variables: { id: ref(kind) } });
const crud = (type: string, kind: Kind, input: Template): Record<string, OperationFixture> => ({
  [type.charAt(0).toLowerCase() + type.slice(1)]: one(kind),
  [`update${type}`]: { variables: { id: ref(kind), input } },
  [`delete${type}`]: one(kind),
});

const carInput = { ...CAR, carRegistrations: [{ id: ref('carRegistration'), registrationNumber: 'EL 22222' }] };
const customerInput = { ...CUSTOMER, ownerId: ref('user') };
const productInput = {
  ...PRODUCT,
  number: '2002',
  carRegistrationId: ref('carRegistration'),
  departmentId: ref('department'),
  projectId: ref('project'),
  imageIds: [ref('productImage')],
  productGroupId: ref('productGroup'),
  supplierUnitId: ref('company'),
  variantId: ref('variant'),
};
const holderInput = { ...HOLDER, parentGroupId: ref('productGroup'), variants: [{ id: ref('variant'), name: 'Blå' }] };
const relationInput = { ...WORK_RELATION, subUnitId: ref('subUnit'), leaves: [{ ...LEAVE, id: ref('leave') }] };
const selectionInput = { pensionUnitId: ref('pensionCompany'), validFrom: '2021-01-01' };
const newRecord = 'a new record has no rows of its own to keep yet';
const superAdminOnly = 'only super admins change the national VAT rates (the permission sweep covers them)';

export const OPERATIONS: Record<string, OperationFixture> = {
  ...crud('Car', 'car', carInput),
  createCar: { variables: { input: carInput }, noControl: newRecord },
  ...crud('Customer', 'customer', customerInput),
  createCustomer: { variables: { input: customerInput } },
  ...crud('Department', 'department', DIMENSION),
  ...crud('Project', 'project', DIMENSION),
  ...crud('Employee', 'employee', EMPLOYEE),
  ...crud('EmployeeTaxCard', 'employeeTaxCard', TAX_CARD),
  employeeTaxCards: { variables: { employeeId: ref('employee') }, foreign: ['employeeTaxCard'] },
  createEmployeeTaxCard: { variables: { employeeId: ref('employee'), input: { ...TAX_CARD, calendarYear: 2025 } } },
  fetchEmployeeTaxCard: { variables: { employeeId: ref('employee'), calendarYear: 2024 } },
  ...crud('MainPaycheckLineTemplate', 'mainTemplate', { number: 9200, description: 'Endret' }),
  ...crud('PaymentMethod', 'paymentMethod', { name: 'Endret' }),
  ...crud('PensionUnitSelection', 'pensionUnitSelection', selectionInput),
  pensionUnitSelections: {
    variables: { filters: { pensionUnitId: ref('pensionCompany') } },
    foreign: ['pensionUnitSelection'],
  },
  createPensionUnitSelection: { variables: { input: selectionInput } },
  ...crud('Product', 'product', { ...productInput, number: PRODUCT.number }),
  createProduct: { variables: { input: productInput } },
  products: { variables: { filters: { productGroupId: ref('productGroup') } }, foreign: ['product'] },
  ...crud('ProductGroup', 'childProductGroup', { name: 'Endret', parentGroupId: ref('productGroup') }),
  createProductGroup: { variables: { input: { name: 'Ny', parentGroupId: ref('productGroup') } } },
  productGroups: { variables: { filters: { parentGroupId: ref('productGroup') } }, foreign: ['childProductGroup'] },
  moveProductGroups: {
    variables: { moves: [{ id: ref('childProductGroup'), parentGroupId: ref('productGroup') }] },
  },
  ...crud('SubUnit', 'subUnit', { ...SUB_UNIT, departmentId: ref('department') }),
  createSubUnit: { variables: { input: { ...SUB_UNIT, departmentId: ref('department') } } },
  ...crud('VariantHolder', 'variantHolder', holderInput),
  createVariantHolder: { variables: { input: holderInput }, noControl: newRecord },
  variantHolders: { variables: { filters: { parentGroupId: ref('productGroup') } }, foreign: ['variantHolder'] },
  setVariantProducts: {
    variables: { variantId: ref('variant'), productIds: [ref('product')] },
    attributes: { 'productIds[]': 'products' },
  },
  ...crud('WorkRelation', 'workRelation', relationInput),
  workRelations: { variables: { employeeId: ref('employee') }, foreign: ['workRelation'] },
  createWorkRelation: { variables: { employeeId: ref('employee'), input: relationInput }, noControl: newRecord },
  deleteWebstoreApiToken: one('webstoreApiToken'),
  updateVatRate: {
    variables: {
      id: ref('vatRate'),
      input: { vatRateSymbol: 'STANDARD', percentage: '25', activeFrom: '2001-01-01' },
    },
    noControl: superAdminOnly,
  },
  deleteVatRate: { ...one('vatRate'), noControl: superAdminOnly },
  approveAccessRequest: { variables: { id: ref('accessRequest'), role: 'readOnly' } },
  declineAccessRequest: one('accessRequest'),
  updateMembershipRole: { variables: { userId: ref('member'), role: 'sales' } },
  removeMembership: { variables: { userId: ref('member') } },
  cancelInvitation: one('invitation'),
  requestAccessToUnit: {
    variables: { input: { unitId: ref('company') } },
    noControl: 'a member cannot ask for access to their own company',
    changes: ['access_requests', 'audit_events'],
  },
  municipality: { variables: { number: ref('municipalityDetails') } },
  saveMunicipalityDetails: { variables: { number: ref('municipalityDetails'), input: { contactName: 'Egen' } } },
  deleteMunicipalityDetails: { variables: { number: ref('municipalityDetails') } },
  paycheckTemplate: { variables: { workRelationId: ref('workRelation') } },
  savePaycheckTemplate: {
    variables: {
      workRelationId: ref('workRelation'),
      lines: [
        {
          id: ref('templateLine'),
          mainTemplateId: ref('mainTemplate'),
          carId: ref('car'),
          projectId: ref('project'),
          departmentId: ref('department'),
          quantity: '2',
          rate: '100',
        },
      ],
    },
  },
  saveSimplifiedPaycheckTemplate: {
    variables: {
      workRelationId: ref('workRelation'),
      lines: [{ id: ref('templateLine'), quantity: '3', rate: '100' }],
    },
  },
  saveUnitPaycheckSetting: { variables: { input: { ...PAYCHECK_SETTING, defaultSubUnitId: ref('subUnit') } } },
  saveUnitSetting: {
    variables: { input: { companyNameOption: 'FULL_NAME', logoId: ref('logo') } },
    attributes: { 'input.logoId': 'logo' },
  },
};

/** The positions of refs in a template: `input.lines[].carId` style paths with their kinds. */
export function refPositions(template: unknown, path = ''): { path: string; kind: Kind }[] {
  if (isRef(template)) return [{ path, kind: kindOf(template) }];
  if (Array.isArray(template)) return template.length ? refPositions(template[0], `${path}[]`) : [];
  if (template !== null && typeof template === 'object')
    return Object.entries(template).flatMap(([key, value]) => refPositions(value, path ? `${path}.${key}` : key));
  return [];
}
