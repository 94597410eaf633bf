// The unit itself: its company details, changed by the owner.
import { eq } from 'drizzle-orm';
import { fieldProblems, UNIT_RULES, type UnitValues } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { unknownPostalCodes } from '../postal-codes/postal-codes.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { units } from '../../db/schema-core.js';
import { notFound, refuseInvalid } from '../../errors/app-error.js';
import { isCountryCode } from '../countries/countries.js';
import type { UnitRow } from '../units/repository.js';
import { blankToNull, type Problem } from './shared.js';

export type UpdateUnitInput = {
  name: string;
  unofficialName?: string | null;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  countryCode?: string | null;
  mobile?: string | null;
  phone?: string | null;
  website?: string | null;
  email?: string | null;
  locale?: string | null;
  openedDate?: string | null;
  closedDate?: string | null;
  vatRegulation?: string | null;
};

export function cleanUnit(input: UpdateUnitInput): UnitValues {
  return {
    name: input.name.trim(),
    unofficialName: blankToNull(input.unofficialName),
    address: blankToNull(input.address),
    zip: blankToNull(input.zip),
    city: blankToNull(input.city),
    countryCode: (blankToNull(input.countryCode) ?? 'NO').toUpperCase(),
    mobile: blankToNull(input.mobile),
    phone: blankToNull(input.phone),
    website: blankToNull(input.website),
    email: blankToNull(input.email),
    locale: blankToNull(input.locale) ?? 'nb',
    openedDate: input.openedDate || null,
    closedDate: input.closedDate || null,
    vatRegulation: blankToNull(input.vatRegulation),
  };
}

/**
 * The unit's own fields; the organisation number, identities and isCompany are
 * not changed here (they identify the company in the registry). Row-level security lets the app
 * role update only its own unit's row (policy units_update_own).
 */
export async function updateCurrentUnit(tx: Tx, actor: Actor, input: UpdateUnitInput): Promise<UnitRow> {
  const values = cleanUnit(input);
  const problems: Problem[] = fieldProblems(values, UNIT_RULES);
  if (!problems.some((p) => p.attribute === 'countryCode') && !isCountryCode(values.countryCode))
    problems.push({ attribute: 'countryCode', type: 'invalid' });
  problems.push(
    ...(await unknownPostalCodes(
      [{ attribute: 'zip', zip: values.zip, countryCode: values.countryCode }],
      (attribute) => problems.some((p) => p.attribute === attribute),
    )),
  );
  refuseInvalid('unit', problems);
  const [updated] = await tx
    .update(units)
    .set({ ...values, updatedAt: actor.at })
    .where(eq(units.id, actor.unitId))
    .returning();
  if (!updated) throw notFound('unit');
  await recordAudit(tx, actor, 'update', 'unit', actor.unitId, { name: values.name });
  return updated;
}
