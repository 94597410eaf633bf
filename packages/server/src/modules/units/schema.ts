import { UNITS_LIST_LIMIT } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { userUnits } from '../users/schema.js';
import { findUnit, searchRegistry } from './repository.js';
import { createUnit } from './service.js';
import { UnitType } from './types.js';
import { legalEntityLookup, type LegalEntity } from './legal-entity-registry/index.js';

const clampLimit = (limit: number | null | undefined) =>
  Math.min(Math.max(limit ?? UNITS_LIST_LIMIT, 1), UNITS_LIST_LIMIT);

builder.queryField('currentUserUnits', (t) =>
  t.field({
    type: [UnitType],
    description: 'The units the signed-in user belongs to, by name',
    args: {
      term: t.arg.string(),
      limit: t.arg.int({ defaultValue: UNITS_LIST_LIMIT }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    access: access.signedIn,
    resolve: (_root, args, ctx) => userUnits(ctx, ctx.user.id, args),
  }),
);

builder.queryField('currentUnit', (t) =>
  t.field({
    type: UnitType,
    nullable: true,
    access: access.signedIn,
    description: 'The unit this request runs in; null when the user belongs to none',
    resolve: async (_root, _args, ctx) => {
      if (!ctx.unitId) return null;
      const unitId = ctx.unitId;
      return (await ctx.services.transactions.tenant(unitId, (tx) => findUnit(tx, unitId))) ?? null;
    },
  }),
);

builder.queryField('unitSearch', (t) =>
  t.field({
    type: [UnitType],
    description:
      'The company registry: open companies whose name, unofficial name or organisation number contains the term. ' +
      "Private persons' units are never listed, so isCompany: false answers an empty list.",
    args: {
      term: t.arg.string(),
      limit: t.arg.int({ defaultValue: UNITS_LIST_LIMIT }),
      offset: t.arg.int({ defaultValue: 0 }),
      isCompany: t.arg.boolean(),
      isPensionCompany: t.arg.boolean(),
      date: t.arg({ type: 'Date', required: true }),
    },
    access: access.signedIn,
    resolve: async (_root, args, ctx) => {
      if (args.isCompany === false) return [];
      const search = {
        term: args.term,
        isPensionCompany: args.isPensionCompany,
        date: args.date,
        limit: clampLimit(args.limit),
        offset: Math.max(args.offset ?? 0, 0),
      };
      return ctx.services.transactions.system((tx) => searchRegistry(tx, search));
    },
  }),
);

const UnitIdentityKind = builder.enumType('UnitIdentityKind', {
  values: ['ORGANIZATION_NUMBER', 'VAT_NUMBER', 'SSN'] as const,
});

const UnitIdentityInput = builder.inputType('UnitIdentityInput', {
  fields: (t) => ({
    type: t.field({ type: UnitIdentityKind, required: true }),
    value: t.string({ required: true }),
  }),
});

const CreateUnitInput = builder.inputType('CreateUnitInput', {
  fields: (t) => ({
    isCompany: t.boolean({ required: true }),
    name: t.string({ required: true }),
    unofficialName: t.string(),
    address: t.string(),
    city: t.string(),
    zip: t.string(),
    countryCode: t.string({ description: 'ISO 3166 alpha-2; NO when left out' }),
    identities: t.field({ type: [UnitIdentityInput] }),
  }),
});

builder.mutationField('createUnit', (t) =>
  t.field({
    type: UnitType,
    description: 'Registers a unit; any signed-in user may, and becomes its owner',
    args: { input: t.arg({ type: CreateUnitInput, required: true }) },
    access: access.signedIn,
    resolve: (_root, { input }, ctx) => createUnit(ctx.services, ctx.user, input),
  }),
);

const LegalEntityType = builder.objectRef<LegalEntity>('LegalEntity').implement({
  description: "An entity of Brønnøysundregistrene's Enhetsregisteret, as the company form fills it in",
  fields: (t) => ({
    organizationNumber: t.exposeString('organizationNumber'),
    name: t.exposeString('name'),
    organizationForm: t.exposeString('organizationForm', { nullable: true, description: 'e.g. AS, ASA, ENK' }),
    address: t.exposeString('address', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    countryCode: t.exposeString('countryCode'),
    vatRegistered: t.exposeBoolean('vatRegistered', { description: 'In the VAT register' }),
  }),
});

builder.queryField('legalEntityLookup', (t) =>
  t.field({
    type: LegalEntityType,
    nullable: true,
    description:
      'Looks an organisation number up in the register of legal entities, to fill in a new unit; null when ' +
      'the register does not know it. Any signed-in user may, like createUnit',
    args: { organizationNumber: t.arg.string({ required: true }) },
    access: access.signedIn,
    resolve: (_root, args, ctx) => legalEntityLookup(ctx.services, args.organizationNumber),
  }),
);
