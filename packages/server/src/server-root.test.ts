import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverPath, serverRoot } from './server-root.js';

describe('files the server reads at run time resolve inside its package, wherever the running module sits', () => {
  it('the root is the directory of the @fjord/server package.json', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(serverRoot(), 'package.json'), 'utf8')) as { name: string };
    expect(manifest.name).toBe('@fjord/server');
  });

  it('the migrations, the registers and the migrating source are found through it', () => {
    for (const part of [['drizzle', 'meta', '_journal.json'], ['reference-data'], ['src', 'db', 'migrate.ts']])
      expect(fs.existsSync(serverPath(...part)), part.join('/')).toBe(true);
  });
});
