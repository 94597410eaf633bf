import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/connection.js';
import { migrate } from './db/migrate.js';
import { startFromInitialImage } from './db/initial-image.js';
import { createTransactions } from './db/tenancy.js';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer.js';
import { systemClock, type Clock } from './clock.js';
import { createPubSub } from './pubsub.js';
import type { Services } from './services.js';
import { registerGraphQL } from './http/graphql-route.js';
import { registerAccountRoutes } from './modules/accounts/routes.js';
import { registerCountryRoutes } from './modules/countries/routes.js';
import { registerFileRoutes } from './modules/files/routes.js';
import { createVehicleRegistry, type VehicleRegistry } from './modules/cars/vehicle-registry/index.js';
import { createTaxCardService } from './modules/employee-tax-cards/tax-card-service/index.js';
import { registerWebstoreRoutes } from './modules/webstore-api-tokens/routes.js';
import { registerDevMailbox } from './mail/dev-mailbox.js';

export type AppOptions = {
  /** An open database (tests pass a clone of a migrated template). */
  database?: Database;
  clock?: Clock;
  mailer?: (services: Omit<Services, 'mailer'>) => Mailer;
  /** The vehicle registry adapter; by default the one VEHICLE_REGISTRY names. */
  vehicleRegistry?: VehicleRegistry;
};

export type App = { server: FastifyInstance; services: Services; close(): Promise<void> };

/** Builds the whole server: database (migrated), services, REST, GraphQL, the SPA. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const server = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 20 * 1024 * 1024,
  });
  const log = server.log;
  if (!options.database && !config.databaseUrl) startFromInitialImage(config.dataDir);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (error) => log.warn({ err: error }, 'an idle database connection was closed'),
    }));
  if (!options.database) await migrate(database, config.dbAppRole);
  const transactions = createTransactions(database.db, config.dbAppRole);
  const pubsub = await createPubSub(database, log);
  const vehicleRegistry = options.vehicleRegistry ?? createVehicleRegistry(config);
  const clock = options.clock ?? systemClock;
  const taxCardService = createTaxCardService(config, clock);
  const base = { config, database, transactions, clock, log, pubsub, vehicleRegistry, taxCardService };
  const mailer =
    options.mailer?.(base) ??
    (config.smtpUrl ? smtpMailer(transactions, log, config.smtpUrl, config.mailFrom) : outboxMailer(transactions, log));
  const services: Services = { ...base, mailer };

  server.get('/healthz', async () => {
    await database.db.execute(sql`select 1`);
    return { ok: true };
  });
  server.get('/app-config', async () => ({
    accountingUrl: config.accountingUrl,
    supportEmail: config.supportEmail,
    environment: config.env,
    devMailbox: config.devMailbox,
    sentryDsn: config.sentryDsn ?? null,
  }));
  registerAccountRoutes(server, services);
  registerCountryRoutes(server, services);
  registerFileRoutes(server, services);
  registerWebstoreRoutes(server, services);
  registerGraphQL(server, services);
  if (config.devMailbox) registerDevMailbox(server, services);
  registerWebApp(server, config.webDistDir);

  return {
    server,
    services,
    async close() {
      await server.close();
      await pubsub.close();
      await mailer.close();
      if (!options.database) await database.close();
    },
  };
}

const API_PREFIXES = [
  '/graphql',
  '/accounts',
  '/countries',
  '/dev/',
  '/healthz',
  '/app-config',
  '/files',
  '/pdf',
  '/api/',
];

/** The built SPA with history fallback: unknown paths get index.html, the router shows the 404 page. */
function registerWebApp(server: FastifyInstance, distDir: string): void {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    server.register(fastifyStatic, { root: distDir, index: false, wildcard: false });
  }
  server.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((prefix) => req.url.startsWith(prefix));
    if (req.method !== 'GET' || isApi || !hasBuild) {
      return reply.status(404).send({ error: 'not_found', message: 'Not found' });
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').send(fs.createReadStream(indexFile));
  });
}
