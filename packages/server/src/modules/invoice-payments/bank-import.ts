import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  bankFileFormat,
  matchBankPayments,
  normalizeKid,
  parseCamt054,
  parseOcrGiro,
  sumMoney,
  type BankFileFormat,
  type BankFileProblem,
} from '@fjord/domain';
import { recordAudit, type Actor } from '../../db/audit.js';
import type { Tx } from '../../db/connection.js';
import { isUniqueViolation, pgConstraint } from '../../db/pg-errors.js';
import { invalid, refuseInvalid, validationError } from '../../errors/app-error.js';
import { publishInvoicesChanged } from '../invoices/changes.js';
import { bankPaymentImports, invoicePayments, invoices } from '../invoices/tables.js';
import { requireOwnFiles } from '../files/service.js';
import { files } from '../files/tables.js';
import {
  addToPaidAmounts,
  inJsonList,
  invoiceStates,
  lockInvoices,
  type BankPaymentImportRow,
  type InvoicePaymentRow,
  type UnmatchedBankPayment,
} from './repository.js';

const MODEL = 'bankPaymentImport';
const FILE = 'fileId';

/**
 * Entries of a camt.054 file that are not errors of the file: a pending entry (booked, it comes
 * again in a later file) and a payment in another currency (not a NOK invoice's payment). They are
 * left out and listed; every other problem means the file cannot be trusted, and nothing is imported.
 */
const SKIPPED_PROBLEMS: readonly BankFileProblem['type'][] = ['not_booked', 'unsupported_currency'];
/** The first problems of a file that cannot be read, enough to find what is wrong with it. */
const MAX_PROBLEMS = 20;
export type SkippedBankEntry = { reason: string; entry: number | null; transaction: number | null; detail: string };

export type BankImportResult = {
  import: BankPaymentImportRow;
  matched: InvoicePaymentRow[];
  unmatched: UnmatchedBankPayment[];
  duplicates: number;
  skipped: SkippedBankEntry[];
};

/** Bank files are ASCII or UTF-8; an old export in ISO-8859-1 is read as such rather than refused. */
function fileText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return data.toString('latin1');
  }
}

const problemParams = (problem: BankFileProblem): Record<string, string | number> => ({
  ...(problem.params ?? {}),
  ...(problem.line !== undefined ? { line: problem.line } : {}),
  ...(problem.entry !== undefined ? { entry: problem.entry } : {}),
  ...(problem.transaction !== undefined ? { transaction: problem.transaction } : {}),
});

/** The payments of the file, or VALIDATION on fileId with the file's problems (each its type and place). */
function readBankFile(text: string): { format: BankFileFormat; result: ReturnType<typeof parseOcrGiro> } {
  const format = bankFileFormat(text);
  if (!format) throw invalid(MODEL, FILE, 'unknown_format');
  const result = format === 'OCR' ? parseOcrGiro(text) : parseCamt054(text);
  const blocking = result.problems.filter((problem) => !SKIPPED_PROBLEMS.includes(problem.type));
  refuseInvalid(
    MODEL,
    blocking.slice(0, MAX_PROBLEMS).map((problem) => ({
      attribute: FILE,
      type: problem.type,
      params: problemParams(problem),
    })),
  );
  return { format, result };
}

/** The archive references of the list already booked in the unit. */
async function importedReferences(tx: Tx, references: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ reference: invoicePayments.archiveReference })
    .from(invoicePayments)
    .where(and(isNotNull(invoicePayments.archiveReference), inJsonList(invoicePayments.archiveReference, references)));
  return rows.map((row) => row.reference!);
}

/** The invoices (not credit notes) that carry one of the KIDs, locked. */
async function invoicesWithKids(tx: Tx, kids: readonly string[]) {
  const rows = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.kind, 'INVOICE'), inJsonList(invoices.kid, [...new Set(kids)])));
  return lockInvoices(
    tx,
    rows.map((row) => row.id),
  );
}

/**
 * Imports a bank file of incoming KID payments the user uploaded (POST /files?kind=bank_file), all
 * in the caller's one transaction: the format by content (OCR giro or camt.054), the domain's
 * parser (a file with problems is refused whole, nothing changed), the invoices with the file's
 * KIDs locked, then the domain's matchBankPayments against what each owes (reminder fees included)
 * and the archive references already booked. Every matched payment is registered with its KID and
 * archive reference and added to its invoice's paid sum; the import row keeps the counts and the
 * unmatched payments for the user. A KID of two invoices is unmatched (`ambiguous_kid`), as is a
 * payment of more than its invoice still owes (`overpayment`). The unique archive reference index
 * is the last guard against the same transaction booked twice by two imports at once.
 */
export async function importBankFile(tx: Tx, actor: Actor, fileId: string, today: string): Promise<BankImportResult> {
  const [file] = await requireOwnFiles(tx, [fileId], 'bank_file', { model: MODEL, attribute: FILE });
  const [stored] = await tx.select({ data: files.data }).from(files).where(eq(files.id, file!.id));
  const { format, result } = readBankFile(fileText(stored!.data));
  const payments = result.payments;

  const candidates = await invoicesWithKids(
    tx,
    payments.map((payment) => normalizeKid(payment.kid)).filter((kid) => kid !== ''),
  );
  const states = await invoiceStates(tx, actor.unitId, candidates, today);
  const matches = matchBankPayments(
    payments,
    candidates.map((invoice) => ({
      id: invoice.id,
      kid: invoice.kid!,
      remainingAmount: states.get(invoice.id)!.remainingWithFeesAmount,
    })),
    await importedReferences(
      tx,
      payments.map((payment) => payment.archiveReference),
    ),
  );

  const unmatched: UnmatchedBankPayment[] = matches.unmatched.map(({ payment, reason, invoiceId }) => ({
    kid: payment.kid,
    amount: payment.amount,
    paymentDate: payment.paymentDate,
    archiveReference: payment.archiveReference,
    reason,
    ...(invoiceId ? { invoiceId } : {}),
  }));
  const matchedAmount = sumMoney(matches.matched.map(({ payment }) => payment.amount)).toFixed(2);
  const common = { unitId: actor.unitId, createdById: actor.userId, updatedById: actor.userId };
  const [created] = await tx
    .insert(bankPaymentImports)
    .values({
      ...common,
      fileName: file!.fileName,
      format,
      matchedCount: matches.matched.length,
      matchedAmount,
      unmatched,
      duplicateCount: matches.duplicates.length,
      createdAt: actor.at,
      updatedAt: actor.at,
    })
    .returning();

  const rows = matches.matched.map(({ payment, invoiceId }) => ({
    invoiceId,
    paymentDate: payment.paymentDate,
    amount: payment.amount,
    kid: normalizeKid(payment.kid),
    archiveReference: payment.archiveReference,
  }));
  const at = actor.at.toISOString();
  try {
    // One statement however many payments the file holds (a parameter list would grow with them).
    if (rows.length > 0)
      await tx.execute(sql`
        insert into ${invoicePayments} (unit_id, created_by_id, updated_by_id, created_at, updated_at, bank_import_id,
                                        invoice_id, payment_date, amount, kid, archive_reference)
        select ${actor.unitId}, ${actor.userId}, ${actor.userId}, ${at}::timestamptz, ${at}::timestamptz, ${created!.id},
               p."invoiceId", p."paymentDate", p.amount, p.kid, p."archiveReference"
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as p("invoiceId" uuid, "paymentDate" date, amount numeric, kid text, "archiveReference" text)`);
  } catch (error) {
    // Another import of the same transactions committed between our check and our insert.
    if (isUniqueViolation(error) && pgConstraint(error) === 'invoice_payments_archive_reference_key')
      throw validationError([{ model: MODEL, attribute: FILE, type: 'already_imported' }]);
    throw error;
  }
  const inserted = await tx.select().from(invoicePayments).where(eq(invoicePayments.bankImportId, created!.id));
  const byReference = new Map(inserted.map((row) => [row.archiveReference, row]));
  const matched: InvoicePaymentRow[] = rows.map((row) => byReference.get(row.archiveReference)!);

  const paidByInvoice = new Map<string, string[]>();
  for (const { payment, invoiceId } of matches.matched)
    paidByInvoice.set(invoiceId, [...(paidByInvoice.get(invoiceId) ?? []), payment.amount]);
  const sums = [...paidByInvoice].map(([id, amounts]) => ({ id, amount: sumMoney(amounts).toFixed(2) }));
  await addToPaidAmounts(tx, actor, sums);

  await recordAudit(tx, actor, 'import', MODEL, created!.id, {
    fileId: file!.id,
    fileName: file!.fileName,
    format,
    matched: matches.matched.length,
    matchedAmount,
    unmatched: unmatched.length,
    duplicates: matches.duplicates.length,
  });
  await publishInvoicesChanged(
    tx,
    actor.unitId,
    sums.map(({ id }) => id),
  );

  return {
    import: created!,
    matched,
    unmatched,
    duplicates: matches.duplicates.length,
    skipped: result.problems
      .filter((problem) => SKIPPED_PROBLEMS.includes(problem.type))
      .map((problem) => ({
        reason: problem.type,
        entry: problem.entry ?? null,
        transaction: problem.transaction ?? null,
        detail: Object.values(problem.params ?? {}).join(' '),
      })),
  };
}
