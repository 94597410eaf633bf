import { and, eq } from 'drizzle-orm';
import { fieldProblems, UNIT_USER_SETTING_RULES, type AltinnPinMethod } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid } from '../../errors/app-error.js';
import { unitUserSettings } from './tables.js';

/** A user's own settings in the current unit. */
export type UnitUserSettingView = {
  unitId: string;
  userId: string;
  altinnLogin: string | null;
  altinnPinMethod: AltinnPinMethod | null;
  savedAt: Date | null;
};

export type SaveUnitUserSettingInput = { altinnLogin?: string | null; altinnPinMethod?: string | null };

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The signed-in user's row in the unit, or empty settings before their first save. */
export async function readUnitUserSetting(tx: Tx, actor: Actor): Promise<UnitUserSettingView> {
  const [row] = await tx
    .select()
    .from(unitUserSettings)
    .where(and(eq(unitUserSettings.unitId, actor.unitId), eq(unitUserSettings.userId, actor.userId)));
  return {
    unitId: actor.unitId,
    userId: actor.userId,
    altinnLogin: row?.altinnLogin ?? null,
    altinnPinMethod: row?.altinnPinMethod ?? null,
    savedAt: row?.updatedAt ?? null,
  };
}

/**
 * The spec's "unit user setting save": always the caller's own row (there is no user argument, so
 * nobody can write another member's settings). Portal fields: both or none.
 */
export async function saveUnitUserSetting(
  tx: Tx,
  actor: Actor,
  input: SaveUnitUserSettingInput,
): Promise<UnitUserSettingView> {
  const values = { altinnLogin: blankToNull(input.altinnLogin), altinnPinMethod: blankToNull(input.altinnPinMethod) };
  refuseInvalid('unitUserSetting', fieldProblems(values, UNIT_USER_SETTING_RULES));
  const altinnPinMethod = values.altinnPinMethod as AltinnPinMethod | null;
  await tx
    .insert(unitUserSettings)
    .values({
      unitId: actor.unitId,
      userId: actor.userId,
      altinnLogin: values.altinnLogin,
      altinnPinMethod,
      createdById: actor.userId,
      updatedById: actor.userId,
    })
    .onConflictDoUpdate({
      target: [unitUserSettings.unitId, unitUserSettings.userId],
      set: { altinnLogin: values.altinnLogin, altinnPinMethod, updatedById: actor.userId, updatedAt: actor.at },
    });
  // The Altinn login names a person at the government portal: the audit row says that it changed, not what to.
  await recordAudit(tx, actor, 'save', 'unitUserSetting', null, { altinnPinMethod });
  return readUnitUserSetting(tx, actor);
}
