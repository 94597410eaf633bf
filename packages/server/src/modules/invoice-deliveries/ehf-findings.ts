import type { Locale } from '@fjord/domain';
import { describeFinding } from '../../ehf/validation/describe-finding.js';
import { validateEhf, type EhfFinding } from '../../ehf/validation/validate-ehf.js';
import type { Tx } from '../../db/connection.js';
import { validationError, type AppError } from '../../errors/app-error.js';
import { invoiceEhf, type InvoiceEhf } from '../ehf/invoice-ehf.js';

/** A finding of the EHF validation as the send dialog shows it. */
export type EhfFindingView = {
  ruleId: string;
  flag: 'fatal' | 'warning';
  text: string;
  /** The part of the invoice the rule is about (customer, lines.0, payment …), or null when no single one. */
  field: string | null;
  /** Where in the XML, as the validator reports it. */
  location: string;
  /** The rule's message in each language (the pack's Bokmål translation; the official English). */
  messages: Record<Locale, string>;
  /** The business terms (BT/BG) the rule names, in each language: "Selgers mva-nummer (BT-31)". */
  terms: Record<Locale, string[]>;
};

/** The UBL element under the document's root → the invoice's part (`lines` and `allowanceCharges` get the index). */
const FIELDS: Record<string, string> = {
  AccountingSupplierParty: 'supplier',
  AccountingCustomerParty: 'customer',
  Delivery: 'delivery',
  PaymentMeans: 'payment',
  PaymentTerms: 'payment',
  BuyerReference: 'reference',
  OrderReference: 'reference',
  BillingReference: 'creditedInvoice',
  AdditionalDocumentReference: 'attachments',
  TaxTotal: 'taxSubtotals',
  LegalMonetaryTotal: 'totals',
  DueDate: 'dueDate',
  IssueDate: 'issueDate',
  Note: 'note',
  DocumentCurrencyCode: 'currency',
  TaxCurrencyCode: 'currency',
  AllowanceCharge: 'allowanceCharges',
  InvoiceLine: 'lines',
  CreditNoteLine: 'lines',
};
const INDEXED = new Set(['AllowanceCharge', 'InvoiceLine', 'CreditNoteLine']);

/**
 * The invoice's part a finding's location points at: the first element under the root decides
 * (/ubl:Invoice[1]/cac:InvoiceLine[2]/… → lines.1, zero-based as the forms name lines).
 */
export function ehfFieldOf(location: string): string | null {
  const step = /^\/[^/]+\/(?:\w+:)?(\w+)(?:\[(\d+)\])?/.exec(location.trim());
  if (!step) return null;
  const [, name, position] = step;
  const field = FIELDS[name!];
  if (!field) return null;
  return INDEXED.has(name!) ? `${field}.${Number(position ?? '1') - 1}` : field;
}

export function findingViewOf(finding: EhfFinding): EhfFindingView {
  const nb = describeFinding(finding, 'nb');
  const en = describeFinding(finding, 'en');
  return {
    ruleId: finding.ruleId,
    flag: finding.flag,
    text: finding.text,
    field: ehfFieldOf(finding.location),
    location: finding.location,
    messages: { nb: nb.message, en: en.message },
    terms: { nb: nb.fields, en: en.fields },
  };
}

export type InvoiceEhfValidation = { valid: boolean; findings: EhfFindingView[]; ehf: InvoiceEhf };

/** Builds the invoice's EHF (the download's code path) and validates it: fatal findings first. */
export async function validateInvoiceEhf(tx: Tx, invoiceId: string): Promise<InvoiceEhfValidation> {
  const ehf = await invoiceEhf(tx, invoiceId);
  const report = await validateEhf(ehf.xml);
  const findings = report.findings.map(findingViewOf);
  findings.sort((a, b) => Number(a.flag === 'warning') - Number(b.flag === 'warning'));
  return { valid: report.valid, findings, ehf };
}

/**
 * The refusal of an EHF with fatal findings: VALIDATION with one entry per finding on
 * invoiceDelivery.ehf, type ehfRuleFailed, its rule id, text, field and location as params.
 */
export function ehfFindingsRefusal(findings: readonly EhfFindingView[]): AppError {
  return validationError(
    findings
      .filter((finding) => finding.flag === 'fatal')
      .map((finding) => ({
        model: 'invoiceDelivery',
        attribute: 'ehf',
        type: 'ehfRuleFailed',
        params: {
          ruleId: finding.ruleId,
          text: finding.text,
          messageNb: finding.messages.nb,
          messageEn: finding.messages.en,
          field: finding.field ?? '',
          location: finding.location,
        },
      })),
  );
}
