import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMoney, sumMoney, toMoney, voucherBalances, type JournalLine, type Reconciled } from '@fjord/domain';
import { mails } from '../../db/schema.js';
import { TEST_DATABASES } from '../../test/database.js';
import { actorFor, addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import {
  createPaycheck,
  hire,
  lockPaycheck,
  payrollUnit,
  period,
  periodsOf,
  saveTemplate,
  template,
  usePayrollTestApp,
  type Hired,
  type Paycheck,
  type PayrollUnit,
} from '../../test/paycheck-fixture.js';
import { pdfText } from '../../test/pdf-text.js';
import { gqlOk } from '../../test/sweeps.js';
import { ameldingReports } from '../altinn-reports/tables.js';
import { employees } from '../employees/tables.js';
import { mainPaycheckLineTemplates } from '../paycheck-templates/tables.js';
import { sendYearlyReports } from './yearly-mail.js';

const SUMMARY = `query ($year: Int!) { paychecksSummaryReport(year: $year) {
  year months { month period grossPay withholding employerTaxBasis employerTax deductions netPay paycheckCount
    employees { employeeId employeeName grossPay withholding netPay paycheckCount } }
  totals { grossPay withholding employerTaxBasis employerTax deductions netPay paycheckCount } } }`;
const VACATION = `query ($year: Int!) { vacationMoneyReport(year: $year) {
  year payoutYear rows { employeeId employeeName percentage seniorPercentage basis ordinary senior accrued paid remaining
    employerTaxZone employerTaxRate employerTax }
  totals { basis accrued paid remaining employerTax } } }`;
const AMOUNT = '{ source bookkeeping difference }';
const PAYCHECKS_RECONCILIATION = `query ($year: Int!) { paychecksAndBookkeepingReconciliation(year: $year) {
  months { month withholding ${AMOUNT} employerTax ${AMOUNT} payCost ${AMOUNT} flagged }
  totals { withholding ${AMOUNT} employerTax ${AMOUNT} payCost ${AMOUNT} flagged } } }`;
const AMELDING_RECONCILIATION = `query ($year: Int!) { ameldingAndBookkeepingReconciliation(year: $year) {
  months { month reported messageCount withholding ${AMOUNT} employerTaxBasis ${AMOUNT} employerTax ${AMOUNT} flagged }
  totals { withholding ${AMOUNT} flagged } } }`;
const YEARLY = `query ($year: Int!) { yearlyReports(year: $year) {
  workRelationId employeeId employeeName email subUnitName grossPay withholding paycheckCount } }`;
const SEND = `mutation ($year: Int!) { sendYearlyReports(year: $year) }`;

type Figures = Record<string, string> & { paycheckCount: number };
type Month = Figures & { month: number; employees: (Figures & { employeeName: string })[] };
type ReconciledMonth = { month: number; flagged: boolean; reported?: boolean; messageCount?: number } & Record<
  string,
  Reconciled
>;

const sumOf = (paychecks: readonly Paycheck[], field: string) =>
  sumMoney(paychecks.map((paycheck) => paycheck[field] as string)).toFixed(2);

/**
 * The payroll reports (issue #17 item 6) over real locked paychecks of the fixture's company (Oslo,
 * zone 1; today 2026-11-15): Kari (12 %) paid in November and December 2025, in March 2026 with a
 * kilometre allowance and a free phone, and in June 2026 with last year's vacation pay; Ola in March
 * and May 2026, and an open paycheck in April that no report counts. Another company's locked
 * paycheck must never show.
 */
describe.each(TEST_DATABASES)('paycheck reports (%s)', (kind) => {
  const t = usePayrollTestApp(kind);
  let unit: PayrollUnit;
  let kari: Hired;
  let ola: Hired;
  let other: PayrollUnit;
  let otherRelation: Hired;
  /** The unit's locked paychecks of 2026 and of 2025, as the API answers them. */
  let locked2026: Paycheck[];
  let locked2025: Paycheck[];

  const salary = (rate: string) => ({ mainTemplateId: template(unit, 100), quantity: '1', rate });
  const paid = async (who: Hired, periodId: string, lines?: Record<string, unknown>[]) => {
    const paycheck = await createPaycheck(t, unit, { workRelationId: who.workRelationId, periodId, lines });
    return lockPaycheck(t, unit, paycheck.id, true);
  };
  const get = (path: string, who: Fixture) =>
    fetch(`${t.url}${path}`, {
      headers: { authorization: `Bearer ${who.token}`, 'x-unit-id': who.unitId, 'accept-language': 'nb' },
    });

  beforeAll(async () => {
    unit = await payrollUnit(t);
    kari = await hire(t, unit, { firstName: 'Kari', vacationMoneyPercentage: '12' });
    ola = await hire(t, unit, { firstName: 'Ola', lastName: 'Hansen' });
    await t.app.services.transactions.system((tx) =>
      tx.update(employees).set({ email: 'kari@example.com' }).where(eq(employees.id, kari.employeeId)),
    );
    const lastYear = await periodsOf(t, unit, 2025);
    locked2025 = [
      await paid(kari, lastYear.get(11)!, [salary('40000')]),
      await paid(kari, lastYear.get(12)!, [salary('40000')]),
    ];
    await saveTemplate(t, unit, kari.workRelationId, [salary('40000')]);
    locked2026 = [
      await paid(kari, period(unit, 3), [
        salary('40000'),
        { mainTemplateId: template(unit, 300), quantity: '100' },
        { mainTemplateId: template(unit, 500), quantity: '1', rate: '500' },
      ]),
      await paid(ola, period(unit, 3), [salary('30000'), { mainTemplateId: template(unit, 130), sum: '5000' }]),
      await paid(ola, period(unit, 5), [salary('30000')]),
      // From the templates: June adds last year's vacation pay and the holiday deduction.
      await paid(kari, period(unit, 6)),
    ];
    await createPaycheck(t, unit, {
      workRelationId: ola.workRelationId,
      periodId: period(unit, 4),
      lines: [salary('1')],
    });
    other = await payrollUnit(t);
    otherRelation = await hire(t, other, { firstName: 'Fremmed' });
    const foreign = await createPaycheck(t, other, {
      workRelationId: otherRelation.workRelationId,
      periodId: period(other, 3),
      lines: [{ mainTemplateId: template(other, 100), quantity: '1', rate: '77777' }],
    });
    await lockPaycheck(t, other, foreign.id, true);
  });

  it('the June paycheck of the fixture paid last year’s vacation pay (80,000 × 12 % = 9,600)', () => {
    const june = locked2026[3]!;
    expect(june.lines.find((line) => line.templateNumber === 200)?.sum).toBe('9600.00');
  });

  it('summarises the locked paychecks per month of payment and employee: sums equal the paychecks, the open one and another unit’s left out', async () => {
    const { paychecksSummaryReport: report } = await gqlOk<{
      paychecksSummaryReport: { year: number; months: Month[]; totals: Figures };
    }>(t, unit, SUMMARY, { year: 2026 });
    expect(report.months.map((month) => month.paycheckCount)).toEqual([0, 0, 2, 0, 1, 1, 0, 0, 0, 0, 0, 0]);
    const march = report.months[2]!;
    const marchPaychecks = locked2026.slice(0, 2);
    expect(march).toMatchObject({
      period: '2026-03',
      grossPay: sumOf(marchPaychecks, 'grossPay'),
      withholding: sumOf(marchPaychecks, 'taxDeduction'),
      employerTaxBasis: sumOf(marchPaychecks, 'employerTaxBasis'),
      employerTax: sumOf(marchPaychecks, 'employerTax'),
      netPay: sumOf(marchPaychecks, 'netPay'),
    });
    // gross − withholding − deductions = net, in every month.
    for (const month of report.months)
      expect(toMoney(month.grossPay!).minus(month.withholding!).minus(month.deductions!).toFixed(2)).toBe(month.netPay);
    expect(march.employees.map((row) => [row.employeeName, row.grossPay])).toEqual([
      ['Kari Nordmann', locked2026[0]!.grossPay],
      ['Ola Hansen', locked2026[1]!.grossPay],
    ]);
    expect(report.totals).toMatchObject({
      paycheckCount: 4,
      grossPay: sumOf(locked2026, 'grossPay'),
      withholding: sumOf(locked2026, 'taxDeduction'),
      employerTax: sumOf(locked2026, 'employerTax'),
      netPay: sumOf(locked2026, 'netPay'),
    });
    expect(JSON.stringify(report)).not.toContain('Fremmed');
  });

  it('exports the journal of the year as CSV with a BOM, every voucher balanced, withholding and employer tax on 2600 and 2770', async () => {
    const response = await get('/exports/payroll-journal?year=2026', unit);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="lonnsjournal-2026.csv"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(header).toBe('date;voucher;voucherType;account;debit;credit;vatCode;customerNumber;text;currencyCode');
    expect(rows.every((row) => row.split(';')[2] === 'PAYCHECK')).toBe(true);

    const json = await (await get('/exports/payroll-journal?year=2026&format=json', unit)).json();
    const lines = (json as { lines: JournalLine[] }).lines;
    expect(rows).toHaveLength(lines.length);
    const balances = voucherBalances(lines);
    expect([...balances.keys()].sort()).toEqual(locked2026.map((paycheck) => `L${paycheck.number}`).sort());
    expect([...balances.values()].every((balance) => balance === '0.00')).toBe(true);
    const onAccount = (account: string, side: 'debit' | 'credit') =>
      sumMoney(lines.filter((line) => line.account === account).map((line) => line[side])).toFixed(2);
    expect(onAccount('2600', 'credit')).toBe(sumOf(locked2026, 'taxDeduction'));
    expect(onAccount('2770', 'credit')).toBe(sumOf(locked2026, 'employerTax'));
    expect(onAccount('2930', 'credit')).toBe(sumOf(locked2026, 'netPay'));
    expect(onAccount('7100', 'debit')).toBe('350.00');
    expect(onAccount('5210', 'debit')).toBe('500.00');
    expect(onAccount('5290', 'credit')).toBe('500.00');
    // The vacation pay paid out settles 2940; what the paychecks earn is credited to it.
    expect(onAccount('2940', 'debit')).toBe('9600.00');
    expect(onAccount('2940', 'credit')).toBe(sumOf(locked2026, 'vacationPay'));
    expect(JSON.stringify(lines)).not.toContain('Fremmed');
  });

  it('refuses a journal or report year that is not a payroll year', async () => {
    expect((await get('/exports/payroll-journal?year=20x6', unit)).status).toBe(400);
    expect((await get('/exports/payroll-journal?year=2026&format=xml', unit)).status).toBe(400);
    const refused = await gql(t, SUMMARY, { year: 1999 }, unit);
    expect(refused.body.errors?.[0]?.extensions?.validations).toEqual([
      { model: 'paycheckReport', attribute: 'year', type: 'between', params: { min: '2000', max: '2099' } },
    ]);
  });

  it('lists the vacation money of 2025: 80,000 at 12 % = 9,600 accrued, paid in June 2026, none left; employer tax 14.1 % of the accrual', async () => {
    const { vacationMoneyReport: report } = await gqlOk<{
      vacationMoneyReport: { year: number; payoutYear: number; rows: Record<string, unknown>[]; totals: Figures };
    }>(t, unit, VACATION, { year: 2025 });
    expect(report.payoutYear).toBe(2026);
    expect(report.rows).toEqual([
      {
        employeeId: kari.employeeId,
        employeeName: 'Kari Nordmann',
        percentage: '12',
        seniorPercentage: null,
        basis: sumOf(locked2025, 'vacationPayBasis'),
        ordinary: '9600.00',
        senior: '0.00',
        accrued: '9600.00',
        paid: '9600.00',
        remaining: '0.00',
        employerTaxZone: '1',
        employerTaxRate: '14.1',
        employerTax: '1353.60',
      },
    ]);
    expect(report.totals).toMatchObject({
      accrued: '9600.00',
      paid: '9600.00',
      remaining: '0.00',
      employerTax: '1353.60',
    });
    // 2026 so far: both employees, accrued by this year's paychecks, nothing paid of it yet.
    const { vacationMoneyReport: now } = await gqlOk<{
      vacationMoneyReport: { rows: { employeeName: string; basis: string; paid: string }[] };
    }>(t, unit, VACATION, { year: 2026 });
    expect(now.rows.map((row) => [row.employeeName, row.basis, row.paid])).toEqual([
      ['Ola Hansen', sumOf(locked2026.slice(1, 3), 'vacationPayBasis'), '0.00'],
      ['Kari Nordmann', sumOf([locked2026[0]!, locked2026[3]!], 'vacationPayBasis'), '0.00'],
    ]);
  });

  it('reconciles the a-melding with the books: a matching month, a month off by 100, a month with pay but no received message', async () => {
    const byMonth = (month: number) => locked2026.filter((paycheck) => paycheck.paidDate.startsWith(`2026-0${month}`));
    const message = (month: number, status: 'SUCCESSFUL' | 'REPLACED' | 'REJECTED', extra = '0') => {
      const paychecks = byMonth(month);
      return {
        unitId: unit.unitId,
        year: 2026,
        month,
        kind: 'ORDINARY' as const,
        status,
        meldingsId: `test-${month}-${status}`,
        idempotencyKey: crypto.randomUUID(),
        message: {},
        employeeCount: paychecks.length,
        paycheckCount: paychecks.length,
        grossPay: sumOf(paychecks, 'grossPay'),
        withholding: toMoney(sumOf(paychecks, 'taxDeduction')).plus(extra).toFixed(2),
        employerTaxBasis: sumOf(paychecks, 'employerTaxBasis'),
        employerTax: sumOf(paychecks, 'employerTax'),
        garnishment: '0.00',
      };
    };
    await t.app.services.transactions.tenant(unit.unitId, (tx) =>
      tx
        .insert(ameldingReports)
        .values([
          message(3, 'SUCCESSFUL'),
          message(6, 'REPLACED', '-5000'),
          message(6, 'SUCCESSFUL', '100'),
          message(5, 'REJECTED'),
        ]),
    );
    const { ameldingAndBookkeepingReconciliation: report } = await gqlOk<{
      ameldingAndBookkeepingReconciliation: { months: ReconciledMonth[]; totals: { flagged: boolean } };
    }>(t, unit, AMELDING_RECONCILIATION, { year: 2026 });
    const [march, may, june, july] = [3, 5, 6, 7].map((month) => report.months[month - 1]!);
    expect(march).toMatchObject({ reported: true, messageCount: 1, flagged: false });
    expect(march.withholding).toEqual({
      source: sumOf(byMonth(3), 'taxDeduction'),
      bookkeeping: sumOf(byMonth(3), 'taxDeduction'),
      difference: '0.00',
    });
    expect(may).toMatchObject({ reported: false, messageCount: 0, flagged: true });
    expect(may.employerTax!.difference).toBe(sumOf(byMonth(5), 'employerTax'));
    expect(june).toMatchObject({ reported: true, messageCount: 1, flagged: true });
    expect(june.withholding!.difference).toBe('-100.00');
    expect(june.employerTaxBasis!.difference).toBe('0.00');
    expect(july).toMatchObject({ reported: false, flagged: false });
    expect(report.totals.flagged).toBe(true);
  });

  it('lists the yearly reports of 2026 per work relation, and renders Kari’s PDF with her pay per pay code, withholding and the a-melding note', async () => {
    const { yearlyReports } = await gqlOk<{ yearlyReports: Record<string, unknown>[] }>(t, unit, YEARLY, {
      year: 2026,
    });
    const kariPaychecks = [locked2026[0]!, locked2026[3]!];
    expect(yearlyReports).toEqual([
      {
        workRelationId: kari.workRelationId,
        employeeId: kari.employeeId,
        employeeName: 'Kari Nordmann',
        email: 'kari@example.com',
        subUnitName: 'Hovedkontoret',
        grossPay: sumOf(kariPaychecks, 'grossPay'),
        withholding: sumOf(kariPaychecks, 'taxDeduction'),
        paycheckCount: 2,
      },
      expect.objectContaining({ workRelationId: ola.workRelationId, email: null, paycheckCount: 2 }),
    ]);
    const response = await get(`/pdf/paycheck-reports/yearly/${kari.workRelationId}?year=2026`, unit);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Årsoppgave-2026-Kari-Nordmann.pdf')}`,
    );
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    const [employee] = await t.app.services.transactions.system((tx) =>
      tx.select().from(employees).where(eq(employees.id, kari.employeeId)),
    );
    const nb = (value: string) => formatMoney(value, 'nb').replace(/\u00a0/g, ' ');
    expect(text).toContain('Årsoppgave 2026');
    expect(text).toContain(employee!.socialSecurityNumber!);
    // 40,000 in March and June, the holiday deduction and the vacation pay by their code-list names.
    expect(text).toContain(`Fastlønn ${nb('80000')}`);
    expect(text).toContain(`Trekk i lønn for ferie ${nb('-38461.54')}`);
    expect(text).toContain(`Feriepenger ${nb('9600')}`);
    expect(text).toContain(`Elektronisk kommunikasjon ${nb('500')}`);
    expect(text).toContain(`Kilometergodtgjørelse bil ${nb('350')}`);
    expect(text).toContain(`Forskuddstrekk ${nb(sumOf(kariPaychecks, 'taxDeduction'))}`);
    expect(text).toContain('a-meldingen for 2026');
    expect(text).not.toContain('Ola');
  });

  it('answers NOT_FOUND for another unit’s work relation and a malformed id, and refuses members without canViewSalaries', async () => {
    expect((await get(`/pdf/paycheck-reports/yearly/${otherRelation.workRelationId}?year=2026`, unit)).status).toBe(
      404,
    );
    expect((await get('/pdf/paycheck-reports/yearly/not-a-uuid?year=2026', unit)).status).toBe(404);
    const accountant = await userWithUnit(t, { role: 'accountant' });
    await addMember(t, accountant.userId, unit.unitId, 'accountant');
    const asAccountant = { ...accountant, unitId: unit.unitId };
    expect((await get(`/pdf/paycheck-reports/yearly/${kari.workRelationId}?year=2026`, asAccountant)).status).toBe(403);
    expect((await get('/exports/payroll-journal?year=2026', asAccountant)).status).toBe(403);
    for (const query of [SUMMARY, VACATION, PAYCHECKS_RECONCILIATION, AMELDING_RECONCILIATION, YEARLY, SEND])
      expect(errorCode(await gql(t, query, { year: 2026 }, asAccountant))).toBe('FORBIDDEN');
  });

  it('sends nothing when one employee’s PDF fails to render: all or none', async () => {
    await t.app.services.transactions.system((tx) =>
      tx.update(employees).set({ email: 'ola@example.com' }).where(eq(employees.id, ola.employeeId)),
    );
    const queued = () =>
      t.app.services.transactions.system((tx) => tx.select().from(mails).where(eq(mails.unitId, unit.unitId)));
    const before = (await queued()).length;
    let rendered = 0;
    const failingForOla = async () => {
      rendered += 1;
      if (rendered === 2) throw new Error('the renderer failed');
      return Buffer.from('%PDF-1.7');
    };
    await expect(sendYearlyReports(t.app.services, actorFor(t, unit), 2026, failingForOla)).rejects.toThrow(
      'the renderer failed',
    );
    expect(rendered).toBe(2);
    expect(await queued()).toHaveLength(before);
    await t.app.services.transactions.system((tx) =>
      tx.update(employees).set({ email: null }).where(eq(employees.id, ola.employeeId)),
    );
  });

  it('e-mails each employee with an address the yearly report, protected by the birth date, and answers the count', async () => {
    const mailsBefore = t.mails.length;
    expect((await gqlOk<{ sendYearlyReports: number }>(t, unit, SEND, { year: 2026 })).sendYearlyReports).toBe(1);
    await t.runDueJobs();
    const sent = t.mails.slice(mailsBefore);
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['kari@example.com', 'Årsoppgave 2026 fra ' + (await unitName())],
    ]);
    expect(sent[0]!.text).toContain('DDMMÅÅ');
    const attachment = sent[0]!.attachments![0]!;
    expect(attachment).toMatchObject({ fileName: 'Årsoppgave-2026-Kari-Nordmann.pdf', contentType: 'application/pdf' });
    await expect(pdfText(attachment.data)).rejects.toThrow(/password/i);
    // Born 1980-05-12: 120580.
    expect(await pdfText(attachment.data, '120580')).toContain('Årsoppgave 2026');
    // A year without paychecks sends nothing.
    expect((await gqlOk<{ sendYearlyReports: number }>(t, unit, SEND, { year: 2024 })).sendYearlyReports).toBe(0);
  });

  it('reconciles paychecks with the books: no difference on the default accounts; a kilometre allowance booked as pay flags its month', async () => {
    const reconciliation = async () =>
      (
        await gqlOk<{ paychecksAndBookkeepingReconciliation: { months: ReconciledMonth[]; totals: ReconciledMonth } }>(
          t,
          unit,
          PAYCHECKS_RECONCILIATION,
          { year: 2026 },
        )
      ).paychecksAndBookkeepingReconciliation;
    const before = await reconciliation();
    expect(before.months.filter((month) => month.flagged)).toEqual([]);
    expect(before.totals.withholding).toEqual({
      source: sumOf(locked2026, 'taxDeduction'),
      bookkeeping: sumOf(locked2026, 'taxDeduction'),
      difference: '0.00',
    });
    await t.app.services.transactions.system((tx) =>
      tx
        .update(mainPaycheckLineTemplates)
        .set({ accountNumber: '5000' })
        .where(eq(mainPaycheckLineTemplates.id, template(unit, 300))),
    );
    const after = await reconciliation();
    expect(after.months.filter((month) => month.flagged).map((month) => month.month)).toEqual([3]);
    expect(after.months[2]!.payCost!.difference).toBe('350.00');
    expect(after.months[2]!.withholding!.difference).toBe('0.00');
    expect(after.totals.flagged).toBe(true);
  });

  async function unitName(): Promise<string> {
    const { currentUnit } = await gqlOk<{ currentUnit: { name: string } }>(t, unit, '{ currentUnit { name } }');
    return currentUnit.name;
  }
});
