import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, todayOf } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { OCCUPATION_ORDER_BY, occupationService, type OccupationRow } from './service.js';

export const OccupationType = builder.objectRef<OccupationRow>('Occupation').implement({
  description: 'A national occupation code (yrkeskode, spec 000 §3 Occupation); the same for every unit',
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    shortName: t.exposeString('shortName', { nullable: true }),
    validFrom: t.expose('validFrom', { type: 'Date', nullable: true }),
    validTo: t.expose('validTo', { type: 'Date', nullable: true }),
  }),
});

const OccupationFilters = builder.inputType('OccupationFilters', {
  fields: (t) => ({
    code: t.string({ description: 'Codes starting with this' }),
    name: t.string({ description: 'Names containing this' }),
    term: t.string({ description: 'A code prefix or a name containing it, as occupationSearch' }),
  }),
});

pagedListQuery('occupations', {
  description: 'The national occupation codes; every member reads them',
  item: OccupationType,
  itemName: 'Occupation',
  orderBy: orderByEnum('Occupation', OCCUPATION_ORDER_BY),
  defaultOrderBy: 'code',
  defaultDirection: 'ASC',
  filters: OccupationFilters,
  access: access.member,
  resolve: (request, ctx) => inUnit(ctx, (tx) => occupationService.list(tx, request)),
});

builder.queryField('occupationSearch', (t) =>
  t.field({
    type: [OccupationType],
    description:
      'Occupations whose code starts with the term or whose name contains it (case-insensitive); ' +
      'codes valid today first, then by code. At most `limit` (default 50, at most 200).',
    args: { term: t.arg.string({ required: true }), limit: t.arg.int() },
    access: access.member,
    resolve: (_root, { term, limit }, ctx) =>
      inUnit(ctx, (tx) => occupationService.search(tx, term, limit, todayOf(ctx))),
  }),
);

builder.queryField('occupation', (t) =>
  t.field({
    type: OccupationType,
    args: { code: t.arg.string({ required: true }) },
    access: access.member,
    resolve: (_root, { code }, ctx) => inUnit(ctx, (tx) => occupationService.find(tx, code)),
  }),
);
