import { ORDER_STATUSES, type OrderStatus } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit, todayOf } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { StoredFileType } from '../files/schema.js';
import {
  documentTotalFields,
  id,
  OrderAllowanceChargeType,
  orderContentFields,
  orderContentInputFields,
  OrderLineType,
  serviceInput,
} from './document-types.js';
import { orderLoaders } from './relations.js';
import { ORDER_ORDER_BY, type OrderRow } from './repository.js';
import { orderService, type LockResult } from './service.js';
import type { OrderParty } from './types.js';

/** Reading orders is part of seeing sales; changing them part of invoicing, as for customers (docs/permissions.md). */
const READ_FLAG = 'canViewSales';
const WRITE_FLAG = 'canSendSellerInvoice';

export const OrderStatusEnum = builder.enumType('OrderStatus', {
  description: 'OPEN → LOCKED (lock), OPEN or LOCKED → CANCELLED (cancel); invoiced is a flag beside it',
  values: ORDER_STATUSES,
});

export const OrderPartyType = builder.objectRef<OrderParty>('OrderParty').implement({
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
    ...orderContentFields(t),
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
    ...documentTotalFields(t),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const OrderInput = builder.inputType('OrderInput', {
  description: 'A whole order: the lines and allowances replace the saved ones',
  fields: (t) => ({
    ...orderContentInputFields(t),
    date: t.field({ type: 'Date', required: true, description: 'The VAT rates in force on it apply' }),
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
