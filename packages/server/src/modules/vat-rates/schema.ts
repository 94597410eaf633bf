import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { actorOf, inUnit, requireUnit, type GraphQLContext } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { VAT_RATE_ORDER_BY, vatRateService, type VatRateRow } from './service.js';
import { VatRateSymbolEnum } from './types.js';

export const VatRateType = builder.objectRef<VatRateRow>('VatRate').implement({
  description: 'A Norwegian VAT rate of one category in force from activeFrom to activeTo (inclusive; null: still)',
  fields: (t) => ({
    id: t.exposeID('id'),
    vatRateSymbol: t.field({ type: VatRateSymbolEnum, resolve: (row) => row.vatRateSymbol as never }),
    percentage: t.expose('percentage', { type: 'Decimal' }),
    activeFrom: t.expose('activeFrom', { type: 'Date' }),
    activeTo: t.expose('activeTo', { type: 'Date', nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const VatRateInput = builder.inputType('VatRateInput', {
  fields: (t) => ({
    vatRateSymbol: t.field({ type: VatRateSymbolEnum, required: true }),
    percentage: t.field({ type: 'Decimal', required: true }),
    activeFrom: t.field({ type: 'Date', required: true }),
    activeTo: t.field({ type: 'Date' }),
  }),
});

const VatRateFilters = builder.inputType('VatRateFilters', {
  fields: (t) => ({ vatRateSymbol: t.field({ type: VatRateSymbolEnum }) }),
});

pagedListQuery('vatRates', {
  description: 'The historic Norwegian VAT rates (national: the same for every unit)',
  item: VatRateType,
  itemName: 'VatRate',
  orderBy: orderByEnum('VatRate', VAT_RATE_ORDER_BY),
  defaultOrderBy: 'active_from',
  defaultDirection: 'DESC',
  filters: VatRateFilters,
  access: access.member,
  resolve: (request, ctx) => inUnit(ctx, (tx) => vatRateService.list(tx, request)),
});

builder.queryField('allNorwegianVatRates', (t) =>
  t.field({
    type: [VatRateType],
    description: 'The rate of each VAT category in force on the date; a category without one is left out',
    args: { date: t.arg({ type: 'Date', required: true }) },
    access: access.member,
    resolve: (_root, { date }, ctx) => inUnit(ctx, (tx) => vatRateService.allOn(tx, date)),
  }),
);

/**
 * National data: changed in a system transaction (the application role may only read vat_rates);
 * the super admin's current unit is the audit row's unit.
 */
function changeNationalData<T>(ctx: GraphQLContext, work: (tx: Tx, actor: Actor) => Promise<T>): Promise<T> {
  const unitId = requireUnit(ctx);
  return ctx.services.transactions.system((tx) => work(tx, actorOf(ctx, unitId)));
}

builder.mutationField('createVatRate', (t) =>
  t.field({
    type: VatRateType,
    description: 'Super admins only; periods of one category cannot overlap (VALIDATION base period_overlapping)',
    args: { input: t.arg({ type: VatRateInput, required: true }) },
    access: access.superAdmin,
    resolve: (_root, { input }, ctx) => changeNationalData(ctx, (tx, actor) => vatRateService.create(tx, actor, input)),
  }),
);

builder.mutationField('updateVatRate', (t) =>
  t.field({
    type: VatRateType,
    description: 'Super admins only',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: VatRateInput, required: true }) },
    access: access.superAdmin,
    resolve: (_root, { id, input }, ctx) =>
      changeNationalData(ctx, (tx, actor) => vatRateService.update(tx, actor, String(id), input)),
  }),
);

builder.mutationField('deleteVatRate', (t) =>
  t.field({
    type: VatRateType,
    description: 'Super admins only',
    args: { id: t.arg.id({ required: true }) },
    access: access.superAdmin,
    resolve: (_root, { id }, ctx) =>
      changeNationalData(ctx, (tx, actor) => vatRateService.remove(tx, actor, String(id))),
  }),
);
