import { lockRule } from '../../db/records.js';
import { isValidOrganizationNumber, normalizeOrganizationNumber } from '@fjord/domain';
import type { AuthUser } from '../../auth/sessions.js';
import { recordAudit } from '../../db/audit.js';
import { memberships, units, type UnitIdentity } from '../../db/schema.js';
import { validationError, type Validation } from '../../errors/app-error.js';
import type { Services } from '../../services.js';
import { isCountryCode } from '../countries/countries.js';
import { organizationNumberTaken, type UnitRow } from './repository.js';

export type CreateUnitInput = {
  isCompany: boolean;
  name: string;
  unofficialName?: string | null;
  address?: string | null;
  city?: string | null;
  zip?: string | null;
  countryCode?: string | null;
  identities?: readonly UnitIdentity[] | null;
};

const MAX_TEXT = 200;
const MAX_ZIP = 20;

import { osloDate } from '../../clock.js';
import { seedDefaultPaycheckLineTemplates } from '../paycheck-templates/defaults.js';

export { osloDate };

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function normalizeIdentity(identity: UnitIdentity): UnitIdentity {
  const compact = identity.value.replace(/[\s-]/g, '');
  return { type: identity.type, value: identity.type === 'VAT_NUMBER' ? compact.toUpperCase() : compact };
}

type CleanUnit = Omit<typeof units.$inferInsert, 'id'> & { organizationNumber: string | null };

/** Every problem of the input at once, so the form can mark all fields in one round trip. */
export function checkCreateUnit(input: CreateUnitInput): { unit: CleanUnit; validations: Validation[] } {
  const validations: Validation[] = [];
  const fail = (attribute: string, type: string, params?: Validation['params']) =>
    validations.push({ model: 'unit', attribute, type, ...(params ? { params } : {}) });

  const name = input.name.trim();
  if (!name) fail('name', 'blank');
  const texts = {
    name,
    unofficialName: blankToNull(input.unofficialName),
    address: blankToNull(input.address),
    city: blankToNull(input.city),
  };
  for (const [attribute, value] of Object.entries(texts)) {
    if (value && value.length > MAX_TEXT) fail(attribute, 'too_long', { count: MAX_TEXT });
  }
  const zip = blankToNull(input.zip);
  if (zip && zip.length > MAX_ZIP) fail('zip', 'too_long', { count: MAX_ZIP });
  const countryCode = (blankToNull(input.countryCode) ?? 'NO').toUpperCase();
  if (!isCountryCode(countryCode)) fail('countryCode', 'invalid');

  const identities = (input.identities ?? []).map(normalizeIdentity);
  if (identities.some((identity) => identity.value === '')) fail('identities', 'blank');
  const organizationNumbers = [
    ...new Set(
      identities.filter((i) => i.type === 'ORGANIZATION_NUMBER').map((i) => normalizeOrganizationNumber(i.value)),
    ),
  ].filter(Boolean);
  if (organizationNumbers.length > 1) fail('organizationNumber', 'invalid');
  const organizationNumber = organizationNumbers[0] ?? null;
  if (organizationNumber && !isValidOrganizationNumber(organizationNumber))
    fail('organizationNumber', 'checksum_invalid');
  if (!organizationNumber && input.isCompany && countryCode === 'NO') fail('organizationNumber', 'blank');

  const unit: CleanUnit = {
    ...texts,
    isCompany: input.isCompany,
    zip,
    countryCode,
    organizationNumber,
    identities: identities.filter(
      (identity, index) =>
        identities.findIndex((other) => other.type === identity.type && other.value === identity.value) === index,
    ),
  };
  return { unit, validations };
}

/**
 * Registers a unit with the signed-in user as its owner. Unit, membership and audit row go in one
 * system transaction: the user has no tenant scope in a unit that does not exist yet, and splitting
 * the work would leave a unit without its owner or its audit trail if the second part failed.
 * The system role writes unit_id explicitly, so the audit row lands in the new unit's tenant rows.
 */
export async function createUnit(services: Services, user: AuthUser, input: CreateUnitInput): Promise<UnitRow> {
  const { unit, validations } = checkCreateUnit(input);
  if (validations.length > 0) throw validationError(validations);
  const now = services.clock.now();
  return services.transactions.system(async (tx) => {
    if (unit.organizationNumber) {
      // Two registrations of the same number at the same moment would both pass the check below.
      await lockRule(tx, 'unit-organization-number', unit.organizationNumber);
      if (await organizationNumberTaken(tx, unit.organizationNumber, osloDate(now))) {
        throw validationError([{ model: 'unit', attribute: 'organizationNumber', type: 'taken' }]);
      }
    }
    const [created] = await tx
      .insert(units)
      .values({ ...unit, createdById: user.id, createdAt: now, updatedAt: now })
      .returning();
    await tx.insert(memberships).values({
      unitId: created!.id,
      userId: user.id,
      role: 'owner',
      createdById: user.id,
      createdAt: now,
      updatedAt: now,
    });
    const actor = { unitId: created!.id, userId: user.id, at: now };
    await recordAudit(tx, actor, 'create', 'unit', created!.id, {
      name: created!.name,
      organizationNumber: created!.organizationNumber,
    });
    await seedDefaultPaycheckLineTemplates(tx, actor);
    return created!;
  });
}
