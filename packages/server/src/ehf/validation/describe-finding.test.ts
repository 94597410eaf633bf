import fs from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { serverPath } from '../../server-root.js';
import { businessTerms, businessTermsNamed, describeFinding, ruleTextsNb } from './describe-finding.js';
import { ruleFiles } from './rule-files.js';
import { validateEhf } from './validate-ehf.js';
import type { EhfFinding } from './run-schematron.js';

const norwegian = fs.readFileSync(
  serverPath('standards', 'peppol-bis-billing-3', 'national-examples', 'NO', 'Norwegian-example-1.xml'),
  'utf8',
);
const checks = () => ruleFiles().flatMap((schema) => schema.patterns.flatMap((p) => p.rules.flatMap((r) => r.checks)));
/** The official text of a check, as its message reads without values filled in. */
const officialText = (check: ReturnType<typeof checks>[number]) =>
  check.message.map((part) => ('text' in part ? part.text : '')).join('');

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => validateEhf(norwegian), 120_000);

describe('the nb texts of the Peppol rules (rule-texts-nb.json)', () => {
  it('cover every rule of the current pack, so a new release with new rules fails here', () => {
    const ids = [...new Set(checks().map((c) => c.id))];
    expect(ids.length).toBeGreaterThan(1000);
    expect(ids.filter((id) => !ruleTextsNb()[id])).toEqual([]);
  });

  it('name no rule the pack no longer has', () => {
    const ids = new Set(checks().map((c) => c.id));
    expect(Object.keys(ruleTextsNb()).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('are translations, not the English text, and name the same business terms', () => {
    for (const check of checks()) {
      const nb = ruleTextsNb()[check.id]!;
      expect(nb, check.id).not.toBe(
        officialText(check)
          .replace(/^\[[^\]]+\]-/, '')
          .trim(),
      );
      const terms = (text: string) => businessTermsNamed(text).sort();
      expect(terms(nb), check.id).toEqual(expect.arrayContaining(terms(officialText(check))));
    }
  });
});

describe('the business terms of EN 16931 (business-terms.json)', () => {
  it('have an en and an nb name for every BT and BG a rule of the pack names', () => {
    const named = [...new Set(checks().flatMap((c) => businessTermsNamed(officialText(c))))];
    expect(named.filter((id) => !businessTerms()[id]?.nb || !businessTerms()[id]?.en)).toEqual([]);
  });
});

describe('describeFinding', () => {
  it('BR-02 on an invoice without its number: rule id, text and field in nb and en, and where', async () => {
    const report = await validateEhf(norwegian.replace('<cbc:ID>TOSL108</cbc:ID>', ''));
    const finding = report.findings.find((f) => f.ruleId === 'BR-02')!;
    expect(describeFinding(finding, 'nb')).toEqual({
      ruleId: 'BR-02',
      flag: 'fatal',
      message: 'En faktura skal ha et fakturanummer (BT-1).',
      officialText: '[BR-02]-An Invoice shall have an Invoice number (BT-1).',
      fields: ['Fakturanummer (BT-1)'],
      location: '/ubl:Invoice[1]',
    });
    expect(describeFinding(finding, 'en')).toMatchObject({
      message: 'An Invoice shall have an Invoice number (BT-1).',
      fields: ['Invoice number (BT-1)'],
    });
  });

  it('BR-CO-10 names both amounts it compares', async () => {
    const report = await validateEhf(
      norwegian.replace(
        '<cbc:LineExtensionAmount currencyID="NOK">1273</cbc:LineExtensionAmount>',
        '<cbc:LineExtensionAmount currencyID="NOK">1274</cbc:LineExtensionAmount>',
      ),
    );
    const finding = report.findings.find((f) => f.ruleId === 'BR-CO-10')!;
    expect(describeFinding(finding, 'nb').fields).toEqual([
      'Sum nettobeløp for fakturalinjene (BT-106)',
      'Linjens nettobeløp (BT-131)',
    ]);
    expect(describeFinding(finding, 'en').fields).toEqual([
      'Sum of Invoice line net amount (BT-106)',
      'Invoice line net amount (BT-131)',
    ]);
  });

  it('NO-R-001, a Norwegian rule, in Bokmål', async () => {
    const report = await validateEhf(
      norwegian.replace('<cbc:CompanyID>NO123456785MVA</cbc:CompanyID>', '<cbc:CompanyID>NO123456785</cbc:CompanyID>'),
    );
    const finding = report.findings.find((f) => f.ruleId === 'NO-R-001')!;
    expect(describeFinding(finding, 'nb').message).toMatch(/^For norske leverandører SKAL MVA-nummeret/);
  });

  it('a rule of a newer pack without an nb text falls back to the official English text', () => {
    const finding: EhfFinding = {
      ruleId: 'BR-999',
      flag: 'fatal',
      text: '[BR-999]-A new rule about the Buyer reference (BT-10).',
      location: '/ubl:Invoice[1]',
      test: 'false()',
      source: 'CEN-EN16931-UBL.sch',
    };
    expect(describeFinding(finding, 'nb')).toMatchObject({
      message: 'A new rule about the Buyer reference (BT-10).',
      fields: ['Kjøpers referanse (BT-10)'],
    });
  });

  it("the validator's own XML, DOCTYPE and schema findings in nb and en", async () => {
    const broken = await validateEhf('<Invoice>');
    expect(describeFinding(broken.findings[0]!, 'nb').message).toBe('Dokumentet er ikke gyldig XML.');
    expect(describeFinding(broken.findings[0]!, 'en').message).toBe('The document is not well-formed XML.');

    const doctype = await validateEhf(norwegian.replace('<Invoice', '<!DOCTYPE Invoice>\n<Invoice'));
    expect(describeFinding(doctype.findings[0]!, 'nb').message).toMatch(/dokumenttypedeklarasjon/);

    const schema = await validateEhf(
      norwegian.replace('<cbc:DocumentCurrencyCode>', '<cbc:Unknown>x</cbc:Unknown><cbc:DocumentCurrencyCode>'),
    );
    const xsd = describeFinding(
      schema.findings.find((f) => f.source === 'xsd')!,
      'nb',
    );
    expect(xsd.message).toBe('Dokumentet følger ikke XML-skjemaet for UBL 2.1.');
    expect(xsd.officialText).toMatch(/Unknown/);
  });
});
