import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { related } from '../../graphql/loaders.js';
import { DepartmentType } from '../departments/schema.js';
import { departments } from '../departments/tables.js';
import { municipalityLoaders } from '../municipalities/relations.js';
import { MunicipalityType } from '../municipalities/schema.js';
import { SUB_UNIT_ORDER_BY, subUnitService, type SubUnitRow } from './service.js';

const FLAG = 'canEditEmployees';

export const SubUnitType = builder.objectRef<SubUnitRow>('SubUnit').implement({
  description: 'A sub-unit (underenhet) of the company',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    organizationNumber: t.exposeString('organizationNumber', { description: 'Nine digits' }),
    departmentId: t.exposeID('departmentId', { nullable: true }),
    department: t.field({
      type: DepartmentType,
      nullable: true,
      resolve: (row, _args, ctx) => related(ctx, departments, row.departmentId),
    }),
    municipalityNumber: t.exposeString('municipalityNumber', {
      nullable: true,
      description: 'Where the sub-unit is (a national municipality number): the employer tax zone of its paychecks',
    }),
    municipality: t.field({
      type: MunicipalityType,
      nullable: true,
      description: 'The municipality of the register, with its employer tax zones',
      resolve: (row, _args, ctx) =>
        row.municipalityNumber ? municipalityLoaders(ctx).byNumber.load(row.municipalityNumber) : null,
    }),
    employerTaxZone: t.exposeString('employerTaxZone', {
      nullable: true,
      description:
        "The zone of the sub-unit's part of a split municipality; null elsewhere, where the municipality's only zone applies",
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SubUnitInput = builder.inputType('SubUnitInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    organizationNumber: t.string({ required: true, description: 'Nine digits, MOD11; spaces allowed' }),
    departmentId: t.id({ description: "One of the unit's departments, or none" }),
    municipalityNumber: t.string({ description: 'A municipality of the national register (number), or none' }),
    employerTaxZone: t.string({
      description:
        'Required in a split municipality (several zones): one of its zones, e.g. 1a. Not kept in any other municipality',
    }),
  }),
});

const SubUnitFilters = builder.inputType('SubUnitFilters', {
  fields: (t) => ({ name: t.string(), organizationNumber: t.string() }),
});

pagedListQuery('subUnits', {
  description: 'The sub-units of the current unit',
  item: SubUnitType,
  itemName: 'SubUnit',
  orderBy: orderByEnum('SubUnit', SUB_UNIT_ORDER_BY),
  defaultOrderBy: 'name',
  defaultDirection: 'ASC',
  filters: SubUnitFilters,
  access: access.member,
  resolve: (request, ctx) => inUnit(ctx, (tx) => subUnitService.list(tx, request)),
});

builder.queryField('subUnit', (t) =>
  t.field({
    type: SubUnitType,
    args: { id: t.arg.id({ required: true }) },
    access: access.member,
    resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => subUnitService.find(tx, String(id))),
  }),
);

const toInput = (input: {
  name: string;
  organizationNumber: string;
  departmentId?: string | number | null;
  municipalityNumber?: string | null;
  employerTaxZone?: string | null;
}) => ({
  ...input,
  departmentId: input.departmentId == null ? null : String(input.departmentId),
});

builder.mutationField('createSubUnit', (t) =>
  t.field({
    type: SubUnitType,
    args: { input: t.arg({ type: SubUnitInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) => subUnitService.create(tx, actorOf(ctx, unitId), toInput(input))),
  }),
);

builder.mutationField('updateSubUnit', (t) =>
  t.field({
    type: SubUnitType,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SubUnitInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id, input }, ctx) =>
      inUnit(ctx, (tx, unitId) => subUnitService.update(tx, actorOf(ctx, unitId), String(id), toInput(input))),
  }),
);

builder.mutationField('deleteSubUnit', (t) =>
  t.field({
    type: SubUnitType,
    description: 'Deletes the sub-unit; one a work relation names is refused (VALIDATION base in_use)',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => subUnitService.remove(tx, actorOf(ctx, unitId), String(id))),
  }),
);
