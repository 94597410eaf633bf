// The unit setting: the company name option and the logo.
import { and, desc, eq, ne } from 'drizzle-orm';
import {
  COMPANY_NAME_OPTIONS,
  fieldProblems,
  UNIT_SETTING_DEFAULTS,
  UNIT_SETTING_RULES,
  type CompanyNameOption,
} from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { refuseInvalid } from '../../errors/app-error.js';
import { fileMetaColumns, requireOwnFiles, type FileMeta } from '../files/service.js';
import { files } from '../files/tables.js';
import { unitSettings } from './tables.js';
import { blankToNull } from './shared.js';

export type UnitSettingView = {
  companyNameOption: CompanyNameOption;
  logo: FileMeta | null;
  /** The unit's other logo files, newest first. */
  oldLogos: FileMeta[];
  savedAt: Date | null;
  /** Who saved it last; GraphQL resolves the user. */
  savedById: string | null;
};

export type SaveUnitSettingInput = { companyNameOption: string; logoId?: string | null };

async function logoOf(tx: Tx, fileId: string | null): Promise<FileMeta | null> {
  if (!fileId) return null;
  const [file] = await tx.select(fileMetaColumns).from(files).where(eq(files.id, fileId));
  return file ?? null;
}

/** The unit's setting, or the defaults (no logo, full name) before the first save. */
export async function readUnitSetting(tx: Tx, unitId: string): Promise<UnitSettingView> {
  const [row] = await tx.select().from(unitSettings).where(eq(unitSettings.unitId, unitId));
  const logos = await oldLogos(tx, unitId);
  if (!row) return { ...UNIT_SETTING_DEFAULTS, logo: null, oldLogos: logos, savedAt: null, savedById: null };
  return {
    companyNameOption: row.companyNameOption,
    logo: await logoOf(tx, row.logoFileId),
    oldLogos: logos,
    savedAt: row.updatedAt,
    savedById: row.updatedById,
  };
}

/**
 * Every logo ever uploaded to the unit, newest first, except the one in use: uploading a new logo
 * keeps the old ones, and any of them can be chosen again.
 */
export async function oldLogos(tx: Tx, unitId: string): Promise<FileMeta[]> {
  const [row] = await tx
    .select({ logoFileId: unitSettings.logoFileId })
    .from(unitSettings)
    .where(eq(unitSettings.unitId, unitId));
  const current = row?.logoFileId;
  return tx
    .select(fileMetaColumns)
    .from(files)
    .where(and(eq(files.unitId, unitId), eq(files.kind, 'logo'), current ? ne(files.id, current) : undefined))
    .orderBy(desc(files.createdAt), desc(files.id));
}

/** The spec's "unit setting save": the name option and the logo (a logo file of the unit, or none). */
export async function saveUnitSetting(tx: Tx, actor: Actor, input: SaveUnitSettingInput): Promise<UnitSettingView> {
  const values = { companyNameOption: input.companyNameOption, logoId: blankToNull(input.logoId) };
  refuseInvalid('unitSetting', fieldProblems(values, UNIT_SETTING_RULES));
  const companyNameOption = values.companyNameOption as CompanyNameOption;
  if (values.logoId) await requireOwnFiles(tx, [values.logoId], 'logo', { model: 'unitSetting', attribute: 'logo' });
  await tx
    .insert(unitSettings)
    .values({
      unitId: actor.unitId,
      companyNameOption,
      logoFileId: values.logoId,
      createdById: actor.userId,
      updatedById: actor.userId,
    })
    .onConflictDoUpdate({
      target: unitSettings.unitId,
      set: { companyNameOption, logoFileId: values.logoId, updatedById: actor.userId, updatedAt: actor.at },
    });
  await recordAudit(tx, actor, 'save', 'unitSetting', null, { companyNameOption, logoId: values.logoId });
  return readUnitSetting(tx, actor.unitId);
}

export const isCompanyNameOption = (value: string): value is CompanyNameOption =>
  (COMPANY_NAME_OPTIONS as readonly string[]).includes(value);
