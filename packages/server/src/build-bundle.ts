import { build } from 'esbuild';
import { serverPath, serverRoot } from './server-root.js';

/** What `npm start`, `npm run serve` and the e2e server run, relative to the server package. */
const BUNDLE_FILE = 'dist/bundle/main.mjs';

/**
 * Packages left for Node to load from node_modules: they find files next to their own modules
 * (PGlite its WASM and data files through import.meta.url, argon2 its native addon, the PDF
 * renderer's pdfkit its standard fonts through its package's `#` imports). React goes with the
 * renderer, so the elements our layouts create and its reconciler share one copy.
 */
const EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2', '@react-pdf/renderer', 'react', 'pdfkit'];

/**
 * Bundled CommonJS packages call require for Node's modules (and for optional packages such as
 * ws's bufferutil, which they try and do without); an ES module has no require of its own.
 */
const REQUIRE_BANNER =
  // Renamed: the banner is text esbuild does not see, and a bundled ES module importing createRequire itself
  // (fflate's Node build) keeps that name, which would then be declared twice.
  "import { createRequire as bundleCreateRequire } from 'node:module'; const require = bundleCreateRequire(import.meta.url);";

/**
 * Part of `npm run build` of the server: src/main.ts and everything it imports as one ES module.
 * Loading the server as about a thousand modules from node_modules was most of a restart; one
 * file is read and compiled at once. Packages resolve as Node resolves them (platform node: main
 * before module), so graphql is its CommonJS copy for Pothos, Yoga and our own imports alike, as
 * one copy must build and execute the schema. The source map without sources maps stack traces
 * in the log to src when source maps are enabled (the start script and the e2e server do).
 */
const result = await build({
  absWorkingDir: serverRoot(),
  entryPoints: [serverPath('src', 'main.ts')],
  outfile: serverPath(BUNDLE_FILE),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['source'],
  external: EXTERNAL,
  banner: { js: REQUIRE_BANNER },
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
  metafile: true,
});
const modules = Object.keys(result.metafile.inputs);

// A second graphql (its ES module copy, or another version nested under a package) would fail at
// run time with "Cannot use GraphQLSchema … from another module or realm".
const graphqlFiles = modules.filter((file) => /(^|\/)node_modules\/graphql\//.test(file));
const graphqlCopies = new Set(graphqlFiles.map((file) => file.slice(0, file.lastIndexOf('node_modules/graphql/'))));
if (graphqlCopies.size !== 1 || graphqlFiles.some((file) => file.endsWith('.mjs')))
  throw new Error(`the bundle must hold one CommonJS graphql, it holds: ${[...graphqlCopies].join(', ')}`);

console.log(`server bundle ${serverPath(BUNDLE_FILE)}: ${modules.length} modules`);
