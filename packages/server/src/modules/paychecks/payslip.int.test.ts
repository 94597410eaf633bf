import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Decimal, osloDate } from '@fjord/domain';
import { createSession } from '../../auth/sessions.js';
import { mails } from '../../db/schema.js';
import { units, users } from '../../db/schema-core.js';
import { xsdProblems } from '../../ehf/validation/xsd.js';
import { serverPath } from '../../server-root.js';
import { useTestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit } from '../../test/fixtures.js';
import { gql } from '../../test/http.js';
import { pdfText } from '../../test/pdf-text.js';
import { DEMO_LOGIN, seedDemo } from '../../seed/demo.js';
import { employees } from '../employees/tables.js';
import { paychecks } from './tables.js';

const PAIN_001 = serverPath('reference-data', 'iso20022', 'pain.001.001.03.xsd');

/**
 * A locked paycheck's payslip (GET /pdf/paychecks/:id), the bank file of a pay date (GET
 * /paychecks/payment-file) and the e-mailed payslips, on the demo staffing company's locked payroll.
 */
describe.each(TEST_DATABASES)('payslips and the bank file (%s)', (kind) => {
  const t = useTestApp(kind);

  async function demoPayroll() {
    await seedDemo(t.app.services);
    return t.app.services.transactions.system(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.login, DEMO_LOGIN));
      const [unit] = await tx.select().from(units).where(eq(units.name, 'Bølgen Bemanning AS'));
      const { clock, config } = t.app.services;
      const token = await createSession(tx, user!.id, clock.now(), config.sessionTtlMs);
      const [paycheck] = await tx
        .select()
        .from(paychecks)
        .where(and(eq(paychecks.unitId, unit!.id), eq(paychecks.status, 'LOCKED')))
        .orderBy(paychecks.sequence)
        .limit(1);
      return { unitId: unit!.id, token, paycheck: paycheck! };
    });
  }
  const get = (path: string, session: { token: string; unitId: string }) =>
    fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${session.token}`, 'x-unit-id': session.unitId } });

  it("renders a locked paycheck's payslip in the employee's language with its net pay; another unit's is not found", async () => {
    const demo = await demoPayroll();
    const response = await get(`/pdf/paychecks/${demo.paycheck.id}`, demo);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Lønnsslipp');
    expect(text).toContain(demo.paycheck.employeeName!);
    const other = await userWithUnit(t);
    expect((await get(`/pdf/paychecks/${demo.paycheck.id}`, other)).status).toBe(404);
  });

  it('writes the pay date’s net pay as a pain.001 file valid against the ISO schema, one payment per locked paycheck', async () => {
    const demo = await demoPayroll();
    const { paidDate } = demo.paycheck;
    const response = await get(`/paychecks/payment-file?paidDate=${paidDate}`, demo);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xsdProblems(xml, PAIN_001)).toEqual([]);
    const sameDay = await t.app.services.transactions.system((tx) =>
      tx
        .select({ netPay: paychecks.netPay })
        .from(paychecks)
        .where(
          and(eq(paychecks.unitId, demo.unitId), eq(paychecks.paidDate, paidDate), eq(paychecks.status, 'LOCKED')),
        ),
    );
    const paid = sameDay.filter((row) => new Decimal(row.netPay).gt(0));
    expect(paid.length).toBeGreaterThan(0);
    expect(xml).toContain(`<NbOfTxs>${paid.length}</NbOfTxs>`);
    expect(xml).toContain('<Cd>SALA</Cd>');
    const empty = await get(`/paychecks/payment-file?paidDate=${osloDate(new Date(0))}`, demo);
    expect(empty.status).toBe(422);
  });

  it('e-mails payslips through the queue, protected by the birth date when asked; refuses a paycheck whose employee has no address', async () => {
    const demo = await demoPayroll();
    const send = (withPassword: boolean) =>
      gql(
        t,
        'mutation ($ids: [ID!]!, $withPassword: Boolean) { emailPayslips(ids: $ids, withPassword: $withPassword) }',
        { ids: [demo.paycheck.id], withPassword },
        demo,
      );
    const sent = await send(true);
    expect(sent.body.data).toEqual({ emailPayslips: 1 });
    const queued = await t.app.services.transactions.system((tx) =>
      tx.select().from(mails).where(eq(mails.unitId, demo.unitId)),
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]!.text).toContain('DDMMÅÅ');
    await t.app.services.transactions.system((tx) =>
      tx.update(employees).set({ email: null }).where(eq(employees.id, demo.paycheck.employeeId)),
    );
    const refused = await send(false);
    expect(refused.body.errors?.[0]?.extensions?.validations).toEqual([
      expect.objectContaining({ attribute: 'base', type: 'missing_email' }),
    ]);
    const after = await t.app.services.transactions.system((tx) =>
      tx.select().from(mails).where(eq(mails.unitId, demo.unitId)),
    );
    expect(after).toHaveLength(1);
  });
});
