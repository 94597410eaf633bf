/**
 * The words of the generated sweeps' fixtures: the kinds of record an id can refer to, `ref(kind)`
 * to mark an id position in an operation's variables, and what a kind's and an operation's fixture
 * hold. The registry (../sweep-fixtures.ts) gathers each area's fixtures.
 */
import type { TestApp } from '../app.js';
import type { Fixture } from '../fixtures.js';

const REF = Symbol('ref');
export type Ref = { [REF]: Kind };
/** The place of an id in an operation's variables: a record of this kind. */
export const ref = (kind: Kind): Ref => ({ [REF]: kind });
export const isRef = (value: unknown): value is Ref => typeof value === 'object' && value !== null && REF in value;
export const kindOf = (value: Ref): Kind => value[REF];

export type Template = Record<string, unknown>;

/** What an id can refer to; each has a fixture in KINDS. */
export type Kind =
  | 'user'
  | 'company'
  | 'pensionCompany'
  | 'vatRate'
  | 'municipalityDetails'
  | 'accessRequest'
  | 'member'
  | 'session'
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
  | 'templateLine'
  | 'order'
  | 'recurringOrder'
  | 'lockedOrder'
  | 'invoice'
  | 'invoiceLine'
  | 'invoicePayment'
  | 'bankFile'
  | 'invoiceAttachment'
  | 'overdueNotice'
  | 'suppliedProduct'
  | 'warehousePatch'
  | 'warehousePatchLine'
  | 'paycheckPeriod'
  | 'paycheck'
  | 'paycheckDraft'
  | 'lockedPaycheck'
  | 'amelding'
  | 'systemUser'
  | 'reportingEmployee'
  | 'taxCardRequest'
  | 'unitExport';

/** What a kind's fixture needs of the unit it makes records in (UnitRecords in the registry). */
export type Unit = {
  readonly t: TestApp;
  readonly who: Fixture;
  /** 0 for the unit whose records the sweep names, 1 for the caller's: keys of shared registers differ by it. */
  readonly index: 0 | 1;
  id(kind: Kind): Promise<string>;
  call<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<T>;
};

export type KindFixture = {
  /** Makes the record in the unit and answers the id (or key) operations name it by. */
  create: (unit: Unit) => Promise<string>;
  /**
   * Why naming another unit's record of this kind is allowed (a company of the shared registry,
   * a national register): the sweep then only checks that nothing of the other unit changes or
   * is answered.
   */
  shared?: string;
};

export type Kinds = Partial<Record<Kind, KindFixture>>;

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

/** The positions of refs in a template: `input.lines[].carId` style paths with their kinds. */
export function refPositions(template: unknown, path = ''): { path: string; kind: Kind }[] {
  if (isRef(template)) return [{ path, kind: kindOf(template) }];
  if (Array.isArray(template)) return template.length ? refPositions(template[0], `${path}[]`) : [];
  if (template !== null && typeof template === 'object')
    return Object.entries(template).flatMap(([key, value]) => refPositions(value, path ? `${path}.${key}` : key));
  return [];
}
