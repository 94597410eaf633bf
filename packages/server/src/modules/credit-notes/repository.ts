import { and, eq, inArray, sql } from 'drizzle-orm';
import { creditableQuantities, type CreditedQuantities } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { invoiceLinesOf } from '../invoices/repository.js';
import { invoices } from '../invoices/tables.js';
import type { OrderLineRow } from '../orders/repository.js';
import { orderLines } from '../orders/tables.js';

/** What earlier credit notes took of each invoiced line: quantity and fixed line allowance, both positive. */
export type CreditedSoFar = { quantities: CreditedQuantities; allowanceAmounts: Readonly<Record<string, string>> };

/**
 * What the credit notes' lines took back of the given invoiced lines, found through their link
 * (order_lines.credited_line_id): quantities as magnitudes, and the fixed amounts of the lines'
 * own allowances or charges, so the credit that takes a line's rest takes that amount's rest too.
 */
export async function creditedSoFar(tx: Tx, unitId: string, lineIds: readonly string[]): Promise<CreditedSoFar> {
  if (lineIds.length === 0) return { quantities: {}, allowanceAmounts: {} };
  const rows = await tx
    .select({
      lineId: orderLines.creditedLineId,
      quantity: sql<string>`sum(abs(${orderLines.quantity}))::text`,
      allowanceAmount: sql<string>`coalesce(sum(${orderLines.allowanceChargeAmount}), 0)::text`,
    })
    .from(orderLines)
    .where(and(eq(orderLines.unitId, unitId), inArray(orderLines.creditedLineId, [...lineIds])))
    .groupBy(orderLines.creditedLineId);
  return {
    quantities: Object.fromEntries(rows.map((row) => [row.lineId!, row.quantity])),
    allowanceAmounts: Object.fromEntries(rows.map((row) => [row.lineId!, row.allowanceAmount])),
  };
}

/** An invoiced line with what has been credited of it and what remains (both positive, four decimals). */
export type CreditableLineRow = { line: OrderLineRow; credited: string; remaining: string };

/**
 * The creditable lines of each invoice (none for a credit note): its orders' lines with what
 * the credit notes so far took and what remains, by the domain's creditableQuantities.
 */
export async function creditableLinesOf(
  tx: Tx,
  unitId: string,
  ids: readonly string[],
): Promise<CreditableLineRow[][]> {
  const kinds = await tx
    .select({ id: invoices.id, kind: invoices.kind })
    .from(invoices)
    .where(and(eq(invoices.unitId, unitId), inArray(invoices.id, [...ids])));
  const linesPerInvoice = await invoiceLinesOf(tx, unitId, ids);
  const all = linesPerInvoice.flat();
  const soFar = await creditedSoFar(
    tx,
    unitId,
    all.map((line) => line.id),
  );
  const remaining = creditableQuantities(all, soFar.quantities);
  return ids.map((id, index) =>
    kinds.find((row) => row.id === id)?.kind === 'INVOICE'
      ? linesPerInvoice[index]!.map((line) => ({
          line,
          credited: soFar.quantities[line.id] ?? '0.0000',
          remaining: remaining[line.id]!,
        }))
      : [],
  );
}
