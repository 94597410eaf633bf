import path from 'node:path';
import { parseXmlDocument, type Document } from 'slimdom';
import { ruleFiles } from './rule-files.js';
import { runSchematron, type EhfFinding } from './run-schematron.js';
import { validateUblSchema } from './xsd.js';

export type { EhfFinding } from './run-schematron.js';

export type EhfValidationReport = {
  /** No fatal finding: the document may be sent. Warnings do not block. */
  valid: boolean;
  /** 'Invoice', 'CreditNote' or the root element's name. */
  documentType: string;
  findings: EhfFinding[];
};

/**
 * Validates an EHF (Peppol BIS Billing 3.0, UBL syntax) invoice or credit note: the UBL 2.1 XML
 * schema, then the schematron rules of the Peppol pack (CEN EN 16931 and PEPPOL, with the
 * Norwegian rules), evaluated with their own XPath and flags.
 */
export async function validateEhf(xml: string): Promise<EhfValidationReport> {
  let doc: Document;
  try {
    doc = parseXmlDocument(xml);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const finding: EhfFinding = {
      ruleId: 'XML',
      flag: 'fatal',
      text,
      location: '/',
      test: 'well-formed XML',
      source: 'xml',
    };
    return { valid: false, documentType: 'unknown', findings: [finding] };
  }
  const root = doc.documentElement;
  if (doc.doctype) {
    // A UBL document never has one; refused before any parser could act on its entities or DTD.
    const finding: EhfFinding = {
      ruleId: 'XML',
      flag: 'fatal',
      text: 'The document has a document type declaration (<!DOCTYPE>); an EHF document must not have one',
      location: '/',
      test: 'no DOCTYPE',
      source: 'xml',
    };
    return { valid: false, documentType: root?.localName ?? 'unknown', findings: [finding] };
  }
  const findings = validateUblSchema(xml, root?.namespaceURI ?? null);
  for (const schema of ruleFiles()) findings.push(...runSchematron(schema, doc, path.basename(schema.file)));
  return {
    valid: !findings.some((f) => f.flag === 'fatal'),
    documentType: root?.localName ?? 'unknown',
    findings,
  };
}
