import { eq } from 'drizzle-orm';
import type { Role } from '@fjord/domain';
import { hashPassword } from '../auth/passwords.js';
import { osloDate } from '../clock.js';
import type { Tx } from '../db/connection.js';
import { memberships, units, users } from '../db/schema.js';
import { DEMO_SUPPLIERS } from '../modules/products/demo.js';
import type { Services } from '../services.js';
import { seedDemoInvoicing } from './demo-invoicing.js';
import { seedDemoPayroll } from './demo-payroll.js';
import { seedDemoPaychecks } from '../modules/paychecks/demo.js';
import { seedDemoAmeldings } from '../modules/altinn-reports/demo.js';

export const DEMO_LOGIN = 'demo@example.no';
export const DEMO_PASSWORD = 'demo123456';

type DemoUnit = Omit<typeof units.$inferInsert, 'organizationNumber' | 'identities'> & { organizationNumber: string };
type DemoUser = { login: string; firstName: string; lastName: string; cellphone: string; roles: [string, Role][] };

// Organisation numbers are fictitious but pass the MOD11 check (seed/demo.int.test.ts verifies it).
export const DEMO_UNITS: DemoUnit[] = [
  {
    name: 'Fjordhandel AS',
    organizationNumber: '914778271',
    address: 'Storgata 1',
    zip: '0155',
    city: 'Oslo',
    phone: '22 00 00 00',
    email: 'post@fjordhandel.example.no',
    website: 'https://fjordhandel.example.no',
    openedDate: '2015-03-01',
  },
  {
    name: 'Bølgen Bemanning AS',
    organizationNumber: '931161377',
    address: 'Strandkaien 4',
    zip: '5013',
    city: 'Bergen',
    phone: '55 00 00 00',
    email: 'post@bolgen.example.no',
    openedDate: '2019-09-15',
  },
  // Not linked to the demo user, so "request access" finds something.
  { name: 'Nordlys Konsult AS', organizationNumber: '931162748', address: 'Storgata 90', zip: '9008', city: 'Tromsø' },
  {
    name: 'Havbris Regnskap AS',
    unofficialName: 'Havbris',
    organizationNumber: '931164112',
    address: 'Kongens gate 12',
    zip: '7011',
    city: 'Trondheim',
  },
  // Real Norwegian pension companies, for the pension unit selections (not linked to users).
  { name: 'Storebrand Livsforsikring AS', organizationNumber: '958995369', city: 'Lysaker', isPensionCompany: true },
  {
    name: 'KLP (Kommunal Landspensjonskasse)',
    organizationNumber: '938708606',
    city: 'Oslo',
    isPensionCompany: true,
  },
  { name: 'Nordea Liv Norge AS', organizationNumber: '959922659', city: 'Oslo', isPensionCompany: true },
  { name: 'SpareBank 1 Forsikring AS', organizationNumber: '974293412', city: 'Oslo', isPensionCompany: true },
  // The trading company's suppliers (its products name them; its warehouse counts their goods).
  ...DEMO_SUPPLIERS,
];

const DEMO_USERS: DemoUser[] = [
  {
    login: DEMO_LOGIN,
    firstName: 'Demo',
    lastName: 'Bruker',
    cellphone: '40000000',
    roles: [
      ['Fjordhandel AS', 'owner'],
      ['Bølgen Bemanning AS', 'owner'],
    ],
  },
  {
    login: 'regnskap@example.no',
    firstName: 'Rita',
    lastName: 'Regnskap',
    cellphone: '40000001',
    roles: [['Fjordhandel AS', 'accountant']],
  },
];

async function findOrCreateUnit(tx: Tx, unit: DemoUnit, now: Date): Promise<string> {
  const [existing] = await tx
    .select({ id: units.id })
    .from(units)
    .where(eq(units.organizationNumber, unit.organizationNumber));
  if (existing) return existing.id;
  const [created] = await tx
    .insert(units)
    .values({
      ...unit,
      isCompany: true,
      countryCode: 'NO',
      identities: [{ type: 'ORGANIZATION_NUMBER', value: unit.organizationNumber }],
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: units.id });
  return created!.id;
}

async function findOrCreateUser(
  tx: Tx,
  user: DemoUser,
  fields: { passwordHash: string; lastUnitId: string; now: Date },
): Promise<string> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.login, user.login));
  if (existing) return existing.id;
  const { login, firstName, lastName, cellphone } = user;
  const { passwordHash, lastUnitId, now } = fields;
  const [created] = await tx
    .insert(users)
    .values({
      ...{ login, firstName, lastName, cellphone, cellphoneCountry: 'NO', locale: 'nb' },
      ...{ passwordHash, lastUnitId, confirmedAt: now, createdAt: now, updatedAt: now },
    })
    .returning({ id: users.id });
  return created!.id;
}

/**
 * The demo companies and their users. Idempotent: a demo user that exists is left as it is (its
 * password may have been changed), and units are found by organisation number before creating.
 * Answers whether anything was created.
 */
export async function seedDemo(services: Services): Promise<{ created: boolean }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = services.clock.now();
  const seeded = await services.transactions.system(async (tx) => {
    const [demoUser] = await tx.select({ id: users.id }).from(users).where(eq(users.login, DEMO_LOGIN));
    if (demoUser) return { created: false };
    const unitIds = new Map<string, string>();
    for (const unit of DEMO_UNITS) unitIds.set(unit.name, await findOrCreateUnit(tx, unit, now));
    const userIds = new Map<string, string>();
    for (const user of DEMO_USERS) {
      const lastUnitId = unitIds.get(user.roles[0]![0])!;
      const userId = await findOrCreateUser(tx, user, { passwordHash, lastUnitId, now });
      userIds.set(user.login, userId);
      for (const [unitName, role] of user.roles) {
        await tx
          .insert(memberships)
          .values({ unitId: unitIds.get(unitName)!, userId, role, createdAt: now, updatedAt: now })
          .onConflictDoNothing();
      }
    }
    await seedDemoInvoicing(tx, { unitId: unitIds.get('Fjordhandel AS')!, userId: userIds.get(DEMO_LOGIN)!, at: now });
    const today = osloDate(now);
    const payrollActor = { unitId: unitIds.get('Bølgen Bemanning AS')!, userId: userIds.get(DEMO_LOGIN)!, at: now };
    const { secretKey, publicUrl } = services.config;
    await seedDemoPayroll(tx, payrollActor, { today, secretKey, publicUrl });
    // Last: the paychecks run through their services, which see one unit by row-level security.
    await services.transactions.narrow(tx, payrollActor.unitId);
    await seedDemoPaychecks(tx, payrollActor, today);
    return { created: true, payrollActor, today };
  });
  // The a-meldinger go through their service, which calls the (simulated) service between its own transactions.
  if ('payrollActor' in seeded && seeded.payrollActor)
    await seedDemoAmeldings(services, seeded.payrollActor, seeded.today);
  return { created: seeded.created };
}

/** At start with SEED_DEMO: a newcomer's empty database gets the demo companies; any user means it is in use. */
export async function seedDemoIfEmpty(services: Services): Promise<void> {
  const anyUser = await services.transactions.system((tx) => tx.select({ id: users.id }).from(users).limit(1));
  if (anyUser.length === 0) await seedDemo(services);
  const demoUser = await services.transactions.system((tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.login, DEMO_LOGIN)),
  );
  if (demoUser.length > 0) services.log.info(`Demo login: ${DEMO_LOGIN} / ${DEMO_PASSWORD}`);
}
