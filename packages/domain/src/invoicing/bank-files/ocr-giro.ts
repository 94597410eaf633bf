import { toMoney } from '../../money/money.js';
import { isIsoDate } from '../../validation/values.js';
import type { BankFileProblem, BankFileResult, BankPayment } from './bank-payment.js';

/**
 * Nets (formerly BBS) "OCR giro" files: the incoming KID payments of one or more agreements.
 * Source: Nets, "OCR giro – Systemspesifikasjon" (the format of the file to the payee), as also
 * implemented by the public netsgiro library. Every record is 80 characters; positions below are
 * the specification's 1-based, inclusive positions.
 *
 * Record order: forsendelse start (NY000010), then per oppdrag (assignment) an oppdrag start
 * (NY090020), its transactions (beløpspost 1 NY09tt30 and beløpspost 2 NY09tt31, for text
 * transactions also beløpspost 3 NY09tt32), an oppdrag end (NY090088); finally forsendelse end
 * (NY000089). tt is the transaction type.
 */
export const OCR_RECORD_LENGTH = 80;

/** Positions 1–8: format code "NY", service code (00 transmission, 09 OCR giro), type, record type. */
export const OCR_RECORD_KIND = { from: 1, to: 8 } as const;
export const OCR_TRANSMISSION_START = 'NY000010';
export const OCR_ASSIGNMENT_START = 'NY090020';
export const OCR_ASSIGNMENT_END = 'NY090088';
export const OCR_TRANSMISSION_END = 'NY000089';
/** Transaction records: NY09, the transaction type at 5–6, the record type at 7–8. */
export const OCR_TRANSACTION_PREFIX = 'NY09';
export const OCR_AMOUNT_ITEM_1 = '30';
export const OCR_AMOUNT_ITEM_2 = '31';
export const OCR_AMOUNT_ITEM_3 = '32';

/**
 * Transaction types (5–6): 10 giro debited account, 11 standing order, 12 direct remittance,
 * 13 BTG (business terminal giro), 14 counter giro, 15 AvtaleGiro, 16 TeleGiro (online bank),
 * 17 giro paid in cash, 18 reversal with KID, 19 purchase with KID, 20 reversal with text,
 * 21 purchase with text. Reversals (18, 20) also carry the sign "-".
 */
export const OCR_TRANSACTION_TYPES = ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21'];

/** Beløpspost 1 (amount item 1). */
export const OCR_ITEM_1 = {
  transactionType: { from: 5, to: 6 },
  transactionNumber: { from: 9, to: 15 },
  /** Oppgjørsdato, the settlement date, DDMMYY. */
  settlementDate: { from: 16, to: 21 },
  centreId: { from: 22, to: 23 },
  dayCode: { from: 24, to: 25 },
  partialSettlementNumber: { from: 26, to: 26 },
  /** Løpenummer within the partial settlement. */
  serialNumber: { from: 27, to: 31 },
  /** "-" for a negative amount, otherwise "0". */
  sign: { from: 32, to: 32 },
  /** Beløp in øre. */
  amount: { from: 33, to: 49 },
  /** KID, right-aligned, blank-filled on the left. */
  kid: { from: 50, to: 74 },
} as const;

/** Beløpspost 2 (amount item 2). */
export const OCR_ITEM_2 = {
  transactionNumber: { from: 9, to: 15 },
  formNumber: { from: 16, to: 25 },
  /** Arkivreferanse, the bank's archive reference. */
  archiveReference: { from: 26, to: 34 },
  /** Oppdragsdato, the day the payer's bank received the order, DDMMYY. */
  orderDate: { from: 42, to: 47 },
  /** Debetkonto, the payer's account (11 digits). */
  debitAccount: { from: 48, to: 58 },
} as const;

/** Oppdrag start. */
export const OCR_ASSIGNMENT_START_FIELDS = {
  agreementId: { from: 9, to: 17 },
  assignmentNumber: { from: 18, to: 24 },
  assignmentAccount: { from: 25, to: 35 },
} as const;

/** Oppdrag end and forsendelse end: counts and the sum of the amounts in øre. */
export const OCR_END_FIELDS = {
  transactionCount: { from: 9, to: 16 },
  /** Records of the oppdrag (start and end included), or of the whole file at forsendelse end. */
  recordCount: { from: 17, to: 24 },
  amountSum: { from: 25, to: 41 },
} as const;

type Field = { from: number; to: number };
const field = (record: string, { from, to }: Field) => record.slice(from - 1, to);

/** DDMMYY as YYYY-MM-DD (20YY), or null. */
function ocrDate(text: string): string | null {
  if (!/^\d{6}$/.test(text)) return null;
  const date = `20${text.slice(4, 6)}-${text.slice(2, 4)}-${text.slice(0, 2)}`;
  return isIsoDate(date) ? date : null;
}

const kroner = (ore: bigint) => toMoney(ore.toString()).dividedBy(100).toFixed(2);

/** A beløpspost 1 waiting for its beløpspost 2; `settlementDate` null when it could not be read (already reported). */
/** The amount (øre, signed) and settlement date of a beløpspost 1, and the first field that cannot be read. */
function readAmountItem1(record: string): {
  ore: bigint | null;
  settlementDate: string | null;
  invalid: string | null;
} {
  const amount = field(record, OCR_ITEM_1.amount);
  const sign = field(record, OCR_ITEM_1.sign);
  const ore = /^\d{17}$/.test(amount) && /^[-0]$/.test(sign) ? (sign === '-' ? -1n : 1n) * BigInt(amount) : null;
  const settlementDate = ocrDate(field(record, OCR_ITEM_1.settlementDate));
  const invalid =
    ore === null
      ? 'amount'
      : settlementDate === null
        ? 'settlementDate'
        : /^ *\d*-?$/.test(field(record, OCR_ITEM_1.kid))
          ? null
          : 'kid';
  return { ore, settlementDate, invalid };
}

type Pending = { line: number; record: string; settlementDate: string | null; ore: bigint };
type Assignment = { line: number; transactions: number; records: number; signed: bigint; absolute: bigint };

/**
 * The payments of an OCR giro file and every problem found: a record of the wrong length or kind,
 * records out of order, an unreadable field, a beløpspost 1 without its beløpspost 2, and end
 * records whose transaction count, record count or sum (øre) disagree with the records read. The
 * sum is accepted with reversals counted either negative or positive, as the specification does not
 * say which. Never throws.
 *
 * archiveReference is made unique per transaction: the settlement date, Nets' transaction id
 * (centre, day code, partial settlement, serial number) and the bank's archive reference
 * ("2026-03-02:0202100001:123456789"); importing the same file twice gives the same references.
 */
export function parseOcrGiro(text: string): BankFileResult {
  const payments: BankPayment[] = [];
  const problems: BankFileProblem[] = [];
  const records = text.split(/\r?\n/);
  while (records.length > 0 && records[records.length - 1]!.trim() === '') records.pop();
  if (records.length === 0) return { payments, problems: [{ type: 'empty_file' }] };

  let started = false;
  let ended = false;
  let assignment: Assignment | null = null;
  let pending: Pending | null = null;
  const file = { transactions: 0, signed: 0n, absolute: 0n };

  const invalid = (line: number, name: string) =>
    problems.push({ type: 'invalid_field', line, params: { field: name } });
  const closePending = () => {
    if (pending) problems.push({ type: 'missing_amount_item_2', line: pending.line });
    pending = null;
  };
  const checkEnd = (
    line: number,
    record: string,
    counted: { transactions: number; records: number; signed: bigint; absolute: bigint },
  ) => {
    const transactions = field(record, OCR_END_FIELDS.transactionCount);
    const recordCount = field(record, OCR_END_FIELDS.recordCount);
    const sum = field(record, OCR_END_FIELDS.amountSum);
    if (!/^\d+$/.test(transactions) || !/^\d+$/.test(recordCount) || !/^\d+$/.test(sum)) return invalid(line, 'totals');
    if (Number(transactions) !== counted.transactions)
      problems.push({
        type: 'count_mismatch',
        line,
        params: { field: 'transactions', expected: Number(transactions), actual: counted.transactions },
      });
    if (Number(recordCount) !== counted.records)
      problems.push({
        type: 'count_mismatch',
        line,
        params: { field: 'records', expected: Number(recordCount), actual: counted.records },
      });
    const expected = BigInt(sum);
    if (expected !== counted.signed && expected !== counted.absolute)
      problems.push({
        type: 'sum_mismatch',
        line,
        params: { expected: kroner(expected), actual: kroner(counted.signed) },
      });
  };

  records.forEach((raw, index) => {
    const line = index + 1;
    // Some banks' exports pad a record with blanks; the record itself ends in zero filler.
    const record =
      raw.length > OCR_RECORD_LENGTH && raw.slice(OCR_RECORD_LENGTH).trim() === ''
        ? raw.slice(0, OCR_RECORD_LENGTH)
        : raw;
    if (record.length !== OCR_RECORD_LENGTH)
      return problems.push({ type: 'wrong_record_length', line, params: { length: record.length } });
    const kind = field(record, OCR_RECORD_KIND);
    if (ended) return problems.push({ type: 'unexpected_record', line });
    if (kind === OCR_TRANSMISSION_START) {
      if (started) problems.push({ type: 'unexpected_record', line });
      started = true;
      return;
    }
    if (!started) {
      problems.push({ type: 'missing_record', line, params: { record: OCR_TRANSMISSION_START } });
      started = true;
    }
    if (kind === OCR_TRANSMISSION_END) {
      closePending();
      if (assignment) problems.push({ type: 'missing_record', line, params: { record: OCR_ASSIGNMENT_END } });
      ended = true;
      return checkEnd(line, record, { ...file, records: records.length });
    }
    if (kind.startsWith('NY') && !['00', '09'].includes(kind.slice(2, 4))) {
      // Another Nets service (21 is AvtaleGiro): said once, at its first record.
      if (!problems.some((problem) => problem.type === 'not_ocr_giro')) problems.push({ type: 'not_ocr_giro', line });
      return;
    }
    if (kind === OCR_ASSIGNMENT_START) {
      closePending();
      if (assignment) problems.push({ type: 'missing_record', line, params: { record: OCR_ASSIGNMENT_END } });
      assignment = { line, transactions: 0, records: 1, signed: 0n, absolute: 0n };
      return;
    }
    if (kind === OCR_ASSIGNMENT_END) {
      closePending();
      if (!assignment) return problems.push({ type: 'unexpected_record', line });
      assignment.records += 1;
      checkEnd(line, record, assignment);
      assignment = null;
      return;
    }
    const type = field(record, OCR_ITEM_1.transactionType);
    const itemKind = kind.slice(6, 8);
    if (!kind.startsWith(OCR_TRANSACTION_PREFIX) || !OCR_TRANSACTION_TYPES.includes(type))
      return problems.push({ type: 'unknown_record', line });
    if (!assignment) return problems.push({ type: 'unexpected_record', line });
    assignment.records += 1;
    if (itemKind === OCR_AMOUNT_ITEM_1) {
      closePending();
      assignment.transactions += 1;
      file.transactions += 1;
      const item = readAmountItem1(record);
      if (item.ore !== null)
        for (const sums of [assignment, file]) {
          sums.signed += item.ore;
          sums.absolute += item.ore < 0n ? -item.ore : item.ore;
        }
      if (item.invalid) invalid(line, item.invalid);
      pending = { line, record, settlementDate: item.invalid ? null : item.settlementDate, ore: item.ore ?? 0n };
      return;
    }
    if (itemKind === OCR_AMOUNT_ITEM_2) {
      const item1 = pending;
      pending = null;
      if (!item1 || field(item1.record, OCR_ITEM_1.transactionNumber) !== field(record, OCR_ITEM_2.transactionNumber))
        return problems.push({ type: 'unexpected_record', line });
      if (item1.settlementDate === null) return;
      const archive = field(record, OCR_ITEM_2.archiveReference).trim();
      if (!/^\d+$/.test(archive)) return invalid(line, 'archiveReference');
      const account = field(record, OCR_ITEM_2.debitAccount);
      const id = field(item1.record, { from: OCR_ITEM_1.centreId.from, to: OCR_ITEM_1.serialNumber.to });
      payments.push({
        kid: field(item1.record, OCR_ITEM_1.kid).trim(),
        amount: kroner(item1.ore),
        paymentDate: item1.settlementDate,
        archiveReference: `${item1.settlementDate}:${id}:${archive}`,
        ...(/^\d{11}$/.test(account) && !/^0+$/.test(account) ? { payerAccount: account } : {}),
      });
      return;
    }
    if (itemKind === OCR_AMOUNT_ITEM_3) return;
    problems.push({ type: 'unknown_record', line });
  });
  if (!ended) {
    closePending();
    problems.push({ type: 'missing_record', line: records.length, params: { record: OCR_TRANSMISSION_END } });
  }
  return { payments, problems };
}
