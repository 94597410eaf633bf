import { isValidKid, normalizeKid, type KidMethod } from '../../identifiers/kid.js';
import { toMoney, type Money } from '../../money/money.js';
import type { BankPayment } from './bank-payment.js';

/** An invoice a payment may pay: its KID and what it still owes (with reminder fees). */
export type InvoiceForMatching = { id: string; kid: string; remainingAmount: string };

export type UnmatchedReason =
  /** The payment names no KID (a payment with a text message). */
  | 'missing_kid'
  /** The KID's check character is wrong for the unit's method (or for both, when no method is given). */
  | 'invalid_kid'
  /** No invoice of the unit has this KID. */
  | 'unknown_kid'
  /** Several invoices have this KID (see invoiceKid on how that can happen). */
  | 'ambiguous_kid'
  /** A reversal, or an amount of 0: nothing to register. */
  | 'not_positive'
  /** More than the invoice still owes, after the file's earlier payments to it. */
  | 'overpayment';

export type BankPaymentMatches = {
  matched: { payment: BankPayment; invoiceId: string }[];
  unmatched: { payment: BankPayment; reason: UnmatchedReason; invoiceId?: string }[];
  duplicates: { payment: BankPayment; reason: 'already_imported' | 'repeated_in_file' }[];
};

/**
 * Sorts a bank file's payments into those that pay an invoice, those a person must look at, and
 * duplicates, which are left out: a payment whose archive reference was imported before, or that
 * appeared earlier in the same file. Payments are taken in file order; each matched payment lowers
 * what its invoice still owes, so two payments that together pay too much leave the second
 * unmatched as `overpayment` (with the invoice named). `kidMethod` is the unit's kidModDigit;
 * without it a KID valid under either method is read.
 */
export function matchBankPayments(
  payments: readonly BankPayment[],
  invoices: readonly InvoiceForMatching[],
  alreadyImportedArchiveRefs: Iterable<string>,
  options: { kidMethod?: KidMethod } = {},
): BankPaymentMatches {
  const result: BankPaymentMatches = { matched: [], unmatched: [], duplicates: [] };
  const imported = new Set(alreadyImportedArchiveRefs);
  const seen = new Set<string>();
  const byKid = new Map<string, InvoiceForMatching[]>();
  for (const invoice of invoices) {
    const kid = normalizeKid(invoice.kid);
    byKid.set(kid, [...(byKid.get(kid) ?? []), invoice]);
  }
  const owed = new Map<string, Money>();
  const methods: readonly KidMethod[] = options.kidMethod ? [options.kidMethod] : ['MOD10', 'MOD11'];

  for (const payment of payments) {
    if (imported.has(payment.archiveReference)) {
      result.duplicates.push({ payment, reason: 'already_imported' });
      continue;
    }
    if (seen.has(payment.archiveReference)) {
      result.duplicates.push({ payment, reason: 'repeated_in_file' });
      continue;
    }
    seen.add(payment.archiveReference);
    const unmatched = (reason: UnmatchedReason, invoiceId?: string) =>
      result.unmatched.push({ payment, reason, ...(invoiceId ? { invoiceId } : {}) });
    const amount = toMoney(payment.amount);
    const kid = normalizeKid(payment.kid);
    if (!amount.greaterThan(0)) unmatched('not_positive');
    else if (kid === '') unmatched('missing_kid');
    else if (!methods.some((method) => isValidKid(kid, method))) unmatched('invalid_kid');
    else {
      const candidates = byKid.get(kid) ?? [];
      if (candidates.length === 0) unmatched('unknown_kid');
      else if (candidates.length > 1) unmatched('ambiguous_kid');
      else {
        const invoice = candidates[0]!;
        const left = owed.get(invoice.id) ?? toMoney(invoice.remainingAmount);
        if (amount.greaterThan(left)) unmatched('overpayment', invoice.id);
        else {
          owed.set(invoice.id, left.minus(amount));
          result.matched.push({ payment, invoiceId: invoice.id });
        }
      }
    }
  }
  return result;
}
