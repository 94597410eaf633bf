import { eq } from 'drizzle-orm';
import { fieldProblems, pickRules, UNITS_LIST_LIMIT, userProfileRules } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { AuthUser } from '../../auth/sessions.js';
import { users } from '../../db/schema.js';
import { refuseInvalid } from '../../errors/app-error.js';
import { countryCodes } from '../countries/countries.js';
import { UnitType } from '../units/types.js';
import { findUnit, unitsOfUser } from '../units/repository.js';
import { changePassword } from '../accounts/passwords.js';

/** The signed-in user; permissions are those of the current unit. */
const UserType = builder.objectRef<AuthUser>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    login: t.exposeString('login'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    name: t.string({ resolve: (user) => `${user.firstName} ${user.lastName}`.trim() }),
    cellphone: t.exposeString('cellphone', { nullable: true }),
    cellphoneCountry: t.exposeString('cellphoneCountry', { nullable: true, description: 'ISO 3166 alpha-2' }),
    locale: t.exposeString('locale'),
    active: t.boolean({
      description: "Whether the account may sign in; always true here, since an inactive user's session is refused",
      resolve: () => true,
    }),
    permissions: t.field({ type: 'PermissionMap', resolve: (_user, _args, ctx) => ctx.permissions }),
    currentUnit: t.field({
      type: UnitType,
      nullable: true,
      resolve: (_user, _args, ctx) =>
        ctx.unitId
          ? ctx.services.transactions.system((tx) => findUnit(tx, ctx.unitId!)).then((unit) => unit ?? null)
          : null,
    }),
    units: t.field({
      type: [UnitType],
      args: {
        term: t.arg.string(),
        limit: t.arg.int({ defaultValue: UNITS_LIST_LIMIT }),
        offset: t.arg.int({ defaultValue: 0 }),
      },
      resolve: (user, args, ctx) => userUnits(ctx, user.id, args),
    }),
  }),
});

export function userUnits(
  ctx: GraphQLContext,
  userId: string,
  args: { term?: string | null; limit?: number | null; offset?: number | null },
) {
  const limit = Math.min(Math.max(args.limit ?? UNITS_LIST_LIMIT, 1), UNITS_LIST_LIMIT);
  const offset = Math.max(args.offset ?? 0, 0);
  return ctx.services.transactions.system((tx) => unitsOfUser(tx, userId, { term: args.term, limit, offset }));
}

builder.queryField('currentUser', (t) =>
  t.field({ type: UserType, access: access.signedIn, resolve: (_root, _args, ctx) => ctx.user }),
);

const UpdateCurrentUserInput = builder.inputType('UpdateCurrentUserInput', {
  fields: (t) => ({
    locale: t.string(),
    firstName: t.string(),
    lastName: t.string(),
    cellphone: t.string({ description: 'Digits, spaces and an optional leading +; empty clears it' }),
    cellphoneCountry: t.string({ description: 'ISO 3166 alpha-2, e.g. NO' }),
  }),
});

builder.mutationField('updateCurrentUser', (t) =>
  t.field({
    type: UserType,
    args: { input: t.arg({ type: UpdateCurrentUserInput, required: true }) },
    access: access.signedIn,
    resolve: async (_root, { input }, ctx) => {
      // Only the fields sent are checked and changed; an empty cellphone or country clears it.
      const values = {
        firstName: input.firstName?.trim(),
        lastName: input.lastName?.trim(),
        cellphone: input.cellphone?.trim(),
        cellphoneCountry: input.cellphoneCountry?.trim().toUpperCase(),
        locale: input.locale ?? undefined,
      };
      const sent = (Object.keys(values) as (keyof typeof values)[]).filter((field) => values[field] != null);
      refuseInvalid('user', fieldProblems(values, pickRules(userProfileRules(countryCodes()), sent)));
      const changes: Partial<typeof users.$inferInsert> = {};
      for (const field of sent) {
        const value = values[field]!;
        if (field === 'cellphone' || field === 'cellphoneCountry') changes[field] = value || null;
        else changes[field] = value;
      }
      if (Object.keys(changes).length === 0) return ctx.user;
      await ctx.services.transactions.system((tx) =>
        tx
          .update(users)
          .set({ ...changes, updatedAt: ctx.services.clock.now() })
          .where(eq(users.id, ctx.user.id)),
      );
      return { ...ctx.user, ...changes };
    },
  }),
);

builder.mutationField('changeCurrentUserPassword', (t) =>
  t.boolean({
    description:
      'The signed-in user sets a new password after giving the current one; their other sessions end, this one stays. ' +
      "A wrong current password counts as a failed sign-in of the account; while the account's sign-in is suspended " +
      'the change is refused with TOO_MANY_REQUESTS',
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    access: access.signedIn,
    resolve: async (_root, { currentPassword, newPassword }, ctx) => {
      await changePassword(ctx.services, {
        userId: ctx.user.id,
        login: ctx.user.login,
        ip: ctx.ip,
        sessionToken: ctx.sessionToken,
        unitId: ctx.unitId,
        currentPassword,
        newPassword,
      });
      return true;
    },
  }),
);
