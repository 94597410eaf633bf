import fs from 'node:fs';
import path from 'node:path';
import { ParseOption, XmlDocument } from 'libxml2-wasm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverPath } from '../../server-root.js';
import { validateEhf } from './validate-ehf.js';
import { isSchemaFile, validateUblSchema } from './xsd.js';

// A document that names a local file through its DOCTYPE (XXE) must not get it read: the validator
// refuses any DOCTYPE (a UBL document never has one), and libxml2, which reads the UBL schemas from
// disk, may read nothing but the schema folder.

const norwegian = fs.readFileSync(
  serverPath('standards', 'peppol-bis-billing-3', 'national-examples', 'NO', 'Norwegian-example-1.xml'),
  'utf8',
);
const secretFile = path.join(fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'ehf-xxe-')), 'secret.txt');
const SECRET = 'HEMMELIG-PASSORD-42';
fs.writeFileSync(secretFile, SECRET);
const secretUrl = `file://${secretFile}`;

const withDoctype = (doctype: string, entityUse = '') =>
  norwegian.replace('<Invoice', `${doctype}\n<Invoice`).replace('<cbc:Note>', `<cbc:Note>${entityUse}`);

const attacks: Record<string, string> = {
  'an external entity used in a note': withDoctype(`<!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "${secretUrl}">]>`, '&xxe;'),
  'an external DTD': withDoctype(`<!DOCTYPE Invoice SYSTEM "${secretUrl}">`),
  'a parameter entity': withDoctype(`<!DOCTYPE Invoice [<!ENTITY % p SYSTEM "${secretUrl}"> %p;]>`),
  '/etc/passwd as entity': withDoctype('<!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>', '&xxe;'),
};

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => validateEhf(norwegian), 120_000);
afterEach(() => vi.restoreAllMocks());

/** The paths the code under test asked the file system about, while `work` ran. */
async function pathsTouched(work: () => unknown): Promise<string[]> {
  const touched: string[] = [];
  const record = (file: unknown) => touched.push(String(file));
  for (const name of ['openSync', 'existsSync', 'readFileSync', 'statSync'] as const) {
    const original = fs[name] as (...args: unknown[]) => unknown;
    vi.spyOn(fs, name).mockImplementation(((...args: unknown[]) => {
      record(args[0]);
      return original(...args);
    }) as never);
  }
  await work();
  return touched;
}

describe('a document with a DOCTYPE naming a local file', () => {
  for (const [name, xml] of Object.entries(attacks)) {
    it(`${name}: refused with one clear finding, the file never read`, async () => {
      let report: Awaited<ReturnType<typeof validateEhf>> | undefined;
      const touched = await pathsTouched(async () => (report = await validateEhf(xml)));
      expect(report!.valid).toBe(false);
      expect(report!.documentType).toBe('Invoice');
      expect(report!.findings.map((f) => [f.ruleId, f.flag])).toEqual([['XML', 'fatal']]);
      expect(report!.findings[0]!.text).toMatch(/DOCTYPE/);
      expect(JSON.stringify(report)).not.toContain(SECRET);
      expect(touched.filter((p) => p.includes(secretFile) || p.includes('/etc/passwd'))).toEqual([]);
    });
  }

  it('the XML schema step alone (past the DOCTYPE check) reads no file either and reports instead of throwing', async () => {
    for (const xml of Object.values(attacks)) {
      let findings: ReturnType<typeof validateUblSchema> = [];
      const touched = await pathsTouched(
        () => (findings = validateUblSchema(xml, 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2')),
      );
      expect(touched.filter((p) => p.includes(secretFile) || p.includes('/etc/passwd'))).toEqual([]);
      expect(JSON.stringify(findings)).not.toContain(SECRET);
      expect(JSON.stringify(findings)).not.toContain('root:');
    }
  });
});

describe('the files libxml2 may read', () => {
  it('exclude the named file even when a parser is told to load DTDs and substitute entities', async () => {
    const option = ParseOption.XML_PARSE_NOENT | ParseOption.XML_PARSE_DTDLOAD;
    for (const xml of Object.values(attacks)) {
      let text = '';
      const touched = await pathsTouched(() => {
        try {
          const doc = XmlDocument.fromString(xml, { option });
          text = doc.toString();
          doc.dispose();
        } catch (error) {
          text = String(error); // libxml2 refusing the unreadable DTD is fine too
        }
      });
      expect(text).not.toContain(SECRET);
      expect(touched.filter((p) => p.includes(secretFile) || p.includes('/etc/passwd'))).toEqual([]);
    }
  });

  const schema = serverPath('standards', 'ubl-2.1', 'xsd', 'common', 'UBL-CommonBasicComponents-2.1.xsd');

  it('are the UBL schema files, as a path or a file URL', () => {
    expect(isSchemaFile(schema)).toBe(true);
    expect(isSchemaFile(`file://${schema}`)).toBe(true);
  });

  it('are not any other file, nor one reached by climbing out of the schema folder', () => {
    expect(isSchemaFile('/etc/passwd')).toBe(false);
    expect(isSchemaFile('file:///etc/passwd')).toBe(false);
    expect(isSchemaFile(secretUrl)).toBe(false);
    expect(isSchemaFile(serverPath('standards', 'ubl-2.1', 'xsd', '..', '..', '..', 'package.json'))).toBe(false);
    expect(isSchemaFile('http://example.com/UBL-Invoice-2.1.xsd')).toBe(false);
  });
});
