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

export const findingViewOf = (finding: EhfFinding): EhfFindingView => ({
  ruleId: finding.ruleId,
  flag: finding.flag,
  text: finding.text,
  field: ehfFieldOf(finding.location),
  location: finding.location,
});

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
          field: finding.field ?? '',
          location: finding.location,
        },
      })),
  );
}
