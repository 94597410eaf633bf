import { and, eq, inArray } from 'drizzle-orm';
import { osloDate } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { customers } from '../customers/tables.js';
import { products } from '../products/tables.js';
import type { RecurringOrderInput } from './input.js';
import { recurringOrderService } from './service.js';

/** The first day of the month after `today`'s, and the last day of `today`'s month. */
function monthBounds(today: string): { nextFirst: string; lastDay: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const nextFirst = `${next.year}-${String(next.month).padStart(2, '0')}-01`;
  const lastDay = new Date(Date.UTC(next.year, next.month - 1, 0)).toISOString().slice(0, 10);
  return { nextFirst, lastDay };
}

type DemoRecurringOrder = Omit<RecurringOrderInput, 'customerId' | 'lines'> & {
  customer: string;
  lines: { product: string; quantity: string }[];
};

/**
 * The demo trading company's two recurring orders: tea for the café on the first of every month,
 * and head torches for the bicycle workshop every three months from the end of this month (so the
 * month ends clamp: 31st, then 30th or 28th), created five days ahead.
 */
const demoRecurringOrders = (today: string): DemoRecurringOrder[] => {
  const { nextFirst, lastDay } = monthBounds(today);
  return [
    {
      customer: 'Nordic Café Drift AS',
      reference: 'Jonas Lie',
      note: 'Fast månedlig levering',
      startDate: nextFirst,
      interval: 'ONE_MONTH',
      lines: [{ product: '4002', quantity: '24' }],
    },
    {
      customer: 'Trondheim Sykkelverksted AS',
      reference: 'Eirik Moe',
      startDate: lastDay,
      interval: 'THREE_MONTHS',
      dateOffset: 5,
      lines: [{ product: '2007', quantity: '6' }],
    },
  ];
};

/** Demo data of this module for the demo trading company (seed/demo-invoicing.ts calls it once, after the orders). */
export async function seedDemoRecurringOrders(tx: Tx, actor: Actor): Promise<void> {
  const today = osloDate(actor.at);
  const demos = demoRecurringOrders(today);
  const customerRows = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(
      and(
        eq(customers.unitId, actor.unitId),
        inArray(
          customers.name,
          demos.map((demo) => demo.customer),
        ),
      ),
    );
  const productRows = await tx
    .select({ id: products.id, number: products.number })
    .from(products)
    .where(
      and(
        eq(products.unitId, actor.unitId),
        inArray(
          products.number,
          demos.flatMap((demo) => demo.lines.map((line) => line.product)),
        ),
      ),
    );
  for (const { customer, lines, ...demo } of demos) {
    // Through the service, so the demo passes the same rules as users' recurring orders.
    await recurringOrderService.create(
      tx,
      actor,
      {
        ...demo,
        customerId: customerRows.find((row) => row.name === customer)!.id,
        lines: lines.map((line) => ({
          productId: productRows.find((row) => row.number === line.product)!.id,
          quantity: line.quantity,
        })),
      },
      today,
    );
  }
}
