// Decides whether a package's build output is current: after a build, a stamp next to the output
// records the hash of everything the build read, with each file's size, modification time and
// content hash; before the next one the sources are compared with it. Content decides, so a
// checkout that touches files without changing them costs no build, and a changed file with an
// older time still does; size and time only spare reading the files that kept both since the
// stamp, so a start reads directory entries rather than every source file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', '.vite']);
const isSkipped = (name) => SKIPPED.has(name) || name.endsWith('.tsbuildinfo');

/** Every file below entry (a file or a directory), skipping output, build state and installed packages. */
function filesOf(root, entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((child) => !isSkipped(child.name))
    .flatMap((child) => filesOf(root, path.join(entry, child.name)));
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/**
 * The inputs' files with their size, modification time and content hash; a file whose size and
 * time equal its entry in `known` keeps that entry's hash without being read.
 */
function manifestOf(root, inputs, known = {}) {
  const manifest = {};
  for (const file of [...new Set(inputs.flatMap((input) => filesOf(root, input)))].sort()) {
    const { size, mtimeMs } = fs.statSync(path.join(root, file));
    const seen = known[file];
    const same = seen && seen.size === size && seen.mtimeMs === mtimeMs;
    manifest[file] = { size, mtimeMs, sha256: same ? seen.sha256 : sha256(fs.readFileSync(path.join(root, file))) };
  }
  return manifest;
}

/** The hash of the files' paths and contents: what decides, independent of sizes and times. */
function hashOf(manifest) {
  const hash = createHash('sha256');
  for (const [file, { sha256: content }] of Object.entries(manifest)) hash.update(`${file}\0${content}\0`);
  return hash.digest('hex');
}

function readStamp(root, stamp) {
  try {
    const recorded = JSON.parse(fs.readFileSync(path.join(root, stamp), 'utf8'));
    return typeof recorded?.hash === 'string' && typeof recorded.files === 'object' ? recorded : undefined;
  } catch {
    return undefined;
  }
}

/** The inputs as they are now (read in full), for writeStamp after the build; take it before building. */
export function inputsState(root, inputs) {
  const files = manifestOf(root, inputs);
  return { hash: hashOf(files), files };
}

/**
 * Whether the stamp holds the inputs' current hash and every output the start runs exists (no
 * stamp: never built, so not current; a missing output: removed, or a build from before it was
 * made). When it is current but some files were read again (touched, unchanged), the stamp takes
 * their new times, so the next start need not read them.
 */
export function isCurrent(root, { inputs, stamp, outputs = [] }) {
  const recorded = readStamp(root, stamp);
  if (!recorded) return false;
  if (!outputs.every((output) => fs.existsSync(path.join(root, output)))) return false;
  const files = manifestOf(root, inputs, recorded.files);
  const hash = hashOf(files);
  if (hash !== recorded.hash) return false;
  if (JSON.stringify(files) !== JSON.stringify(recorded.files)) writeStamp(root, { stamp }, { hash, files });
  return true;
}

/** Records the inputs' state as built; call after the build succeeded, with the state taken before it. */
export function writeStamp(root, { stamp }, state) {
  fs.mkdirSync(path.dirname(path.join(root, stamp)), { recursive: true });
  fs.writeFileSync(path.join(root, stamp), `${JSON.stringify(state)}\n`);
}
