import { and, eq, inArray } from 'drizzle-orm';
import { osloDate, toMoney } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { customers } from '../customers/tables.js';
import type { OrderLineInput } from '../orders/input.js';
import { orderService } from '../orders/service.js';
import { creditNoteService } from '../credit-notes/service.js';
import { invoicePaymentService } from '../invoice-payments/service.js';
import { overdueNoticeService } from '../overdue-notices/service.js';
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
    // A fortnight apart over the year, and the last two within the last fortnight (not yet due).
    const age = index < DEMO_INVOICE_COUNT - 2 ? 352 - index * 14 : index === DEMO_INVOICE_COUNT - 2 ? 8 : 1;
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

const plusDays = (date: string, days: number) => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/**
 * What happened to the demo's invoices since, so every status shows and the dashboard has
 * payments to draw: most paid a little before the due date; one credited in full; one paid in part
 * and reminded twice (with interest on the second notice); others overdue, one reminded once; the
 * newest open, and the very newest paid in part. All through the services, with their rules.
 */
export async function seedDemoInvoiceHistory(tx: Tx, actor: Actor, issued: readonly InvoiceRow[]): Promise<void> {
  const today = osloDate(actor.at);
  const pay = (invoice: InvoiceRow, amount: string, paymentDate: string) =>
    invoicePaymentService.register(tx, actor, invoice.id, { paymentDate, amount, note: null }, today);
  const remind = (invoice: InvoiceRow, issueDate: string, includeInterest = false) =>
    overdueNoticeService.create(tx, actor, invoice.id, {
      issueDate,
      dueDate: plusDays(issueDate, 14),
      charge: '35.00',
      includeInterest,
    });
  const half = (invoice: InvoiceRow) => toMoney(invoice.payableAmount).dividedBy(2).toFixed(2);
  for (const [index, invoice] of issued.entries()) {
    if (index === 3) {
      await creditNoteService.create(tx, actor, invoice.id, {
        issueDate: plusDays(invoice.issueDate, 4),
        lines: null,
        reason: 'Feil vare levert; kunden returnerte alt',
      });
    } else if (index === 10) {
      await pay(invoice, half(invoice), plusDays(invoice.issueDate, 9));
      const first = await remind(invoice, plusDays(invoice.dueDate, 14));
      await remind(invoice, plusDays(first.dueDate, 14), true);
    } else if (index === 16 || index === 20) {
      await remind(invoice, plusDays(invoice.dueDate, 14));
    } else if (index === 22 || index === issued.length - 1) {
      await pay(invoice, half(invoice), index === 22 ? plusDays(invoice.issueDate, 9) : today);
    } else if (index < 20) {
      await pay(invoice, invoice.payableAmount, plusDays(invoice.issueDate, 9));
    }
  }
}
