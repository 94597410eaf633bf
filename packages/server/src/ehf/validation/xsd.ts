import fs from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { serverPath } from '../../server-root.js';
import type { EhfFinding } from './run-schematron.js';

/**
 * The UBL 2.1 XML schema check with libxml2 compiled to WebAssembly (xmllint-wasm): the maindoc
 * schema of the document's root (Invoice or CreditNote) with every file of `common/` preloaded
 * into the in-memory file system at the same relative places, so the imports resolve as on disk.
 */

const XSD_DIR = (): string => serverPath('standards', 'ubl-2.1', 'xsd');

const MAINDOC: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'UBL-Invoice-2.1.xsd',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'UBL-CreditNote-2.1.xsd',
};

let common: XMLFileInfo[] | undefined;

function commonSchemas(): XMLFileInfo[] {
  common ??= fs
    .readdirSync(path.join(XSD_DIR(), 'common'))
    .filter((f) => f.endsWith('.xsd'))
    .map((f) => ({ fileName: `common/${f}`, contents: fs.readFileSync(path.join(XSD_DIR(), 'common', f), 'utf8') }));
  return common;
}

const mainSchemas = new Map<string, XMLFileInfo>();

/** XSD findings for a document whose root is in `rootNamespace`; an unknown root is itself a finding. */
export async function validateUblSchema(xml: string, rootNamespace: string | null): Promise<EhfFinding[]> {
  const file = rootNamespace ? MAINDOC[rootNamespace] : undefined;
  if (!file) {
    return [
      {
        ruleId: 'XSD',
        flag: 'fatal',
        text: `The root element is not a UBL 2.1 Invoice or CreditNote (namespace ${rootNamespace ?? 'none'})`,
        location: '/',
        test: 'UBL 2.1 maindoc schema',
        source: 'xsd',
      },
    ];
  }
  let schema = mainSchemas.get(file);
  if (!schema) {
    schema = { fileName: `maindoc/${file}`, contents: fs.readFileSync(path.join(XSD_DIR(), 'maindoc', file), 'utf8') };
    mainSchemas.set(file, schema);
  }
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    schema,
    preload: commonSchemas(),
  });
  return result.errors.map((error) => ({
    ruleId: 'XSD',
    flag: 'fatal' as const,
    text: error.message.trim(),
    location: error.loc ? `line ${error.loc.lineNumber}` : '',
    test: file,
    source: 'xsd',
  }));
}
