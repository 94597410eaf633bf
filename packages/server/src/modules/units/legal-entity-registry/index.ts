import { isValidOrganizationNumber, normalizeOrganizationNumber } from '@fjord/domain';
import type { Config } from '../../../config.js';
import { invalid } from '../../../errors/app-error.js';
import type { Services } from '../../../services.js';
import { BrregLegalEntityRegistry } from './brreg.js';
import type { LegalEntity, LegalEntityRegistry } from './port.js';
import { SimulatedLegalEntityRegistry } from './simulator.js';

export type { LegalEntity, LegalEntityRegistry } from './port.js';

/** The adapter LEGAL_ENTITY_REGISTRY names. */
export function createLegalEntityRegistry(config: Config): LegalEntityRegistry {
  return config.legalEntityRegistry === 'brreg'
    ? new BrregLegalEntityRegistry()
    : new SimulatedLegalEntityRegistry(config.legalEntityRegistryDelayMs);
}

/**
 * Looks an organisation number up in the register for the company form: the number is normalised
 * ("914 778 271") and must pass the MOD11 check before the register is asked; null when the register
 * does not know it.
 */
export async function legalEntityLookup(services: Services, rawNumber: string): Promise<LegalEntity | null> {
  const organizationNumber = normalizeOrganizationNumber(rawNumber);
  if (!organizationNumber) throw invalid('unit', 'organizationNumber', 'blank');
  if (!isValidOrganizationNumber(organizationNumber)) throw invalid('unit', 'organizationNumber', 'checksum_invalid');
  return services.legalEntityRegistry.lookup(organizationNumber);
}
