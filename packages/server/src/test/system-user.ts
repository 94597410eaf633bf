import { eq } from 'drizzle-orm';
import { isValidOrganizationNumber } from '@fjord/domain';
import { units } from '../db/schema.js';
import type { TestApp } from './app.js';
import type { Fixture } from './fixtures.js';
import { gql } from './http.js';

/** A valid organisation number no other unit of the test run has (random, so parallel suites do not meet). */
export function freshOrganizationNumber(): string {
  for (;;) {
    const candidate = String(800_000_000 + Math.floor(Math.random() * 100_000_000));
    if (isValidOrganizationNumber(candidate)) return candidate;
  }
}

/** Gives the fixture's unit an organisation number (straight in the table: the unit form is not the subject). */
export async function withOrganizationNumber(t: TestApp, unitId: string, number = freshOrganizationNumber()) {
  await t.app.services.transactions.system((tx) =>
    tx.update(units).set({ organizationNumber: number }).where(eq(units.id, unitId)),
  );
  return number;
}

const REQUEST = 'mutation { requestAltinnSystemUser { status confirmUrl } }';
const CHECK = 'mutation { checkAltinnSystemUser { status } }';

/** The path of a confirmation link (the test server's public URL is not where it listens). */
export const confirmPath = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** The company's decision on the simulated Altinn's approval page, as its buttons post it. */
export async function decideOnApprovalPage(t: TestApp, confirmUrl: string, decision: 'approve' | 'reject') {
  return fetch(`${t.url}${confirmPath(confirmUrl)}/${decision}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
}

/**
 * Fjord's system user approved at the fixture's unit, through the operations and the simulated Altinn's page as a
 * user and the company would (the unit gets an organisation number first when it has none).
 */
export async function approveSystemUser(t: TestApp, who: Pick<Fixture, 'token' | 'unitId'>): Promise<void> {
  const [unit] = await t.app.services.transactions.system((tx) =>
    tx.select({ number: units.organizationNumber }).from(units).where(eq(units.id, who.unitId)),
  );
  if (!unit?.number) await withOrganizationNumber(t, who.unitId);
  const call = async (query: string) => {
    const result = await gql(t, query, {}, who);
    if (result.body.errors) throw new Error(`approveSystemUser: ${JSON.stringify(result.body.errors)}`);
    return result.body.data as Record<string, { status: string; confirmUrl?: string }>;
  };
  const { requestAltinnSystemUser } = await call(REQUEST);
  await decideOnApprovalPage(t, requestAltinnSystemUser!.confirmUrl!, 'approve');
  const { checkAltinnSystemUser } = await call(CHECK);
  if (checkAltinnSystemUser!.status !== 'APPROVED') throw new Error('approveSystemUser: not approved');
}
