import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { actorOf, inUnit } from '../../graphql/context.js';
import { UnitType } from '../units/types.js';
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactor,
  twoFactorStatus,
  whoOf,
  type TwoFactorStatus,
} from './service.js';
import { setUnitRequireTwoFactor } from './unit-requirement.js';

const TwoFactorStatusType = builder.objectRef<TwoFactorStatus>('TwoFactorStatus').implement({
  description: "The signed-in user's two-factor sign-in (TOTP)",
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    enabledAt: t.expose('enabledAt', { type: 'DateTime', nullable: true }),
    recoveryCodesLeft: t.exposeInt('recoveryCodesLeft', { description: 'Recovery codes not used yet' }),
  }),
});

const TwoFactorEnrolmentType = builder.objectRef<{ secret: string; uri: string }>('TwoFactorEnrolment').implement({
  description: 'A new TOTP secret, not in force until a code from the app confirms it',
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'Base32, for typing into the app' }),
    uri: t.exposeString('uri', { description: 'The otpauth:// URI the QR code shows' }),
  }),
});

builder.queryField('twoFactorStatus', (t) =>
  t.field({
    type: TwoFactorStatusType,
    access: access.signedIn,
    resolve: (_root, _args, ctx) => twoFactorStatus(ctx.services, ctx.user.id),
  }),
);

builder.mutationField('startTwoFactor', (t) =>
  t.field({
    type: TwoFactorEnrolmentType,
    description: 'Starts enrolment with a new secret; CONFLICT when two-factor sign-in is on already',
    access: access.signedIn,
    resolve: (_root, _args, ctx) => startTwoFactor(ctx.services, whoOf(ctx)),
  }),
);

builder.mutationField('confirmTwoFactor', (t) =>
  t.stringList({
    description:
      'A code from the app turns two-factor sign-in on; answers the ten recovery codes, shown only this once. ' +
      'A wrong code is VALIDATION on `code` and counts as a failed sign-in',
    args: { code: t.arg.string({ required: true }) },
    access: access.signedIn,
    resolve: (_root, { code }, ctx) => confirmTwoFactor(ctx.services, whoOf(ctx), code),
  }),
);

builder.mutationField('disableTwoFactor', (t) =>
  t.boolean({
    description: 'The password and a code (from the app or a recovery code) turn two-factor sign-in off',
    args: { password: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    access: access.signedIn,
    resolve: async (_root, { password, code }, ctx) => {
      await disableTwoFactor(ctx.services, whoOf(ctx), password, code);
      return true;
    },
  }),
);

builder.mutationField('regenerateRecoveryCodes', (t) =>
  t.stringList({
    description: 'A code from the app replaces every recovery code with ten new ones, shown only this once',
    args: { code: t.arg.string({ required: true }) },
    access: access.signedIn,
    resolve: (_root, { code }, ctx) => regenerateRecoveryCodes(ctx.services, whoOf(ctx), code),
  }),
);

builder.mutationField('setUnitRequireTwoFactor', (t) =>
  t.field({
    type: UnitType,
    description:
      "The owner requires two-factor sign-in of the current unit's members (a member without it is refused " +
      "with TWO_FACTOR_REQUIRED until they turn it on); turning it on needs the owner's own first",
    args: { required: t.arg.boolean({ required: true }) },
    access: access.flags('canUpdateUnit', 'canUpdateAdmin'),
    resolve: async (_root, { required }, ctx) => {
      const unit = await inUnit(ctx, (tx, unitId) =>
        setUnitRequireTwoFactor(tx, actorOf(ctx, unitId), required, ctx.user.twoFactorEnabled),
      );
      // Other servers hear of it on commit; this one forgets every member's cached requests at once.
      ctx.services.authCache.clear();
      return unit;
    },
  }),
);
