import fs from 'node:fs';
import path from 'node:path';
import { serverPath } from '../../server-root.js';
import { compileSchematronFile, type CompiledSchema } from './schematron.js';

/**
 * The schematron files of the Peppol BIS Billing 3.0 pack: every `*.sch` in
 * packages/server/standards/peppol-bis-billing-3/sch, in name order (CEN-EN16931-UBL.sch, then
 * PEPPOL-EN16931-UBL.sch, the order Peppol's validators run them). A newer release is installed
 * by replacing the files; no code names a rule. Compiled once, on first use.
 */
export const ruleDirectory = (): string => serverPath('standards', 'peppol-bis-billing-3', 'sch');

let compiled: CompiledSchema[] | undefined;

export function ruleFiles(): CompiledSchema[] {
  compiled ??= fs
    .readdirSync(ruleDirectory())
    .filter((f) => f.endsWith('.sch'))
    .sort()
    .map((f) => compileSchematronFile(path.join(ruleDirectory(), f)));
  return compiled;
}
