import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/connection.js';
import { migrate } from './db/migrate.js';
import { startFromInitialImage } from './db/initial-image.js';
import { createTransactions } from './db/tenancy.js';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer.js';
import { osloDate, systemClock, type Clock } from './clock.js';
import { createPubSub, LISTENING_AGAIN } from './pubsub.js';
import { createJobQueue, type JobQueue } from './jobs/queue.js';
import { DAILY_SCHEDULES, JOB_DEFINITIONS } from './jobs/definitions.js';
import { AUTH_CHANGED, createAuthCache } from './auth/auth-cache.js';
import type { Services } from './services.js';
import { createAccessPoint } from './access-point/index.js';
import { registerGraphQL } from './http/graphql-route.js';
import { registerAccountRoutes } from './modules/accounts/routes.js';
import { registerCountryRoutes } from './modules/countries/routes.js';
import { registerPostalCodeRoutes } from './modules/postal-codes/routes.js';
import { registerFileRoutes } from './modules/files/routes.js';
import { registerInvoicePdfRoutes } from './modules/invoices/pdf-routes.js';
import { registerPrintBatchRoutes } from './modules/invoice-deliveries/routes.js';
import { registerEhfRoutes } from './modules/ehf/routes.js';
import { registerOrderPdfRoutes } from './modules/orders/pdf-routes.js';
import { registerInvoiceJournalRoutes } from './modules/invoice-journal/routes.js';
import { registerWarehouseRoutes } from './modules/warehouse/routes.js';
import { registerPaycheckRoutes } from './modules/paychecks/routes.js';
import { registerPaycheckReportRoutes } from './modules/paycheck-reports/routes.js';
import { createVehicleRegistry, type VehicleRegistry } from './modules/cars/vehicle-registry/index.js';
import { createTaxCardService } from './modules/employee-tax-cards/tax-card-service/index.js';
import { createAmeldingService, type AmeldingService } from './skatteetaten/index.js';
import { createSystemUserService } from './skatteetaten/system-user-service.js';
import { registerSimulatedAltinnRoutes } from './skatteetaten/system-user-simulator-routes.js';
import { registerWebstoreRoutes } from './modules/webstore-api-tokens/routes.js';
import { registerDevMailbox } from './mail/dev-mailbox.js';
import { registerRestAccess } from './http/rest-access.js';
import { registerRestErrors, sendRestError } from './http/rest-errors.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { createLegalEntityRegistry, type LegalEntityRegistry } from './modules/units/legal-entity-registry/index.js';
import { registerRequestScope, requestIdFor, requestIdMixin } from './http/request-scope.js';
import { registerHealthRoutes } from './http/health-routes.js';
import { registerMetrics } from './metrics/server-metrics.js';

export type AppOptions = {
  /** An open database (tests pass a clone of a migrated template). */
  database?: Database;
  clock?: Clock;
  mailer?: (services: Omit<Services, 'mailer'>) => Mailer;
  /** The vehicle registry adapter; by default the one VEHICLE_REGISTRY names. */
  vehicleRegistry?: VehicleRegistry;
  /** The legal entity registry adapter; by default the one LEGAL_ENTITY_REGISTRY names. */
  legalEntityRegistry?: LegalEntityRegistry;
  /** The a-melding adapter; by default the one AMELDING_SERVICE names (tests may give one that fails). */
  ameldingService?: AmeldingService;
  /** Whether to start the job worker loop; config.jobWorker by default (tests call runDueJobs instead). */
  jobWorker?: boolean;
};

export type App = {
  server: FastifyInstance;
  services: Services;
  jobs: JobQueue;
  /** Stops taking requests (readiness answers 503), finishes the ones in flight and the running job, then closes. */
  close(): Promise<void>;
};

/** Builds the whole server: database (migrated), services, REST, GraphQL, the SPA. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const server = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      mixin: requestIdMixin,
    },
    genReqId: (req) => requestIdFor(req.headers['x-request-id']),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: config.trustProxy,
    bodyLimit: 20 * 1024 * 1024,
    // Requests Fastify refuses before routing (a malformed URL) get the same answer as every other error.
    frameworkErrors: (error, req, reply) => sendRestError(services, error, req, reply),
  });
  const log = server.log;
  const clock = options.clock ?? systemClock;
  if (!options.database && !config.databaseUrl) {
    const demo = config.seedDemo ? { today: osloDate(clock.now()), secretKey: config.secretKey } : undefined;
    if (startFromInitialImage(config.dataDir, { demo }) === 'demo')
      log.info('the database starts as a copy of the demo image');
  }
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
  const authCache = createAuthCache();
  const stopAuthCache = pubsub.listen(AUTH_CHANGED, (payload) => {
    if (typeof payload.userId === 'string') authCache.forgetUser(payload.userId);
    else authCache.clear();
  });
  // Announcements made while the listener was reconnecting are lost: forget everything.
  const stopAuthCacheResync = pubsub.listen(LISTENING_AGAIN, () => authCache.clear());
  const vehicleRegistry = options.vehicleRegistry ?? createVehicleRegistry(config);
  const taxCardService = createTaxCardService(config, clock);
  const accessPoint = createAccessPoint(config, clock);
  const ameldingService = options.ameldingService ?? createAmeldingService(config, clock, transactions);
  const systemUserService = createSystemUserService(config, clock, transactions);
  const legalEntityRegistry = options.legalEntityRegistry ?? createLegalEntityRegistry(config);
  const base = {
    config,
    database,
    transactions,
    clock,
    log,
    pubsub,
    authCache,
    vehicleRegistry,
    legalEntityRegistry,
    taxCardService,
    accessPoint,
    ameldingService,
    systemUserService,
  };
  const mailer =
    options.mailer?.(base) ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(log));
  const services: Services = { ...base, mailer };
  registerSecurityHeaders(server, config);
  registerRestAccess(server, services);
  registerRestErrors(server, services, webAppPage(server, config.webDistDir));
  registerRequestScope(server);
  const metrics = registerMetrics(server, services);
  const jobs = createJobQueue(services, JOB_DEFINITIONS, DAILY_SCHEDULES, metrics);
  let stopping = false;
  registerHealthRoutes(server, database, config.dbAppRole, () => stopping);
  server.get('/app-config', async () => ({
    accountingUrl: config.accountingUrl,
    supportEmail: config.supportEmail,
    environment: config.env,
    devMailbox: config.devMailbox,
    sentryDsn: config.sentryDsn ?? null,
  }));
  registerAccountRoutes(server, services);
  registerCountryRoutes(server, services);
  registerPostalCodeRoutes(server);
  registerFileRoutes(server, services);
  registerOrderPdfRoutes(server, services);
  registerInvoiceJournalRoutes(server, services);
  registerWarehouseRoutes(server, services);
  registerPaycheckRoutes(server, services);
  registerPaycheckReportRoutes(server, services);
  registerInvoicePdfRoutes(server, services);
  registerPrintBatchRoutes(server, services);
  registerEhfRoutes(server, services);
  registerWebstoreRoutes(server, services);
  if (config.altinnService === 'simulator') registerSimulatedAltinnRoutes(server, services);
  registerGraphQL(server, services, metrics);
  if (config.devMailbox) registerDevMailbox(server, services);
  if (options.jobWorker ?? config.jobWorker) jobs.start(config.jobPollMs);

  return {
    server,
    services,
    jobs,
    async close() {
      stopping = true;
      // Both drain at once: Fastify refuses new connections and waits for the requests in flight,
      // the worker claims no further job and waits for the one it runs.
      await Promise.all([server.close(), jobs.stop()]);
      metrics.stop();
      stopAuthCache();
      stopAuthCacheResync();
      await pubsub.close();
      await mailer.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * The built SPA: its files as they are, and for history fallback the page the not-found handler
 * answers to unknown non-API paths (the router shows the 404 page). Null without a build.
 */
function webAppPage(server: FastifyInstance, distDir: string): ((reply: FastifyReply) => FastifyReply) | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  server.register(fastifyStatic, { root: distDir, index: false, wildcard: false });
  return (reply) => reply.type('text/html').header('Cache-Control', 'no-cache').send(fs.createReadStream(indexFile));
}
