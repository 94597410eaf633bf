import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { referenceDataFile } from '../db/reference-data.js';

/** The v2.3 schema, beside the other national reference files (reference-data/a-melding/README.md). */
export const AMELDING_SCHEMA_FILE = 'a-melding/v2.3/a-melding-v2.3.schema.json';

export type AmeldingSchemaProblem = { path: string; message: string };
export type AmeldingSchemaCheck = { valid: true } | { valid: false; problems: AmeldingSchemaProblem[] };

// ajv-formats is CommonJS with `exports.default`: under NodeNext its default import is the module object.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as unknown as (ajv: Ajv2020) => Ajv2020;

let validator: ValidateFunction | undefined;

/**
 * The compiled schema, made on first use and kept: compiling takes tens of milliseconds, a check of a
 * thousand-employee message a few. Read from packages/server/reference-data at run time, as the registers are,
 * so the one-file bundle finds it through the server package's directory (server-root.ts).
 */
function compiled(): ValidateFunction {
  if (!validator) {
    // The pack's own settings (its tools/validate.js): strictRequired is off because the oneOf branches of Inntekt
    // only list "required", which is valid JSON Schema but an ajv lint.
    const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true });
    addFormats(ajv);
    validator = ajv.compile(JSON.parse(readFileSync(referenceDataFile(AMELDING_SCHEMA_FILE), 'utf8')) as object);
  }
  return validator;
}

/** An ajv error in words: where (a JSON pointer, "/" for the root) and what is wrong there. */
function problemOf(error: ErrorObject): AmeldingSchemaProblem {
  const detail =
    error.keyword === 'additionalProperties'
      ? `${error.message}: ${String((error.params as { additionalProperty?: unknown }).additionalProperty)}`
      : (error.message ?? error.keyword);
  return { path: error.instancePath || '/', message: detail };
}

/** Checks a message against the a-melding v2.3 JSON Schema (structure only: the schema carries no business rules). */
export function checkAmeldingSchema(message: unknown): AmeldingSchemaCheck {
  const validate = compiled();
  if (validate(message)) return { valid: true };
  return { valid: false, problems: (validate.errors ?? []).map(problemOf) };
}
