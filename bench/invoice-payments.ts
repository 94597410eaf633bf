/**
 * Bank file import bench (issue #13): a Nets OCR giro file of BENCH_PAYMENTS (10,000) KID payments,
 * one per open invoice (seeded in bulk SQL), uploaded with POST /files?kind=bank_file and imported
 * with the importBankPayments mutation over HTTP, as the web app does: parse, lock and match every
 * invoice, register every payment and raise every invoice's paid sum in one transaction. Then the
 * same file again, when every payment is a duplicate and nothing is written but the import's row.
 *
 *   npm run bench:payments -w @fjord/bench                      # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:payments -w @fjord/bench
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { makeKid } from '@fjord/domain';
import { ocrGiroFile } from '@fjord/server/src/test/bank-files.js';
import { createOrderCustomer } from '@fjord/server/src/test/customer-fixture.js';
import { withServer, type Bench } from './support.js';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 10_000);
const kidOf = (i: number) => makeKid(String(i).padStart(9, '0'), 'MOD10');

/** PAYMENTS open invoices of 1,250.00 with KIDs, in bulk SQL. */
async function seedInvoices({ t, me }: Bench): Promise<void> {
  const customerId = await createOrderCustomer(t, me);
  const kids = JSON.stringify(
    Array.from({ length: PAYMENTS }, (_, index) => ({ i: index + 1, kid: kidOf(index + 1) })),
  );
  const party = '{"name": "Fjellvang Bygg AS"}';
  await t.app.services.transactions.system(async (tx) => {
    await tx.execute(sql`
      insert into invoices (unit_id, created_by_id, updated_by_id, kind, number, sequence, issue_date, due_date,
                            payment_term, kid, customer_id, currency_code, is_export, supplier_party, customer_party,
                            legal_notes, line_extension_amount, allowance_total_amount, charge_total_amount,
                            tax_exclusive_amount, tax_amount, tax_inclusive_amount, payable_rounding_amount,
                            payable_amount, tax_subtotals, current_due_date)
      select ${me.unitId}, ${me.userId}, ${me.userId}, 'INVOICE', k.i::text, k.i, current_date, current_date + 14, 14,
             k.kid, ${customerId}, 'NOK', false, ${party}::jsonb, ${party}::jsonb, '[]'::jsonb,
             1000, 0, 0, 1000, 250, 1250, 0, 1250,
             '[{"taxCategory": "S", "taxPercent": "25.00", "taxableAmount": "1000.00", "taxAmount": "250.00"}]'::jsonb,
             current_date + 14
        from jsonb_to_recordset(${kids}::jsonb) as k(i int, kid text)`);
    await tx.execute(sql`analyze`);
  });
}

async function upload({ t, me }: Bench, content: string): Promise<string> {
  const response = await fetch(`${t.url}/files?kind=bank_file`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${me.token}`,
      'x-unit-id': me.unitId,
      'content-type': 'text/plain',
      'x-file-name': 'OCR.bench.txt',
    },
    body: content,
  });
  const body = (await response.json()) as { signedBlobId?: string };
  if (!body.signedBlobId) throw new Error(JSON.stringify(body));
  return body.signedBlobId;
}

const IMPORT = `mutation ($fileId: ID!) { importBankPayments(fileId: $fileId) {
  import { matchedCount matchedAmount duplicateCount } unmatched { reason } } }`;

async function run(kind: 'pglite' | 'postgres') {
  await withServer(kind, async (bench) => {
    let started = performance.now();
    await seedInvoices(bench);
    console.log(`  seeded ${PAYMENTS} invoices in ${Math.round(performance.now() - started)} ms`);
    const today = new Date().toISOString().slice(0, 10);
    const file = ocrGiroFile(
      Array.from({ length: PAYMENTS }, (_, index) => ({
        kid: kidOf(index + 1),
        amount: '1250.00',
        date: today,
        archive: String(index + 1),
      })),
    );
    console.log(`  OCR file: ${PAYMENTS} payments, ${(file.length / 1024 / 1024).toFixed(1)} MB`);
    for (const round of ['first import', 'same file again']) {
      started = performance.now();
      const fileId = await upload(bench, file);
      const uploaded = performance.now() - started;
      const answer = (await bench.graphql(IMPORT, { fileId })).importBankPayments;
      const total = performance.now() - started;
      console.log(
        `  ${round}: upload ${Math.round(uploaded)} ms, import ${Math.round(total - uploaded)} ms, ` +
          `${Math.round((PAYMENTS / total) * 1000)} payments/s — matched ${answer.import.matchedCount} ` +
          `(${answer.import.matchedAmount}), unmatched ${answer.unmatched.length}, duplicates ${answer.import.duplicateCount}`,
      );
    }
  });
}

/** The databases to run on: BENCH_KINDS (e.g. "postgres"), else PGlite and, with DATABASE_URL, PostgreSQL. */
const kinds = (process.env.BENCH_KINDS ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')).split(',') as (
  'pglite' | 'postgres'
)[];
for (const kind of kinds) await run(kind);
