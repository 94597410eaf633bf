import { loadConfig, type Config } from '../config.js';
import { buildInitialImage } from './initial-image.js';
import { buildDemoImage } from '../seed/demo-image.js';

// Part of `npm run build` of the server: see initial-image.ts.
type Built = { image: string; built: boolean; stamped?: boolean };

async function step(what: string, build: () => Promise<Built>): Promise<void> {
  const startedAt = performance.now();
  const { image, built, stamped = true } = await build();
  const took = `${Math.round(performance.now() - startedAt)} ms`;
  if (!built) console.log(`${what} ${image} is current`);
  else if (stamped) console.log(`${what} ${image} made in ${took}`);
  else console.log(`${what} ${image} made in ${took}, but seeded across midnight: no server copies it (they seed)`);
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
// Production and staging serve real companies: their builds carry no demo.
if (config && (config.env === 'production' || config.env === 'staging'))
  console.log('no demo database in ' + config.env);
else if (config) await step('demo database', () => buildDemoImage(config));
