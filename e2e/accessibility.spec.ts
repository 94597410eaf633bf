import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { walkDialogs } from './support/dialogs';
import { osloDate } from './support/dates';
import { ENGLISH_BROWSER } from './support/locale';
import { DIALOG_API, DIALOG_SOURCES, PAGE_DIALOGS } from './support/page-dialogs';
import { DEMO_COMPANIES, DEMO_USER, loginAs } from './support/users';

/**
 * Every route of the shell, and every dialog it opens, as the demo owner, passes axe-core. The
 * routes are read from the web's route table itself (`r('/path', 'key', 'mode', …)`), so a route
 * added there is walked here without a second list; the table is parsed as text because importing
 * it would load the web app. On each route the dialog walk (`support/dialogs.ts`) opens every dialog
 * the page offers; `support/page-dialogs.ts` says which dialogs those must be.
 */
type Walked = { path: string; mode: string };

const table = fs.readFileSync(new URL('../packages/web/src/app/routes-table.ts', import.meta.url), 'utf8');
const ROUTES: Walked[] = [...table.matchAll(/\br\(\s*'([^']+)',\s*'[^']+',\s*'([^']+)'/g)].map((match) => ({
  path: match[1]!,
  mode: match[2]!,
}));

const THIS_YEAR = osloDate().slice(0, 4);

const webSource = new URL('../packages/web/src/', import.meta.url);
/** The web app's files that use a kit dialog API; the kit itself (`ui/`) and unit tests left out. */
const DIALOG_FILES = fs
  .readdirSync(webSource, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('ui/'))
  .filter((file) => DIALOG_API.test(fs.readFileSync(new URL(file, webSource), 'utf8')))
  .sort();

const matches = (title: string, expected: string | RegExp) =>
  typeof expected === 'string' ? title === expected : expected.test(title);

test('every file of the web app that shows a dialog is placed in the dialog walk', () => {
  expect(DIALOG_FILES.length).toBeGreaterThan(20);
  expect(DIALOG_FILES, 'add the file to DIALOG_SOURCES in e2e/support/page-dialogs.ts').toEqual(
    Object.keys(DIALOG_SOURCES).sort(),
  );
  const paths = ROUTES.map((route) => route.path);
  for (const [file, place] of Object.entries(DIALOG_SOURCES)) {
    if (place.startsWith('none: ')) continue;
    if (place.endsWith('.spec.ts')) {
      const spec = fs.readFileSync(new URL(place, import.meta.url), 'utf8');
      expect(spec, `${place} checks the dialog of ${file}`).toContain('expectAccessible(page, OPEN_DIALOG)');
    } else {
      expect(paths, `the route of ${file}`).toContain(place);
      expect(Object.keys(PAGE_DIALOGS), `the dialogs of ${place}`).toContain(place);
    }
  }
});

async function graphql<T>(page: Page, unitId: string | null, query: string, variables = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('fjord.token'));
  const response = await page.request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}`, ...(unitId ? { 'X-Unit-Id': unitId } : {}) },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * The trading company's newest invoice of the demo: open and paid in part, not yet due, so its
 * page shows the credit, payment and overdue-notice sections with their dialogs.
 */
async function demoInvoice(page: Page, unitId: string): Promise<string> {
  const { invoices } = await graphql<{ invoices: { items: { id: string }[] } }>(
    page,
    unitId,
    '{ invoices(limit: 1, filters: { kind: INVOICE }) { items { id } } }',
  );
  return invoices.items[0]!.id;
}

/**
 * An a-melding of the staffing company for /altinn-reports/:id: its newest, or, when the demo has
 * none, a zero report sent now for the first month of last year with nothing to report. That month
 * has no demo paychecks, so no other spec's month changes (the server's simulator takes it).
 */
async function demoAmelding(page: Page, unitId: string): Promise<string> {
  const { ameldings } = await graphql<{ ameldings: { items: { id: string }[] } }>(
    page,
    unitId,
    '{ ameldings(limit: 1) { items { id } } }',
  );
  if (ameldings.items[0]) return ameldings.items[0].id;
  const year = new Date().getFullYear() - 1;
  const { ameldingMonths } = await graphql<{ ameldingMonths: { month: number; state: string }[] }>(
    page,
    unitId,
    'query($year: Int!) { ameldingMonths(year: $year) { month state } }',
    { year },
  );
  const empty = ameldingMonths.find((candidate) => candidate.state === 'NOTHING_TO_REPORT');
  expect(empty, `a month of ${year} with nothing to report, for a zero report`).toBeDefined();
  const { sendAmelding } = await graphql<{ sendAmelding: { id: string } }>(
    page,
    unitId,
    'mutation($year: Int!, $month: Int!) { sendAmelding(year: $year, month: $month) { id } }',
    { year, month: empty!.month },
  );
  return sendAmelding.id;
}

test.describe('accessibility of every route', () => {
  // The walk is the longest spec: its routes are shared out over the workers, each of which signs
  // in once (beforeAll runs per worker) and walks its share on its own server.
  test.describe.configure({ mode: 'parallel' });
  let page: Page;
  const units: Record<string, string> = {};
  const ids: Record<string, string> = {};

  test.beforeAll(async ({ browser }) => {
    // The first sign-in loads the whole app; on two shared cores that can pass the default.
    test.setTimeout(90_000);
    // axe needs a page of a context the test made itself.
    page = await (await browser.newContext({ storageState: ENGLISH_BROWSER })).newPage();
    await loginAs(page, DEMO_USER.email, DEMO_USER.password);
    await expect(page.getByText(`Hello, ${DEMO_USER.name}`)).toBeVisible({ timeout: 30_000 });
    const { currentUserUnits } = await graphql<{ currentUserUnits: { id: string; name: string }[] }>(
      page,
      null,
      '{ currentUserUnits { id name } }',
    );
    for (const unit of currentUserUnits) units[unit.name] = unit.id;
    // The payroll demo data lives in the staffing company: its first employee and work relation.
    const staff = units[DEMO_COMPANIES.staff]!;
    const { employees } = await graphql<{ employees: { items: { id: string }[] } }>(
      page,
      staff,
      '{ employees(limit: 1) { items { id } } }',
    );
    ids.employee = employees.items[0]!.id;
    const { workRelations } = await graphql<{ workRelations: { id: string }[] }>(
      page,
      staff,
      'query($id: ID!) { workRelations(employeeId: $id) { id } }',
      { id: ids.employee },
    );
    ids.workRelation = workRelations[0]!.id;
    // The trading company's oldest open order: the demo's difference order, which no spec changes.
    const { orders } = await graphql<{ orders: { items: { id: string }[] } }>(
      page,
      units[DEMO_COMPANIES.trading]!,
      '{ orders(limit: 1, orderDirection: ASC, filters: { status: OPEN }) { items { id } } }',
    );
    ids.order = orders.items[0]!.id;
    // One of the demo's two recurring orders; the recurring orders spec adds its own and changes none.
    const { recurringOrders } = await graphql<{ recurringOrders: { items: { id: string }[] } }>(
      page,
      units[DEMO_COMPANIES.trading]!,
      '{ recurringOrders(limit: 1) { items { id } } }',
    );
    ids.recurringOrder = recurringOrders.items[0]!.id;
    ids.invoice = await demoInvoice(page, units[DEMO_COMPANIES.trading]!);
    // The staffing company's first locked paycheck of the demo's payroll.
    const { paychecks } = await graphql<{ paychecks: { items: { id: string }[] } }>(
      page,
      staff,
      '{ paychecks(limit: 1, orderDirection: ASC, filters: { status: LOCKED }) { items { id } } }',
    );
    ids.paycheck = paychecks.items[0]!.id;
    ids.amelding = await demoAmelding(page, staff);
    // One of the demo's stock counts and adjustments.
    const { warehousePatches } = await graphql<{ warehousePatches: { items: { id: string }[] } }>(
      page,
      units[DEMO_COMPANIES.trading]!,
      '{ warehousePatches(limit: 1) { items { id } } }',
    );
    ids.warehousePatch = warehousePatches.items[0]!.id;
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('the route table was read', () => {
    expect(ROUTES.length).toBeGreaterThan(60);
    expect(ROUTES.map((route) => route.path)).toContain('/customers');
  });

  /**
   * A route's address with a real record for every id: a page asked for a record that does not exist leaves for
   * the layout-free "not found" page once its query answers, and the walk would check whichever it caught.
   */
  const address = (path: string) => {
    const filled = path
      .replace(/^\/employees\/:id/, `/employees/${ids.employee}`)
      .replace(/^\/work-relation\/:id/, `/work-relation/${ids.workRelation}`)
      .replace(/^\/orders\/:id(\/pdf)?$/, `/orders/${ids.order}$1`)
      .replace(/^\/recurring-orders\/:id$/, `/recurring-orders/${ids.recurringOrder}`)
      .replace(/^\/invoices\/:id(\/pdf)?$/, `/invoices/${ids.invoice}$1`)
      .replace(/^\/warehouse\/patches\/:id$/, `/warehouse/patches/${ids.warehousePatch}`)
      .replace(/^\/paychecks\/:id(\/pdf)?$/, `/paychecks/${ids.paycheck}$1`)
      .replace(/^\/advanced-paychecks\/edit\/:id$/, `/advanced-paychecks/edit/${ids.paycheck}`)
      // The yearly statements of this year (the demo's payroll has no earlier year), and one as PDF.
      .replace(/^\/paycheck-reports\/yearly-report-for-employee$/, `$&?year=${THIS_YEAR}`)
      .replace(
        /^\/paycheck-reports\/yearly-report-for-employee\/pdf$/,
        `$&?year=${THIS_YEAR}&workRelationId=${ids.workRelation}`,
      )
      .replace(/^\/altinn-reports\/:id$/, `/altinn-reports/${ids.amelding}`);
    if (filled.includes(':')) throw new Error(`the walk has no record for ${path}: add one to address()`);
    return filled;
  };

  for (const route of ROUTES) {
    test(`${route.path} (${route.mode})`, async () => {
      // The kit's test pages are long, and each dialog is checked too; axe takes its time on two shared cores.
      test.setTimeout(PAGE_DIALOGS[route.path] ? 240_000 : 60_000);
      const company = route.mode === 'payroll' ? DEMO_COMPANIES.staff : DEMO_COMPANIES.trading;
      await page.evaluate(
        ({ unitId, mode }) => {
          localStorage.setItem('fjord.unitId', unitId);
          localStorage.setItem('fjord.mode', JSON.stringify(mode));
        },
        { unitId: units[company]!, mode: route.mode === 'any' ? 'invoicing' : route.mode },
      );
      await page.goto(address(route.path));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Lists and forms load their data after the first paint; the check is of the loaded page.
      await expect(page.locator('.mantine-Loader-root, [data-loading="true"]')).toHaveCount(0);
      const expected = PAGE_DIALOGS[route.path] ?? { dialogs: [] };
      await expected.ready?.(page);
      await expectAccessible(page);
      const seen = [...(await walkDialogs(page)), ...((await expected.steps?.(page)) ?? [])];
      const allowed = [...expected.dialogs, ...(expected.whenData ?? [])];
      const unlisted = seen.filter((title) => !allowed.some((entry) => matches(title, entry)));
      expect(unlisted, `dialogs of ${route.path} missing in e2e/support/page-dialogs.ts`).toEqual([]);
      const missing = expected.dialogs.filter((entry) => !seen.some((title) => matches(title, entry)));
      expect(missing, `dialogs of ${route.path} the walk did not find`).toEqual([]);
    });
  }
});
