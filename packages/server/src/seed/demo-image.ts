import fs from 'node:fs';
import { createApp } from '../app.js';
import { osloDate, systemClock } from '../clock.js';
import { loadConfig, type Config } from '../config.js';
import {
  currentDemoImage,
  demoImagePath,
  demoStampOf,
  INITIAL_IMAGE_DIR,
  type DemoWanted,
} from '../db/initial-image.js';
import { seedDemo } from './demo.js';

/**
 * Makes the demo image (db/initial-image.ts) from the empty initial database, seeded through the
 * services as a server seeds at its first start, unless the one there holds today's demo sealed
 * with the configured key. Seeding takes seconds of a first start; a copy takes a fraction.
 */
export async function buildDemoImage(
  config: Config = loadConfig(),
  dir = INITIAL_IMAGE_DIR,
): Promise<{ image: string; built: boolean; stamped: boolean }> {
  const image = demoImagePath(dir);
  const partial = `${image}.partial`;
  const wanted: DemoWanted = { today: osloDate(systemClock.now()), secretKey: config.secretKey };
  if (currentDemoImage(wanted, dir)) return { image, built: false, stamped: true };
  for (const stale of [image, `${image}.json`, partial]) fs.rmSync(stale, { recursive: true, force: true });
  // Always the embedded database, whatever the build's environment points at; without the demo
  // wanted, createApp copies the empty initial database into the partial directory.
  const app = await createApp({
    ...config,
    databaseUrl: undefined,
    dataDir: partial,
    logLevel: 'warn',
    seedDemo: false,
    // The image is data only: jobs it holds run on the server that starts from it.
    jobWorker: false,
  });
  try {
    await seedDemo(app.services);
    // Written out, so the copy needs no recovery at its first start.
    await app.services.database.pglite!.exec('checkpoint');
  } finally {
    await app.close();
  }
  fs.renameSync(partial, image);
  // Seeded across midnight: its dates belong to neither day, so no stamp and no server copies it.
  if (osloDate(systemClock.now()) !== wanted.today) return { image, built: true, stamped: false };
  fs.writeFileSync(`${image}.json`, `${JSON.stringify(demoStampOf(wanted))}\n`);
  return { image, built: true, stamped: true };
}
