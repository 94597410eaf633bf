import {
  RECURRING_INTERVAL_CHOICE_NAMES,
  RECURRING_INTERVAL_UNITS,
  RECURRING_UPCOMING_MAX,
  recurringIntervalChoiceOf,
  type RecurringOccurrence,
} from '@fjord/domain';
import { refuseInvalid } from '../../errors/app-error.js';
import { access } from '../../graphql/access.js';
import { builder, type BuilderTypes } from '../../graphql/builder.js';
import { actorOf, inUnit, todayOf, type GraphQLContext } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import {
  documentTotalFields,
  id,
  OrderAllowanceChargeType,
  orderContentFields,
  orderContentInputFields,
  OrderLineType,
  serviceInput,
} from '../orders/document-types.js';
import { recurringAllowanceChargesOf, recurringLinesOf, RECURRING_ORDER_ORDER_BY } from './repository.js';
import type { RecurringOrderRow } from './repository.js';
import { checkSchedule, createOnOf, scheduleOf, upcomingOf } from './schedule.js';
import { MODEL, recurringOrderService } from './service.js';

/** The orders' flags (docs/permissions.md): a recurring order is orders to come. */
const READ_FLAG = 'canViewSales';
const WRITE_FLAG = 'canSendSellerInvoice';

export const RecurringIntervalUnitEnum = builder.enumType('RecurringIntervalUnit', {
  values: RECURRING_INTERVAL_UNITS,
});

export const RecurringIntervalEnum = builder.enumType('RecurringInterval', {
  description:
    'The eight intervals the form offers, each a unit times a count: ONE_DAY DAILY×1, ONE_WEEK WEEKLY×1, ' +
    'TWO_WEEKS WEEKLY×2, FOUR_WEEKS WEEKLY×4, ONE_MONTH MONTHLY×1, THREE_MONTHS MONTHLY×3, FOUR_MONTHS MONTHLY×4, ' +
    'ONE_YEAR YEARLY×1',
  values: RECURRING_INTERVAL_CHOICE_NAMES,
});

const RecurringOccurrenceType = builder.objectRef<RecurringOccurrence>('RecurringOccurrence').implement({
  description: 'An order of the schedule: the date it carries and the day it is created',
  fields: (t) => ({
    date: t.expose('date', { type: 'Date' }),
    createOn: t.expose('createOn', { type: 'Date' }),
  }),
});

/** The relations' loaders of the request, each reading a whole page's recurring orders at once. */
const loaders = (ctx: GraphQLContext) => ({
  lines: ctx.loaders.get('recurringOrder:lines', recurringLinesOf),
  allowanceCharges: ctx.loaders.get('recurringOrder:allowanceCharges', recurringAllowanceChargesOf),
});

export const RecurringOrderType = builder.objectRef<RecurringOrderRow>('RecurringOrder').implement({
  description:
    "A recurring order of the current unit: an order's content and the schedule its orders are made by; " +
    'its amounts are those of the VAT rates of its next date when it was saved',
  fields: (t) => ({
    id: t.exposeID('id'),
    active: t.exposeBoolean('active'),
    startDate: t.expose('startDate', { type: 'Date' }),
    endDate: t.expose('endDate', { type: 'Date', nullable: true, description: 'The last date an order may carry' }),
    dateOffset: t.exposeInt('dateOffset', { description: 'Days before its date that an order is created' }),
    interval: t.field({
      type: RecurringIntervalEnum,
      nullable: true,
      resolve: (row) => recurringIntervalChoiceOf(scheduleOf(row).interval),
    }),
    intervalUnit: t.field({ type: RecurringIntervalUnitEnum, resolve: (row) => row.intervalUnit }),
    intervalCount: t.exposeInt('intervalCount'),
    nextDate: t.expose('nextDate', {
      type: 'Date',
      nullable: true,
      description: 'The date the next order will carry; null when the schedule has ended',
    }),
    nextCreateOn: t.field({
      type: 'Date',
      nullable: true,
      description: 'The day the next order will be created',
      resolve: (row) => (row.nextDate ? createOnOf(row, row.nextDate) : null),
    }),
    lastOrderDate: t.expose('lastOrderDate', { type: 'Date', nullable: true }),
    lastGeneratedOn: t.expose('lastGeneratedOn', {
      type: 'Date',
      nullable: true,
      description: 'The day the last order was created (lastDateCreatedOn)',
    }),
    ...orderContentFields(t),
    lines: t.field({ type: [OrderLineType], resolve: (row, _args, ctx) => loaders(ctx).lines.load(row.id) }),
    allowanceCharges: t.field({
      type: [OrderAllowanceChargeType],
      resolve: (row, _args, ctx) => loaders(ctx).allowanceCharges.load(row.id),
    }),
    ...documentTotalFields(t),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const scheduleFields = (t: PothosSchemaTypes.InputFieldBuilder<BuilderTypes, 'InputObject'>) => ({
  startDate: t.field({ type: 'Date', required: true, description: 'The date of the first order' }),
  endDate: t.field({ type: 'Date', description: 'The last date an order may carry; none: no end' }),
  dateOffset: t.int({ description: 'Days before its date that an order is created; 0 when left out' }),
  interval: t.field({ type: RecurringIntervalEnum, required: true }),
});

const RecurringOrderInput = builder.inputType('RecurringOrderInput', {
  description: "A whole recurring order: an order's content without its date, and the schedule",
  fields: (t) => ({
    ...orderContentInputFields(t),
    ...scheduleFields(t),
    active: t.boolean({ description: 'True when left out' }),
  }),
});

const RecurringScheduleInput = builder.inputType('RecurringScheduleInput', {
  fields: (t) => ({
    ...scheduleFields(t),
    after: t.field({ type: 'Date', description: 'The date of the last order made, for a saved recurring order' }),
  }),
});

const RecurringOrderFiltersInput = builder.inputType('RecurringOrderFilters', {
  fields: (t) => ({ customerId: t.id(), active: t.boolean() }),
});

pagedListQuery('recurringOrders', {
  description: 'The recurring orders of the current unit (the next to be made first unless asked otherwise)',
  item: RecurringOrderType,
  itemName: 'RecurringOrder',
  orderBy: orderByEnum('RecurringOrder', RECURRING_ORDER_ORDER_BY),
  defaultOrderBy: 'next_date',
  defaultDirection: 'ASC',
  filters: RecurringOrderFiltersInput,
  access: access.flags(READ_FLAG),
  resolve: (request, ctx) =>
    inUnit(ctx, (tx, unitId) =>
      recurringOrderService.list(tx, unitId, {
        ...request,
        filters: { ...request.filters, customerId: id(request.filters.customerId) },
      }),
    ),
});

builder.queryField('recurringOrder', (t) =>
  t.field({
    type: RecurringOrderType,
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(READ_FLAG),
    resolve: (_root, args, ctx) => inUnit(ctx, (tx) => recurringOrderService.find(tx, String(args.id))),
  }),
);

builder.queryField('upcomingRecurringDates', (t) =>
  t.field({
    type: [RecurringOccurrenceType],
    description:
      'The next orders a schedule saved today would make (the editor shows them before saving): ' +
      'counted from the start date, month ends clamped, none whose creation day has passed',
    args: {
      input: t.arg({ type: RecurringScheduleInput, required: true }),
      count: t.arg.int({ defaultValue: 5, description: `At most ${RECURRING_UPCOMING_MAX}` }),
    },
    access: access.flags(READ_FLAG),
    resolve: (_root, { input, count }, ctx) => {
      const { schedule, problems } = checkSchedule(input);
      const wanted = count ?? 5;
      if (wanted < 0 || wanted > RECURRING_UPCOMING_MAX)
        problems.push({ attribute: 'count', type: 'less_than_or_equal_to', params: { count: RECURRING_UPCOMING_MAX } });
      refuseInvalid(MODEL, problems);
      return upcomingOf(schedule!, todayOf(ctx), wanted, input.after ?? null);
    },
  }),
);

builder.mutationField('createRecurringOrder', (t) =>
  t.field({
    type: RecurringOrderType,
    description: 'Creates a recurring order; an order due today is made right after by the job',
    args: { input: t.arg({ type: RecurringOrderInput, required: true }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        recurringOrderService.create(tx, actorOf(ctx, unitId), serviceInput(input), todayOf(ctx)),
      ),
  }),
);

builder.mutationField('updateRecurringOrder', (t) =>
  t.field({
    type: RecurringOrderType,
    description: 'Replaces a recurring order (set active false to pause it); the orders it made stay as they are',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: RecurringOrderInput, required: true }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        recurringOrderService.update(tx, actorOf(ctx, unitId), String(args.id), serviceInput(args.input), todayOf(ctx)),
      ),
  }),
);

builder.mutationField('deleteRecurringOrder', (t) =>
  t.field({
    type: RecurringOrderType,
    description: 'Deletes a recurring order; the orders it made stay',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(WRITE_FLAG),
    resolve: (_root, args, ctx) =>
      inUnit(ctx, (tx, unitId) => recurringOrderService.delete(tx, actorOf(ctx, unitId), String(args.id))),
  }),
);
