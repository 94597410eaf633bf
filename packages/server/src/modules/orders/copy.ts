import type { VatCategory } from '@fjord/domain';
import type { OrderInput, OrderLineInput } from './input.js';
import type { OrderAllowanceChargeRow, OrderContentRow, OrderLineRow } from './repository.js';

/**
 * The input of a new order with an order's content (a duplicate, the difference order of a lock,
 * or an order of a recurring order): every value of its lines spelled out, so later changes of a product do not alter the
 * copy; only the VAT rate follows the new order's date.
 */
type LineRow = Omit<OrderLineRow, 'orderId' | 'creditedLineId'>;
type AllowanceChargeRow = Omit<OrderAllowanceChargeRow, 'orderId'>;

export function inputOf(
  order: OrderContentRow,
  lines: readonly LineRow[],
  allowanceCharges: readonly AllowanceChargeRow[],
  date: string,
): OrderInput {
  return {
    customerId: order.customerId,
    date,
    currencyCode: order.currencyCode,
    reference: order.reference,
    note: order.note,
    delivery: order.delivery,
    projectId: order.projectId,
    departmentId: order.departmentId,
    carRegistrationId: order.carRegistrationId,
    isExport: order.isExport,
    lines: lines.map(lineInputOf),
    allowanceCharges: allowanceCharges.map((item) => ({
      chargeIndicator: item.chargeIndicator,
      reason: item.reason,
      percent: item.percent,
      amount: item.fixedAmount,
      vatRateSymbol: item.vatRateSymbol,
      taxExemptionReason: item.taxExemptionReason,
    })),
  };
}

/** One line's input with every value spelled out (a copy, or a credit note's line of the invoiced one). */
export function lineInputOf(line: LineRow): OrderLineInput {
  return {
    productId: line.productId,
    itemName: line.itemName,
    itemDescription: line.itemDescription,
    sellersItemIdentification: line.sellersItemIdentification,
    quantity: line.quantity,
    orderedQuantity: line.orderedQuantity,
    unitOfMeasureCode: line.unitOfMeasureCode,
    priceAmount: line.priceAmount,
    baseQuantity: line.baseQuantity,
    vatRateSymbol: line.vatRateSymbol as VatCategory,
    taxExemptionReason: line.taxExemptionReason,
    allowanceCharge:
      line.allowanceChargeIndicator === null
        ? null
        : {
            chargeIndicator: line.allowanceChargeIndicator,
            percent: line.allowanceChargePercent,
            amount: line.allowanceChargeAmount,
          },
  };
}
