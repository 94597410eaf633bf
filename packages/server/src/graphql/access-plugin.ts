import SchemaBuilder, {
  BasePlugin,
  type FieldNullability,
  type InputFieldMap,
  type PothosOutputFieldConfig,
  type SchemaTypes,
  type TypeParam,
} from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { accessProblem, guardResolver, type Access } from './access.js';
import type { GraphQLContext } from './context.js';
import { recheckedEvents, RefusedEvent } from './subscription-access.js';

/* eslint-disable @typescript-eslint/no-namespace, @typescript-eslint/no-unused-vars --
   Pothos takes plugin options by merging into its global interfaces, and a merged interface must
   repeat every type parameter as Pothos declares it. */
declare global {
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      access: AccessPlugin<Types>;
    }
    interface QueryFieldOptions<
      Types extends SchemaTypes,
      Type extends TypeParam<Types>,
      Nullable extends FieldNullability<Type>,
      Args extends InputFieldMap,
      ResolveReturnShape,
    > {
      /** Who may call this query; checked before the resolver runs. */
      access: Access;
    }
    interface MutationFieldOptions<
      Types extends SchemaTypes,
      Type extends TypeParam<Types>,
      Nullable extends FieldNullability<Type>,
      Args extends InputFieldMap,
      ResolveReturnShape,
    > {
      /** Who may call this mutation; checked before the resolver runs. */
      access: Access;
    }
    interface SubscriptionFieldOptions<
      Types extends SchemaTypes,
      Type extends TypeParam<Types>,
      Nullable extends FieldNullability<Type>,
      Args extends InputFieldMap,
      ResolveShape,
      ResolveReturnShape,
    > {
      /** Who may subscribe; checked before the subscription starts and again at each event. */
      access: Access;
    }
  }
}

/* eslint-enable @typescript-eslint/no-namespace, @typescript-eslint/no-unused-vars */

const ROOT_KINDS = new Set(['Query', 'Mutation', 'Subscription']);

const isRootField = <Types extends SchemaTypes>(config: PothosOutputFieldConfig<Types>) =>
  ROOT_KINDS.has(config.kind) || ROOT_KINDS.has(config.parentType);

const declarationOf = <Types extends SchemaTypes>(config: PothosOutputFieldConfig<Types>): Access | undefined =>
  (config.pothosOptions as { access?: Access }).access;

/**
 * Makes the `access` option of root fields do its work: the declaration is copied to the built
 * field's `extensions.access` (where docs and tests read it) and checked before the resolver, or
 * before a subscription's subscribe and again at each of its events (a member removed or demoted
 * meanwhile gets an error and the subscription ends). A root field with a missing or malformed declaration stops
 * the schema from building, so an operation cannot reach a client without one.
 */
export class AccessPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (!isRootField(fieldConfig)) return fieldConfig;
    const declared = declarationOf(fieldConfig);
    const problem = accessProblem(declared);
    if (problem) throw new Error(`${fieldConfig.parentType}.${fieldConfig.name} ${problem}`);
    return { ...fieldConfig, extensions: { ...fieldConfig.extensions, access: declared } };
  }

  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (!isRootField(fieldConfig)) return resolver;
    if (fieldConfig.kind !== 'Subscription') return guardResolver(declarationOf(fieldConfig)!, resolver);
    // An event is checked by wrapSubscribe's stream; a refused one answers its error here.
    return (event, args, ctx, info) => {
      if (event instanceof RefusedEvent) throw event.error;
      return resolver(event, args, ctx, info);
    };
  }

  override wrapSubscribe(
    subscribe: GraphQLFieldResolver<unknown, Types['Context'], object> | undefined,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> | undefined {
    if (!subscribe || !isRootField(fieldConfig)) return subscribe;
    const declared = declarationOf(fieldConfig)!;
    const guarded = guardResolver(declared, subscribe);
    if (declared.kind === 'public') return guarded;
    return async (parent, args, ctx, info) =>
      recheckedEvents(
        declared,
        ctx as GraphQLContext,
        (await guarded(parent, args, ctx, info)) as AsyncIterable<unknown>,
      );
  }
}

SchemaBuilder.registerPlugin('access', AccessPlugin);
