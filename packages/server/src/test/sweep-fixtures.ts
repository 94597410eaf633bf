import type { TestApp } from './app.js';
import type { Fixture } from './fixtures.js';
import { gql } from './http.js';
import { ACCESS_KINDS, ACCESS_OPERATIONS } from './sweep-fixtures/access.js';
import { CREDIT_NOTE_KINDS, CREDIT_NOTE_OPERATIONS } from './sweep-fixtures/credit-notes.js';
import { INVOICE_PAYMENT_KINDS, INVOICE_PAYMENT_OPERATIONS } from './sweep-fixtures/invoice-payments.js';
import { INVOICE_KINDS, INVOICE_OPERATIONS } from './sweep-fixtures/invoices.js';
import { MASTER_DATA_KINDS, MASTER_DATA_OPERATIONS } from './sweep-fixtures/master-data.js';
import { ORDER_KINDS, ORDER_OPERATIONS } from './sweep-fixtures/orders.js';
import { INVOICE_DELIVERY_OPERATIONS } from './sweep-fixtures/invoice-deliveries.js';
import { OVERDUE_NOTICE_KINDS, OVERDUE_NOTICE_OPERATIONS } from './sweep-fixtures/overdue-notices.js';
import { PAYROLL_KINDS, PAYROLL_OPERATIONS } from './sweep-fixtures/payroll.js';
import { PRODUCT_KINDS, PRODUCT_OPERATIONS } from './sweep-fixtures/products.js';
import { RECURRING_ORDER_KINDS, RECURRING_ORDER_OPERATIONS } from './sweep-fixtures/recurring-orders.js';
import { WAREHOUSE_KINDS, WAREHOUSE_OPERATIONS } from './sweep-fixtures/warehouse.js';
import { PAYCHECK_KINDS, PAYCHECK_OPERATIONS } from './sweep-fixtures/paychecks.js';
import { AMELDING_KINDS, AMELDING_OPERATIONS } from './sweep-fixtures/ameldings.js';
import { ALTINN_KINDS, ALTINN_OPERATIONS } from './sweep-fixtures/altinn.js';
import { UNIT_EXPORT_KINDS, UNIT_EXPORT_OPERATIONS } from './sweep-fixtures/unit-exports.js';
import { isRef, kindOf, type Kind, type KindFixture, type OperationFixture, type Unit } from './sweep-fixtures/refs.js';

export { ref, refPositions, type Kind, type OperationFixture } from './sweep-fixtures/refs.js';

/**
 * The one registry of the generated sweeps' fixtures: for each kind of record an id can refer to,
 * how to make one in a unit; for each operation with an id, valid variables with a `ref(kind)` at
 * every id position. The sweep puts another unit's record at one position at a time and its own
 * unit's records everywhere else. Each area keeps its fixtures in sweep-fixtures/; a new kind
 * joins the Kind list in sweep-fixtures/refs.ts, and KINDS does not compile until an area makes it.
 */
export const KINDS: Record<Kind, KindFixture> = {
  ...ACCESS_KINDS,
  ...MASTER_DATA_KINDS,
  ...PRODUCT_KINDS,
  ...PAYROLL_KINDS,
  ...ORDER_KINDS,
  ...RECURRING_ORDER_KINDS,
  ...INVOICE_KINDS,
  ...CREDIT_NOTE_KINDS,
  ...INVOICE_PAYMENT_KINDS,
  ...OVERDUE_NOTICE_KINDS,
  ...WAREHOUSE_KINDS,
  ...PAYCHECK_KINDS,
  ...AMELDING_KINDS,
  ...ALTINN_KINDS,
  ...UNIT_EXPORT_KINDS,
};

export const OPERATIONS: Record<string, OperationFixture> = {
  ...MASTER_DATA_OPERATIONS,
  ...PRODUCT_OPERATIONS,
  ...PAYROLL_OPERATIONS,
  ...ACCESS_OPERATIONS,
  ...ORDER_OPERATIONS,
  ...RECURRING_ORDER_OPERATIONS,
  ...INVOICE_OPERATIONS,
  ...OVERDUE_NOTICE_OPERATIONS,
  ...CREDIT_NOTE_OPERATIONS,
  ...INVOICE_PAYMENT_OPERATIONS,
  ...INVOICE_DELIVERY_OPERATIONS,
  ...WAREHOUSE_OPERATIONS,
  ...PAYCHECK_OPERATIONS,
  ...AMELDING_OPERATIONS,
  ...ALTINN_OPERATIONS,
  ...UNIT_EXPORT_OPERATIONS,
};

/** The records of one unit the sweep made, each kind once (a kind's parents are the same records). */
export class UnitRecords implements Unit {
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
