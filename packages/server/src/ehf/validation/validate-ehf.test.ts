import fs from 'node:fs';
import path from 'node:path';
import { parseXmlDocument, serializeToWellFormedString, type Element } from 'slimdom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { serverPath } from '../../server-root.js';
import { main } from './cli.js';
import { validateEhf, type EhfValidationReport } from './validate-ehf.js';

const pack = (...segments: string[]): string => serverPath('standards', 'peppol-bis-billing-3', ...segments);
const xmlFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .map((f) => path.join(dir, f));

const norwegian = fs.readFileSync(pack('national-examples', 'NO', 'Norwegian-example-1.xml'), 'utf8');
const fatalIds = (report: EhfValidationReport): string[] =>
  report.findings.filter((f) => f.flag === 'fatal').map((f) => f.ruleId);
const ids = (report: EhfValidationReport): string[] => report.findings.map((f) => f.ruleId);

/** The Norwegian example with one textual edit; the edit must apply. */
function edited(search: string | RegExp, replacement: string): string {
  const xml = norwegian.replace(search, replacement);
  expect(xml).not.toBe(norwegian);
  return xml;
}

// The first validation compiles both rule files and every rule's XPath (seconds); a document after
// that takes well under a second here, several when the machine is shared.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => validateEhf(norwegian), 120_000);

// Every official UBL example of the 3.0.19 pack (the CII examples are not copied: other syntax).
describe('the official examples validate with no fatal finding', () => {
  for (const file of [...xmlFiles(pack('examples')), ...xmlFiles(pack('national-examples', 'NO'))]) {
    it(path.basename(file), async () => {
      const report = await validateEhf(fs.readFileSync(file, 'utf8'));
      expect(report.findings.filter((f) => f.flag === 'fatal')).toEqual([]);
      expect(report.valid).toBe(true);
    });
  }
});

// The pack's schematron unit tests: each <test> holds a document fragment and says whether the
// scope's rule must fire (<error>/<warning>) or not (<success>). The fragments are not whole
// invoices, so other rules fire too; only the rule under test is looked at.
describe('the Norwegian unit tests of the pack (unit-UBL-NO)', () => {
  for (const file of xmlFiles(pack('unit-UBL-NO'))) {
    const testSet = parseXmlDocument(fs.readFileSync(file, 'utf8')).documentElement!;
    const cases = testSet.children.filter((e) => e.localName === 'test');
    cases.forEach((testCase, index) => {
      const expectation = testCase.children.find((e) => e.localName === 'assert')!.children[0]!;
      const ruleId = expectation.textContent!.trim();
      const fires = expectation.localName !== 'success';
      const document = testCase.children.find((e) => e.localName !== 'assert') as Element;
      it(`${path.basename(file)} case ${index + 1}: ${ruleId} ${fires ? 'fires' : 'does not fire'}`, async () => {
        const report = await validateEhf(serializeToWellFormedString(document));
        expect(ids(report).includes(ruleId)).toBe(fires);
      });
    });
    it(`${path.basename(file)} has cases`, () => expect(cases.length).toBeGreaterThan(0));
  }
});

describe('broken documents are caught with the right rule', () => {
  it('BR-02 (cardinality): an invoice without its number', async () => {
    const report = await validateEhf(edited('<cbc:ID>TOSL108</cbc:ID>', ''));
    expect(report.valid).toBe(false);
    expect(fatalIds(report)).toContain('BR-02');
  });

  it('BR-CO-10 (calculation): a line amount that no longer adds up to the sum of lines', async () => {
    const report = await validateEhf(
      edited(
        '<cbc:LineExtensionAmount currencyID="NOK">1273</cbc:LineExtensionAmount>',
        '<cbc:LineExtensionAmount currencyID="NOK">1274</cbc:LineExtensionAmount>',
      ),
    );
    expect(fatalIds(report)).toContain('BR-CO-10');
    const finding = report.findings.find((f) => f.ruleId === 'BR-CO-10')!;
    expect(finding.location).toBe('/ubl:Invoice[1]/cac:LegalMonetaryTotal[1]');
    expect(finding.text).toMatch(/Sum of Invoice line net amount/);
  });

  it('BR-CL-04 (code list): an unknown currency code', async () => {
    const report = await validateEhf(edited(/NOK/g, 'NKK'));
    expect(fatalIds(report)).toContain('BR-CL-04');
  });

  it('NO-R-001 (Norwegian): a supplier VAT number without the MVA suffix', async () => {
    const report = await validateEhf(
      edited('<cbc:CompanyID>NO123456785MVA</cbc:CompanyID>', '<cbc:CompanyID>NO123456785</cbc:CompanyID>'),
    );
    expect(fatalIds(report)).toContain('NO-R-001');
    expect(report.valid).toBe(false);
  });

  it('NO-R-002 (Norwegian, a warning): a supplier without «Foretaksregisteret» stays valid', async () => {
    const report = await validateEhf(
      edited('<cbc:CompanyID>Foretaksregisteret</cbc:CompanyID>', '<cbc:CompanyID>Enkeltpersonforetak</cbc:CompanyID>'),
    );
    expect(report.findings.find((f) => f.ruleId === 'NO-R-002')?.flag).toBe('warning');
    expect(report.valid).toBe(true);
  });

  it('XSD: an element the UBL schema does not know', async () => {
    const report = await validateEhf(
      edited('<cbc:DocumentCurrencyCode>', '<cbc:Unknown>x</cbc:Unknown><cbc:DocumentCurrencyCode>'),
    );
    const xsd = report.findings.filter((f) => f.source === 'xsd');
    expect(xsd.length).toBeGreaterThan(0);
    expect(xsd[0]!.text).toMatch(/Unknown/);
    expect(report.valid).toBe(false);
  });

  it('XML: a document that is not well-formed', async () => {
    const report = await validateEhf('<Invoice>');
    expect(fatalIds(report)).toEqual(['XML']);
  });
});

describe('the validate-ehf command', () => {
  it('exits 0 on a good file and 1 on a broken one, printing the rule', async () => {
    const good: string[] = [];
    expect(await main([pack('national-examples', 'NO', 'Norwegian-example-1.xml')], (l) => good.push(l))).toBe(0);
    expect(good[0]).toMatch(/: valid Invoice \(0 fatal, 1 warnings\)$/);

    const broken = path.join(fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'ehf-')), 'broken.xml');
    fs.writeFileSync(broken, edited('<cbc:ID>TOSL108</cbc:ID>', ''));
    const out: string[] = [];
    expect(await main([broken], (l) => out.push(l))).toBe(1);
    expect(out[0]).toMatch(/INVALID Invoice/);
    expect(out.some((l) => /FATAL {3}BR-02 at \/ubl:Invoice\[1\]: \[BR-02\]/.test(l))).toBe(true);
  });
});
