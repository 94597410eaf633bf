/**
 * Yearly reports bench (issue #17): the yearly statements (årsoppgaver) of 1,000 employees as PDFs.
 *
 * One company in Oslo (zone 1) with the default main templates, 1,000 employees with an e-mail address and
 * a work relation, and a locked paycheck for every month of 2026: 12,000 paychecks of 4 lines (fastlønn,
 * overtid, kilometergodtgjørelse and fri telefon as a benefit in kind) whose stored figures add up, written
 * in bulk SQL (the reports read stored figures; computing them is bench:paychecks). Measured:
 *
 * 1. read: `yearlyReports` (every statement's view of the year, as sendYearlyReports reads them);
 * 2. render: the 1,000 PDFs one after another through the one renderer, encrypted as they are mailed,
 *    total and per PDF (p50, p95), and their size;
 * 3. send: `sendYearlyReports` whole (read, render, queue 1,000 mails with their PDFs and audit rows);
 * 4. the payroll journal of the year (12,000 vouchers) and one statement through its REST route.
 *
 * Peak memory: the process's resident set and V8 heap, sampled every 20 ms during each step.
 *
 *   npm run bench:yearly -w @fjord/bench                                     # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_KINDS=postgres npm run bench:yearly -w @fjord/bench
 *   BENCH_EMPLOYEES=100 …                                                    # a smaller run
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { osloDate } from '@fjord/domain';
import { paycheckPeriodService } from '@fjord/server/src/modules/paycheck-periods/service.js';
import { seedDefaultPaycheckLineTemplates } from '@fjord/server/src/modules/paycheck-templates/defaults.js';
import { payrollJournalOfYear } from '@fjord/server/src/modules/paycheck-reports/journal.js';
import { sendYearlyReports } from '@fjord/server/src/modules/paycheck-reports/yearly-mail.js';
import { yearlyReports } from '@fjord/server/src/modules/paycheck-reports/yearly.js';
import { payslipPassword, renderYearlyReport } from '@fjord/server/src/pdf/render.js';
import { actorFor } from '@fjord/server/src/test/fixtures.js';
import { withServer, type Bench } from './support.js';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 1000);
const YEAR = 2026;

/** Peak RSS and heap (MB) while `work` runs, sampled every 20 ms. */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; rss: number; heap: number }> {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, 20);
  try {
    const result = await work();
    sample();
    return { result, rss: rss / 2 ** 20, heap: heap / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

const at = (samples: number[], q: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);

async function seed({ t, me }: Bench): Promise<void> {
  const started = performance.now();
  const stamp = sql`${me.unitId}, ${me.userId}, ${me.userId}`;
  const actor = actorFor(t, me);
  await t.app.services.transactions.system(async (tx) => {
    await seedDefaultPaycheckLineTemplates(tx, actor);
    await tx.execute(sql`
      insert into unit_paycheck_settings (unit_id, created_by_id, updated_by_id, municipality_number)
      values (${stamp}, '0301')`);
    await tx.execute(sql`
      insert into sub_units (unit_id, created_by_id, updated_by_id, name, organization_number, municipality_number)
      values (${stamp}, 'Fjord AS avd. Oslo', '973861883', '0301')`);
    await tx.execute(sql`
      insert into employees (unit_id, created_by_id, updated_by_id, first_name, last_name, email, address, zip, city,
                             birth_date, vacation_money_percentage, credit_days, social_security_number)
      select ${stamp}, 'Ansatt', 'Nordmann ' || lpad(i::text, 4, '0'), 'ansatt' || i || '@example.no',
             'Storgata ' || i % 90, '0155', 'Oslo', date '1960-01-01' + (i * 7) % 14000, 10.2, 0, lpad(i::text, 11, '0')
        from generate_series(1, ${EMPLOYEES}) as i`);
    await tx.execute(sql`
      insert into work_relations (unit_id, created_by_id, updated_by_id, employee_id, sub_unit_id, start_date,
                                  employment_type, duration_type, shift_type, employment_percentage,
                                  hours_every_week_with_full_employment)
      select ${stamp}, e.id, s.id, date '2020-01-01', 'ordinaertArbeidsforhold', 'fast', 'ikkeSkift', 100, 37.5
        from employees e, sub_units s where e.unit_id = ${me.unitId} and s.unit_id = ${me.unitId}`);
  });
  await t.app.services.transactions.tenant(me.unitId, (tx) => paycheckPeriodService.createYear(tx, actor, YEAR));
  await t.app.services.transactions.system(async (tx) => {
    // A month's pay: salary s, overtime 2,000, 350 kilometre allowance (not taxed), a 500 phone (taxed, not paid).
    await tx.execute(sql`
      create temporary table bench_pay as
      select r.id as work_relation_id, r.employee_id, r.sub_unit_id, p.id as period_id, p.month,
             make_date(${YEAR}, p.month, 20) as paid_date, e.first_name || ' ' || e.last_name as name,
             e.social_security_number, (38000 + (row_number() over (partition by p.id order by e.id) * 137) % 40000)::numeric as salary
        from work_relations r join employees e on e.id = r.employee_id
        cross join paycheck_periods p
       where r.unit_id = ${me.unitId} and p.unit_id = ${me.unitId}`);
    await tx.execute(sql`
      insert into paychecks (unit_id, created_by_id, updated_by_id, number, sequence, status, period_id, work_relation_id,
                             employee_id, sub_unit_id, start_date, end_date, paid_date, journal_date, tax_deduction_method,
                             tax_percentage, gross_pay, withholding_basis, extra_withholding_basis, tax_deduction,
                             vacation_pay_basis, vacation_pay_percentage, vacation_pay, employer_tax_zone,
                             employer_tax_basis, employer_tax, deductions, prepaid, net_pay, locked_at, employee_name,
                             employee_address, employee_zip, employee_city, employee_social_security_number)
      select ${stamp}, (row_number() over (order by month, employee_id))::text,
             row_number() over (order by month, employee_id), 'LOCKED', period_id, work_relation_id, employee_id,
             sub_unit_id, make_date(${YEAR}, month, 1), (make_date(${YEAR}, month, 1) + interval '1 month - 1 day')::date,
             paid_date, paid_date, 'MAIN_EMPLOYER_PERCENTAGE', 30, salary + 2350, salary + 2500, 0,
             floor((salary + 2500) * 0.3), salary + 2000, 10.2, round((salary + 2000) * 0.102, 2), '1',
             salary + 2500, round((salary + 2500) * 0.141, 2), 0, 0, salary + 2350 - floor((salary + 2500) * 0.3),
             now(), name, 'Storgata 1', '0155', 'Oslo', social_security_number
        from bench_pay`);
    await tx.execute(sql`
      insert into paycheck_lines (unit_id, created_by_id, updated_by_id, paycheck_id, position, main_template_id,
                                  template_number, description, altinn_fordel, pay_code, quantity, rate, sum,
                                  calculation_type, withholding, employer_tax, vacation_pay_basis, altinn)
      select ${stamp}, p.id, l.position, m.id, l.number, m.description, m.altinn_fordel, m.pay_code,
             null, null, case l.number when 100 then p.gross_pay - 2350 when 120 then 2000 when 300 then 350 else 500 end,
             m.calculation_type, case l.number when 300 then 'NONE' else 'TABLE' end, l.number <> 300,
             l.number in (100, 120), true
        from paychecks p
        cross join (values (100, 0), (120, 1), (300, 2), (500, 3)) as l(number, position)
        join main_paycheck_line_templates m on m.unit_id = ${me.unitId} and m.number = l.number
       where p.unit_id = ${me.unitId}`);
    await tx.execute(sql`drop table bench_pay`);
    await tx.execute(sql`analyze`);
  });
  console.log(`  seeded ${EMPLOYEES} employees with 12 locked paychecks of 4 lines each in ${seconds(started)} s`);
}

async function run(kind: 'pglite' | 'postgres'): Promise<void> {
  await withServer(kind, async (bench) => {
    const { t, me } = bench;
    await seed(bench);
    const today = osloDate(t.app.services.clock.now());

    let started = performance.now();
    const read = await withPeakMemory(() =>
      t.app.services.transactions.tenant(me.unitId, (tx) => yearlyReports(tx, me.unitId, YEAR, today)),
    );
    console.log(
      `  read: ${read.result.length} statements in ${seconds(started)} s (peak RSS ${read.rss.toFixed(0)} MB, heap ${read.heap.toFixed(0)} MB)`,
    );

    const each: number[] = [];
    let bytes = 0;
    started = performance.now();
    const cpuBefore = process.cpuUsage();
    const rendered = await withPeakMemory(async () => {
      for (const report of read.result) {
        const one = performance.now();
        bytes += (await renderYearlyReport(report.view, { password: payslipPassword(report.birthDate) })).length;
        each.push(performance.now() - one);
      }
    });
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `  render: ${each.length} PDFs in ${seconds(started)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s), p50 ${at(each, 0.5).toFixed(1)} ms, p95 ${at(each, 0.95).toFixed(1)} ms, ` +
        `${(bytes / each.length / 1024).toFixed(1)} kB each (peak RSS ${rendered.rss.toFixed(0)} MB, heap ${rendered.heap.toFixed(0)} MB)`,
    );

    started = performance.now();
    const sent = await withPeakMemory(() => sendYearlyReports(t.app.services, actorFor(t, me), YEAR));
    console.log(
      `  sendYearlyReports: ${sent.result} PDFs queued in ${seconds(started)} s (peak RSS ${sent.rss.toFixed(0)} MB, heap ${sent.heap.toFixed(0)} MB)`,
    );

    started = performance.now();
    const journal = await withPeakMemory(() =>
      t.app.services.transactions.tenant(me.unitId, (tx) => payrollJournalOfYear(tx, me.unitId, YEAR, 'nb')),
    );
    console.log(
      `  payroll journal: ${journal.result.length} lines in ${seconds(started)} s (peak RSS ${journal.rss.toFixed(0)} MB)`,
    );

    const relation = read.result[0]!.workRelationId;
    const route: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const one = performance.now();
      const response = await fetch(`${t.url}/pdf/paycheck-reports/yearly/${relation}?year=${YEAR}`, {
        headers: { authorization: `Bearer ${me.token}`, 'x-unit-id': me.unitId },
      });
      await response.arrayBuffer();
      if (i >= 2) route.push(performance.now() - one);
    }
    console.log(`  GET one statement's PDF: p50 ${at(route, 0.5).toFixed(1)} ms, p95 ${at(route, 0.95).toFixed(1)} ms`);
  });
}

const kinds = (process.env.BENCH_KINDS ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',') as (
  'pglite' | 'postgres'
)[];
for (const kind of kinds) await run(kind);
