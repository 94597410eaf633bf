import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { units } from '../../db/schema-core.js';
import { pensionUnitSelectionService } from './service.js';

const KLP = '938708606';
const STOREBRAND = '958995369';

/**
 * The demo staffing company had its pension scheme with KLP from its opening until 2022, and with
 * Storebrand since (the pension companies are DEMO_UNITS of seed/demo.ts).
 */
export async function seedDemoPensionCompanies(tx: Tx, actor: Actor): Promise<void> {
  const companies = await tx
    .select({ id: units.id, organizationNumber: units.organizationNumber })
    .from(units)
    .where(inArray(units.organizationNumber, [KLP, STOREBRAND]));
  const idOf = (organizationNumber: string) => companies.find((c) => c.organizationNumber === organizationNumber)?.id;
  const klp = idOf(KLP);
  const storebrand = idOf(STOREBRAND);
  if (!klp || !storebrand) return;
  await pensionUnitSelectionService.create(tx, actor, {
    pensionUnitId: klp,
    validFrom: '2019-09-15',
    validTo: '2022-12-31',
  });
  await pensionUnitSelectionService.create(tx, actor, { pensionUnitId: storebrand, validFrom: '2023-01-01' });
}
