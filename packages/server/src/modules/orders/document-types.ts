/**
 * The GraphQL types an order shares with a recurring order (and later an invoice): its delivery,
 * lines, allowances, VAT breakdown, the fields of its content and amounts, and the inputs of its
 * content. One definition each, so both documents read and write the same shapes.
 */
import type { FieldMap } from '@pothos/core';
import type { DimensionRow } from '../dimensions/service.js';
import { builder, type BuilderTypes } from '../../graphql/builder.js';
import { related } from '../../graphql/loaders.js';
import { CarRegistrationType } from '../cars/schema.js';
import { carRegistrations } from '../cars/tables.js';
import { CustomerType } from '../customers/schema.js';
import { customers } from '../customers/tables.js';
import { DepartmentType } from '../departments/schema.js';
import { departments } from '../departments/tables.js';
import { ProductType } from '../products/schema.js';
import { products } from '../products/tables.js';
import { ProjectType } from '../projects/schema.js';
import { projects } from '../projects/tables.js';
import { VatRateSymbolEnum } from '../vat-rates/types.js';
import type { OrderInput as ServiceInput } from './input.js';
import type { OrderAllowanceChargeRow, OrderContentRow, OrderLineRow, OrderRow } from './repository.js';
import type { OrderDelivery, StoredTaxSubtotal } from './types.js';

/** GraphQL IDs may arrive as numbers; the service takes strings. */
export const id = (value: string | number | null | undefined) =>
  value === null || value === undefined ? value : String(value);

type WithIds<T extends { lines: ServiceInput['lines'] }> = Omit<
  T,
  'customerId' | 'projectId' | 'departmentId' | 'carRegistrationId' | 'lines'
> & {
  customerId: string | number;
  projectId?: string | number | null;
  departmentId?: string | number | null;
  carRegistrationId?: string | number | null;
  lines: (Omit<ServiceInput['lines'][number], 'productId'> & { productId?: string | number | null })[];
};

/** The service's input of a GraphQL order input (a recurring order's too: T keeps its own fields). */
export const serviceInput = <T extends WithIds<ServiceInput | Omit<ServiceInput, 'date'>>>(
  input: T,
): T & Pick<ServiceInput, 'customerId' | 'projectId' | 'departmentId' | 'carRegistrationId' | 'lines'> => ({
  ...input,
  customerId: String(input.customerId),
  projectId: id(input.projectId),
  departmentId: id(input.departmentId),
  carRegistrationId: id(input.carRegistrationId),
  lines: input.lines.map((line) => ({ ...line, productId: id(line.productId) })),
});

export const OrderDeliveryType = builder.objectRef<OrderDelivery>('OrderDelivery').implement({
  description: 'Where the goods go: a copy of the address when the order was saved',
  fields: (t) => ({
    address: t.exposeString('address', { nullable: true }),
    additionalAddress: t.exposeString('additionalAddress', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    countryCode: t.exposeString('countryCode'),
  }),
});
export const OrderTaxSubtotalType = builder.objectRef<StoredTaxSubtotal>('OrderTaxSubtotal').implement({
  description: 'One line of the VAT breakdown: a Peppol category and rate, its taxable amount and its VAT',
  fields: (t) => ({
    taxCategory: t.exposeString('taxCategory', { description: 'S, Z, E …' }),
    taxPercent: t.expose('taxPercent', { type: 'Decimal' }),
    taxableAmount: t.expose('taxableAmount', { type: 'Decimal' }),
    taxAmount: t.expose('taxAmount', { type: 'Decimal' }),
  }),
});

type LineCharge = { chargeIndicator: boolean; percent: string | null; amount: string | null };

const LineAllowanceChargeType = builder.objectRef<LineCharge>('OrderLineAllowanceCharge').implement({
  description: "A line's own allowance (chargeIndicator false) or charge: a percent of the line or an amount",
  fields: (t) => ({
    chargeIndicator: t.exposeBoolean('chargeIndicator'),
    percent: t.expose('percent', { type: 'Decimal', nullable: true }),
    amount: t.expose('amount', { type: 'Decimal', nullable: true }),
  }),
});

/** An order's or a recurring order's line (a credit note's link to the line it credits stays inside). */
type DocumentLineRow = Omit<OrderLineRow, 'orderId' | 'creditedLineId'>;

export const OrderLineType = builder.objectRef<DocumentLineRow>('OrderLine').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.int({ description: 'The line number, from 1', resolve: (line) => line.position + 1 }),
    productId: t.exposeID('productId', { nullable: true }),
    product: t.field({
      type: ProductType,
      nullable: true,
      resolve: (line, _args, ctx) => related(ctx, products, line.productId),
    }),
    itemName: t.exposeString('itemName'),
    itemDescription: t.exposeString('itemDescription', { nullable: true }),
    sellersItemIdentification: t.exposeString('sellersItemIdentification', { nullable: true }),
    quantity: t.expose('quantity', { type: 'Decimal', description: 'Delivered' }),
    orderedQuantity: t.expose('orderedQuantity', { type: 'Decimal', nullable: true }),
    unitOfMeasureCode: t.exposeString('unitOfMeasureCode'),
    priceAmount: t.expose('priceAmount', { type: 'Decimal' }),
    baseQuantity: t.expose('baseQuantity', { type: 'Decimal', nullable: true }),
    vatRateSymbol: t.field({ type: VatRateSymbolEnum, resolve: (line) => line.vatRateSymbol }),
    taxCategory: t.exposeString('taxCategory'),
    taxPercent: t.expose('taxPercent', { type: 'Decimal', description: "The category's rate on the order's date" }),
    taxExemptionReason: t.exposeString('taxExemptionReason', { nullable: true }),
    allowanceCharge: t.field({
      type: LineAllowanceChargeType,
      nullable: true,
      resolve: (line) =>
        line.allowanceChargeIndicator === null
          ? null
          : {
              chargeIndicator: line.allowanceChargeIndicator,
              percent: line.allowanceChargePercent,
              amount: line.allowanceChargeAmount,
            },
    }),
    lineExtensionAmount: t.expose('lineExtensionAmount', { type: 'Decimal' }),
  }),
});

export const OrderAllowanceChargeType = builder
  .objectRef<Omit<OrderAllowanceChargeRow, 'orderId'>>('OrderAllowanceCharge')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      chargeIndicator: t.exposeBoolean('chargeIndicator'),
      reason: t.exposeString('reason', { nullable: true }),
      percent: t.expose('percent', { type: 'Decimal', nullable: true }),
      fixedAmount: t.expose('fixedAmount', { type: 'Decimal', nullable: true, description: 'The amount asked for' }),
      vatRateSymbol: t.field({ type: VatRateSymbolEnum, resolve: (item) => item.vatRateSymbol }),
      taxCategory: t.exposeString('taxCategory'),
      taxPercent: t.expose('taxPercent', { type: 'Decimal' }),
      taxExemptionReason: t.exposeString('taxExemptionReason', { nullable: true }),
      amount: t.expose('amount', { type: 'Decimal', description: 'The fixed amount, or the percent of its base' }),
      baseAmount: t.expose('baseAmount', { type: 'Decimal', nullable: true }),
    }),
  });

export const OrderDeliveryInput = builder.inputType('OrderDeliveryInput', {
  fields: (t) => ({
    address: t.string(),
    additionalAddress: t.string(),
    zip: t.string(),
    city: t.string(),
    countryCode: t.string({ description: 'ISO 3166 alpha-2; NO when left out' }),
  }),
});

const LineAllowanceChargeInput = builder.inputType('OrderLineAllowanceChargeInput', {
  fields: (t) => ({
    chargeIndicator: t.boolean({ required: true, description: 'true for a charge, false for an allowance' }),
    percent: t.field({ type: 'Decimal', description: 'Percent of quantity × price; or give an amount' }),
    amount: t.field({ type: 'Decimal' }),
  }),
});

export const OrderLineInput = builder.inputType('OrderLineInput', {
  description: 'A product line (what is left out comes from the product) or a free-text line',
  fields: (t) => ({
    productId: t.id(),
    itemName: t.string({ description: "Required without a product; the product's name otherwise" }),
    itemDescription: t.string(),
    sellersItemIdentification: t.string({ description: "The product's number when left out" }),
    quantity: t.field({ type: 'Decimal', required: true, description: 'Delivered; negative takes back' }),
    orderedQuantity: t.field({ type: 'Decimal', description: 'What was ordered, for the difference order' }),
    unitOfMeasureCode: t.string(),
    priceAmount: t.field({
      type: 'Decimal',
      description: "The product's sale price on the order's date when left out",
    }),
    baseQuantity: t.field({ type: 'Decimal', description: 'The quantity the price is for; 1 when left out' }),
    vatRateSymbol: t.field({ type: VatRateSymbolEnum, description: "The product's when left out" }),
    taxExemptionReason: t.string({ description: 'Required for EXEMPT; not allowed for the rated categories nor ZERO' }),
    allowanceCharge: t.field({ type: LineAllowanceChargeInput }),
  }),
});

export const OrderAllowanceChargeInput = builder.inputType('OrderAllowanceChargeInput', {
  fields: (t) => ({
    chargeIndicator: t.boolean({ required: true }),
    reason: t.string(),
    percent: t.field({ type: 'Decimal', description: 'Percent of the lines of its VAT category; or give an amount' }),
    amount: t.field({ type: 'Decimal' }),
    vatRateSymbol: t.field({ type: VatRateSymbolEnum, required: true }),
    taxExemptionReason: t.string(),
  }),
});

type Fields<T> = PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, T>;

/** What an order and a recurring order both say: customer, delivery, texts and dimensions. */
export const orderContentFields = <T extends OrderContentRow>(t: Fields<T>): FieldMap => ({
  currencyCode: t.string({ resolve: (row) => row.currencyCode }),
  customerId: t.id({ resolve: (row) => row.customerId }),
  customer: t.field({
    type: CustomerType,
    resolve: async (row, _args, ctx) => (await related(ctx, customers, row.customerId))!,
  }),
  delivery: t.field({ type: OrderDeliveryType, resolve: (row) => row.delivery }),
  reference: t.string({
    description: "The customer's reference (EHF BuyerReference)",
    resolve: (row) => row.reference,
  }),
  note: t.string({ nullable: true, resolve: (row) => row.note }),
  projectId: t.id({ nullable: true, resolve: (row) => row.projectId }),
  project: t.field({
    type: ProjectType,
    nullable: true,
    resolve: (row, _args, ctx) => related(ctx, projects, row.projectId) as Promise<DimensionRow | null> | null,
  }),
  departmentId: t.id({ nullable: true, resolve: (row) => row.departmentId }),
  department: t.field({
    type: DepartmentType,
    nullable: true,
    resolve: (row, _args, ctx) => related(ctx, departments, row.departmentId),
  }),
  carRegistrationId: t.id({ nullable: true, resolve: (row) => row.carRegistrationId }),
  carRegistration: t.field({
    type: CarRegistrationType,
    nullable: true,
    resolve: (row, _args, ctx) => related(ctx, carRegistrations, row.carRegistrationId),
  }),
  isExport: t.boolean({ resolve: (row) => row.isExport }),
});

type TotalsRow = Pick<
  OrderRow,
  | 'lineExtensionAmount'
  | 'allowanceTotalAmount'
  | 'chargeTotalAmount'
  | 'taxExclusiveAmount'
  | 'taxAmount'
  | 'taxInclusiveAmount'
  | 'payableRoundingAmount'
  | 'payableAmount'
  | 'taxSubtotals'
>;

const AMOUNTS = [
  'lineExtensionAmount',
  'allowanceTotalAmount',
  'chargeTotalAmount',
  'taxExclusiveAmount',
  'taxAmount',
  'taxInclusiveAmount',
  'payableRoundingAmount',
  'payableAmount',
] as const;

/** The amounts of the EN 16931 arithmetic as stored, and the VAT breakdown. */
export const documentTotalFields = <T extends TotalsRow>(t: Fields<T>): FieldMap => ({
  ...Object.fromEntries(AMOUNTS.map((name) => [name, t.field({ type: 'Decimal', resolve: (row) => row[name] })])),
  taxSubtotals: t.field({ type: [OrderTaxSubtotalType], resolve: (row) => row.taxSubtotals }),
});

type InputFields = PothosSchemaTypes.InputFieldBuilder<BuilderTypes, 'InputObject'>;

/** The input fields of an order's content besides its date. */
export const orderContentInputFields = (t: InputFields) => ({
  customerId: t.id({ required: true }),
  currencyCode: t.string({ description: "The invoice settings' currency when left out" }),
  reference: t.string({ description: "The customer's reference; required" }),
  note: t.string(),
  delivery: t.field({ type: OrderDeliveryInput, description: "The customer's main address when left out" }),
  projectId: t.id(),
  departmentId: t.id(),
  carRegistrationId: t.id(),
  isExport: t.boolean(),
  lines: t.field({ type: [OrderLineInput], required: true }),
  allowanceCharges: t.field({ type: [OrderAllowanceChargeInput] }),
});
