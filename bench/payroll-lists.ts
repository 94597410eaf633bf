/**
 * Payroll bench: a staffing company with 2,000 employees, each with a work relation (some ended,
 * some not started, some pensioners, some on leave), against the national registers (6,986
 * occupations, 357 municipalities). Measured through GraphQL over HTTP (authentication, tenant
 * transaction with row-level security, serialisation) against the same query in direct SQL:
 * the first employees page by last name with each one's derived status, the same filtered to
 * active employees, the occupation and municipality searches the forms' autocompletes use, the
 * municipality register's first page with zones and the unit's own details, and a company
 * paycheck template whose lines each name their own car, project and department.
 *
 *   npm run bench:payroll -w @fjord/bench                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:payroll -w @fjord/bench
 */
import { performance } from 'node:perf_hooks';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { osloDate } from '@fjord/server/src/clock.js';
import type { Tx } from '@fjord/server/src/db/connection.js';
import { employees } from '@fjord/server/src/db/schema.js';
import { statusSql } from '@fjord/server/src/modules/employees/service.js';
import { isMain, measure, report, withServer, type Bench, type Ratio } from './support.js';

const EMPLOYEES = 2_000;
/** Lines of the company paycheck template, each with its own car, project and department. */
const TEMPLATE_LINES = 40;
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
    await seedTemplateLines(me, tx);
    // The unit's own details of every third municipality.
    await tx.execute(sql`
      insert into municipality_details (unit_id, created_by_id, updated_by_id, municipality_number, organization_name)
      select ${me.unitId}, ${me.userId}, ${me.userId}, number, name || ' kommune'
        from (select number, name, row_number() over (order by number) as n from municipalities) m
       where n % 3 = 0`);
    await tx.execute(sql`analyze`);
  });
  console.log(
    `  seeded ${EMPLOYEES} employees with work relations and ${TEMPLATE_LINES} template lines in ` +
      `${Math.round(performance.now() - started)} ms`,
  );
}

/** A main template that lets lines choose their dimensions, and the company template's lines using it. */
async function seedTemplateLines(me: Bench['me'], tx: Tx): Promise<void> {
  const stamp = sql`${me.unitId}, ${me.userId}, ${me.userId}`;
  await tx.execute(sql`
    insert into main_paycheck_line_templates (unit_id, created_by_id, updated_by_id, number, description,
                                              car_overwrite, project_overwrite, department_overwrite)
    values (${stamp}, 9000, 'Kjøregodtgjørelse', true, true, true)`);
  for (const table of ['cars', 'projects', 'departments']) {
    const columns = table === 'cars' ? sql`name` : sql`code, name`;
    const values = table === 'cars' ? sql`'Bil ' || i` : sql`'P' || i, 'Dimensjon ' || i`;
    await tx.execute(sql`insert into ${sql.identifier(table)} (unit_id, created_by_id, updated_by_id, ${columns})
                         select ${stamp}, ${values} from generate_series(1, ${TEMPLATE_LINES}) as i`);
  }
  const numbered = (table: string) =>
    sql`(select id, row_number() over (order by id)::int as n from ${sql.identifier(table)} where unit_id = ${me.unitId})`;
  await tx.execute(sql`
    insert into paycheck_template_lines (unit_id, created_by_id, updated_by_id, main_template_id, position,
                                         quantity, rate, sum, car_id, project_id, department_id)
    select ${stamp}, m.id, c.n - 1, 10, 3.50, 35.00, c.id, p.id, d.id
      from ${numbered('cars')} c
      join ${numbered('projects')} p on p.n = c.n
      join ${numbered('departments')} d on d.n = c.n
      cross join main_paycheck_line_templates m
     where m.unit_id = ${me.unitId} and m.number = 9000`);
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

const MUNICIPALITY_PAGE = `{
  municipalities(limit: 100, orderBy: number, orderDirection: ASC) {
    totalCount items { number name countyName employerTaxZones { zone comment } details { id organizationName } }
  }
}`;
const PAYCHECK_TEMPLATE = `{
  paycheckTemplate {
    lines {
      id position quantity rate sum mainTemplate { id number description }
      car { id name } project { id code name } department { id code name }
    }
  }
}`;

/** The measured pairs on a fresh database of the kind (also printed); production.ts shows their ratios. */
export async function payrollListRatios(kind: 'pglite' | 'postgres'): Promise<Ratio[]> {
  let measured: Ratio[] = [];
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
    const municipalityPage = () =>
      db.transaction(async (tx) => {
        const page = await tx.execute(sql`
          select m.number, m.name, m.county_name, d.id as details_id, d.organization_name,
                 (select json_agg(json_build_object('zone', z.zone, 'comment', z.comment) order by z.zone)
                    from municipality_tax_zones z where z.municipality_number = m.number) as zones
            from municipalities m
            left join municipality_details d on d.municipality_number = m.number and d.unit_id = ${me.unitId}
           order by m.number limit 100`);
        const total = await tx.execute(sql`select count(*) from municipalities`);
        return [page, total];
      });
    const templateLines = () =>
      db.execute(sql`
        select l.id, l.position, l.quantity, l.rate, l.sum, m.id as main_id, m.number, m.description,
               c.id as car_id, c.name as car_name, p.id as project_id, p.code as project_code, p.name as project_name,
               d.id as department_id, d.code as department_code, d.name as department_name
          from paycheck_template_lines l
          join main_paycheck_line_templates m on m.id = l.main_template_id
          left join cars c on c.id = l.car_id
          left join projects p on p.id = l.project_id
          left join departments d on d.id = l.department_id
         where l.unit_id = ${me.unitId} and l.work_relation_id is null
         order by l.position, l.id`);
    const active = (await graphql(EMPLOYEE_PAGE, { filters: { status: 'ACTIVE' } })).employees.totalCount;
    const occupations = (await graphql(OCCUPATIONS, { term: OCCUPATION_TERM })).occupationSearch.length;
    console.log(`  active employees: ${active}; occupations matching "${OCCUPATION_TERM}": ${occupations}`);
    const withDetails = (await graphql(MUNICIPALITY_PAGE)).municipalities.items.filter(
      (item: { details: unknown }) => item.details,
    ).length;
    const lines = (await graphql(PAYCHECK_TEMPLATE)).paycheckTemplate.lines.length;
    console.log(`  municipalities with details on the first page: ${withDetails}; template lines: ${lines}`);
    const rows: Ratio[] = [
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
      [
        'municipalities, first 100 with zones and details',
        await measure(() => graphql(MUNICIPALITY_PAGE)),
        await measure(municipalityPage),
      ],
      [
        `paycheckTemplate, ${TEMPLATE_LINES} lines with car, project, department`,
        await measure(() => graphql(PAYCHECK_TEMPLATE)),
        await measure(templateLines),
      ],
    ];
    report(rows);
    measured = rows;
  });
  return measured;
}

if (isMain(import.meta.url)) {
  await payrollListRatios('pglite');
  if (process.env.DATABASE_URL) await payrollListRatios('postgres');
}
