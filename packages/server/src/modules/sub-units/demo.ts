import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { subUnitService } from './service.js';

/**
 * Fictitious organisation numbers that pass the MOD11 check, each branch in its city's real
 * municipality (Bergen, where the company is based at Strandkaien 4, 5013 Bergen; Stavanger; Oslo),
 * all zone 1, so none names a zone of its own.
 */
const DEMO_SUB_UNITS = [
  { name: 'Bølgen Bemanning AS avd. Bergen', organizationNumber: '931165003', municipalityNumber: '4601' },
  { name: 'Bølgen Bemanning AS avd. Stavanger', organizationNumber: '931165011', municipalityNumber: '1103' },
  { name: 'Bølgen Bemanning AS avd. Oslo', organizationNumber: '931165038', municipalityNumber: '0301' },
];

/** The demo staffing company's three branches, through the service so they pass its rules. */
export async function seedDemoSubUnits(tx: Tx, actor: Actor): Promise<void> {
  for (const subUnit of DEMO_SUB_UNITS) await subUnitService.create(tx, actor, subUnit);
}
