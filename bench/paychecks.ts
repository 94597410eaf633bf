/**
 * Paycheck bench (issue #16): compute and lock 1,000 paychecks of 8 lines (goal ≤ 5 s on PostgreSQL).
 *
 * One company in Oslo (municipality 0301, zone 1) with the default main templates (with their
 * bookkeeping accounts), a sub-unit in Oslo, 1,000 employees each with an active work relation in
 * it, and the tax cards of 2026 spread over the kinds: most a table card (8010–8300, with a
 * percentage), some a percentage card (main or secondary employer), a few a frikort (tax exemption
 * with a limit) and a few none (50 %). The company template has 4 lines (faste tillegg, bonus,
 * helligdagstillegg, fri telefon as a benefit in kind) and every work relation 4 of its own
 * (fastlønn, overtid 50 %, kilometergodtgjørelse, trekk i lønn for ferie): 8 lines a paycheck.
 * Seeded in bulk SQL, then the periods of 2026 by the period service. Measured through the service
 * layer in tenant transactions, one transaction per call as the GraphQL mutations run them:
 *
 * 1. compute: `createForPeriod` (the `createPeriodPaychecks` mutation, run the month) of October,
 *    1,000 paychecks from the templates in one call;
 * 2. lock: `lock` (the `lockPaychecks` mutation) of those 1,000 in one call; then September computed
 *    the same way and locked in 10 calls of 100;
 * 3. one paycheck: `create` from the templates and `lock` of one paycheck, each its own transaction
 *    (August), p50 and p95.
 *
 * The statements per paycheck are counted (the server's statement logger). A checksum of every
 * figure and line stored is printed: a change that makes the bench faster must leave it as it was.
 *
 *   npm run bench:paychecks -w @fjord/bench                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_KINDS=postgres npm run bench:paychecks -w @fjord/bench
 *   BENCH_PAYCHECKS=100 BENCH_SINGLE=20 …                         # smaller runs
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Actor } from '@fjord/server/src/db/audit.js';
import type { Tx } from '@fjord/server/src/db/connection.js';
import { paycheckPeriodService } from '@fjord/server/src/modules/paycheck-periods/service.js';
import { seedDefaultPaycheckLineTemplates } from '@fjord/server/src/modules/paycheck-templates/defaults.js';
import { paycheckService, type PaycheckRow } from '@fjord/server/src/modules/paychecks/service.js';
import { actorFor } from '@fjord/server/src/test/fixtures.js';
import { StatementCounter } from '@fjord/server/src/test/statements.js';
import { measure, withServer, type Bench, type Stats } from './support.js';

const PAYCHECKS = Number(process.env.BENCH_PAYCHECKS ?? 1000);
/** Single paychecks created and locked one by one (after a tenth as warm-up). */
const SINGLE = Math.min(Number(process.env.BENCH_SINGLE ?? 100), Math.floor(PAYCHECKS / 1.1));
const SINGLE_WARMUP = Math.ceil(SINGLE / 10);
const LOCK_BATCHES = 10;
const YEAR = 2026;
/** The day the service is told it is: October, September and August 2026 are open to paychecks then. */
const TODAY = '2026-11-20';
const MONTHS = { once: 10, batches: 9, single: 8 } as const;
const PERMISSIONS = { advanced: false };

type Figures = { seconds: number; statements: number };

async function seed({ t, me }: Bench): Promise<void> {
  const started = performance.now();
  const stamp = sql`${me.unitId}, ${me.userId}, ${me.userId}`;
  const actor: Actor = actorFor(t, me);
  await t.app.services.transactions.system(async (tx) => {
    await seedDefaultPaycheckLineTemplates(tx, actor);
    await tx.execute(sql`
      insert into unit_paycheck_settings (unit_id, created_by_id, updated_by_id, municipality_number)
      values (${stamp}, '0301')`);
    await tx.execute(sql`
      insert into sub_units (unit_id, created_by_id, updated_by_id, name, organization_number, municipality_number)
      values (${stamp}, 'Fjord AS avd. Oslo', '973861883', '0301')`);
    await tx.execute(sql`
      insert into employees (unit_id, created_by_id, updated_by_id, first_name, last_name, address, zip, city,
                             birth_date, vacation_money_percentage, credit_days, social_security_number)
      select ${stamp}, 'Ansatt', 'Nordmann ' || lpad(i::text, 4, '0'), 'Storgata ' || i % 90, '0155', 'Oslo',
             date '1960-01-01' + (i * 7) % 14000, case when i % 5 = 0 then 12 else 10.2 end, 0,
             lpad(i::text, 11, '0')
        from generate_series(1, ${PAYCHECKS}) as i`);
    // Numbered by name, as run the month takes them: employee n, relation n.
    await tx.execute(sql`create table bench_employees as
      select id, row_number() over (order by last_name)::int as n from employees where unit_id = ${me.unitId}`);
    await tx.execute(sql`
      insert into work_relations (unit_id, created_by_id, updated_by_id, employee_id, sub_unit_id, start_date,
                                  employment_type, duration_type, shift_type, employment_percentage,
                                  hours_every_week_with_full_employment)
      select ${stamp}, e.id, s.id, date '2020-01-01' + e.n % 900, 'ordinaertArbeidsforhold', 'fast', 'ikkeSkift', 100, 37.5
        from bench_employees e, sub_units s
       where s.unit_id = ${me.unitId}`);
    // The 2026 cards: of every 20, one none (50 %), one frikort, two main-employer percentage, one
    // secondary-employer percentage, fifteen a table (8010–8300) with its percentage.
    await tx.execute(sql`
      insert into employee_tax_cards (unit_id, created_by_id, updated_by_id, employee_id, calendar_year,
                                      tax_deduction_method, tax_table, tax_percentage, tax_exemption,
                                      tax_exemption_amount_limit)
      select ${stamp}, e.id, ${YEAR},
             case when e.n % 20 = 1 then 'TAX_EXEMPTION'
                  when e.n % 20 in (2, 3) then 'MAIN_EMPLOYER_PERCENTAGE'
                  when e.n % 20 = 4 then 'SECONDARY_EMPLOYER_PERCENTAGE'
                  else 'MAIN_EMPLOYER_TABLE' end,
             case when e.n % 20 >= 5 then (8010 + 10 * (e.n % 30))::text end,
             case when e.n % 20 = 1 then null else 25 + e.n % 20 end,
             e.n % 20 = 1,
             case when e.n % 20 = 1 then 65000 end
        from bench_employees e
       where e.n % 20 <> 0`);
    const template = (number: number) =>
      sql`(select id from main_paycheck_line_templates where unit_id = ${me.unitId} and number = ${number})`;
    // The company template: faste tillegg, bonus, helligdagstillegg, fri telefon (benefit in kind).
    await tx.execute(sql`
      insert into paycheck_template_lines (unit_id, created_by_id, updated_by_id, main_template_id, position,
                                           quantity, rate, sum)
      values (${stamp}, ${template(140)}, 0, null, null, 1500),
             (${stamp}, ${template(130)}, 1, null, null, 2000),
             (${stamp}, ${template(150)}, 2, 7.5, 180, null),
             (${stamp}, ${template(500)}, 3, null, null, 366)`);
    // Each relation's own: fastlønn, overtid 50 %, kilometergodtgjørelse (the template's rate), trekk i lønn for ferie.
    await tx.execute(sql`
      insert into paycheck_template_lines (unit_id, created_by_id, updated_by_id, work_relation_id, main_template_id,
                                           position, quantity, rate, sum)
      select ${stamp}, r.id, m.id, l.position,
             case l.number when 100 then 1 when 120 then e.n % 12 when 300 then 100 + e.n % 400 end,
             case l.number when 100 then 38000 + (e.n * 137) % 40000 when 120 then 450 + e.n % 100 end,
             case l.number when 210 then 500 + e.n % 1500 end
        from bench_employees e
        join work_relations r on r.employee_id = e.id
        cross join (values (100, 0), (120, 1), (300, 2), (210, 3)) as l(number, position)
        join main_paycheck_line_templates m on m.unit_id = ${me.unitId} and m.number = l.number`);
    await tx.execute(sql`drop table bench_employees`);
    await tx.execute(sql`analyze`);
  });
  console.log(
    `  seeded ${PAYCHECKS} employees with work relations, cards and 4 + 4 template lines in ` +
      `${Math.round(performance.now() - started)} ms`,
  );
}

const seconds = (from: number) => (performance.now() - from) / 1000;

async function run(kind: 'pglite' | 'postgres'): Promise<void> {
  const counter = new StatementCounter();
  await withServer(
    kind,
    async (bench) => {
      const { t, me, db } = bench;
      const tenant = <T>(work: (tx: Tx) => Promise<T>) => t.app.services.transactions.tenant(me.unitId, work);
      await seed(bench);
      const periods = await tenant((tx) => paycheckPeriodService.createYear(tx, actorFor(t, me), YEAR));
      const periodOf = (month: number) => periods.find((period) => period.month === month)!.id;

      /** A call timed, with the statements it sent. */
      const timed = async <T>(work: () => Promise<T>): Promise<[T, Figures]> => {
        let result: T;
        const started = performance.now();
        const statements = await counter.during(async () => {
          result = await work();
        });
        return [result!, { seconds: seconds(started), statements }];
      };
      const runMonth = (month: number) =>
        timed(() =>
          tenant((tx) =>
            paycheckService.createForPeriod(tx, actorFor(t, me), periodOf(month), {
              today: TODAY,
              permissions: PERMISSIONS,
            }),
          ),
        );
      const lock = (tx: Tx, ids: string[]) =>
        paycheckService.lock(tx, actorFor(t, me), ids, {
          confirmTooLowTax: false,
          today: TODAY,
          permissions: PERMISSIONS,
        });

      // 1. Compute October, 2. lock it in one call.
      const [october, compute] = await runMonth(MONTHS.once);
      if (october.created.length !== PAYCHECKS) throw new Error(`${october.created.length} paychecks made`);
      const octoberIds = october.created.map((row) => row.id);
      const [, lockOnce] = await timed(() => tenant((tx) => lock(tx, octoberIds)));
      // September: computed again, locked in 10 calls of a tenth.
      const [september, compute2] = await runMonth(MONTHS.batches);
      const septemberIds = september.created.map((row) => row.id);
      const each = Math.ceil(septemberIds.length / LOCK_BATCHES);
      const [, lockBatches] = await timed(async () => {
        for (let i = 0; i < septemberIds.length; i += each)
          await tenant((tx) => lock(tx, septemberIds.slice(i, i + each)));
      });

      // 3. One paycheck at a time (August): create from the templates, then lock, each its own transaction.
      const relations = (
        (await db.execute(sql`select r.id from work_relations r join employees e on e.id = r.employee_id
                               where r.unit_id = ${me.unitId} order by e.last_name
                               limit ${SINGLE + SINGLE_WARMUP}`)) as unknown as { rows: { id: string }[] }
      ).rows.map((row) => row.id);
      const made: PaycheckRow[] = [];
      let singleCreateStatements = 0;
      let singleLockStatements = 0;
      const createOne: Stats = await measure(
        async () => {
          const workRelationId = relations[made.length]!;
          singleCreateStatements += await counter.during(async () => {
            made.push(
              await tenant((tx) =>
                paycheckService.create(
                  tx,
                  actorFor(t, me),
                  { workRelationId, periodId: periodOf(MONTHS.single) },
                  { draft: false, today: TODAY, permissions: PERMISSIONS },
                ),
              ),
            );
          });
        },
        SINGLE,
        SINGLE_WARMUP,
      );
      let locked = 0;
      const lockOne: Stats = await measure(
        async () => {
          const id = made[locked++]!.id;
          singleLockStatements += await counter.during(() => tenant((tx) => lock(tx, [id])));
        },
        SINGLE,
        SINGLE_WARMUP,
      );
      const singles = SINGLE + SINGLE_WARMUP;

      // What was stored: the figures of every paycheck and its lines, as one checksum each.
      const checks = (
        (await db.execute(sql`
          select count(*)::int as paychecks, count(*) filter (where p.status = 'LOCKED')::int as locked,
                 sum(p.gross_pay)::text as gross, sum(p.tax_deduction)::text as tax, sum(p.net_pay)::text as net,
                 sum(p.employer_tax)::text as employer_tax, sum(p.vacation_pay)::text as vacation_pay,
                 md5(string_agg(concat_ws('|', p.number, e.social_security_number, p.status, p.paid_date,
                   p.tax_deduction_method, p.tax_table, p.tax_percentage, p.tax_exemption, p.half_tax, p.gross_pay,
                   p.withholding_basis, p.extra_withholding_basis, p.tax_deduction, p.expected_tax_deduction,
                   p.tax_warning, p.tax_error, p.vacation_pay_basis, p.vacation_pay_percentage, p.vacation_pay,
                   p.employer_tax_zone, p.employer_tax_basis, p.employer_tax, p.employer_tax_parts::text, p.deductions,
                   p.prepaid, p.net_pay, p.tax_confirmed, p.company_municipality, p.employee_name, p.employment_type),
                   ',' order by p.sequence)) as figures,
                 (select md5(string_agg(concat_ws('|', q.number, l.position, l.template_number, l.description,
                    l.altinn_fordel, l.pay_code, l.quantity, l.rate, l.sum, l.calculation_type, l.withholding,
                    l.employer_tax, l.vacation_pay_basis, l.altinn, l.tax_deduction, l.garnishment),
                    ',' order by q.sequence, l.position))
                    from paycheck_lines l join paychecks q on q.id = l.paycheck_id) as lines,
                 (select count(*)::int from paycheck_lines) as line_count
            from paychecks p join employees e on e.id = p.employee_id`)) as unknown as {
          rows: Record<string, string | number>[];
        }
      ).rows[0]!;
      const methods = (
        (await db.execute(sql`select coalesce(tax_deduction_method, 'NO_TAX_CARD') as method, count(*)::int as n
                                from paychecks where period_id = ${periodOf(MONTHS.once)} group by 1 order by 1`)) as unknown as {
          rows: { method: string; n: number }[];
        }
      ).rows;
      console.log(
        `  ${checks.paychecks} paychecks (${checks.locked} locked) with ${checks.line_count} lines; ` +
          `October by card: ${methods.map((row) => `${row.method} ${row.n}`).join(', ')}`,
      );
      console.log(
        `  sums: gross ${checks.gross}, tax ${checks.tax}, net ${checks.net}, employer tax ${checks.employer_tax}, ` +
          `vacation pay ${checks.vacation_pay}`,
      );
      console.log(`  checksum: figures ${checks.figures}, lines ${checks.lines}`);

      const n = PAYCHECKS;
      const row = (name: string, f: Figures) =>
        console.log(
          `  ${name.padEnd(48)} ${f.seconds.toFixed(2).padStart(7)} s ${((f.seconds * 1000) / n).toFixed(2).padStart(8)} ms ` +
            `${(f.statements / n).toFixed(1).padStart(8)}`,
        );
      console.log(
        `\n  ${'operation'.padEnd(48)} ${'wall'.padStart(9)} ${'/paycheck'.padStart(11)} ${'stmts/pc'.padStart(8)}`,
      );
      row(`compute ${n} (createForPeriod, October)`, compute);
      row(`compute ${n} again (September)`, compute2);
      row(`lock ${n} (1 call of ${n})`, lockOnce);
      row(`lock ${n} (${LOCK_BATCHES} calls of ${each})`, lockBatches);
      const total = {
        seconds: compute.seconds + lockOnce.seconds,
        statements: compute.statements + lockOnce.statements,
      };
      row(`compute + lock ${n} (goal ≤ 5 s on PostgreSQL)`, total);
      const one = (name: string, s: Stats, statements: number) =>
        console.log(
          `  ${name.padEnd(48)} p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, mean ${s.mean.toFixed(1)} ms; ` +
            `${(statements / singles).toFixed(1)} statements`,
        );
      one('one paycheck: create (own transaction)', createOne, singleCreateStatements);
      one('one paycheck: lock (own transaction)', lockOne, singleLockStatements);
      if (n === 1000)
        console.log(`  goal (compute + lock 1,000 ≤ 5 s): ${total.seconds <= 5 ? 'met' : 'missed'} on ${kind}`);
    },
    { logger: counter },
  );
}

const kinds = (process.env.BENCH_KINDS ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',') as (
  'pglite' | 'postgres'
)[];
for (const kind of kinds) await run(kind);
