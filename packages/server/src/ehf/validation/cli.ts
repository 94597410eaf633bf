import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateEhf } from './validate-ehf.js';

/**
 * `npm run validate-ehf -- FILE...`: validates UBL invoices and credit notes against the UBL 2.1
 * schema and the Peppol BIS Billing 3.0 rules, prints each finding (flag, rule id, location, text)
 * and exits 1 when any file has a fatal finding, 2 on a usage or read error, else 0.
 */
export async function main(args: readonly string[], print: (line: string) => void = console.log): Promise<number> {
  if (args.length === 0) {
    print('usage: validate-ehf FILE.xml...');
    return 2;
  }
  let exitCode = 0;
  for (const file of args) {
    let xml: string;
    try {
      // npm run -w starts in packages/server; a path is the caller's, from where npm was run
      // (npm's INIT_CWD: a fact of the invocation, not configuration).
      // eslint-disable-next-line no-restricted-properties
      xml = fs.readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
    } catch (error) {
      print(`${file}: cannot read (${error instanceof Error ? error.message : String(error)})`);
      exitCode = 2;
      continue;
    }
    const report = await validateEhf(xml);
    const fatal = report.findings.filter((f) => f.flag === 'fatal').length;
    const warnings = report.findings.length - fatal;
    print(
      `${file}: ${report.valid ? 'valid' : 'INVALID'} ${report.documentType} (${fatal} fatal, ${warnings} warnings)`,
    );
    for (const f of report.findings) {
      print(`  ${f.flag === 'fatal' ? 'FATAL  ' : 'warning'} ${f.ruleId} at ${f.location}: ${f.text}`);
    }
    if (!report.valid && exitCode === 0) exitCode = 1;
  }
  return exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
