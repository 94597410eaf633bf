import { LIST_PAGE_SIZE } from '@fjord/domain';
import type { EnumRef, InputObjectRef, ObjectRef } from '@pothos/core';
import type { GraphQLResolveInfo } from 'graphql';
import type { Access } from './access.js';
import type { GraphQLContext } from './context.js';
import { builder, type BuilderTypes } from './builder.js';

/**
 * The one shape of a paged list:
 * `customers(limit, offset, orderBy, orderDirection, filters)` answering `{ items, totalCount }`.
 */
export type Page<T> = { items: T[]; totalCount: number };
export type OrderDirection = 'ASC' | 'DESC';

export const OrderDirectionEnum = builder.enumType('OrderDirection', { values: ['ASC', 'DESC'] as const });

/** The most rows one page may ask for; the web asks for 100. */
export const MAX_PAGE_SIZE = 500;

export function pageType<T>(name: string, item: ObjectRef<BuilderTypes, T>) {
  return builder.objectRef<Page<T>>(`${name}Page`).implement({
    description: `One page of ${name} records and how many match the filters in all`,
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items }),
      totalCount: t.exposeInt('totalCount'),
    }),
  });
}

export type PageWindow = { limit: number; offset: number };

export function pageWindow(args: { limit?: number | null; offset?: number | null }): PageWindow {
  return {
    limit: Math.min(Math.max(args.limit ?? LIST_PAGE_SIZE, 1), MAX_PAGE_SIZE),
    offset: Math.max(args.offset ?? 0, 0),
  };
}

/**
 * The sort keys of a list as a GraphQL enum. Values are the column names the spec uses
 * (e.g. customers sort by `unit_name`), so they are snake_case like the spec's default sorts.
 */
export function orderByEnum<const K extends readonly [string, ...string[]]>(name: string, keys: K) {
  return builder.enumType(`${name}OrderBy`, { values: keys });
}

export type ListRequest<K extends string, F> = PageWindow & {
  orderBy: K;
  orderDirection: OrderDirection;
  filters: F;
};

type ListConfig<T, K extends string, F extends object> = {
  description: string;
  item: ObjectRef<BuilderTypes, T>;
  /** The item type's name, giving `<Name>Page`. */
  itemName: string;
  orderBy: EnumRef<BuilderTypes, K, K>;
  defaultOrderBy: K;
  defaultDirection: OrderDirection;
  filters: InputObjectRef<BuilderTypes, F>;
  /** Who may read the list (graphql/access.ts). */
  access: Access;
  resolve: (request: ListRequest<K, Partial<F>>, ctx: GraphQLContext, info: GraphQLResolveInfo) => Promise<Page<T>>;
};

/** Declares a paged list query with the standard arguments and answer. */
export function pagedListQuery<T, K extends string, F extends object>(name: string, config: ListConfig<T, K, F>) {
  const PageRef = pageType(config.itemName, config.item);
  builder.queryField(name, (t) =>
    t.field({
      type: PageRef,
      description: config.description,
      access: config.access,
      args: {
        limit: t.arg.int({ defaultValue: LIST_PAGE_SIZE }),
        offset: t.arg.int({ defaultValue: 0 }),
        orderBy: t.arg({ type: config.orderBy, defaultValue: config.defaultOrderBy as never }),
        orderDirection: t.arg({ type: OrderDirectionEnum, defaultValue: config.defaultDirection }),
        filters: t.arg({ type: config.filters }),
      },
      resolve: (_root, rawArgs, ctx, info) => {
        const args = rawArgs as {
          limit?: number | null;
          offset?: number | null;
          orderBy?: K | null;
          orderDirection?: OrderDirection | null;
          filters?: F | null;
        };
        return config.resolve(
          {
            ...pageWindow(args),
            orderBy: (args.orderBy ?? config.defaultOrderBy) as K,
            orderDirection: args.orderDirection ?? config.defaultDirection,
            filters: (args.filters ?? {}) as Partial<F>,
          },
          ctx,
          info,
        );
      },
    }),
  );
  return PageRef;
}
