import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every module a domain module loads at run time (type-only imports are erased), by following its
 * relative imports; packages are listed by name.
 */
function runtimeImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.startsWith('/')) continue;
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms))
      pending.push(
        specifier!.startsWith('.') ? resolve(dirname(file), specifier!.replace(/\.js$/, '.ts')) : specifier!,
      );
  }
  return seen;
}

const here = dirname(fileURLToPath(import.meta.url));

describe('the sign-in rules stay light', () => {
  it('accounts.ts and what it loads never load decimal.js, so the sign-in page does not download it', () => {
    const loaded = [...runtimeImports(resolve(here, 'accounts.ts'))];
    expect(loaded.filter((module) => module === 'decimal.js' || module.endsWith('/decimal.ts'))).toEqual([]);
    expect(loaded.some((module) => module.endsWith('/text-rules.ts'))).toBe(true);
  });
  it('the number rules do load it (the check follows imports)', () => {
    expect(runtimeImports(resolve(here, 'rules.ts'))).toContain('decimal.js');
  });
});
