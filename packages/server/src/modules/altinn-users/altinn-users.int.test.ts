import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk, gqlValidations } from '../../test/sweeps.js';
import {
  approveSystemUser,
  confirmPath,
  decideOnApprovalPage,
  withOrganizationNumber,
} from '../../test/system-user.js';
import { simulatedSystemUserRequests } from '../../skatteetaten/simulator-tables.js';
import { SIMULATED_ALTINN_OUTAGE_NUMBER } from '../../skatteetaten/system-user-simulator.js';
import { requireApprovedSystemUser } from './service.js';

const FIELDS = 'status organizationNumber confirmUrl requestedAt requestedByName decidedAt lastCheckedAt';
const QUERY = `{ altinnSystemUser { ${FIELDS} } }`;
const REQUEST = `mutation { requestAltinnSystemUser { ${FIELDS} } }`;
const CHECK = `mutation { checkAltinnSystemUser { ${FIELDS} } }`;

type SystemUser = {
  status: string;
  organizationNumber: string | null;
  confirmUrl: string | null;
  requestedAt: string | null;
  requestedByName: string | null;
  decidedAt: string | null;
  lastCheckedAt: string | null;
};

describe.each(TEST_DATABASES)("Fjord's system user in Altinn (%s)", (kind) => {
  const t = useTestApp(kind);
  const read = async (who: Fixture) => (await gqlOk(t, who, QUERY)).altinnSystemUser as SystemUser;
  const request = async (who: Fixture) => (await gqlOk(t, who, REQUEST)).requestAltinnSystemUser as SystemUser;
  const check = async (who: Fixture) => (await gqlOk(t, who, CHECK)).checkAltinnSystemUser as SystemUser;
  const companyWithNumber = async () => {
    const who = await userWithUnit(t, { unitName: 'Systembruker AS' });
    return { who, number: await withOrganizationNumber(t, who.unitId) };
  };
  const approved = (who: Fixture) =>
    t.app.services.transactions.tenant(who.unitId, (tx) => requireApprovedSystemUser(tx, who.unitId));
  const audits = (who: Fixture) =>
    t.app.services.transactions.tenant(who.unitId, async (tx) => {
      const result = (await tx.execute(
        sql`select action, details from audit_events where entity = 'altinnSystemUser' order by created_at, action`,
      )) as unknown as { rows: { action: string; details: Record<string, unknown> }[] };
      return result.rows;
    });
  const simulatedRequests = (number: string) =>
    t.app.services.transactions.system((tx) =>
      tx.select().from(simulatedSystemUserRequests).where(eq(simulatedSystemUserRequests.organizationNumber, number)),
    );

  it('is NOT_REQUESTED until asked for, naming the unit\u2019s organisation number', async () => {
    const { who, number } = await companyWithNumber();
    expect(await read(who)).toEqual({
      status: 'NOT_REQUESTED',
      organizationNumber: number,
      confirmUrl: null,
      requestedAt: null,
      requestedByName: null,
      decidedAt: null,
      lastCheckedAt: null,
    });
  });

  it('cannot be requested without an organisation number, and nothing is asked of Altinn', async () => {
    const who = await userWithUnit(t);
    expect(await gqlValidations(t, who, REQUEST)).toEqual([
      { model: 'altinnSystemUser', attribute: 'base', type: 'missing_organization_number' },
    ]);
    expect((await read(who)).status).toBe('NOT_REQUESTED');
  });

  it('request → PENDING with the approval link; a second request answers the waiting one; approval → APPROVED', async () => {
    const { who, number } = await companyWithNumber();
    const pending = await request(who);
    expect(pending).toMatchObject({
      status: 'PENDING',
      organizationNumber: number,
      requestedByName: 'Kari Nordmann',
      decidedAt: null,
      lastCheckedAt: null,
    });
    expect(pending.confirmUrl).toMatch(/\/simulator\/altinn\/system-user\/[0-9a-f-]{36}$/);
    expect(await request(who)).toEqual(pending);
    expect(await simulatedRequests(number)).toHaveLength(1);
    await expect(approved(who)).rejects.toMatchObject({
      validations: [{ model: 'altinnSystemUser', attribute: 'base', type: 'system_user_not_approved' }],
    });

    // Nobody has decided yet: still waiting, but checked.
    const waiting = await check(who);
    expect(waiting).toMatchObject({ status: 'PENDING', decidedAt: null, confirmUrl: pending.confirmUrl });
    expect(waiting.lastCheckedAt).not.toBeNull();

    const answer = await decideOnApprovalPage(t, pending.confirmUrl!, 'approve');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(confirmPath(pending.confirmUrl!));
    t.clock.advance(60_000);
    const decided = await check(who);
    expect(decided).toMatchObject({ status: 'APPROVED', organizationNumber: number, confirmUrl: null });
    expect(decided.decidedAt).toBe(decided.lastCheckedAt);
    expect(decided.decidedAt! > waiting.lastCheckedAt!).toBe(true);
    expect(await read(who)).toEqual(decided);
    expect(await approved(who)).toEqual({
      organizationNumber: number,
      systemUserId: expect.stringMatching(/^sim-systemuser-/),
    });
    expect((await audits(who)).map((row) => [row.action, row.details.from ?? null, row.details.to ?? null])).toEqual([
      ['request', null, null],
      ['check', 'PENDING', 'PENDING'],
      ['check', 'PENDING', 'APPROVED'],
    ]);

    // Approved once is enough: a new request is refused, and a check asks Altinn nothing more.
    expect(await gqlValidations(t, who, REQUEST)).toEqual([
      { model: 'altinnSystemUser', attribute: 'base', type: 'already_approved' },
    ]);
    expect(await check(who)).toEqual(decided);
  });

  it('rejected in Altinn → REJECTED and not approved; a new request makes a new link', async () => {
    const { who, number } = await companyWithNumber();
    const first = await request(who);
    await decideOnApprovalPage(t, first.confirmUrl!, 'reject');
    // The company's answer is final on Altinn's side: approving afterwards changes nothing.
    await decideOnApprovalPage(t, first.confirmUrl!, 'approve');
    const rejected = await check(who);
    expect(rejected).toMatchObject({ status: 'REJECTED', confirmUrl: null });
    expect(rejected.decidedAt).not.toBeNull();
    await expect(approved(who)).rejects.toMatchObject({
      validations: [{ type: 'system_user_not_approved' }],
    });
    expect(await check(who)).toEqual(rejected);

    const second = await request(who);
    expect(second).toMatchObject({ status: 'PENDING', decidedAt: null, lastCheckedAt: null });
    expect(second.confirmUrl).not.toBe(first.confirmUrl);
    expect(await simulatedRequests(number)).toHaveLength(2);
  });

  it('no longer counts once the unit has another organisation number, which may then be requested', async () => {
    const { who } = await companyWithNumber();
    await approveSystemUser(t, who);
    const number = await withOrganizationNumber(t, who.unitId);
    await expect(approved(who)).rejects.toMatchObject({ validations: [{ type: 'system_user_not_approved' }] });
    expect(await request(who)).toMatchObject({ status: 'PENDING', organizationNumber: number });
  });

  it('answers SERVICE_UNAVAILABLE while Altinn is down, and keeps nothing', async () => {
    const who = await userWithUnit(t);
    await withOrganizationNumber(t, who.unitId, SIMULATED_ALTINN_OUTAGE_NUMBER);
    const result = await gql(t, REQUEST, {}, who);
    expect(errorCode(result)).toBe('SERVICE_UNAVAILABLE');
    expect((await read(who)).status).toBe('NOT_REQUESTED');
    expect(await audits(who)).toEqual([]);
  });

  it('is read with canViewSalaries or canSendAltinnPaycheckReports and managed with the latter only', async () => {
    const { who: owner } = await companyWithNumber();
    const payroll = await userWithUnit(t);
    await addMember(t, payroll.userId, owner.unitId, 'payroll');
    const accountant = await userWithUnit(t);
    await addMember(t, accountant.userId, owner.unitId, 'accountant');
    const as = (member: Fixture) => ({ ...member, unitId: owner.unitId });
    expect((await request(as(payroll))).status).toBe('PENDING');
    for (const query of [QUERY, REQUEST, CHECK])
      expect(errorCode(await gql(t, query, {}, as(accountant)))).toBe('FORBIDDEN');
  });

  it("serves the simulated Altinn's approval page in Norwegian, and then the outcome", async () => {
    const { who, number } = await companyWithNumber();
    const { confirmUrl } = await request(who);
    const page = await fetch(`${t.url}${confirmPath(confirmUrl!)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<h1>Altinn (simulert) — Godkjenn systembruker</h1>');
    expect(html).toContain('Systembruker AS, org.nr. ');
    expect(html).toContain(`${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`);
    for (const text of ['Innrapportering av a-melding', 'Skattekort til arbeidsgiver', '>Godkjenn<', '>Avvis<'])
      expect(html).toContain(text);
    await decideOnApprovalPage(t, confirmUrl!, 'approve');
    const outcome = await (await fetch(`${t.url}${confirmPath(confirmUrl!)}`)).text();
    expect(outcome).toContain('Systembrukeren er godkjent');
    expect(outcome).toContain('/company-settings/altinn-users');
    expect(outcome).not.toContain('>Godkjenn<');

    const unknown = await fetch(`${t.url}/simulator/altinn/system-user/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Forespørselen finnes ikke');
    expect((await decideOnApprovalPage(t, 'http://x/simulator/altinn/system-user/not-a-uuid', 'approve')).status).toBe(
      404,
    );
  });
});
