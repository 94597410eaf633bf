/**
 * Issue #5 bench: a staffing company with 2,000 employees, each with a work relation (some ended,
 * some not started, some pensioners, some on leave), against the national registers (6,986
 * occupations, 357 municipalities). Measured through GraphQL over HTTP (authentication, tenant
 * transaction with row-level security, serialisation) against the same query in direct SQL:
 * the first employees page by last name with each one's derived status, the same filtered to
 * active employees, and the occupation and municipality searches the forms' autocompletes use.
 *
 *   npm run bench:payroll -w @fjord/bench                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:payroll -w @fjord/bench
 */
import { performance } from 'node:perf_hooks';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { osloDate } from '@fjord/server/src/clock.js';
import { employees } from '@fjord/server/src/db/schema.js';
import { statusSql } from '@fjord/server/src/modules/employees/service.js';
import { measure, report, withServer, type Bench, type Stats } from './support.js';

const EMPLOYEES = 2_000;
const OCCUPATION_TERM = 'sjåfør';
const MUNICIPALITY_TERM = 'berg';

const FIRST = ['Kari', 'Ola', 'Ingrid', 'Lars', 'Sofie', 'Magnus', 'Emma', 'Jonas', 'Nora', 'Aleksander'];
const LAST = ['Nordmann', 'Hansen', 'Berg', 'Johansen', 'Larsen', 'Olsen', 'Pedersen', 'Nilsen', 'Dahl', 'Haugen'];

async function seed({ t, me }: Bench): Promise<void> {
  const started = performance.now();
  const list = (names: string[]) => sql.raw(`array[${names.map((n) => `'${n}'`).join(',')}]`);
  await t.app.services.transactions.system(async (tx) => {
    await tx.execute(sql`
      insert into employees (unit_id, created_by_id, updated_by_id, first_name, last_name, address, zip, city,
                             birth_date, vacation_money_percentage, credit_days, social_security_number)
      select ${me.unitId}, ${me.userId}, ${me.userId}, (${list(FIRST)})[1 + i % 10],
             (${list(LAST)})[1 + (i / 10) % 10] || ' ' || i, 'Strandkaien ' || i % 90, '5013', 'Bergen',
             date '1960-01-01' + (i * 7) % 14000, 12, 0, lpad(i::text, 11, '0')
        from generate_series(1, ${EMPLOYEES}) as i`);
    // Most active since 2020; one in ten ended in 2024, every 20th starts next year, every 30th a pensioner.
    await tx.execute(sql`
      insert into work_relations (unit_id, employee_id, start_date, end_date, end_reason, employment_type,
                                  duration_type, shift_type, employment_percentage, hours_every_week_with_full_employment)
      select unit_id, id,
             case when n % 20 = 0 then current_date + 365 else date '2020-01-01' + n % 900 end,
             case when n % 10 = 5 then date '2024-12-31' end,
             case when n % 10 = 5 then 'arbeidstakerHarSagtOppSelv' end,
             case when n % 30 = 0 then 'pensjonOgAndreTyperYtelserUtenAnsettelsesforhold' else 'ordinaertArbeidsforhold' end,
             'fast', 'ikkeSkift', 100, 37.5
        from (select unit_id, id, row_number() over (order by id)::int as n from employees where unit_id = ${me.unitId}) e`);
    await tx.execute(sql`
      insert into work_relation_leaves (unit_id, work_relation_id, leave_id, leave_type, start_date, percentage_leave)
      select unit_id, id, 'P1', 'permisjonMedForeldrepenger', current_date - 30, 100
        from (select unit_id, id, row_number() over (order by id)::int as n from work_relations
               where unit_id = ${me.unitId} and end_date is null) r
       where n % 15 = 0`);
    await tx.execute(sql`analyze`);
  });
  console.log(`  seeded ${EMPLOYEES} employees with work relations in ${Math.round(performance.now() - started)} ms`);
}

const EMPLOYEE_PAGE = `query ($filters: EmployeeFilters) {
  employees(filters: $filters, orderBy: last_name, orderDirection: ASC, limit: 100) {
    totalCount items { id firstName lastName socialSecurityNumber status }
  }
}`;
const OCCUPATIONS = `query ($term: String!) { occupationSearch(term: $term, limit: 50) { code name validFrom } }`;
const MUNICIPALITIES = `query ($term: String!) {
  municipalitySearch(term: $term, limit: 50) { number name countyName employerTaxZones { zone comment } }
}`;

async function run(kind: 'pglite' | 'postgres'): Promise<void> {
  await withServer(kind, async (bench) => {
    const { me, db, graphql } = bench;
    await seed(bench);
    const today = osloDate(new Date());
    const employeeSql = (status?: string) => {
      const where = and(eq(employees.unitId, me.unitId), status ? eq(statusSql(today), status) : undefined);
      return Promise.all([
        db
          .select({ ...getTableColumns(employees), status: statusSql(today) })
          .from(employees)
          .where(where)
          .orderBy(sql`lower(${employees.lastName})`, sql`lower(${employees.firstName})`, asc(employees.id))
          .limit(100),
        db.$count(employees, where),
      ]);
    };
    const active = (await graphql(EMPLOYEE_PAGE, { filters: { status: 'ACTIVE' } })).employees.totalCount;
    const occupations = (await graphql(OCCUPATIONS, { term: OCCUPATION_TERM })).occupationSearch.length;
    console.log(`  active employees: ${active}; occupations matching "${OCCUPATION_TERM}": ${occupations}`);
    const rows: [string, Stats, Stats][] = [
      [
        'employees, by last name, with status',
        await measure(() => graphql(EMPLOYEE_PAGE)),
        await measure(() => employeeSql()),
      ],
      [
        'employees, status ACTIVE',
        await measure(() => graphql(EMPLOYEE_PAGE, { filters: { status: 'ACTIVE' } })),
        await measure(() => employeeSql('ACTIVE')),
      ],
      [
        `occupationSearch("${OCCUPATION_TERM}")`,
        await measure(() => graphql(OCCUPATIONS, { term: OCCUPATION_TERM })),
        await measure(() =>
          db.execute(sql`select code, name, valid_from from occupations
                          where code ilike ${`${OCCUPATION_TERM}%`} or name ilike ${`%${OCCUPATION_TERM}%`}
                          order by (valid_to is null or valid_to >= current_date) desc, code limit 50`),
        ),
      ],
      [
        `municipalitySearch("${MUNICIPALITY_TERM}")`,
        await measure(() => graphql(MUNICIPALITIES, { term: MUNICIPALITY_TERM })),
        await measure(() =>
          db.execute(sql`select m.number, m.name, m.county_name, z.zone, z.comment from municipalities m
                           join municipality_tax_zones z on z.municipality_number = m.number
                          where m.number ilike ${`${MUNICIPALITY_TERM}%`} or m.name ilike ${`%${MUNICIPALITY_TERM}%`}
                          order by m.number limit 50`),
        ),
      ],
    ];
    report(rows);
  });
}

await run('pglite');
if (process.env.DATABASE_URL) await run('postgres');
