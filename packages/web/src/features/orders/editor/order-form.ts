import {
  NORWAY,
  isVatCategory,
  peppolVatCategoryCode,
  priceOn,
  taxCategoryNeedsExemptionReason,
  type VatCategory,
} from '@fjord/domain';
import type { OrderEditorQuery, OrderInput, VatRateSymbol } from '../../../gql/graphql';

/** An open order as OrderEditorDocument reads it. */
export type SavedOrder = NonNullable<OrderEditorQuery['order']>;

/** A line's own allowance or charge: none, or a percent of the line or an amount (not both). */
export type LineAllowanceChargeFormValues = {
  kind: 'NONE' | 'ALLOWANCE' | 'CHARGE';
  percent: string | null;
  amount: string | null;
};

/** One line of the form: a product line (productId set) or free text. Decimals are canonical strings. */
export type OrderLineFormValues = {
  productId: string | null;
  itemName: string;
  itemDescription: string;
  sellersItemIdentification: string;
  quantity: string | null;
  orderedQuantity: string | null;
  unitOfMeasureCode: string | null;
  priceAmount: string | null;
  /** Kept from a saved line; the form does not edit it. */
  baseQuantity: string | null;
  vatRateSymbol: VatCategory | null;
  taxExemptionReason: string;
  allowanceCharge: LineAllowanceChargeFormValues;
};

/** An allowance (Rabatt) or charge (Gebyr) on the whole order, in one VAT category. */
export type OrderAllowanceChargeFormValues = {
  kind: 'ALLOWANCE' | 'CHARGE';
  reason: string;
  percent: string | null;
  amount: string | null;
  vatRateSymbol: VatCategory | null;
  taxExemptionReason: string;
};

export type OrderDeliveryFormValues = {
  address: string;
  additionalAddress: string;
  zip: string;
  city: string;
  countryCode: string;
};

/**
 * The order's content as OrderFields edits it. A form that adds its own fields (the recurring
 * order's schedule) spreads this into its values and maps it with `orderInput`.
 */
export type OrderContentFormValues = {
  customerId: string | null;
  /** The customer's name for the autocomplete, which lists only what was searched. */
  customerName: string;
  date: string | null;
  currencyCode: string;
  reference: string;
  note: string;
  delivery: OrderDeliveryFormValues;
  projectId: string | null;
  departmentId: string | null;
  carRegistrationId: string | null;
  isExport: boolean;
  lines: OrderLineFormValues[];
  allowanceCharges: OrderAllowanceChargeFormValues[];
};

/** What the unit's settings give a new order. */
export type OrderDefaults = { date: string; currencyCode: string; unitOfMeasureCode: string };

export const emptyDelivery = (): OrderDeliveryFormValues => ({
  address: '',
  additionalAddress: '',
  zip: '',
  city: '',
  countryCode: NORWAY,
});

export const newOrderLine = (unitOfMeasureCode: string | null = null): OrderLineFormValues => ({
  productId: null,
  itemName: '',
  itemDescription: '',
  sellersItemIdentification: '',
  quantity: '1',
  orderedQuantity: null,
  unitOfMeasureCode,
  priceAmount: null,
  baseQuantity: null,
  vatRateSymbol: 'STANDARD',
  taxExemptionReason: '',
  allowanceCharge: { kind: 'NONE', percent: null, amount: null },
});

export const newOrderAllowanceCharge = (
  kind: OrderAllowanceChargeFormValues['kind'],
): OrderAllowanceChargeFormValues => ({
  kind,
  reason: '',
  percent: null,
  amount: null,
  vatRateSymbol: 'STANDARD',
  taxExemptionReason: '',
});

export function newOrderValues(defaults: OrderDefaults): OrderContentFormValues {
  return {
    customerId: null,
    customerName: '',
    date: defaults.date,
    currencyCode: defaults.currencyCode,
    reference: '',
    note: '',
    delivery: emptyDelivery(),
    projectId: null,
    departmentId: null,
    carRegistrationId: null,
    isExport: false,
    lines: [newOrderLine(defaults.unitOfMeasureCode)],
    allowanceCharges: [],
  };
}

/** Whether the category's document code asks why no VAT is charged (E does; S and Z must not say). */
export const needsExemptionReason = (symbol: VatCategory) =>
  taxCategoryNeedsExemptionReason(peppolVatCategoryCode(symbol));

const symbolOf = (value: string | null | undefined): VatCategory | null => (isVatCategory(value) ? value : null);
type Address = { [K in keyof OrderDeliveryFormValues]?: string | null };

export function deliveryValues(address: Address): OrderDeliveryFormValues {
  return {
    address: address.address ?? '',
    additionalAddress: address.additionalAddress ?? '',
    zip: address.zip ?? '',
    city: address.city ?? '',
    countryCode: address.countryCode || NORWAY,
  };
}

export function orderFormValues(order: SavedOrder): OrderContentFormValues {
  return {
    customerId: order.customer.id,
    customerName: order.customer.displayName,
    date: order.date,
    currencyCode: order.currencyCode,
    reference: order.reference,
    note: order.note ?? '',
    delivery: deliveryValues(order.delivery),
    projectId: order.projectId ?? null,
    departmentId: order.departmentId ?? null,
    carRegistrationId: order.carRegistrationId ?? null,
    isExport: order.isExport,
    lines: order.lines.map((line) => ({
      productId: line.productId ?? null,
      itemName: line.itemName,
      itemDescription: line.itemDescription ?? '',
      sellersItemIdentification: line.sellersItemIdentification ?? '',
      quantity: line.quantity,
      orderedQuantity: line.orderedQuantity ?? null,
      unitOfMeasureCode: line.unitOfMeasureCode,
      priceAmount: line.priceAmount,
      baseQuantity: line.baseQuantity ?? null,
      vatRateSymbol: symbolOf(line.vatRateSymbol),
      taxExemptionReason: line.taxExemptionReason ?? '',
      allowanceCharge: line.allowanceCharge
        ? {
            kind: line.allowanceCharge.chargeIndicator ? 'CHARGE' : 'ALLOWANCE',
            percent: line.allowanceCharge.percent ?? null,
            amount: line.allowanceCharge.amount ?? null,
          }
        : { kind: 'NONE', percent: null, amount: null },
    })),
    allowanceCharges: order.allowanceCharges.map((item) => ({
      kind: item.chargeIndicator ? 'CHARGE' : 'ALLOWANCE',
      reason: item.reason ?? '',
      percent: item.percent ?? null,
      amount: item.fixedAmount ?? null,
      vatRateSymbol: symbolOf(item.vatRateSymbol),
      taxExemptionReason: item.taxExemptionReason ?? '',
    })),
  };
}

/** A product as the line search answers it. */
export type ProductChoice = {
  id: string;
  number: string;
  name: string;
  description?: string | null;
  unitOfMeasureCode: string;
  vatRateSymbol: string;
  taxExemptionReason?: string | null;
  prices: readonly { validFrom: string; validTo?: string | null; salePrice: string }[];
};

/**
 * A line after choosing a product: its name, number, description, unit, VAT category and the sale
 * price in force on the order's date; the quantities and the line's allowance stay as typed.
 */
export function lineWithProduct(
  line: OrderLineFormValues,
  product: ProductChoice,
  date: string | null,
): OrderLineFormValues {
  const prices = product.prices.map((price) => ({ ...price, validTo: price.validTo ?? null }));
  const price = date ? priceOn(prices, date) : null;
  const symbol = symbolOf(product.vatRateSymbol);
  return {
    ...line,
    productId: product.id,
    itemName: product.name,
    itemDescription: product.description ?? '',
    sellersItemIdentification: product.number,
    unitOfMeasureCode: product.unitOfMeasureCode,
    priceAmount: price?.salePrice ?? line.priceAmount,
    vatRateSymbol: symbol,
    taxExemptionReason: symbol && needsExemptionReason(symbol) ? (product.taxExemptionReason ?? '') : '',
  };
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The form's content as the server's OrderInput: blank text is left out, the lists replace the saved ones. */
export function orderInput(values: OrderContentFormValues): OrderInput {
  return {
    customerId: values.customerId ?? '',
    date: values.date ?? '',
    currencyCode: blankToNull(values.currencyCode),
    reference: blankToNull(values.reference),
    note: blankToNull(values.note),
    delivery: {
      address: blankToNull(values.delivery.address),
      additionalAddress: blankToNull(values.delivery.additionalAddress),
      zip: blankToNull(values.delivery.zip),
      city: blankToNull(values.delivery.city),
      countryCode: blankToNull(values.delivery.countryCode),
    },
    projectId: values.projectId || null,
    departmentId: values.departmentId || null,
    carRegistrationId: values.carRegistrationId || null,
    isExport: values.isExport,
    lines: values.lines.map((line) => ({
      productId: line.productId || null,
      itemName: blankToNull(line.itemName),
      itemDescription: blankToNull(line.itemDescription),
      sellersItemIdentification: blankToNull(line.sellersItemIdentification),
      quantity: line.quantity ?? '',
      orderedQuantity: line.orderedQuantity,
      unitOfMeasureCode: line.unitOfMeasureCode,
      priceAmount: line.priceAmount,
      baseQuantity: line.baseQuantity,
      vatRateSymbol: line.vatRateSymbol as VatRateSymbol | null,
      taxExemptionReason: blankToNull(line.taxExemptionReason),
      allowanceCharge:
        line.allowanceCharge.kind === 'NONE'
          ? null
          : {
              chargeIndicator: line.allowanceCharge.kind === 'CHARGE',
              percent: line.allowanceCharge.percent,
              amount: line.allowanceCharge.amount,
            },
    })),
    allowanceCharges: values.allowanceCharges.map((item) => ({
      chargeIndicator: item.kind === 'CHARGE',
      reason: blankToNull(item.reason),
      percent: item.percent,
      amount: item.amount,
      // The form's rules require a category before it is sent.
      vatRateSymbol: item.vatRateSymbol as VatRateSymbol,
      taxExemptionReason: blankToNull(item.taxExemptionReason),
    })),
  };
}
