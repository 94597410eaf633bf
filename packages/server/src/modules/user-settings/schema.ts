import { ALTINN_PIN_METHODS } from '@fjord/domain';
import { access } from '../../graphql/access.js';
import { builder } from '../../graphql/builder.js';
import { inUnit, actorOf } from '../../graphql/context.js';
import { readUnitUserSetting, saveUnitUserSetting, type UnitUserSettingView } from './service.js';

export const AltinnPinMethodEnum = builder.enumType('AltinnPinMethod', {
  description: 'How the user confirms an Altinn login: a PIN from Altinn or one sent by SMS',
  values: ALTINN_PIN_METHODS,
});

const UnitUserSettingType = builder.objectRef<UnitUserSettingView>('UnitUserSetting').implement({
  description: 'spec 000 §3 "UnitUserSetting": the signed-in user\'s own settings in the current unit',
  fields: (t) => ({
    unitId: t.exposeID('unitId'),
    userId: t.exposeID('userId'),
    altinnLogin: t.exposeString('altinnLogin', { nullable: true }),
    altinnPinMethod: t.field({
      type: AltinnPinMethodEnum,
      nullable: true,
      resolve: (setting) => setting.altinnPinMethod,
    }),
    savedAt: t.expose('savedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('unitUserSetting', (t) =>
  t.field({
    type: UnitUserSettingType,
    description: "The signed-in user's settings in the current unit (empty before the first save)",
    access: access.member,
    resolve: (_root, _args, ctx) => inUnit(ctx, (tx, unitId) => readUnitUserSetting(tx, actorOf(ctx, unitId))),
  }),
);

const SaveUnitUserSettingInput = builder.inputType('SaveUnitUserSettingInput', {
  description: 'Portal fields: both or none are chosen',
  fields: (t) => ({
    altinnLogin: t.string(),
    altinnPinMethod: t.field({ type: AltinnPinMethodEnum }),
  }),
});

builder.mutationField('saveUnitUserSetting', (t) =>
  t.field({
    type: UnitUserSettingType,
    description: "Saves the signed-in user's own settings in the current unit; any member may, for their own row only",
    args: { input: t.arg({ type: SaveUnitUserSettingInput, required: true }) },
    access: access.member,
    resolve: (_root, { input }, ctx) =>
      inUnit(ctx, (tx, unitId) => saveUnitUserSetting(tx, actorOf(ctx, unitId), input)),
  }),
);
