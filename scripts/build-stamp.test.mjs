import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsState, isCurrent, writeStamp } from './build-stamp.mjs';

describe('npm start builds a package only when its inputs changed since its last build', () => {
  let root;
  const target = { inputs: ['pkg', 'shared.json'], stamp: 'pkg/dist/.build-stamp', outputs: ['pkg/dist/main.js'] };
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const build = () => {
    write('pkg/dist/main.js', 'built');
    writeStamp(root, target, inputsState(root, target.inputs));
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fjord-stamp-'));
    write('pkg/src/a.ts', 'export const a = 1;');
    write('shared.json', '{}');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('a fresh clone (no stamp) is not current, so it builds', () => {
    expect(isCurrent(root, target)).toBe(false);
  });

  it('after a build with nothing changed it is current', () => {
    build();
    expect(isCurrent(root, target)).toBe(true);
  });

  it('a changed, added or removed source file makes it stale', () => {
    build();
    write('pkg/src/a.ts', 'export const a = 2;');
    expect(isCurrent(root, target)).toBe(false);
    build();
    write('pkg/src/b.ts', '');
    expect(isCurrent(root, target)).toBe(false);
    build();
    fs.rmSync(path.join(root, 'pkg/src/b.ts'));
    expect(isCurrent(root, target)).toBe(false);
  });

  it('a missing output (removed, or not made by the build that wrote the stamp) makes it stale', () => {
    build();
    fs.rmSync(path.join(root, 'pkg/dist/main.js'));
    expect(isCurrent(root, target)).toBe(false);
  });

  it('a changed shared input (another package, the lock file) makes it stale', () => {
    build();
    write('shared.json', '{"changed":true}');
    expect(isCurrent(root, target)).toBe(false);
  });

  it('a file renamed with the same content makes it stale', () => {
    build();
    fs.renameSync(path.join(root, 'pkg/src/a.ts'), path.join(root, 'pkg/src/c.ts'));
    expect(isCurrent(root, target)).toBe(false);
  });

  it('touching a file without changing it, the output itself and build state do not', () => {
    build();
    const file = path.join(root, 'pkg/src/a.ts');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    write('pkg/dist/out.js', 'built');
    write('pkg/tsconfig.tsbuildinfo', '{}');
    write('pkg/node_modules/x/index.js', '');
    expect(isCurrent(root, target)).toBe(true);
  });

  it('a changed file whose modification time was set back still makes it stale', () => {
    build();
    const file = path.join(root, 'pkg/src/a.ts');
    const { mtime } = fs.statSync(file);
    write('pkg/src/a.ts', 'export const a = 22;');
    fs.utimesSync(file, mtime, new Date(mtime.getTime() - 60_000));
    expect(isCurrent(root, target)).toBe(false);
  });

  it('a file with the size and modification time the stamp recorded is not read again', () => {
    const file = path.join(root, 'pkg/src/a.ts');
    const recorded = new Date('2026-01-02T03:04:05.000Z');
    fs.utimesSync(file, recorded, recorded);
    build();
    // Same size, same time: only a tool that rewrites a file and restores its time does this.
    write('pkg/src/a.ts', 'export const b = 1;');
    fs.utimesSync(file, recorded, recorded);
    expect(isCurrent(root, target)).toBe(true);
  });

  it('a touched, unchanged file is recorded with its new time, so the next check need not read it', () => {
    build();
    const file = path.join(root, 'pkg/src/a.ts');
    const touched = new Date(Date.now() + 60_000);
    fs.utimesSync(file, touched, touched);
    expect(isCurrent(root, target)).toBe(true);
    write('pkg/src/a.ts', 'export const b = 1;');
    fs.utimesSync(file, touched, touched);
    expect(isCurrent(root, target)).toBe(true);
  });
});
