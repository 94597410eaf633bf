import type { TaxCategoryCode, VatCategory } from '@fjord/domain';
import type { OrderDelivery } from './types.js';

type Text = string | null | undefined;

/**
 * The VAT a line or allowance keeps instead of the rate in force on the document's date: a credit
 * note corrects its invoice at the invoice's rates. Set by the server only (no GraphQL input has it).
 */
export type FixedTax = { taxCategory: TaxCategoryCode; taxPercent: string };

/** A line's own allowance (chargeIndicator false) or charge: a percent of the line or an amount. */
export type LineAllowanceChargeInput = { chargeIndicator: boolean; percent?: Text; amount?: Text };

/**
 * A line of an order. With a product, what is left out comes from the product (name, number,
 * description, unit, VAT category and the sale price on the order's date); without, it is free text.
 */
export type OrderLineInput = {
  productId?: Text;
  itemName?: Text;
  itemDescription?: Text;
  sellersItemIdentification?: Text;
  quantity: string;
  orderedQuantity?: Text;
  unitOfMeasureCode?: Text;
  priceAmount?: Text;
  baseQuantity?: Text;
  vatRateSymbol?: VatCategory | null;
  taxExemptionReason?: Text;
  allowanceCharge?: LineAllowanceChargeInput | null;
  fixedTax?: FixedTax | null;
};

export type OrderAllowanceChargeInput = {
  chargeIndicator: boolean;
  reason?: Text;
  percent?: Text;
  amount?: Text;
  vatRateSymbol?: VatCategory | null;
  taxExemptionReason?: Text;
  fixedTax?: FixedTax | null;
};

export type OrderDeliveryInput = { [K in keyof OrderDelivery]?: Text };

/** A whole order: the lists replace the saved ones. */
export type OrderInput = {
  customerId: string;
  date?: Text;
  currencyCode?: Text;
  reference?: Text;
  note?: Text;
  /** The customer's first delivery location when left out. */
  delivery?: OrderDeliveryInput | null;
  projectId?: Text;
  departmentId?: Text;
  carRegistrationId?: Text;
  isExport?: boolean | null;
  lines: readonly OrderLineInput[];
  allowanceCharges?: readonly OrderAllowanceChargeInput[] | null;
};

/** Trimmed text, with blank as null: what every text field of an order stores. */
export const text = (value: Text): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
