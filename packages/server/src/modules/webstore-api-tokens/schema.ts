import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf, todayOf } from '../../graphql/context.js';
import { orderByEnum, pagedListQuery } from '../../graphql/paging.js';

import {
  createWebstoreApiToken,
  deleteWebstoreApiToken,
  listWebstoreApiTokens,
  WEBSTORE_API_TOKEN_ORDER_BY,
  type TokenCreator,
  type WebstoreApiTokenView,
} from './service.js';

/** Tokens are the keys to the unit's web shop data: seeing, making and deleting them needs canUpdateUnit. */
const FLAG = 'canUpdateUnit';

const TokenCreatorType = builder.objectRef<TokenCreator>('WebstoreApiTokenCreator').implement({
  description: 'The user who created a web shop API token',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: (user) => `${user.firstName} ${user.lastName}`.trim() }),
  }),
});

const WebstoreApiTokenType = builder.objectRef<WebstoreApiTokenView>('WebstoreApiToken').implement({
  description:
    'spec 000 §3 "WebstoreApiToken": a key for the read-only web shop API (docs/webstore-api.md). ' +
    'The value is answered once, by createWebstoreApiToken; only its hash is stored.',
  fields: (t) => ({
    id: t.exposeID('id'),
    description: t.exposeString('description'),
    expiryDate: t.expose('expiryDate', {
      type: 'Date',
      description: 'The token works until the day before this date (Norwegian time)',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdBy: t.field({ type: TokenCreatorType, nullable: true, resolve: (token) => token.createdBy }),
    expired: t.exposeBoolean('expired', { description: 'The expiry date has come: the token no longer works' }),
  }),
});

const WebstoreApiTokenFilters = builder.inputType('WebstoreApiTokenFilters', {
  fields: (t) => ({ description: t.string() }),
});

pagedListQuery('webstoreApiTokens', {
  description: "The current unit's web shop API tokens, newest first; needs canUpdateUnit",
  item: WebstoreApiTokenType,
  itemName: 'WebstoreApiToken',
  orderBy: orderByEnum('WebstoreApiToken', WEBSTORE_API_TOKEN_ORDER_BY),
  defaultOrderBy: 'created_at',
  defaultDirection: 'DESC',
  filters: WebstoreApiTokenFilters,
  access: access.flags(FLAG),
  resolve: (request, ctx) => inUnit(ctx, (tx, unitId) => listWebstoreApiTokens(tx, unitId, request, todayOf(ctx))),
});

const CreatedWebstoreApiTokenType = builder
  .objectRef<{ token: WebstoreApiTokenView; tokenValue: string }>('CreatedWebstoreApiToken')
  .implement({
    description: 'A new token and its value. The value is shown this once: it cannot be read again',
    fields: (t) => ({
      token: t.field({ type: WebstoreApiTokenType, resolve: (created) => created.token }),
      tokenValue: t.exposeString('tokenValue'),
    }),
  });

const CreateWebstoreApiTokenInput = builder.inputType('CreateWebstoreApiTokenInput', {
  fields: (t) => ({
    description: t.string({ required: true }),
    expiryDate: t.field({ type: 'Date', description: 'After today, at most two years ahead' }),
  }),
});

builder.mutationField('createWebstoreApiToken', (t) =>
  t.field({
    type: CreatedWebstoreApiTokenType,
    description: 'Makes a web shop API token; the answer carries its value once. Needs canUpdateUnit',
    args: { input: t.arg({ type: CreateWebstoreApiTokenInput, required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) => createWebstoreApiToken(tx, actorOf(ctx, unitId), input, todayOf(ctx))),
  }),
);

builder.mutationField('deleteWebstoreApiToken', (t) =>
  t.field({
    type: WebstoreApiTokenType,
    description: 'Deletes a token: its value stops working at once. Needs canUpdateUnit',
    args: { id: t.arg.id({ required: true }) },
    access: access.flags(FLAG),
    resolve: (_root, { id }, ctx) =>
      inUnit(ctx, (tx, unitId) => deleteWebstoreApiToken(tx, actorOf(ctx, unitId), String(id), todayOf(ctx))),
  }),
);
