import { and, eq, inArray } from 'drizzle-orm';
import { osloDate } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { customers } from '../customers/tables.js';
import { products } from '../products/tables.js';
import type { OrderInput, OrderLineInput } from './input.js';
import { orderService } from './service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoOrder = {
  customer: string;
  daysAgo: number;
  reference: string;
  note?: string;
  /** Product lines by number, with what was ordered when less was delivered. */
  lines: { product: string; quantity: string; ordered?: string }[];
  extra?: OrderLineInput[];
  allowancePercent?: string;
  then?: 'lockWithDifference' | 'lock' | 'cancel';
};

/**
 * The demo trading company's orders, one in each state: open, locked, locked with its difference
 * order (open), cancelled. Locked and invoiced orders come with invoices.
 */
const DEMO_ORDERS: DemoOrder[] = [
  {
    customer: 'Bergen Bygg og Anlegg AS',
    daysAgo: 12,
    reference: 'Prosjekt Kanalveien',
    lines: [
      { product: '2003', quantity: '2' },
      { product: '2005', quantity: '4', ordered: '6' },
      { product: '9002', quantity: '1' },
    ],
    allowancePercent: '5',
    then: 'lockWithDifference',
  },
  {
    customer: 'Nordic Café Drift AS',
    daysAgo: 6,
    reference: 'Jonas Lie',
    note: 'Levering før kl. 10',
    lines: [
      { product: '4002', quantity: '20' },
      { product: '1008', quantity: '6' },
    ],
    then: 'lock',
  },
  {
    customer: 'Trondheim Sykkelverksted AS',
    daysAgo: 3,
    reference: 'Eirik Moe',
    lines: [{ product: '2007', quantity: '10' }],
    then: 'cancel',
  },
  {
    customer: 'Ingrid Hagen',
    daysAgo: 0,
    reference: 'Ingrid Hagen',
    lines: [{ product: '3001', quantity: '1' }],
    extra: [
      {
        itemName: 'Montering av hylle',
        quantity: '1.5',
        unitOfMeasureCode: 'HUR',
        priceAmount: '650',
        vatRateSymbol: 'STANDARD',
        allowanceCharge: { chargeIndicator: false, amount: '100' },
      },
    ],
  },
];

async function customerIds(tx: Tx, unitId: string): Promise<Map<string, string>> {
  const names = [...new Set(DEMO_ORDERS.map((order) => order.customer))];
  const rows = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.unitId, unitId), inArray(customers.name, names)));
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function productIds(tx: Tx, unitId: string): Promise<Map<string, string>> {
  const numbers = [...new Set(DEMO_ORDERS.flatMap((order) => order.lines.map((line) => line.product)))];
  const rows = await tx
    .select({ id: products.id, number: products.number })
    .from(products)
    .where(and(eq(products.unitId, unitId), inArray(products.number, numbers)));
  return new Map(rows.map((row) => [row.number, row.id]));
}

/** Demo data of this module for the demo trading company (seed/demo-invoicing.ts calls it once). */
export async function seedDemoOrders(tx: Tx, actor: Actor): Promise<void> {
  const customerOf = await customerIds(tx, actor.unitId);
  const productOf = await productIds(tx, actor.unitId);
  const today = osloDate(actor.at);
  for (const demo of DEMO_ORDERS) {
    const input: OrderInput = {
      customerId: customerOf.get(demo.customer)!,
      date: osloDate(new Date(actor.at.getTime() - demo.daysAgo * DAY_MS)),
      reference: demo.reference,
      note: demo.note,
      lines: [
        ...demo.lines.map((line) => ({
          productId: productOf.get(line.product)!,
          quantity: line.quantity,
          orderedQuantity: line.ordered ?? line.quantity,
        })),
        ...(demo.extra ?? []),
      ],
      allowanceCharges: demo.allowancePercent
        ? [
            {
              chargeIndicator: false,
              reason: 'Prosjektrabatt',
              percent: demo.allowancePercent,
              vatRateSymbol: 'STANDARD',
            },
          ]
        : [],
    };
    // Through the service, so the demo passes the same rules, numbering and transitions as users' orders.
    const order = await orderService.create(tx, actor, input);
    if (demo.then === 'cancel') await orderService.cancel(tx, actor, order.id);
    if (demo.then === 'lock' || demo.then === 'lockWithDifference')
      await orderService.lock(tx, actor, order.id, { createDifference: demo.then === 'lockWithDifference', today });
  }
}
