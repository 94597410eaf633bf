import { loadConfig } from '../config.js';
import { createApp } from '../app.js';
import { lockDataDirOrExit } from '../db/data-dir-lock.js';
import { DEMO_LOGIN, DEMO_PASSWORD, seedDemo } from './demo.js';

// npm run seed:demo — opens and migrates the configured database as the server does, then seeds.
// With the embedded database, stop the server first: PGlite's data directory takes one process
// (while the server runs, this refuses as a second server would). Jobs the seeding enqueues are left for the server.
const config = loadConfig();
if (!config.databaseUrl) lockDataDirOrExit(config.dataDir);
const app = await createApp({ ...config, jobWorker: false });
try {
  const { created } = await seedDemo(app.services);
  console.log(created ? 'Demo data created.' : 'The demo user already exists; nothing changed.');
  console.log(`Demo login: ${DEMO_LOGIN} / ${DEMO_PASSWORD}`);
} finally {
  await app.close();
}
