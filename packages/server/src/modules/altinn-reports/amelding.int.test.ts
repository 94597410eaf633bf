import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sumMoney } from '@fjord/domain';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit } from '../../test/fixtures.js';
import { payrollUnit, readPaycheck, usePayrollTestApp, type PayrollUnit } from '../../test/paycheck-fixture.js';
import { gqlOk } from '../../test/sweeps.js';
import { AmeldingRefusal, ameldingServiceUnavailable, type AmeldingService } from '../../skatteetaten/amelding-port.js';
import {
  act,
  approveSystemUser,
  ARCHIVE,
  CANCEL,
  CHECK,
  FETCH,
  LIST,
  read,
  refusalOf,
  reportingCompany,
  RESEND,
  send,
  SEND,
  sendReceived,
} from '../../test/amelding-fixture.js';
import { ameldingReportPaychecks, ameldingReports } from './tables.js';

const PAID_DATE = `mutation ($id: ID!, $paidDate: Date!) { updatePaycheckPaidDate(id: $id, paidDate: $paidDate) { id reportingStatus } }`;

describe.each(TEST_DATABASES)('a-melding statuses and actions (%s)', (kind) => {
  const t = usePayrollTestApp(kind);
  let real: AmeldingService;
  beforeEach(() => {
    real = t.app.services.ameldingService;
  });
  afterEach(() => {
    t.app.services.ameldingService = real;
  });
  /** The port with some calls replaced (a down service, a lost answer, a refusal). */
  const port = (overrides: Partial<AmeldingService>) => {
    t.app.services.ameldingService = {
      submit: (submission) => real.submit(submission),
      progress: (sender, dialogId) => real.progress(sender, dialogId),
      feedback: (sender, ids) => real.feedback(sender, ids),
      ...overrides,
    };
  };
  const company = async (months = [10]) => {
    const unit = await payrollUnit(t);
    return { unit, ...(await reportingCompany(t, unit, months)) };
  };
  const deliveries = async (meldingsId: string) => {
    const result = (await t.app.services.transactions.system((tx) =>
      tx.execute(sql`select count(*)::int as n from simulated_amelding_deliveries where meldings_id = ${meldingsId}`),
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };

  it('send: PENDING with the polling job enqueued; the job brings the feedback: SUCCESSFUL, its paychecks REPORTED', async () => {
    const { unit, paychecks } = await company();
    const sent = await send(t, unit, 10);
    expect(sent).toMatchObject({ kind: 'ORDINARY', status: 'PENDING', errorMessage: null, paycheckCount: 1 });
    expect(sent.actions).toEqual(['CHECK_STATUS']);
    expect(sent.sentByName).toBe('Kari Nordmann');
    await t.runDueJobs();
    const received = await read(t, unit, sent.id);
    expect(received.status).toBe('SUCCESSFUL');
    expect(received.feedback?.receipt).toBe('RECEIVED');
    expect(received.actions).toEqual(['REPLACE', 'CANCEL', 'ARCHIVE']);
    expect((await readPaycheck(t, unit, paychecks[0]!.id)).reportingStatus).toBe('REPORTED');
  });

  it('check status and fetch feedback by hand: PENDING → FEEDBACK_READY → SUCCESSFUL; a wrong step is invalid_transition', async () => {
    const { unit } = await company();
    const sent = await send(t, unit, 10);
    expect(await refusalOf(t, unit, FETCH, { id: sent.id })).toMatchObject({
      code: 'VALIDATION',
      validations: [{ attribute: 'base', type: 'invalid_transition' }],
    });
    const ready = await act(t, unit, CHECK, sent.id);
    expect(ready.status).toBe('FEEDBACK_READY');
    expect(ready.actions).toEqual(['FETCH_FEEDBACK', 'CHECK_STATUS']);
    expect(ready.lastCheckedAt).not.toBeNull();
    const fetched = await act(t, unit, FETCH, sent.id);
    expect(fetched.status).toBe('SUCCESSFUL');
    expect(fetched.feedbackFetchedAt).not.toBeNull();
    // Nothing left to check or fetch: each is refused as the status does not allow it.
    for (const action of [CHECK, FETCH, RESEND])
      expect((await refusalOf(t, unit, action, { id: sent.id })).validations).toMatchObject([
        { type: 'invalid_transition' },
      ]);
  });

  it("the simulator's feedback sums are the paychecks' (withholding exactly, employer tax to the krone)", async () => {
    const { unit, paychecks } = await company([10]);
    const received = await sendReceived(t, unit, 10);
    const withholding = sumMoney(paychecks.map((paycheck) => paycheck.taxDeduction)).toFixed(2);
    const employerTax = sumMoney(paychecks.map((paycheck) => paycheck.employerTax));
    expect(received.withholding).toBe(withholding);
    expect(received.feedback!.withholding).toBe(withholding);
    // Whole kroner in the message: the service's employer tax is the øre sum without its øre.
    expect(received.feedback!.employerTax).toBe(employerTax.trunc().toFixed(2));
    expect(received.feedback!.periodWithholding).toBe(received.feedback!.withholding);
    expect(received.withholdingByPayDate).toEqual([
      { payDate: paychecks[0]!.paidDate, amount: withholding, dueDate: expect.any(String) },
    ]);
  });

  it('a service that does not answer: FAILED_SENDING with its words (no error); resend with the same key → PENDING', async () => {
    const { unit } = await company();
    port({ submit: () => Promise.reject(ameldingServiceUnavailable('connection refused')) });
    const failed = await send(t, unit, 10);
    expect(failed.status).toBe('FAILED_SENDING');
    expect(failed.errorMessage).toContain('Skatteetaten svarer ikke');
    expect(failed.actions).toEqual(['RESEND', 'ARCHIVE']);
    const keyBefore = await idempotencyKey(failed.id, unit);
    port({});
    const resent = await act(t, unit, RESEND, failed.id);
    expect(resent).toMatchObject({ status: 'PENDING', meldingsId: failed.meldingsId, errorMessage: null });
    expect(await idempotencyKey(failed.id, unit)).toBe(keyBefore);
  });

  it('an answer lost after the service took the message: resend repeats the same call and the message is taken once', async () => {
    const { unit } = await company();
    port({
      submit: async (submission) => {
        await real.submit(submission);
        throw ameldingServiceUnavailable('the answer was lost');
      },
    });
    const failed = await send(t, unit, 10);
    expect(failed.status).toBe('FAILED_SENDING');
    port({});
    const resent = await act(t, unit, RESEND, failed.id);
    expect(resent.status).toBe('PENDING');
    expect(await deliveries(failed.meldingsId)).toBe(1);
  });

  it('a refusal of the call: FAILED_SENDING with the kode and melding; the resend goes with a new idempotency key', async () => {
    const { unit } = await company();
    const keys: string[] = [];
    port({
      submit: (submission) => {
        keys.push(submission.idempotencyKey);
        return Promise.reject(new AmeldingRefusal('AMLD_1063', 'Mangler systembruker i token', 403));
      },
    });
    const failed = await send(t, unit, 10);
    expect(failed).toMatchObject({ status: 'FAILED_SENDING', errorMessage: 'AMLD_1063: Mangler systembruker i token' });
    port({
      submit: (submission) => {
        keys.push(submission.idempotencyKey);
        return real.submit(submission);
      },
    });
    const resent = await act(t, unit, RESEND, failed.id);
    expect(resent).toMatchObject({ status: 'PENDING', meldingsId: failed.meldingsId });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('an unknown dialog: SOMETHING_WRONG; checking again when the service knows it again: back to PENDING', async () => {
    const { unit } = await company();
    port({ progress: () => Promise.reject(new AmeldingRefusal('AMLD_1061', 'Ukjent dialog', 404)) });
    const sent = await send(t, unit, 10);
    const wrong = await act(t, unit, CHECK, sent.id);
    expect(wrong).toMatchObject({ status: 'SOMETHING_WRONG', errorMessage: 'AMLD_1061: Ukjent dialog' });
    expect(wrong.actions).toEqual(['CHECK_STATUS', 'ARCHIVE']);
    port({ progress: () => Promise.resolve({ state: 'WAITING' }) });
    expect((await act(t, unit, CHECK, sent.id)).status).toBe('PENDING');
  });

  it('a feedback that does not name the message: SOMETHING_WRONG; a rejection: REJECTED, paychecks not reported', async () => {
    const { unit, paychecks } = await company([9, 10]);
    port({ feedback: () => Promise.resolve({ mottak: [] }) });
    const unknown = await send(t, unit, 9);
    await act(t, unit, CHECK, unknown.id);
    expect((await act(t, unit, FETCH, unknown.id)).status).toBe('SOMETHING_WRONG');
    port({
      feedback: async (sender, ids) =>
        JSON.parse(JSON.stringify(await real.feedback(sender, ids)).replaceAll('"mottatt"', '"avvist"')),
    });
    const rejected = await sendReceived(t, unit, 10);
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.actions).toEqual(['ARCHIVE']);
    expect((await readPaycheck(t, unit, paychecks[1]!.id)).reportingStatus).toBe('NOT_REPORTED');
  });

  it('replacement: the old message REPLACED, its paychecks re-linked; only the latest of a chain may be replaced', async () => {
    const { unit, paychecks } = await company();
    const first = await sendReceived(t, unit, 10);
    const second = await sendReceived(t, unit, 10, first.id);
    expect(second).toMatchObject({ kind: 'REPLACEMENT', status: 'SUCCESSFUL', replaces: { id: first.id } });
    expect(JSON.parse(second.messageJson).leveranse.erstatterMeldingsId).toBe(first.meldingsId);
    const replaced = await read(t, unit, first.id);
    expect(replaced).toMatchObject({ status: 'REPLACED', replacedBy: { id: second.id, kind: 'REPLACEMENT' } });
    expect(replaced.actions).toEqual(['ARCHIVE']);
    expect(await links(unit, first.id)).toEqual([]);
    expect(await links(unit, second.id)).toEqual([paychecks[0]!.id]);
    expect((await refusalOf(t, unit, SEND, { year: 2026, month: 10, replacesId: first.id })).validations).toMatchObject(
      [{ type: 'invalid_transition' }],
    );
    // A replacement on its way makes its predecessor no longer the latest.
    const third = await send(t, unit, 10, second.id);
    expect((await read(t, unit, second.id)).actions).toEqual(['ARCHIVE']);
    expect((await refusalOf(t, unit, CANCEL, { id: second.id })).validations).toMatchObject([{ type: 'not_latest' }]);
    expect(third.status).toBe('PENDING');
  });

  it('an ORDINARY send for a month with a received message is already_reported; after a cancellation it may go again', async () => {
    const { unit, paychecks } = await company();
    const first = await sendReceived(t, unit, 10);
    expect((await refusalOf(t, unit, SEND, { year: 2026, month: 10 })).validations).toMatchObject([
      { attribute: 'base', type: 'already_reported' },
    ]);
    const cancellation = await act(t, unit, CANCEL, first.id);
    expect(cancellation).toMatchObject({ kind: 'CANCELLATION', status: 'PENDING', paycheckCount: 0 });
    expect(JSON.parse(cancellation.messageJson).leveranse.oppgave).toEqual({});
    await t.runDueJobs();
    expect((await read(t, unit, cancellation.id)).status).toBe('SUCCESSFUL');
    expect((await read(t, unit, cancellation.id)).actions).toEqual(['ARCHIVE']);
    expect((await read(t, unit, first.id)).status).toBe('CANCELLED');
    expect((await readPaycheck(t, unit, paychecks[0]!.id)).reportingStatus).toBe('SHOULD_REPORT');
    const again = await sendReceived(t, unit, 10);
    expect(again).toMatchObject({ kind: 'ORDINARY', status: 'SUCCESSFUL' });
    expect((await readPaycheck(t, unit, paychecks[0]!.id)).reportingStatus).toBe('REPORTED');
  });

  it('refusals: too_early, unlocked_paychecks, system_user_not_approved — nothing saved', async () => {
    const { unit, kari } = await company();
    expect((await refusalOf(t, unit, SEND, { year: 2026, month: 12 })).validations).toMatchObject([
      { type: 'too_early' },
    ]);
    await gqlOk(t, unit, `mutation ($input: PaycheckInput!) { createPaycheck(input: $input) { id } }`, {
      input: { workRelationId: kari.workRelationId, periodId: unit.periods.get(11) },
    });
    expect((await refusalOf(t, unit, SEND, { year: 2026, month: 11 })).validations).toMatchObject([
      { type: 'unlocked_paychecks', params: { count: 1 } },
    ]);
    await approveSystemUser(t, unit, 'PENDING');
    expect((await refusalOf(t, unit, SEND, { year: 2026, month: 10 })).validations).toMatchObject([
      { type: 'system_user_not_approved' },
    ]);
    expect(await count(unit)).toBe(0);
  });

  it('resend re-checks the stored message against the schema: schema_invalid, nothing sent', async () => {
    const { unit } = await company();
    port({ submit: () => Promise.reject(ameldingServiceUnavailable('down')) });
    const failed = await send(t, unit, 10);
    await t.app.services.transactions.tenant(unit.unitId, (tx) =>
      tx
        .update(ameldingReports)
        .set({ message: { leveranse: { meldingsId: 'with space' } } })
        .where(eq(ameldingReports.id, failed.id)),
    );
    port({});
    const refused = await refusalOf(t, unit, RESEND, { id: failed.id });
    expect(refused.validations).toMatchObject([{ type: 'schema_invalid' }]);
    expect((await read(t, unit, failed.id)).status).toBe('FAILED_SENDING');
  });

  it('archive hides a message from the list and keeps its status; not while it waits, not twice', async () => {
    const { unit } = await company([9, 10]);
    const waiting = await send(t, unit, 9);
    expect((await refusalOf(t, unit, ARCHIVE, { id: waiting.id })).validations).toMatchObject([
      { type: 'invalid_transition' },
    ]);
    const received = await sendReceived(t, unit, 10);
    const archived = await act(t, unit, ARCHIVE, received.id);
    expect(archived).toMatchObject({ status: 'SUCCESSFUL', actions: ['REPLACE', 'CANCEL'] });
    expect(archived.archivedAt).not.toBeNull();
    expect((await refusalOf(t, unit, ARCHIVE, { id: received.id })).validations).toMatchObject([
      { type: 'invalid_transition' },
    ]);
    const list = await gqlOk<{ ameldings: { items: { id: string }[] } }>(t, unit, LIST, {});
    expect(list.ameldings.items.map((item) => item.id)).toEqual([waiting.id]);
    const hidden = await gqlOk<{ ameldings: { items: { id: string }[] } }>(t, unit, LIST, {
      filters: { archived: true },
    });
    expect(hidden.ameldings.items.map((item) => item.id)).toEqual([received.id]);
  });

  it('a paid date changed after reporting makes the paycheck SHOULD_REPORT', async () => {
    const { unit, paychecks } = await company();
    await sendReceived(t, unit, 10);
    const changed = await gqlOk<{ updatePaycheckPaidDate: { reportingStatus: string } }>(t, unit, PAID_DATE, {
      id: paychecks[0]!.id,
      paidDate: '2026-10-30',
    });
    expect(changed.updatePaycheckPaidDate.reportingStatus).toBe('SHOULD_REPORT');
  });

  it('the polling job gives up after its limit, leaving the message PENDING for check status', async () => {
    const { unit } = await company();
    port({ progress: () => Promise.resolve({ state: 'WAITING' }) });
    const sent = await send(t, unit, 10);
    const ran = await t.runDueJobs();
    expect(ran).toBe(t.app.services.config.ameldingPolling.maxPolls);
    expect((await read(t, unit, sent.id)).status).toBe('PENDING');
    expect(await t.runDueJobs()).toBe(0);
  });

  it("NOT_FOUND for another unit's message on every operation with an id", async () => {
    const { unit } = await company();
    const other = await payrollUnit(t);
    await approveSystemUser(t, other);
    const sent = await sendReceived(t, unit, 10);
    for (const operation of [CANCEL, RESEND, CHECK, FETCH, ARCHIVE, `query ($id: ID!) { amelding(id: $id) { id } }`])
      expect((await refusalOf(t, other, operation, { id: sent.id })).code).toBe('NOT_FOUND');
    expect((await refusalOf(t, other, SEND, { year: 2026, month: 10, replacesId: sent.id })).code).toBe('NOT_FOUND');
    expect(
      (
        await refusalOf(
          t,
          other,
          `query ($id: ID) { ameldingPreview(year: 2026, month: 10, replacesId: $id) { kind } }`,
          { id: sent.id },
        )
      ).code,
    ).toBe('NOT_FOUND');
  });

  it('permissions: reads need canViewSalaries, actions canSendAltinnPaycheckReports (the payroll role has both)', async () => {
    const { unit } = await company();
    const sent = await sendReceived(t, unit, 10);
    const member = async (role: 'accountant' | 'payroll') => {
      const who = await userWithUnit(t);
      await addMember(t, who.userId, unit.unitId, role);
      return { ...unit, userId: who.userId, token: who.token };
    };
    const accountant = await member('accountant');
    for (const [query, variables] of [
      [`query ($id: ID!) { amelding(id: $id) { id } }`, { id: sent.id }],
      [`{ nextAmeldingDeadline { period } }`, {}],
      [`{ taxPreview(year: 2026, month: 10) { period } }`, {}],
      [ARCHIVE, { id: sent.id }],
      [SEND, { year: 2026, month: 10 }],
    ] as const)
      expect((await refusalOf(t, accountant, query, variables)).code).toBe('FORBIDDEN');
    const payroll = await member('payroll');
    expect((await read(t, payroll, sent.id)).actions).toEqual(['REPLACE', 'CANCEL', 'ARCHIVE']);
  });

  const idempotencyKey = async (id: string, unit: PayrollUnit) =>
    t.app.services.transactions.tenant(unit.unitId, async (tx) => {
      const [row] = await tx.select().from(ameldingReports).where(eq(ameldingReports.id, id));
      return row!.idempotencyKey;
    });
  const links = (unit: PayrollUnit, reportId: string) =>
    t.app.services.transactions.tenant(unit.unitId, async (tx) =>
      (
        await tx
          .select({ id: ameldingReportPaychecks.paycheckId })
          .from(ameldingReportPaychecks)
          .where(eq(ameldingReportPaychecks.reportId, reportId))
      ).map((row) => row.id),
    );
  const count = (unit: PayrollUnit) =>
    t.app.services.transactions.tenant(unit.unitId, async (tx) => (await tx.select().from(ameldingReports)).length);
});
