import fs from 'node:fs';
import path from 'node:path';

const PACKAGE_NAME = '@fjord/server';

let found: string | undefined;

/**
 * The server package's directory (packages/server), found upward from this module, so the files
 * the server reads at run time (migrations, registers, the initial database, the web build) resolve
 * alike from src (tsx, tests), from dist (tsc) and from the one-file bundle in dist/bundle, whose
 * modules sit at different depths. Resolved on first use: drizzle-kit loads the schema as CommonJS,
 * where import.meta has no dirname.
 */
export function serverRoot(): string {
  if (found) return found;
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (isServerPackage(dir)) return (found = dir);
    if (path.dirname(dir) === dir) throw new Error(`no ${PACKAGE_NAME} package above ${import.meta.dirname}`);
  }
}

/** A path inside the server package: serverPath('drizzle') is packages/server/drizzle. */
export const serverPath = (...segments: string[]): string => path.join(serverRoot(), ...segments);

function isServerPackage(dir: string): boolean {
  try {
    return (
      (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name === PACKAGE_NAME
    );
  } catch {
    return false;
  }
}
