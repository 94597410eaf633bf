import { randomBytes } from 'node:crypto';
import type { Role } from '@fjord/domain';
import { hashPassword } from '../auth/passwords.js';
import { createSession } from '../auth/sessions.js';
import type { Actor } from '../db/audit.js';
import { memberships, units, users } from '../db/schema.js';
import type { TestApp } from './app.js';
import type { Services } from '../services.js';

export const TEST_PASSWORD = 'secret123';
let passwordHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.no`;
}

/** What the fixtures write through: a test app, or a connection of a test's own beside server processes. */
export type FixtureHost = { app: { services: Pick<Services, 'transactions' | 'clock' | 'config'> } };

export type Fixture = { userId: string; login: string; token: string; unitId: string };

/** The fixture's user acting in its unit now, by the app's clock: for calling services directly. */
export const actorFor = (t: TestApp, who: Pick<Fixture, 'unitId' | 'userId'>): Actor => ({
  unitId: who.unitId,
  userId: who.userId,
  at: t.app.services.clock.now(),
});

/**
 * A confirmed user with a signed-in session and a unit in which they hold the role — created
 * straight in the database, so tests of one operation do not depend on the registration flow.
 */
export async function userWithUnit(
  t: FixtureHost,
  options: { role?: Role; unitName?: string; superAdmin?: boolean } = {},
): Promise<Fixture> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = await passwordHash;
  const login = uniqueEmail();
  const { transactions, clock, config } = t.app.services;
  return transactions.system(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        login,
        passwordHash: hash,
        firstName: 'Kari',
        lastName: 'Nordmann',
        confirmedAt: clock.now(),
        isSuperAdmin: options.superAdmin ?? false,
      })
      .returning();
    const [unit] = await tx
      .insert(units)
      .values({
        name: options.unitName ?? `Testfirma ${randomBytes(3).toString('hex')} AS`,
        isCompany: true,
        createdById: user!.id,
      })
      .returning();
    await tx.insert(memberships).values({ unitId: unit!.id, userId: user!.id, role: options.role ?? 'owner' });
    const token = await createSession(tx, user!.id, clock.now(), config.sessionTtlMs);
    return { userId: user!.id, login, token, unitId: unit!.id };
  });
}

/** Adds an existing user to another unit with a role. */
export async function addMember(t: TestApp, userId: string, unitId: string, role: Role): Promise<void> {
  await t.app.services.transactions.system((tx) => tx.insert(memberships).values({ unitId, userId, role }));
}
