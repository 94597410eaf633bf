import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { PAYMENT_METHOD_ORDER_BY, paymentMethodService, type PaymentMethodRow } from './service.js';

const FLAG = 'canAdminUnitEntities';

export const PaymentMethodType = builder.objectRef<PaymentMethodRow>('PaymentMethod').implement({
  description: 'A way an invoice can be paid (spec 000 §3 PaymentMethod)',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const PaymentMethodInput = builder.inputType('PaymentMethodInput', {
  fields: (t) => ({ name: t.string({ required: true, description: 'At most 100 characters, no semicolon' }) }),
});

const PaymentMethodFilters = builder.inputType('PaymentMethodFilters', {
  fields: (t) => ({ name: t.string() }),
});

pagedListQuery('paymentMethods', {
  description: 'The payment methods of the current unit',
  item: PaymentMethodType,
  itemName: 'PaymentMethod',
  orderBy: orderByEnum('PaymentMethod', PAYMENT_METHOD_ORDER_BY),
  defaultOrderBy: 'name',
  defaultDirection: 'ASC',
  filters: PaymentMethodFilters,
  access: access.member,
  resolve: (request, ctx) => inUnit(ctx, (tx) => paymentMethodService.list(tx, request)),
});

builder.queryField('paymentMethod', (t) =>
  t.field({
    type: PaymentMethodType,
    args: { id: t.arg.id({ required: true }) },
    access: access.member,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => paymentMethodService.find(tx, String(id))),
  }),
);

builder.mutationField('createPaymentMethod', (t) =>
  t.field({
    type: PaymentMethodType,
    args: { input: t.arg({ type: PaymentMethodInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) => paymentMethodService.create(tx, actorOf(ctx, unitId), input)),
  }),
);

builder.mutationField('updatePaymentMethod', (t) =>
  t.field({
    type: PaymentMethodType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PaymentMethodInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id, input }, ctx) =>
      inUnit(ctx, (tx, unitId) => paymentMethodService.update(tx, actorOf(ctx, unitId), String(id), input)),
  }),
);

builder.mutationField('deletePaymentMethod', (t) =>
  t.field({
    type: PaymentMethodType,
    description: 'Deletes the payment method; one still in use is refused (VALIDATION base in_use)',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => paymentMethodService.remove(tx, actorOf(ctx, unitId), String(id))),
  }),
);
