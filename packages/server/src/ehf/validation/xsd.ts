import fs from 'node:fs';
import path from 'node:path';
import { XmlDocument, XmlError, xmlRegisterInputProvider, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { fsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverPath } from '../../server-root.js';
import type { EhfFinding } from './run-schematron.js';

/**
 * The UBL 2.1 XML schema check with libxml2 compiled to WebAssembly (libxml2-wasm): the maindoc
 * schema of the document's root (Invoice or CreditNote), read from its file so its imports of
 * `../common/*.xsd` resolve on disk, compiled once (about 0.7 s) and kept; a validation then takes
 * a few milliseconds. (xmllint-wasm, which starts xmllint anew per call and re-reads every schema,
 * took 0.7 to 1 s per document.)
 */

const MAINDOC: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'UBL-Invoice-2.1.xsd',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'UBL-CreditNote-2.1.xsd',
};

const validators = new Map<string, XsdValidator>();
let providersRegistered = false;

/**
 * The only files libxml2 may read: those under the UBL schema folder, so the maindoc schemas'
 * imports of `../common/*.xsd` resolve. libxml2 runs in WebAssembly and reaches the disk only
 * through this provider; a document that names another file (an external DTD or entity, say
 * `file:///etc/passwd`) cannot have it read, whatever parser options a later change sets.
 */
export function isSchemaFile(filename: string): boolean {
  let file: string;
  try {
    file = filename.startsWith('file:') ? fileURLToPath(filename) : path.resolve(filename);
  } catch {
    return false;
  }
  const directory = serverPath('standards', 'ubl-2.1', 'xsd');
  return path.resolve(file).startsWith(directory + path.sep);
}

const schemaFilesOnly = {
  ...fsInputProviders,
  match: (filename: string) => isSchemaFile(filename) && fsInputProviders.match(filename),
  open: (filename: string) => (isSchemaFile(filename) ? fsInputProviders.open(filename) : undefined),
};

function validatorFor(schemaPath: string): XsdValidator {
  let validator = validators.get(schemaPath);
  if (!validator) {
    if (!providersRegistered) providersRegistered = xmlRegisterInputProvider(schemaFilesOnly);
    const schema = XmlDocument.fromString(fs.readFileSync(schemaPath, 'utf8'), { url: pathToFileURL(schemaPath).href });
    validator = XsdValidator.fromDoc(schema);
    validators.set(schemaPath, validator);
  }
  return validator;
}

/** One schema error: libxml2's message and where (the element's path and line). */
export interface XsdProblem {
  text: string;
  location: string;
}

/**
 * The schema errors of a document against the XML schema file at `schemaPath` (compiled once, then kept):
 * none when it is valid. The schema may only import files under the UBL schema folder (isSchemaFile); a
 * self-contained schema, such as ISO 20022's, needs none. A document libxml2 cannot read at all throws.
 */
export function xsdProblems(xml: string, schemaPath: string): XsdProblem[] {
  const validator = validatorFor(schemaPath);
  const doc = XmlDocument.fromString(xml);
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    if (!(error instanceof XmlValidateError)) {
      if (!(error instanceof XmlError)) throw error;
      // libxml2 gave up on the document (it does so on unexpanded entity references, for one)
      return [{ text: `The XML schema check could not read the document: ${error.message}`, location: '/' }];
    }
    return error.details.map((detail) => ({
      text: detail.message.trim(),
      location: `${detail.xpath ?? ''} (line ${detail.line ?? '?'})`.trim(),
    }));
  } finally {
    doc.dispose();
  }
}

/** XSD findings for a document whose root is in `rootNamespace`; an unknown root is itself a finding. */
export function validateUblSchema(xml: string, rootNamespace: string | null): EhfFinding[] {
  const file = rootNamespace ? MAINDOC[rootNamespace] : undefined;
  if (!file) {
    const text = `The root element is not a UBL 2.1 Invoice or CreditNote (namespace ${rootNamespace ?? 'none'})`;
    return [{ ruleId: 'XSD', flag: 'fatal', text, location: '/', test: 'UBL 2.1 maindoc schema', source: 'xsd' }];
  }
  const schemaPath = serverPath('standards', 'ubl-2.1', 'xsd', 'maindoc', file);
  return xsdProblems(xml, schemaPath).map(({ text, location }) => ({
    ruleId: 'XSD',
    flag: 'fatal' as const,
    text,
    location,
    test: file,
    source: 'xsd',
  }));
}
