import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The rule ids ESLint reports for code as if it were a file at `file` (relative to the repository). */
async function ruleIdsFor(code: string, file: string): Promise<(string | null)[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((message) => message.ruleId);
}

describe('the lint rules of the one money model', () => {
  it('refuse decimal.js outside the domain module, parseFloat, and Number() on an amount', async () => {
    const code = [
      "import { Decimal } from 'decimal.js';",
      'export const read = (line: { salePrice: string }, quantity: string) =>',
      '  [new Decimal(1), parseFloat(quantity), Number(line.salePrice), Number(quantity)];',
    ].join('\n');
    expect(await ruleIdsFor(code, 'packages/server/src/modules/products/probe.ts')).toEqual([
      'no-restricted-imports',
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  }, 60_000);

  it('let the domain configure decimal.js in its one module, and Number() read what is not an amount', async () => {
    expect(
      await ruleIdsFor(
        "import { Decimal as DecimalJs } from 'decimal.js';\nexport const D = DecimalJs.clone({});\n",
        'packages/domain/src/decimal.ts',
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor('export const n = (limit: string) => Number(limit);\n', 'packages/server/src/x.ts'),
    ).toEqual([]);
  }, 60_000);
});

describe('the lint rule of the one clock for writes', () => {
  it('refuses new Date() without arguments in a server module, but not a date read from a value', async () => {
    const code = 'export const stamp = (at: string) => [new Date(), new Date(at)];\n';
    expect(await ruleIdsFor(code, 'packages/server/src/modules/cars/probe.ts')).toEqual(['no-restricted-syntax']);
  }, 60_000);

  it('refuses Date.now() too, and outside the modules (mail, jobs, seed) as well', async () => {
    const code = 'export const stamp = () => [Date.now(), new Date()];\n';
    for (const file of ['packages/server/src/modules/cars/probe.ts', 'packages/server/src/mail/probe.ts']) {
      expect(await ruleIdsFor(code, file), file).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
    }
  }, 60_000);

  it('lets the clock module, and tests, read the time', async () => {
    const code = 'export const now = () => new Date();\n';
    expect(await ruleIdsFor(code, 'packages/server/src/clock.ts')).toEqual([]);
    expect(await ruleIdsFor(code, 'packages/server/src/modules/cars/cars.int.test.ts')).toEqual([]);
  }, 60_000);
});
