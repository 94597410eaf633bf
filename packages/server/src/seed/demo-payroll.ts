import type { Tx } from '../db/connection.js';
import type { Actor } from '../db/audit.js';
import { seedDemoEmployees } from '../modules/employees/demo.js';
import { seedDemoTaxCards } from '../modules/employee-tax-cards/demo.js';
import { seedDemoPaycheckSettings } from '../modules/paycheck-settings/demo.js';
import { seedDemoPaycheckTemplates } from '../modules/paycheck-templates/demo.js';
import { seedDemoPensionCompanies } from '../modules/pension-companies/demo.js';
import { seedDemoSubUnits } from '../modules/sub-units/demo.js';
import { seedDemoWorkRelations } from '../modules/work-relations/demo.js';
import { seedDemoSystemUser } from '../modules/altinn-users/demo.js';

/**
 * The payroll master data of the demo staffing company, in the order the records refer to each
 * other: sub-units and pension companies, then settings (the default work relation names a
 * sub-unit), employees, their tax cards and work relations, then the templates (a work relation's
 * template names its relation), and Fjord's system user in Altinn, approved. Each step reads what the earlier ones
 * made from the database.
 */
export async function seedDemoPayroll(
  tx: Tx,
  actor: Actor,
  { today, secretKey, publicUrl }: { today: string; secretKey: string; publicUrl: string },
): Promise<void> {
  await seedDemoSubUnits(tx, actor);
  await seedDemoPensionCompanies(tx, actor);
  await seedDemoPaycheckSettings(tx, actor, secretKey);
  await seedDemoEmployees(tx, actor);
  await seedDemoTaxCards(tx, actor, today);
  await seedDemoWorkRelations(tx, actor, today);
  await seedDemoPaycheckTemplates(tx, actor);
  await seedDemoSystemUser(tx, actor, publicUrl);
}
