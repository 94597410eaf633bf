import { loadConfig } from './config.js';
import { createApp } from './app.js';
import { seedDemoIfEmpty } from './seed/demo.js';

const startedAt = performance.now();
const config = loadConfig();
const app = await createApp(config);
if (config.seedDemo) await seedDemoIfEmpty(app.services);
await app.server.listen({ port: config.port, host: config.host });
const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
app.services.log.info(
  `Fjord is ready at ${config.publicUrl} (${database}, mail: ${app.services.mailer.kind}) in ${Math.round(performance.now() - startedAt)} ms`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.services.log.info(`${signal}: shutting down`);
    void app.close().then(() => process.exit(0));
  });
}
