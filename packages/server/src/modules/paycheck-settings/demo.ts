import { asc, ilike } from 'drizzle-orm';
import type { Tx } from '../../db/connection.js';
import type { Actor } from '../../db/audit.js';
import { subUnits } from '../sub-units/tables.js';
import { saveUnitPaycheckSetting } from './service.js';

/** A warehouse worker (LAGERMEDARBEIDER): most people the staffing company hires out do that work. */
const DEMO_OCCUPATION_CODE = '4131111';

/**
 * Paycheck settings of the demo staffing company Bølgen Bemanning AS, based in Bergen: 12 % vacation
 * money (a fifth week by collective agreement), new work relations default to the Bergen sub-unit
 * (seeded before this), and an Altinn system user whose password is sealed with the server's key —
 * saved through the service, so the demo passes the same rules as the form.
 */
export async function seedDemoPaycheckSettings(tx: Tx, actor: Actor, secretKey: string): Promise<void> {
  const [bergen] = await tx
    .select({ id: subUnits.id })
    .from(subUnits)
    .where(ilike(subUnits.name, '%Bergen%'))
    .orderBy(asc(subUnits.name))
    .limit(1);
  await saveUnitPaycheckSetting(
    tx,
    actor,
    {
      altinnSystemUserName: 'bolgen-lonn',
      altinnSystemPassword: 'Bolgen-Demo-Altinn-1',
      calculationForTax: 'AUTOMATIC',
      currencyCode: 'NOK',
      defaultCreditDays: 0,
      defaultVacationMoneyPercentage: '12.00',
      defaultSubUnitId: bergen?.id ?? null,
      defaultOccupationCode: DEMO_OCCUPATION_CODE,
      defaultEmploymentType: 'ordinaertArbeidsforhold',
      defaultDurationType: 'fast',
      defaultShiftType: 'ikkeSkift',
      defaultHoursEveryWeekWithFullEmployment: '37.50',
      defaultEmploymentPercentage: '100.00',
      municipalityNumber: '4601',
      startingPaycheckNumber: '1',
    },
    secretKey,
  );
}
