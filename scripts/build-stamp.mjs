// Decides whether a package's build output is current: a content hash of everything the build
// reads is written next to the output after a build, and compared with the sources' hash before
// the next one. Content rather than modification times, so a checkout that touches files without
// changing them costs no build, and a changed file with an old time still does.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', '.vite']);
const isSkipped = (name) => SKIPPED.has(name) || name.endsWith('.tsbuildinfo');

/** Every file below entry (a file or a directory), sorted, skipping output, build state and installed packages. */
function filesOf(root, entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((child) => !isSkipped(child.name))
    .flatMap((child) => filesOf(root, path.join(entry, child.name)))
    .sort();
}

/** The hash of the inputs' paths and contents, relative to root. */
export function inputsHash(root, inputs) {
  const hash = createHash('sha256');
  for (const file of [...new Set(inputs.flatMap((input) => filesOf(root, input)))].sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether the stamp file holds the inputs' current hash (no stamp: never built, so not current). */
export function isCurrent(root, { inputs, stamp }) {
  const stampFile = path.join(root, stamp);
  return fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim() === inputsHash(root, inputs);
}

/** Records the inputs' hash as built; call after the build succeeded, with the hash taken before it. */
export function writeStamp(root, { stamp }, hash) {
  fs.mkdirSync(path.dirname(path.join(root, stamp)), { recursive: true });
  fs.writeFileSync(path.join(root, stamp), `${hash}\n`);
}
