import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { related } from '../../graphql/loaders.js';
import { units } from '../../db/schema-core.js';
import { UnitType } from '../units/types.js';
import {
  PENSION_UNIT_SELECTION_ORDER_BY,
  pensionUnitSelectionService,
  type PensionUnitSelectionRow,
} from './service.js';

const FLAG = 'canEditEmployees';

export const PensionUnitSelectionType = builder.objectRef<PensionUnitSelectionRow>('PensionUnitSelection').implement({
  description: "Which pension company holds the unit's occupational pension scheme in a period",
  fields: (t) => ({
    id: t.exposeID('id'),
    pensionUnitId: t.exposeID('pensionUnitId'),
    pensionUnit: t.field({
      type: UnitType,
      nullable: true,
      resolve: (row, _args, ctx) => related(ctx, units, row.pensionUnitId),
    }),
    validFrom: t.expose('validFrom', { type: 'Date' }),
    validTo: t.expose('validTo', { type: 'Date', nullable: true, description: 'Open (null) runs until changed' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const PensionUnitSelectionInput = builder.inputType('PensionUnitSelectionInput', {
  fields: (t) => ({
    pensionUnitId: t.id({ required: true, description: 'A pension company (unitSearch with isPensionCompany: true)' }),
    validFrom: t.field({ type: 'Date', required: true }),
    validTo: t.field({ type: 'Date', description: 'On or after validFrom; null for an open period' }),
  }),
});

const PensionUnitSelectionFilters = builder.inputType('PensionUnitSelectionFilters', {
  fields: (t) => ({ pensionUnitId: t.id() }),
});

pagedListQuery('pensionUnitSelections', {
  description: 'The pension unit selections of the current unit',
  item: PensionUnitSelectionType,
  itemName: 'PensionUnitSelection',
  orderBy: orderByEnum('PensionUnitSelection', PENSION_UNIT_SELECTION_ORDER_BY),
  defaultOrderBy: 'valid_from',
  defaultDirection: 'DESC',
  filters: PensionUnitSelectionFilters,
  access: access.member,
  resolve: (request, ctx) =>
    inUnit(ctx, (tx) =>
      pensionUnitSelectionService.list(tx, {
        ...request,
        filters: {
          pensionUnitId: request.filters.pensionUnitId == null ? null : String(request.filters.pensionUnitId),
        },
      }),
    ),
});

builder.queryField('pensionUnitSelection', (t) =>
  t.field({
    type: PensionUnitSelectionType,
    args: { id: t.arg.id({ required: true }) },
    access: access.member,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => pensionUnitSelectionService.find(tx, String(id))),
  }),
);

const toInput = (input: { pensionUnitId: string | number; validFrom: string; validTo?: string | null }) => ({
  ...input,
  pensionUnitId: String(input.pensionUnitId),
});

builder.mutationField('createPensionUnitSelection', (t) =>
  t.field({
    type: PensionUnitSelectionType,
    description: 'Refused when the period shares a day with another (VALIDATION validFrom period_overlapping)',
    args: { input: t.arg({ type: PensionUnitSelectionInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) => pensionUnitSelectionService.create(tx, actorOf(ctx, unitId), toInput(input))),
  }),
);

builder.mutationField('updatePensionUnitSelection', (t) =>
  t.field({
    type: PensionUnitSelectionType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PensionUnitSelectionInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id, input }, ctx) =>
      inUnit(ctx, (tx, unitId) =>
        pensionUnitSelectionService.update(tx, actorOf(ctx, unitId), String(id), toInput(input)),
      ),
  }),
);

builder.mutationField('deletePensionUnitSelection', (t) =>
  t.field({
    type: PensionUnitSelectionType,
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => pensionUnitSelectionService.remove(tx, actorOf(ctx, unitId), String(id))),
  }),
);
