import fs from 'node:fs';

/**
 * Writes a committed generated file, or with --check only compares and fails when the committed
 * file is not what the code generates (npm test runs the checks through codegen:check).
 */
export function writeOrCheck(target: string, generated: string, command: string): void {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (committed !== generated) {
      console.error(`${target} is out of date: run "${command}" and commit the result`);
      process.exit(1);
    }
    console.log(`${target} is current`);
  } else {
    fs.writeFileSync(target, generated);
    console.log(`wrote ${target}`);
  }
}
