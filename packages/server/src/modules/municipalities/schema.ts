import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { municipalityLoaders, type MunicipalityTaxZoneRow } from './relations.js';
import {
  MUNICIPALITY_ORDER_BY,
  municipalityService,
  type MunicipalityDetailsRow,
  type MunicipalityRow,
} from './service.js';

const FLAG = 'canEditEmployees';

const MunicipalityTaxZoneType = builder.objectRef<MunicipalityTaxZoneRow>('MunicipalityTaxZone').implement({
  description: 'An employer tax zone (arbeidsgiveravgiftssone) of a municipality',
  fields: (t) => ({
    zone: t.exposeString('zone', { description: 'The zone code: 1, 1a, 2, 3, 4, 4a or 5' }),
    comment: t.exposeString('comment', {
      nullable: true,
      description: 'The part of a split municipality the zone covers',
    }),
  }),
});

export const MunicipalityDetailsType = builder.objectRef<MunicipalityDetailsRow>('MunicipalityDetails').implement({
  description: "The current unit's own details of a municipality",
  fields: (t) => ({
    id: t.exposeID('id'),
    bban: t.exposeString('bban', { nullable: true }),
    organizationNumber: t.exposeString('organizationNumber', { nullable: true }),
    organizationName: t.exposeString('organizationName', { nullable: true }),
    contactName: t.exposeString('contactName', { nullable: true }),
    contactPhone: t.exposeString('contactPhone', { nullable: true }),
    contactEmail: t.exposeString('contactEmail', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const MunicipalityType = builder.objectRef<MunicipalityRow>('Municipality').implement({
  description: 'A municipality of the national register',
  fields: (t) => ({
    number: t.exposeString('number'),
    name: t.exposeString('name'),
    countyNumber: t.exposeString('countyNumber'),
    countyName: t.exposeString('countyName'),
    employerTaxZones: t.field({
      type: [MunicipalityTaxZoneType],
      description: 'One zone, or several for a split municipality',
      resolve: (row, _args, ctx) => municipalityLoaders(ctx).taxZones.load(row.number),
    }),
    details: t.field({
      type: MunicipalityDetailsType,
      nullable: true,
      description: "The current unit's own details; null until saved",
      resolve: (row, _args, ctx) => municipalityLoaders(ctx).details.load(row.number),
    }),
  }),
});

const MunicipalityDetailsInput = builder.inputType('MunicipalityDetailsInput', {
  fields: (t) => ({
    bban: t.string({ description: 'Bank account, 11 digits with a MOD11 check digit' }),
    organizationNumber: t.string({ description: 'Nine digits with a MOD11 check digit' }),
    organizationName: t.string(),
    contactName: t.string(),
    contactPhone: t.string(),
    contactEmail: t.string(),
    address: t.string(),
    zip: t.string(),
    city: t.string(),
  }),
});

const MunicipalityFilters = builder.inputType('MunicipalityFilters', {
  fields: (t) => ({
    number: t.string({ description: 'Numbers starting with this' }),
    name: t.string({ description: 'Names containing this' }),
    county: t.string({ description: 'County names containing this' }),
    zone: t.string({ description: 'Municipalities with (a part in) this employer tax zone' }),
    term: t.string({ description: 'A number prefix or a name containing it, as municipalitySearch' }),
  }),
});

pagedListQuery('municipalities', {
  description: 'The national municipality register with the current unit’s own details',
  item: MunicipalityType,
  itemName: 'Municipality',
  orderBy: orderByEnum('Municipality', MUNICIPALITY_ORDER_BY),
  defaultOrderBy: 'number',
  defaultDirection: 'ASC',
  filters: MunicipalityFilters,
  access: access.member,
  resolve: (request, ctx) => inUnit(ctx, (tx) => municipalityService.list(tx, request)),
});

builder.queryField('municipalitySearch', (t) =>
  t.field({
    type: [MunicipalityType],
    description:
      'Municipalities whose number starts with the term or whose name contains it (case-insensitive), ' +
      'by number. At most `limit` (default 50).',
    args: { term: t.arg.string({ required: true }), limit: t.arg.int() },
    access: access.member,
    resolve: (_root, { term, limit }, ctx) => inUnit(ctx, (tx) => municipalityService.search(tx, term, limit)),
  }),
);

builder.queryField('municipality', (t) =>
  t.field({
    type: MunicipalityType,
    args: { number: t.arg.string({ required: true }) },
    access: access.member,
    resolve: (_root, { number }, ctx) => inUnit(ctx, (tx) => municipalityService.find(tx, number)),
  }),
);

builder.mutationField('saveMunicipalityDetails', (t) =>
  t.field({
    type: MunicipalityType,
    description: "Creates or replaces the current unit's own details of the municipality",
    args: {
      number: t.arg.string({ required: true }),
      input: t.arg({ type: MunicipalityDetailsInput, required: true }),
    },
    access: access.flags(FLAG),
    resolve: (_root, { number, input }, ctx) =>
      inUnit(ctx, (tx, unitId) => municipalityService.saveDetails(tx, actorOf(ctx, unitId), number, input)),
  }),
);

builder.mutationField('deleteMunicipalityDetails', (t) =>
  t.field({
    type: MunicipalityType,
    description: "Forgets the current unit's own details of the municipality (NOT_FOUND when it has none)",
    args: { number: t.arg.string({ required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { number }, ctx) =>
      inUnit(ctx, (tx, unitId) => municipalityService.deleteDetails(tx, actorOf(ctx, unitId), number)),
  }),
);
