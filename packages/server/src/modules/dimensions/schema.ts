import type { PermissionFlag } from '@fjord/domain';
import { builder } from '../../graphql/builder.js';
import { access } from '../../graphql/access.js';
import { inUnit, actorOf } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';
import { DIMENSION_ORDER_BY, type DimensionRow, type dimensionService } from './service.js';

type Config = {
  /** GraphQL type name, e.g. Department. */
  typeName: string;
  /** The entity's name in field names, e.g. department → department, departments, createDepartment. */
  singular: string;
  plural: string;
  service: ReturnType<typeof dimensionService>;
  /** Guards the mutations; reading is open to every member (payroll and invoicing both use them). */
  flag: PermissionFlag;
};

/** The GraphQL API of a department-like entity, named by DESIGN.md "API naming". */
export function defineDimensionSchema({ typeName, singular, plural, service, flag }: Config) {
  const Type = builder.objectRef<DimensionRow>(typeName).implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      code: t.exposeString('code'),
      name: t.exposeString('name'),
      startDate: t.expose('startDate', { type: 'Date', nullable: true }),
      endDate: t.expose('endDate', { type: 'Date', nullable: true }),
      enableVat: t.exposeBoolean('enableVat'),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    }),
  });

  const Input = builder.inputType(`${typeName}Input`, {
    fields: (t) => ({
      code: t.string({ required: true }),
      name: t.string({ required: true }),
      startDate: t.field({ type: 'Date' }),
      endDate: t.field({ type: 'Date' }),
      enableVat: t.boolean({ description: 'true when left out' }),
    }),
  });

  const Filters = builder.inputType(`${typeName}Filters`, {
    fields: (t) => ({ code: t.string(), name: t.string() }),
  });

  pagedListQuery(plural, {
    description: `The ${plural} of the current unit`,
    item: Type,
    itemName: typeName,
    orderBy: orderByEnum(typeName, DIMENSION_ORDER_BY),
    defaultOrderBy: 'code',
    defaultDirection: 'ASC',
    filters: Filters,
    access: access.member,
    resolve: (request, ctx) => inUnit(ctx, (tx) => service.list(tx, request)),
  });

  builder.queryField(singular, (t) =>
    t.field({
      type: Type,
      args: { id: t.arg.id({ required: true }) },
      access: access.member,
      resolve: (_root, { id }, ctx) => inUnit(ctx, (tx) => service.find(tx, String(id))),
    }),
  );

  const capitalized = typeName;
  builder.mutationField(`create${capitalized}`, (t) =>
    t.field({
      type: Type,
      args: { input: t.arg({ type: Input, required: true }) },
      access: access.flags(flag),
      resolve: (_root, { input }, ctx) => inUnit(ctx, (tx, unitId) => service.create(tx, actorOf(ctx, unitId), input)),
    }),
  );

  builder.mutationField(`update${capitalized}`, (t) =>
    t.field({
      type: Type,
      args: { id: t.arg.id({ required: true }), input: t.arg({ type: Input, required: true }) },
      access: access.flags(flag),
      resolve: (_root, { id, input }, ctx) =>
        inUnit(ctx, (tx, unitId) => service.update(tx, actorOf(ctx, unitId), String(id), input)),
    }),
  );

  builder.mutationField(`delete${capitalized}`, (t) =>
    t.field({
      type: Type,
      description: `Deletes the ${singular}; one still in use is refused (VALIDATION base in_use)`,
      args: { id: t.arg.id({ required: true }) },
      access: access.flags(flag),
      resolve: (_root, { id }, ctx) =>
        inUnit(ctx, (tx, unitId) => service.remove(tx, actorOf(ctx, unitId), String(id))),
    }),
  );

  return Type;
}
