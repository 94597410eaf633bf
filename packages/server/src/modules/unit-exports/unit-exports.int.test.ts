import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { createSession } from '../../auth/sessions.js';
import { auditEvents, units, users } from '../../db/schema.js';
import { TENANT_TABLES } from '../../db/schema-tables.js';
import { DEMO_LOGIN, seedDemo } from '../../seed/demo.js';
import { useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { addMember, userWithUnit, type Fixture } from '../../test/fixtures.js';
import { errorCode, gql } from '../../test/http.js';
import { gqlOk } from '../../test/sweeps.js';
import { files } from '../files/tables.js';
import { mailAttachments } from '../../mail/tables.js';
import { invoices } from '../invoices/tables.js';
import { orders } from '../orders/tables.js';
import { paychecks } from '../paychecks/tables.js';

const EXPORT_FIELDS = 'id status done total error finishedAt createdByName file { fileName contentType size url }';
const CREATE = `mutation { createUnitExport { ${EXPORT_FIELDS} } }`;
const ONE = `query ($id: ID!) { unitExport(id: $id) { ${EXPORT_FIELDS} } }`;
const LIST = `{ unitExports { ${EXPORT_FIELDS} } }`;

type Export = {
  id: string;
  status: string;
  done: number;
  total: number;
  error: string | null;
  file: { fileName: string; contentType: string; size: number; url: string } | null;
};

/** The demo owner signed in, working in the named demo company. */
async function demoOwner(t: TestApp, unitName: string): Promise<Fixture> {
  return t.app.services.transactions.system(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.login, DEMO_LOGIN));
    const [unit] = await tx.select().from(units).where(eq(units.name, unitName));
    const { clock, config } = t.app.services;
    const token = await createSession(tx, user!.id, clock.now(), config.sessionTtlMs);
    return { userId: user!.id, login: DEMO_LOGIN, token, unitId: unit!.id };
  });
}

/** Starts an export, runs the job as the worker would and answers the finished export with its archive's entries. */
async function exportOf(t: TestApp, who: Fixture) {
  const started = (await gqlOk(t, who, CREATE)).createUnitExport as Export;
  await t.runDueJobs();
  const finished = (await gqlOk(t, who, ONE, { id: started.id })).unitExport as Export;
  expect(finished.error).toBeNull();
  // The link is signed for the configured public address; the test server listens on its own port.
  const link = new URL(finished.file!.url);
  const download = await fetch(`${t.url}${link.pathname}${link.search}`);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/zip');
  const entries = unzipSync(new Uint8Array(await download.arrayBuffer()));
  return { started, finished, entries };
}

const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('utf8');
const csvRows = (bytes: Uint8Array | undefined) => text(bytes).trimEnd().split('\r\n');

describe.each(TEST_DATABASES)("an owner's export of all the unit's data (%s)", (kind) => {
  const t = useTestApp(kind);
  let trading: Fixture;
  let staffing: Fixture;

  beforeAll(async () => {
    await seedDemo(t.app.services);
    await t.runDueJobs();
    trading = await demoOwner(t, 'Fjordhandel AS');
    staffing = await demoOwner(t, 'Bølgen Bemanning AS');
  });

  it('makes one archive by a job, counting a step for each table, document and file, with every locked invoice as PDF and EHF', async () => {
    const { started, finished, entries } = await exportOf(t, trading);
    expect(started.status).toBe('QUEUED');
    const counted = await t.app.services.transactions.tenant(trading.unitId, async (tx) => ({
      invoices: await tx.select({ number: invoices.number, kind: invoices.kind }).from(invoices),
      orders: await tx.$count(orders),
      payslips: await tx.$count(paychecks, eq(paychecks.status, 'LOCKED')),
      files: (await tx.$count(files, ne(files.kind, 'unit_export'))) + (await tx.$count(mailAttachments)),
    }));
    expect(counted.invoices.length, 'the demo has invoices').toBeGreaterThan(0);
    const steps =
      TENANT_TABLES.length + counted.invoices.length * 2 + counted.orders + counted.payslips + counted.files + 1;
    expect(finished).toMatchObject({ status: 'DONE', done: steps, total: steps });
    expect(finished.file!.fileName).toMatch(/^fjord-export-\d{4}-\d{2}-\d{2}\.zip$/);

    // Every tenant table, as CSV and JSON; the CSV's rows are the JSON's.
    for (const table of TENANT_TABLES) {
      const name = getTableName(table);
      const json = JSON.parse(text(entries[`tables/json/${name}.json`])) as unknown[];
      expect(csvRows(entries[`tables/csv/${name}.csv`]).length - 1, name).toBe(json.length);
    }
    const invoiceRows = JSON.parse(text(entries['tables/json/invoices.json'])) as Record<string, unknown>[];
    expect(invoiceRows.map((row) => row.number).sort()).toEqual(counted.invoices.map((row) => row.number).sort());
    expect(invoiceRows.every((row) => row.unit_id === trading.unitId)).toBe(true);
    // Amounts stay decimal strings; bytes and credentials stay out of the tables.
    expect(typeof invoiceRows[0]!.payable_amount).toBe('string');
    expect(csvRows(entries['tables/csv/files.csv'])[0]!.split(';')).not.toContain('data');
    expect(csvRows(entries['tables/csv/webstore_api_tokens.csv'])[0]!.split(';')).not.toContain('token_hash');
    expect(csvRows(entries['tables/csv/customers.csv'])[0]!.split(';')).toContain('name');

    for (const invoice of counted.invoices) {
      const word = invoice.kind === 'INVOICE' ? 'Faktura' : 'Kreditnota';
      const pdf = entries[`documents/invoices/${word}-${invoice.number}.pdf`];
      expect(text(pdf?.subarray(0, 5)), `${word} ${invoice.number} PDF`).toBe('%PDF-');
      expect(text(entries[`documents/invoices/${word}-${invoice.number}.xml`])).toContain(
        `<cbc:ID>${invoice.number}</cbc:ID>`,
      );
    }
    const orderPdfs = Object.keys(entries).filter((name) => name.startsWith('documents/orders/'));
    expect(orderPdfs).toHaveLength(counted.orders);
    const readme = text(entries['README.txt']);
    expect(readme).toContain('tables/csv/<table>.csv');
    expect(readme).toContain('Hver faktura og kreditnota som PDF');

    const audited = await t.app.services.transactions.tenant(trading.unitId, (tx) =>
      tx
        .select({ action: auditEvents.action, userId: auditEvents.userId })
        .from(auditEvents)
        .where(and(eq(auditEvents.entity, 'unitExport'), eq(auditEvents.entityId, finished.id))),
    );
    expect(audited).toEqual([{ action: 'export', userId: trading.userId }]);
  });

  it("puts each locked paycheck's payslip in the archive, and never an earlier export", async () => {
    const { finished, entries } = await exportOf(t, staffing);
    const locked = await t.app.services.transactions.tenant(staffing.unitId, (tx) =>
      tx.$count(paychecks, eq(paychecks.status, 'LOCKED')),
    );
    expect(locked, 'the demo has locked paychecks').toBeGreaterThan(0);
    const payslips = Object.keys(entries).filter((name) => name.startsWith('documents/payslips/'));
    expect(payslips).toHaveLength(locked);
    for (const name of payslips) expect(text(entries[name]!.subarray(0, 5))).toBe('%PDF-');
    const again = await exportOf(t, staffing);
    expect(again.finished.id).not.toBe(finished.id);
    expect(Object.keys(again.entries).filter((name) => name.endsWith('.zip'))).toEqual([]);
    const listed = (await gqlOk(t, staffing, LIST)).unitExports as Export[];
    expect(listed.map((row) => row.id)).toEqual([again.finished.id, finished.id]);
  });

  it('answers the export in progress to a second start, instead of making another', async () => {
    const who = await userWithUnit(t);
    const first = (await gqlOk(t, who, CREATE)).createUnitExport as Export;
    const second = (await gqlOk(t, who, CREATE)).createUnitExport as Export;
    expect(second.id).toBe(first.id);
    await t.runDueJobs();
    const third = (await gqlOk(t, who, CREATE)).createUnitExport as Export;
    expect(third.id).not.toBe(first.id);
    await t.runDueJobs();
  });

  it("is for owners only: an administrator is refused, and another unit's export is not found", async () => {
    const owner = await userWithUnit(t);
    const exported = (await gqlOk(t, owner, CREATE)).createUnitExport as Export;
    const administrator = await userWithUnit(t);
    await addMember(t, administrator.userId, owner.unitId, 'administrator');
    const asAdministrator = { token: administrator.token, unitId: owner.unitId };
    for (const [query, variables] of [
      [CREATE, {}],
      [LIST, {}],
      [ONE, { id: exported.id }],
    ] as const) {
      expect(errorCode(await gql(t, query, variables, asAdministrator))).toBe('FORBIDDEN');
    }
    const other = await userWithUnit(t);
    expect(errorCode(await gql(t, ONE, { id: exported.id }, other))).toBe('NOT_FOUND');
    await t.runDueJobs();
  });

  it('refuses an upload of the export kind: only the job makes one', async () => {
    const owner = await userWithUnit(t);
    const answer = await fetch(`${t.url}/files?kind=unit_export`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'x-unit-id': owner.unitId,
        'content-type': 'application/zip',
        'x-file-name': 'x.zip',
      },
      body: Buffer.from('PK\u0003\u0004'),
    });
    expect(answer.status).toBe(422);
    const stored = await t.app.services.transactions.tenant(owner.unitId, (tx) => tx.$count(files));
    expect(stored).toBe(0);
  });
});
