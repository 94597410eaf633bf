/** What the EHF tests share: a seller that can send EHF, the document of an invoice, and its reading. */
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';
import { units } from '../db/schema-core.js';
import { validateEhf } from '../ehf/validation/validate-ehf.js';
import type { TestApp } from './app.js';
import { setUp } from './credit-note-fixtures.js';

/** The seller's organisation number in the EHF tests (valid MOD11). */
export const SELLER_ORGANIZATION_NUMBER = '974760673';

export const ehfParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) =>
    [
      'cac:InvoiceLine',
      'cac:CreditNoteLine',
      'cac:TaxSubtotal',
      'cac:AllowanceCharge',
      'cac:TaxTotal',
      'cac:AdditionalDocumentReference',
      'cac:PartyTaxScheme',
    ].includes(name),
});

export const getEhf = (t: TestApp, who: { token: string; unitId: string }, id: string) =>
  fetch(`${t.url}/ehf/invoices/${id}`, { headers: { authorization: `Bearer ${who.token}`, 'x-unit-id': who.unitId } });

/** A unit registered for VAT, with an organisation number and an address: what an EHF sender is. */
export async function seller(t: TestApp, settings: Record<string, unknown> = {}) {
  const setup = await setUp(t, settings);
  await t.app.services.transactions.system((tx) =>
    tx
      .update(units)
      .set({
        organizationNumber: SELLER_ORGANIZATION_NUMBER,
        vatRegulation: 'VAT_REGISTERED',
        address: 'Strandgata 12',
        zip: '5013',
      })
      .where(eq(units.id, setup.me.unitId)),
  );
  return setup;
}

/**
 * The EHF of an invoice or credit note from GET /ehf/invoices/:id, asserted to validate with no
 * fatal finding (the findings are printed when it does not), and parsed.
 */
export async function validEhf(t: TestApp, who: { token: string; unitId: string }, id: string) {
  const response = await getEhf(t, who, id);
  expect(response.status).toBe(200);
  const xml = await response.text();
  const report = await validateEhf(xml);
  const fatal = report.findings.filter((finding) => finding.flag === 'fatal');
  expect(fatal, `fatal findings:\n${fatal.map((f) => `${f.ruleId} ${f.text} at ${f.location}`).join('\n')}`).toEqual(
    [],
  );
  const parsed = ehfParser.parse(xml) as { Invoice?: any; CreditNote?: any };
  return { xml, report, document: (parsed.Invoice ?? parsed.CreditNote) as any };
}
