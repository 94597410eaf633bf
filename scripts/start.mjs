// `npm start`: builds the web app and the server only when their sources changed since the last
// build (see build-stamp.mjs), then runs the server's bundle (one ES module of the server and its
// packages, which loads much faster than the thousand modules of dist/main.js) in this process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inputsState, isCurrent, writeStamp } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const shared = ['package-lock.json', 'tsconfig.base.json', 'packages/domain'];

const serverBundle = 'packages/server/dist/bundle/main.mjs';

/**
 * What each build reads, where it leaves its stamp and what of its output the start needs; the web
 * build goes first, as `npm run build` does.
 */
const TARGETS = [
  {
    workspace: '@fjord/web',
    inputs: [...shared, 'packages/web'],
    stamp: 'packages/web/dist/.build-stamp',
    outputs: ['packages/web/dist/index.html'],
  },
  {
    workspace: '@fjord/server',
    inputs: [...shared, 'packages/server'],
    stamp: 'packages/server/dist/.build-stamp',
    outputs: [serverBundle],
  },
];

for (const target of TARGETS) {
  if (isCurrent(root, target)) {
    console.log(`${target.workspace} is built and current`);
    continue;
  }
  const state = inputsState(root, target.inputs);
  const build = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeStamp(root, target, state);
}

// Stack traces in the log point into src through the bundle's source map.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, serverBundle)).href);
