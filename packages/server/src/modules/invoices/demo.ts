import { and, eq, inArray } from 'drizzle-orm';
import { osloDate } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { customers } from '../customers/tables.js';
import type { OrderLineInput } from '../orders/input.js';
import { orderService } from '../orders/service.js';
import { invoiceService } from './service.js';
import type { InvoiceRow } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const CUSTOMERS = [
  'Bergen Bygg og Anlegg AS',
  'Nordic Café Drift AS',
  'Tromsø Turistsenter AS',
  'Lillehammer Hotelldrift AS',
  'Sunnmøre Fisk AS',
  'Ingrid Hagen',
];

/** What the shop sells on its invoices, at prices that hold over the whole year (free-text lines). */
const GOODS: OrderLineInput[] = [
  { itemName: 'Lavvo 8 personer', quantity: '1', priceAmount: '6399.20', vatRateSymbol: 'STANDARD' },
  { itemName: 'Hodelykt 400 lumen', quantity: '6', priceAmount: '359.20', vatRateSymbol: 'STANDARD' },
  { itemName: 'Kaffe, hele bønner 1 kg', quantity: '12', priceAmount: '189.00', vatRateSymbol: 'REDUCED' },
  { itemName: 'Ullpledd 130×170', quantity: '4', priceAmount: '959.20', vatRateSymbol: 'STANDARD' },
  { itemName: 'Turkart Jotunheimen', quantity: '10', priceAmount: '249.00', vatRateSymbol: 'STANDARD' },
  // Books are zero-rated (mval. § 6-4): category Z, which takes no exemption reason.
  { itemName: 'Friluftsboka', quantity: '3', priceAmount: '349.00', vatRateSymbol: 'ZERO' },
];

/** The demo's invoices: one a fortnight over the last year, to the customers in turn. */
export const DEMO_INVOICE_COUNT = 26;

/** `days` before the seed's time, as an Oslo date. */
const daysAgo = (actor: Actor, days: number) => osloDate(new Date(actor.at.getTime() - days * DAY_MS));

/**
 * A year of the demo trading company's invoices, issued through the services from locked orders,
 * so they pass the same rules, numbering and KID as users' invoices. Answers them oldest first,
 * for the payments, credit notes and notices that follow them.
 */
export async function seedDemoInvoices(tx: Tx, actor: Actor): Promise<InvoiceRow[]> {
  const rows = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.unitId, actor.unitId), inArray(customers.name, CUSTOMERS)));
  const customerOf = new Map(rows.map((row) => [row.name, row.id]));
  const issued: InvoiceRow[] = [];
  for (let index = 0; index < DEMO_INVOICE_COUNT; index += 1) {
    const age = 365 - index * 14;
    const date = daysAgo(actor, age);
    const lines = [GOODS[index % GOODS.length]!, GOODS[(index * 5 + 2) % GOODS.length]!];
    const order = await orderService.create(tx, actor, {
      customerId: customerOf.get(CUSTOMERS[index % CUSTOMERS.length]!)!,
      date,
      reference: 'Innkjøp',
      lines: index % 3 === 0 ? lines : lines.slice(0, 1),
    });
    const { order: locked } = await orderService.lock(tx, actor, order.id, { createDifference: false, today: date });
    issued.push(
      await invoiceService.create(tx, actor, {
        orderIds: [locked.id],
        issueDate: date,
        dueDate: daysAgo(actor, age - 14),
        paymentMethods: [{ name: 'Bankoverføring', amount: locked.payableAmount }],
      }),
    );
  }
  return issued;
}
