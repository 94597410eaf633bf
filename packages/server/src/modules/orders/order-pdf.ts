// PLACEHOLDER of the "pdf" helper's file (session 22): the mail branch needs the signature only;
// at merge the pdf helper's version replaces this file as a whole.
import { eq } from 'drizzle-orm';
import { INVOICE_DISPLAY_FLAGS, type InvoiceDisplaySettings, type Locale } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { units } from '../../db/schema-core.js';
import { findOwn } from '../../db/records.js';
import { renderDocumentPdf, type SalesDocumentType } from '../../pdf/render.js';
import { customers } from '../customers/tables.js';
import { linesOf } from './repository.js';
import { orders } from './tables.js';

/** An order as a PDF of the given type, in the given language, and the file name it is saved under. */
export async function renderOrderPdf(
  tx: Tx,
  orderId: string,
  type: SalesDocumentType,
  options: { locale: Locale },
): Promise<{ fileName: string; bytes: Buffer }> {
  const order = await findOwn(tx, orders, orderId, 'order');
  const [unit] = await tx.select().from(units).where(eq(units.id, order.unitId));
  const [customer] = await tx.select().from(customers).where(eq(customers.id, order.customerId));
  const [lines] = await linesOf(tx, order.unitId, [order.id]);
  const display = Object.fromEntries(INVOICE_DISPLAY_FLAGS.map((flag) => [flag, false])) as InvoiceDisplaySettings;
  const bytes = await renderDocumentPdf({
    type,
    locale: options.locale,
    number: order.number,
    issueDate: order.date,
    currency: order.currencyCode,
    supplier: { name: unit!.name, addressLines: [], vatRegistered: false },
    customer: { name: customer!.name, addressLines: [] },
    lines: lines!.map((line) => ({
      name: line.itemName,
      quantity: line.quantity,
      unit: line.unitOfMeasureCode,
      priceAmount: line.priceAmount,
      taxCategory: line.taxCategory,
      taxPercent: line.taxPercent,
    })),
    rounding: 'DISABLED',
    legalNotes: [],
    display,
  });
  return { fileName: `${type}-${order.number}.pdf`, bytes };
}
