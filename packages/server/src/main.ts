import { setFlagsFromString } from 'node:v8';
import { loadConfig } from './config.js';
import { createApp } from './app.js';
import { seedDemoIfEmpty } from './seed/demo.js';
import { lockDataDirOrExit } from './db/data-dir-lock.js';
import { stopOnSignals } from './stop-on-signals.js';

const startedAt = performance.now();
// V8 recompiles a WASM function with its optimising compiler once it has run about 1.8 MB of
// code; starting PostgreSQL inside PGlite crosses that for so many functions that recompiling
// them cost 0.3 to 0.4 s of CPU on other threads at every start, for code that then mostly never
// runs again. With a hundred times the budget only what keeps running (the queries of requests)
// is optimised: a query loop is as fast after its first hundred queries. Set before PGlite compiles.
setFlagsFromString('--wasm-tiering-budget=180000000');
const config = loadConfig();
// One process per embedded database; released when the process exits.
if (!config.databaseUrl) lockDataDirOrExit(config.dataDir);
const app = await createApp(config);
if (config.seedDemo) await seedDemoIfEmpty(app.services);
await app.server.listen({ port: config.port, host: config.host });
const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
app.services.log.info(
  `Fjord is ready at ${config.publicUrl} (${database}, mail: ${app.services.mailer.kind}) in ${Math.round(performance.now() - startedAt)} ms`,
);

stopOnSignals(app, config.shutdownTimeoutMs);
