import { ORDER_STATUSES, type OrderStatus } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit, todayOf } from '../../graphql/context.js';
import { related } from '../../graphql/loaders.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { CarRegistrationType } from '../cars/schema.js';
import { carRegistrations } from '../cars/tables.js';
import { CustomerType } from '../customers/schema.js';
import { customers } from '../customers/tables.js';
import { DepartmentType } from '../departments/schema.js';
import { departments } from '../departments/tables.js';
import type { DimensionRow } from '../dimensions/service.js';
import { StoredFileType } from '../files/schema.js';
import { ProductType } from '../products/schema.js';
import { products } from '../products/tables.js';
import { ProjectType } from '../projects/schema.js';
import { projects } from '../projects/tables.js';
import { VatRateSymbolEnum } from '../vat-rates/types.js';
import type { OrderInput as ServiceInput } from './input.js';
import { orderLoaders } from './relations.js';
import { ORDER_ORDER_BY, type OrderAllowanceChargeRow, type OrderLineRow, type OrderRow } from './repository.js';
import { orderService, type LockResult } from './service.js';
import type { OrderDelivery, OrderParty, StoredTaxSubtotal } from './types.js';

/** Reading orders is part of seeing sales; changing them part of invoicing, as for customers (docs/permissions.md). */
const READ_FLAG = 'canViewSales';
const WRITE_FLAG = 'canSendSellerInvoice';

/** GraphQL IDs may arrive as numbers; the service takes strings. */
const id = (value: string | number | null | undefined) =>
  value === null || value === undefined ? value : String(value);

type WithIds<T> = Omit<T, 'customerId' | 'projectId' | 'departmentId' | 'carRegistrationId' | 'lines'> & {
  customerId: string | number;
  projectId?: string | number | null;
  departmentId?: string | number | null;
  carRegistrationId?: string | number | null;
  lines: (Omit<ServiceInput['lines'][number], 'productId'> & { productId?: string | number | null })[];
};

const serviceInput = (input: WithIds<ServiceInput>): ServiceInput => ({
  ...input,
  customerId: String(input.customerId),
  projectId: id(input.projectId),
  departmentId: id(input.departmentId),
  carRegistrationId: id(input.carRegistrationId),
  lines: input.lines.map((line) => ({ ...line, productId: id(line.productId) })),
});

export const OrderStatusEnum = builder.enumType('OrderStatus', {
  description: 'OPEN → LOCKED (lock), OPEN or LOCKED → CANCELLED (cancel); invoiced is a flag beside it',
  values: ORDER_STATUSES,
});

const OrderDeliveryType = builder.objectRef<OrderDelivery>('OrderDelivery').implement({
  description: 'Where the goods go: a copy of the address when the order was saved',
  fields: (t) => ({
    address: t.exposeString('address', { nullable: true }),
    additionalAddress: t.exposeString('additionalAddress', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    countryCode: t.exposeString('countryCode'),
  }),
});

const OrderPartyType = builder.objectRef<OrderParty>('OrderParty').implement({
  description: 'A party as the order states it, frozen when the order is locked',
  fields: (t) => ({
    name: t.exposeString('name'),
    organizationNumber: t.exposeString('organizationNumber', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    countryCode: t.exposeString('countryCode'),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
  }),
});

const OrderTaxSubtotalType = builder.objectRef<StoredTaxSubtotal>('OrderTaxSubtotal').implement({
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

const OrderLineType = builder.objectRef<OrderLineRow>('OrderLine').implement({
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

const OrderAllowanceChargeType = builder.objectRef<OrderAllowanceChargeRow>('OrderAllowanceCharge').implement({
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

const is = (status: OrderStatus) => (order: OrderRow) => order.status === status;

export const OrderType = builder.objectRef<OrderRow>('Order').implement({
  description: 'An order of the current unit; its amounts are those of the EN 16931 arithmetic when last saved',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    date: t.expose('date', { type: 'Date' }),
    status: t.field({ type: OrderStatusEnum, resolve: (order) => order.status }),
    isOpen: t.boolean({ resolve: is('OPEN') }),
    isLocked: t.boolean({ resolve: is('LOCKED') }),
    isCancelled: t.boolean({ resolve: is('CANCELLED') }),
    invoiced: t.exposeBoolean('invoiced'),
    currencyCode: t.exposeString('currencyCode'),
    customerId: t.exposeID('customerId'),
    customer: t.field({
      type: CustomerType,
      resolve: async (order, _args, ctx) => (await related(ctx, customers, order.customerId))!,
    }),
    delivery: t.field({ type: OrderDeliveryType, resolve: (order) => order.delivery }),
    reference: t.exposeString('reference', { description: "The customer's reference (EHF BuyerReference)" }),
    note: t.exposeString('note', { nullable: true }),
    projectId: t.exposeID('projectId', { nullable: true }),
    project: t.field({
      type: ProjectType,
      nullable: true,
      resolve: (order, _args, ctx) => related(ctx, projects, order.projectId) as Promise<DimensionRow | null> | null,
    }),
    departmentId: t.exposeID('departmentId', { nullable: true }),
    department: t.field({
      type: DepartmentType,
      nullable: true,
      resolve: (order, _args, ctx) => related(ctx, departments, order.departmentId),
    }),
    carRegistrationId: t.exposeID('carRegistrationId', { nullable: true }),
    carRegistration: t.field({
      type: CarRegistrationType,
      nullable: true,
      resolve: (order, _args, ctx) => related(ctx, carRegistrations, order.carRegistrationId),
    }),
    isExport: t.exposeBoolean('isExport'),
    bban: t.exposeString('bban', { nullable: true }),
    iban: t.exposeString('iban', { nullable: true }),
    logo: t.field({
      type: StoredFileType,
      nullable: true,
      resolve: (order, _args, ctx) => (order.logoFileId ? orderLoaders(ctx).logos.load(order.logoFileId) : null),
    }),
    supplierParty: t.field({
      type: OrderPartyType,
      nullable: true,
      description: 'The unit as supplier, frozen when the order is locked; null while it is open',
      resolve: (order) => order.supplierParty,
    }),
    customerParty: t.field({
      type: OrderPartyType,
      nullable: true,
      description: 'The customer as buyer, frozen when the order is locked; null while it is open',
      resolve: (order) => order.customerParty,
    }),
    lines: t.field({ type: [OrderLineType], resolve: (order, _args, ctx) => orderLoaders(ctx).lines.load(order.id) }),
    allowanceCharges: t.field({
      type: [OrderAllowanceChargeType],
      resolve: (order, _args, ctx) => orderLoaders(ctx).allowanceCharges.load(order.id),
    }),
    lineExtensionAmount: t.expose('lineExtensionAmount', { type: 'Decimal' }),
    allowanceTotalAmount: t.expose('allowanceTotalAmount', { type: 'Decimal' }),
    chargeTotalAmount: t.expose('chargeTotalAmount', { type: 'Decimal' }),
    taxExclusiveAmount: t.expose('taxExclusiveAmount', { type: 'Decimal' }),
    taxAmount: t.expose('taxAmount', { type: 'Decimal' }),
    taxInclusiveAmount: t.expose('taxInclusiveAmount', { type: 'Decimal' }),
    payableRoundingAmount: t.expose('payableRoundingAmount', { type: 'Decimal' }),
    payableAmount: t.expose('payableAmount', { type: 'Decimal' }),
    taxSubtotals: t.field({ type: [OrderTaxSubtotalType], resolve: (order) => order.taxSubtotals }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const OrderDeliveryInput = builder.inputType('OrderDeliveryInput', {
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

const OrderLineInput = builder.inputType('OrderLineInput', {
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

const OrderAllowanceChargeInput = builder.inputType('OrderAllowanceChargeInput', {
  fields: (t) => ({
    chargeIndicator: t.boolean({ required: true }),
    reason: t.string(),
    percent: t.field({ type: 'Decimal', description: 'Percent of the lines of its VAT category; or give an amount' }),
    amount: t.field({ type: 'Decimal' }),
    vatRateSymbol: t.field({ type: VatRateSymbolEnum, required: true }),
    taxExemptionReason: t.string(),
  }),
});

const OrderInput = builder.inputType('OrderInput', {
  description: 'A whole order: the lines and allowances replace the saved ones',
  fields: (t) => ({
    customerId: t.id({ required: true }),
    date: t.field({ type: 'Date', required: true, description: 'The VAT rates in force on it apply' }),
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
  }),
});

const OrderFiltersInput = builder.inputType('OrderFilters', {
  fields: (t) => ({
    customerId: t.id(),
    status: t.field({ type: OrderStatusEnum }),
    dateFrom: t.field({ type: 'Date', description: 'On or after' }),
    dateTo: t.field({ type: 'Date', description: 'On or before' }),
    invoiced: t.boolean(),
  }),
});

const LockOrderResultType = builder.objectRef<LockResult>('LockOrderResult').implement({
  fields: (t) => ({
    order: t.field({ type: OrderType, resolve: (result) => result.order }),
    differenceOrder: t.field({
      type: OrderType,
      nullable: true,
      description: 'The new open order for what was ordered but not delivered, when asked for and there is any',
      resolve: (result) => result.differenceOrder,
    }),
  }),
});

pagedListQuery('orders', {
  description: 'The orders of the current unit (by number descending unless asked otherwise)',
  item: OrderType,
  itemName: 'Order',
  orderBy: orderByEnum('Order', ORDER_ORDER_BY),
  defaultOrderBy: 'number',
  defaultDirection: 'DESC',
  filters: OrderFiltersInput,
  access: access.flags(READ_FLAG),
  resolve: (request, ctx) =>
    inUnit(ctx, (tx, unitId) =>
      orderService.list(tx, unitId, {
        ...request,
        filters: { ...request.filters, customerId: id(request.filters.customerId) },
      }),
    ),
});

builder.queryField('order', (t) =>
  t.field({
    type: OrderType,
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(READ_FLAG),
    resolve: (_root, args, ctx) => inUnit(ctx, (tx) => orderService.find(tx, String(args.id))),
  }),
);

builder.mutationField('createOrder', (t) =>
  t.field({
    type: OrderType,
    description: "Creates an open order with the next number of the unit's order series",
    args: { input: t.arg({ type: OrderInput, required: true }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) => orderService.create(tx, actorOf(ctx, unitId), serviceInput(input))),
  }),
);

builder.mutationField('updateOrder', (t) =>
  t.field({
    type: OrderType,
    description: 'Replaces an open order; a locked, cancelled or invoiced one is refused (VALIDATION base)',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: OrderInput, required: true }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        orderService.update(tx, actorOf(ctx, unitId), String(args.id), serviceInput(args.input)),
      ),
  }),
);

builder.mutationField('lockOrder', (t) =>
  t.field({
    type: LockOrderResultType,
    description: 'Locks an open order, freezing its parties; optionally opens an order for the undelivered rest',
    args: { id: t.arg.id({ required: true }), createDifference: t.arg.boolean({ defaultValue: false }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        orderService.lock(tx, actorOf(ctx, unitId), String(args.id), {
          createDifference: args.createDifference ?? false,
          today: todayOf(ctx),
        }),
      ),
  }),
);

builder.mutationField('cancelOrder', (t) =>
  t.field({
    type: OrderType,
    description: 'Cancels an open or locked order that is not invoiced',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => orderService.cancel(tx, actorOf(ctx, unitId), String(args.id))),
  }),
);

builder.mutationField('duplicateOrder', (t) =>
  t.field({
    type: OrderType,
    description: "A new open order with the same content, dated today with today's VAT rates",
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => orderService.duplicate(tx, actorOf(ctx, unitId), String(args.id), todayOf(ctx))),
  }),
);
