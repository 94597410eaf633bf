import type { AuthCache } from './auth/auth-cache.js';
import type { Config } from './config.js';
import type { Database } from './db/connection.js';
import type { Transactions } from './db/tenancy.js';
import type { Mailer } from './mail/mailer.js';
import type { Clock } from './clock.js';
import type { Logger } from './logger.js';
import type { PubSub } from './pubsub.js';
import type { VehicleRegistry } from './modules/cars/vehicle-registry/port.js';
import type { LegalEntityRegistry } from './modules/units/legal-entity-registry/port.js';
import type { AccessPoint } from './access-point/port.js';
import type { TaxCardService } from './modules/employee-tax-cards/tax-card-service/port.js';
import type { AmeldingService } from './skatteetaten/amelding-port.js';
import type { SystemUserService } from './skatteetaten/system-user-port.js';

/** What every module may use. Built once in app.ts; tests build it with their own database and clock. */
export type Services = {
  config: Config;
  database: Database;
  transactions: Transactions;
  mailer: Mailer;
  clock: Clock;
  log: Logger;
  pubsub: PubSub;
  /** Requests resolved in the last few seconds (session, unit, role); forgotten on every auth change. */
  authCache: AuthCache;
  /** The vehicle registry port ("government car search"): the simulator unless configured. */
  vehicleRegistry: VehicleRegistry;
  /** The register of legal entities (organisation number look-up): the simulator unless configured. */
  legalEntityRegistry: LegalEntityRegistry;
  /** Fetches employees' tax cards from the Tax Administration: the simulator unless configured. */
  taxCardService: TaxCardService;
  /** The Peppol access point EHF is sent through: the simulator unless a provider is configured. */
  accessPoint: AccessPoint;
  /**
   * Sends a-meldinger to Skatteetaten and fetches their feedback: the simulator unless AMELDING_SERVICE says
   * otherwise. A remote call: never inside a transaction (the simulator opens its own).
   */
  ameldingService: AmeldingService;
  /** Fjord's system user requests at Altinn (ALTINN_SERVICE): the simulated Altinn unless configured. */
  systemUserService: SystemUserService;
};
