import { loadConfig, type Config } from '../config.js';
import { buildInitialImage } from './initial-image.js';
import { buildDemoImage } from '../seed/demo-image.js';

// Part of `npm run build` of the server: see initial-image.ts.
async function step(what: string, build: () => Promise<{ image: string; built: boolean }>): Promise<void> {
  const startedAt = performance.now();
  const { image, built } = await build();
  console.log(
    built ? `${what} ${image} made in ${Math.round(performance.now() - startedAt)} ms` : `${what} ${image} is current`,
  );
}

await step('initial database', () => buildInitialImage());
// The demo is sealed with the configured secret key; a build environment whose configuration does
// not load (production without SECRET_KEY) makes no demo image, and such a server seeds at start.
let config: Config | undefined;
try {
  config = loadConfig();
} catch (error) {
  console.log(`no demo database: ${error instanceof Error ? error.message : String(error)}`);
}
if (config) await step('demo database', () => buildDemoImage(config));
