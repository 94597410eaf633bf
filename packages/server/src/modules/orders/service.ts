import { eq } from 'drizzle-orm';
import {
  assertTransition,
  differenceLines,
  editRefusal,
  NORWAY,
  OrderTransitionError,
  ORDER_LINES_MAX,
  ORDER_ALLOWANCE_CHARGES_MAX,
  orderProblems,
  type FieldProblem,
  type OrderAction,
  type OrderState,
} from '@fjord/domain';
import { osloDate } from '../../clock.js';
import type { Tx } from '../../db/connection.js';
import { findOwn, orTaken, recordExists } from '../../db/records.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid, validationError } from '../../errors/app-error.js';
import type { ListRequest, Page } from '../../graphql/paging.js';
import { carRegistrations } from '../cars/tables.js';
import { customers } from '../customers/tables.js';
import { departments } from '../departments/tables.js';
import { issueNumber } from '../number-series/service.js';
import { projects } from '../projects/tables.js';
import { readUnitInvoiceSetting, seriesStartOf } from '../unit-settings/invoice-setting.js';
import { unitSettings } from '../unit-settings/tables.js';
import { text, type OrderInput } from './input.js';
import { resolveDocument, totalsOf } from './lines.js';
import { mainDeliveryLocation, partiesOf } from './parties.js';
import {
  allowanceChargesOf,
  linesOf,
  listOrders,
  replaceDocumentRows,
  totalColumns,
  type OrderFilters,
  type OrderOrderBy,
  type OrderRow,
} from './repository.js';
import { inputOf } from './copy.js';
import { orders } from './tables.js';
import type { OrderDelivery } from './types.js';
import { refreshSoldOfOrders } from '../warehouse/stock.js';

const MODEL = 'order';

const REFERENCES = [
  { attribute: 'projectId', table: projects },
  { attribute: 'departmentId', table: departments },
  { attribute: 'carRegistrationId', table: carRegistrations },
] as const;

/** The customer's main address, where the goods go unless the order says otherwise. */
async function defaultDelivery(tx: Tx, customerId: string): Promise<OrderDelivery | null> {
  const main = await mainDeliveryLocation(tx, customerId);
  return main
    ? {
        address: main.address,
        additionalAddress: main.additionalAddress,
        zip: main.zip,
        city: main.city,
        countryCode: main.countryCode,
      }
    : null;
}

function deliveryOf(input: OrderInput['delivery'], fallback: OrderDelivery | null): OrderDelivery | null {
  if (!input) return fallback;
  return {
    address: text(input.address),
    additionalAddress: text(input.additionalAddress),
    zip: text(input.zip),
    city: text(input.city),
    countryCode: text(input.countryCode)?.toUpperCase() ?? NORWAY,
  };
}

/** What else a document built on an order's content has to say: its model and its own problems. */
export type PrepareOptions = { model?: string; problems?: readonly FieldProblem[] };

/**
 * Every problem of the order at once, then the values it is stored with: the order's own rules,
 * its references (each a record of this unit, else `invalid`), the lines and allowances with their
 * VAT of the order's date, and the amounts of the domain's arithmetic. A recurring order checks
 * its content here too, with its own schedule's problems beside.
 */
export async function prepareOrder(tx: Tx, actor: Actor, input: OrderInput, options: PrepareOptions = {}) {
  const settings = await readUnitInvoiceSetting(tx, actor.unitId);
  const values = {
    customerId: text(input.customerId),
    date: text(input.date),
    currencyCode: text(input.currencyCode)?.toUpperCase() ?? settings.currencyCode,
    reference: text(input.reference),
    note: text(input.note),
  };
  const problems: FieldProblem[] = [...(options.problems ?? []), ...orderProblems(values)];
  const customerFound = !!values.customerId && (await recordExists(tx, customers, values.customerId));
  if (values.customerId && !customerFound) problems.push({ attribute: 'customerId', type: 'invalid' });
  const references = Object.fromEntries(REFERENCES.map(({ attribute }) => [attribute, text(input[attribute])])) as {
    [K in (typeof REFERENCES)[number]['attribute']]: string | null;
  };
  for (const { attribute, table } of REFERENCES) {
    const id = references[attribute];
    if (id && !(await recordExists(tx, table, id))) problems.push({ attribute, type: 'invalid' });
  }
  const delivery = deliveryOf(input.delivery, customerFound ? await defaultDelivery(tx, values.customerId!) : null);
  if (customerFound && !delivery) problems.push({ attribute: 'delivery', type: 'delivery_locations_empty' });
  if (input.lines.length === 0) problems.push({ attribute: 'lines', type: 'blank' });
  if (input.lines.length > ORDER_LINES_MAX)
    problems.push({ attribute: 'lines', type: 'too_long', params: { count: ORDER_LINES_MAX } });
  const allowanceInputs = input.allowanceCharges ?? [];
  if (allowanceInputs.length > ORDER_ALLOWANCE_CHARGES_MAX)
    problems.push({ attribute: 'allowanceCharges', type: 'too_long', params: { count: ORDER_ALLOWANCE_CHARGES_MAX } });
  // Lines are checked against the rates of a real date only; a wrong date is its own problem.
  const dateOk = !problems.some((problem) => problem.attribute === 'date');
  const document = dateOk
    ? await resolveDocument(
        tx,
        { date: values.date!, lines: input.lines.slice(0, ORDER_LINES_MAX), allowanceCharges: allowanceInputs },
        { unitOfMeasureCode: settings.defaultProductUnitOfMeasureCode },
      )
    : null;
  problems.push(...(document?.problems ?? []));
  refuseInvalid(options.model ?? MODEL, problems);
  const [unitSetting] = await tx
    .select({ logoFileId: unitSettings.logoFileId })
    .from(unitSettings)
    .where(eq(unitSettings.unitId, actor.unitId));
  return {
    document: document!,
    totals: totalsOf(document!, settings.taxInclusiveAmountRounding),
    columns: {
      customerId: values.customerId!,
      date: values.date!,
      currencyCode: values.currencyCode,
      reference: values.reference!,
      note: values.note,
      delivery: delivery!,
      ...references,
      isExport: input.isExport ?? false,
      // The account and logo of the settings, kept while the order is open, frozen with it at lock.
      bban: settings.bban,
      iban: settings.iban,
      logoFileId: unitSetting?.logoFileId ?? null,
    },
  };
}

const stateOf = (order: OrderRow): OrderState => ({ status: order.status, invoiced: order.invoiced });

/** A refused action as the server's validation: `already_invoiced`, `unlocked_orders` or `invalid` on base. */
function refusal(error: unknown): never {
  if (error instanceof OrderTransitionError)
    throw validationError([{ model: MODEL, attribute: 'base', type: error.refusal }]);
  throw error;
}

function transition(order: OrderRow, action: OrderAction): OrderState {
  try {
    return assertTransition(stateOf(order), action);
  } catch (error) {
    refusal(error);
  }
}

/** Reads the order with its row locked, so two changes of one order run one after the other. */
async function lockedOwn(tx: Tx, id: string): Promise<OrderRow> {
  await findOwn(tx, orders, id, MODEL);
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row!;
}

export async function insertOrder(tx: Tx, actor: Actor, input: OrderInput): Promise<OrderRow> {
  const prepared = await prepareOrder(tx, actor, input);
  const issued = await issueNumber(tx, actor, 'order', () => seriesStartOf(tx, actor.unitId, 'order'));
  const [created] = await orTaken(MODEL, 'number', () =>
    tx
      .insert(orders)
      .values({
        ...prepared.columns,
        ...totalColumns(prepared.totals),
        ...issued,
        unitId: actor.unitId,
        createdById: actor.userId,
        updatedById: actor.userId,
        createdAt: actor.at,
        updatedAt: actor.at,
      })
      .returning(),
  );
  await replaceDocumentRows(tx, actor, created!.id, prepared.document, prepared.totals);
  return created!;
}

/**
 * The columns a lock sets besides the status: its moment, when the order's lines leave the
 * warehouse (modules/warehouse compares it with a count's). Every lock (an order's, a credit
 * note's) sets them.
 */
export const lockedMoment = (actor: Actor) => ({ lockedAt: actor.at, lockedOn: osloDate(actor.at) });

const auditDetails = (order: OrderRow) => ({
  number: order.number,
  status: order.status,
  payableAmount: order.payableAmount,
});

/** What the lock did: the locked order and, when asked for and there is one, the difference order. */
export type LockResult = { order: OrderRow; differenceOrder: OrderRow | null };

export const orderService = {
  list(tx: Tx, unitId: string, request: ListRequest<OrderOrderBy, OrderFilters>): Promise<Page<OrderRow>> {
    return listOrders(tx, unitId, request);
  },

  find(tx: Tx, id: string): Promise<OrderRow> {
    return findOwn(tx, orders, id, MODEL);
  },

  /** A new open order, numbered from the unit's order series in this transaction. */
  async create(tx: Tx, actor: Actor, input: OrderInput): Promise<OrderRow> {
    const created = await insertOrder(tx, actor, input);
    await recordAudit(tx, actor, 'create', MODEL, created.id, auditDetails(created));
    return created;
  },

  /** Replaces an open order's content; a locked, cancelled or invoiced one cannot be edited. */
  async update(tx: Tx, actor: Actor, id: string, input: OrderInput): Promise<OrderRow> {
    const existing = await lockedOwn(tx, id);
    const refused = editRefusal(stateOf(existing));
    if (refused) throw validationError([{ model: MODEL, attribute: 'base', type: refused }]);
    const prepared = await prepareOrder(tx, actor, input);
    const [updated] = await tx
      .update(orders)
      .set({ ...prepared.columns, ...totalColumns(prepared.totals), updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(orders.id, id))
      .returning();
    await replaceDocumentRows(tx, actor, id, prepared.document, prepared.totals);
    await recordAudit(tx, actor, 'update', MODEL, id, auditDetails(updated!));
    return updated!;
  },

  /**
   * Locks an open order and freezes its parties. With `createDifference`, the lines delivered
   * short of their ordered quantity go to a new open order for the rest (dated `today`).
   */
  async lock(tx: Tx, actor: Actor, id: string, options: { createDifference: boolean; today: string }) {
    const existing = await lockedOwn(tx, id);
    const next = transition(existing, 'lock');
    const parties = await partiesOf(tx, actor.unitId, existing.customerId);
    const [locked] = await tx
      .update(orders)
      .set({ ...next, ...parties, ...lockedMoment(actor), updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(orders.id, id))
      .returning();
    await recordAudit(tx, actor, 'lock', MODEL, id, auditDetails(locked!));
    await refreshSoldOfOrders(tx, actor.unitId, [id]);
    let differenceOrder: OrderRow | null = null;
    if (options.createDifference) {
      const [lines] = await linesOf(tx, actor.unitId, [id]);
      const [allowanceCharges] = await allowanceChargesOf(tx, actor.unitId, [id]);
      const remaining = differenceLines(lines!);
      if (remaining.length > 0) {
        // A fixed allowance or charge belonged to what was delivered; a percent one applies again.
        const percentOnly = allowanceCharges!.filter((item) => item.percent !== null);
        differenceOrder = await insertOrder(tx, actor, inputOf(existing, remaining, percentOnly, options.today));
        await recordAudit(tx, actor, 'create', MODEL, differenceOrder.id, {
          ...auditDetails(differenceOrder),
          differenceOf: existing.number,
        });
      }
    }
    return { order: locked!, differenceOrder } satisfies LockResult;
  },

  async cancel(tx: Tx, actor: Actor, id: string): Promise<OrderRow> {
    const existing = await lockedOwn(tx, id);
    const next = transition(existing, 'cancel');
    const [cancelled] = await tx
      .update(orders)
      .set({ ...next, updatedById: actor.userId, updatedAt: actor.at })
      .where(eq(orders.id, id))
      .returning();
    await recordAudit(tx, actor, 'cancel', MODEL, id, auditDetails(cancelled!));
    // Cancelling a locked order returns its goods; an open one never took any (a no-op then).
    await refreshSoldOfOrders(tx, actor.unitId, [id]);
    return cancelled!;
  },

  /** A new open order with the same content, dated `today`, with today's VAT rates and a new number. */
  async duplicate(tx: Tx, actor: Actor, id: string, today: string): Promise<OrderRow> {
    const existing = await findOwn(tx, orders, id, MODEL);
    const [lines] = await linesOf(tx, actor.unitId, [id]);
    const [allowanceCharges] = await allowanceChargesOf(tx, actor.unitId, [id]);
    const copy = await insertOrder(tx, actor, inputOf(existing, lines!, allowanceCharges!, today));
    await recordAudit(tx, actor, 'create', MODEL, copy.id, { ...auditDetails(copy), duplicateOf: existing.number });
    return copy;
  },
};
