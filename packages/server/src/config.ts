import fs from 'node:fs';
import path from 'node:path';
import { serverPath } from './server-root.js';

/**
 * Every setting the server reads, parsed once from the environment. Nothing else reads process.env;
 * README.md lists each variable.
 */
export type Config = {
  env: 'development' | 'test' | 'production' | 'staging';
  port: number;
  host: string;
  publicUrl: string;
  /** PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where `npm run backup` writes the embedded database's backups when no directory is given. */
  backupDir: string;
  /** The non-superuser role tenant queries run as, so row-level security applies. */
  dbAppRole: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** /dev/mailbox shows the embedded outbox; never in production. */
  devMailbox: boolean;
  /** Whether this process runs background jobs (mail, …); several processes may. */
  jobWorker: boolean;
  /** How often an idle worker looks for due jobs; an enqueued job wakes it at once anyway. */
  jobPollMs: number;
  sessionTtlMs: number;
  registrationTokenTtlMs: number;
  passwordResetTokenTtlMs: number;
  /** How long the link in a company invitation works. */
  invitationTokenTtlMs: number;
  accountingUrl: string;
  supportEmail: string;
  /** Sentry DSN of the web app; errors are reported only from production and staging. */
  sentryDsn: string | undefined;
  /** Creates the demo company on an empty database at start. */
  seedDemo: boolean;
  logLevel: string;
  webDistDir: string;
  trustProxy: boolean;
  /**
   * Signs short-lived file URLs and (later) encrypts stored secrets. Required in production and
   * staging; development and tests use a fixed, public key.
   */
  secretKey: string;
  /**
   * Which adapter answers "government car search by registration" (modules/cars/vehicle-registry):
   * the local simulator, or Statens vegvesen's API (needs vehicleRegistryApiKey).
   */
  vehicleRegistry: 'simulator' | 'statens-vegvesen';
  vehicleRegistryApiKey: string | undefined;
  /** How long the simulator takes to answer, like a remote service; 0 in tests. */
  vehicleRegistryDelayMs: number;
  /**
   * Which adapter answers the organisation number look-up of the company form
   * (modules/units/legal-entity-registry): the local simulator, or Brønnøysundregistrene's open API.
   */
  legalEntityRegistry: 'simulator' | 'brreg';
  /** How long the simulator takes to answer, like the remote register; 0 in tests. */
  legalEntityRegistryDelayMs: number;
  /**
   * Which adapter fetches employees' tax cards (modules/employee-tax-cards/tax-card-service): the
   * local simulator, or Skatteetaten's "Skattekort til arbeidsgiver" (needs the Maskinporten settings).
   */
  taxCardService: 'simulator' | 'skatteetaten';
  /** Skatteetaten's base URL; the production API when not set. */
  taxCardServiceUrl: string | undefined;
  /** How long the simulator takes to answer, like the remote service; 0 in tests. */
  taxCardServiceDelayMs: number;
  /**
   * Which adapter sends a-meldinger (src/skatteetaten): the local simulator, or Skatteetaten's REST APIs (needs
   * the Maskinporten settings, ameldingServiceUrl and ameldingFeedbackUrl, and the company's approved system user).
   */
  ameldingService: 'simulator' | 'skatteetaten';
  /** "Innrapportering A-melding": the base the message is POSTed to, `…/{organisation number}/{YYYY-MM}`. */
  ameldingServiceUrl: string | undefined;
  /** The feedback API (amelding-tilbakemelding): `…/{organisation number}/forsendelser/{id}/dokumenter/{id}`. */
  ameldingFeedbackUrl: string | undefined;
  /** Dialogporten, where the submission's dialog shows when the feedback has come. */
  dialogportenUrl: string;
  /** How long the simulated service takes to answer a call, like the remote one; 0 in tests. */
  ameldingSimulatorDelayMs: number;
  /** How long after receipt the simulated service's feedback is ready; 0 in tests. */
  ameldingSimulatorFeedbackMs: number;
  /** Maskinporten client of the app's organisation (MASKINPORTEN_*); undefined until all are set. */
  maskinporten: { url: string; clientId: string; keyId: string; privateKey: string } | undefined;
  /** The Peppol access point EHF is sent through (src/access-point): the local simulator, or a provider's REST API. */
  accessPoint: AccessPointConfig;
  /**
   * Who answers Fjord's system user requests (skatteetaten/system-user-*): the local simulated Altinn with its
   * approval page, or Altinn 3's Authentication API (needs altinnSystemId and the Maskinporten settings).
   */
  altinnService: 'simulator' | 'altinn';
  /** Altinn's platform URL (ALTINN_URL); production when not set, https://platform.tt02.altinn.no for test. */
  altinnUrl: string;
  /** Fjord's system in Altinn's system register (ALTINN_SYSTEM_ID, `<vendor orgnr>_<name>`); required with altinn. */
  altinnSystemId: string | undefined;
  /** How long the simulated Altinn takes to answer, like the remote service; 0 in tests. */
  altinnServiceDelayMs: number;
  /** How the a-melding polling job asks for the feedback after a send (modules/altinn-reports/jobs.ts). */
  ameldingPolling: AmeldingPolling;
  /** Bearer token for GET /metrics; without one, only callers on this machine get the metrics. */
  metricsToken: string | undefined;
  /** How long a stop (SIGTERM/SIGINT) waits for requests in flight and the running job before it forces the exit. */
  shutdownTimeoutMs: number;
};

export type AmeldingPolling = {
  /** The first wait after a send; each further wait doubles, up to maxMs. */
  firstMs: number;
  maxMs: number;
  /** Polls before the job gives up, leaving the message PENDING for the user's "check status". */
  maxPolls: number;
};

export type AccessPointConfig =
  | {
      kind: 'simulator';
      /** How long each call takes, like a remote service; 0 in tests. */
      delayMs: number;
      /** How long a simulated message stays in each state (pending, sent, received) before the next. */
      stepMs: number;
      polling: AccessPointPolling;
    }
  | {
      kind: 'http';
      /** The provider's base URL (ACCESS_POINT_URL), e.g. https://ap.example.no/api/v1. */
      url: string;
      apiKey: string;
      polling: AccessPointPolling;
    };

export type AccessPointPolling = {
  /** The first wait before asking for a sent message's state; each further wait doubles, up to maxMs. */
  firstMs: number;
  maxMs: number;
  /** A message not delivered (or failed) this long after it was handed over counts as failed. */
  giveUpMs: number;
};

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

const HOUR = 60 * 60 * 1000;
const DEVELOPMENT_SECRET_KEY = 'fjord-development-secret-key-not-for-production';

function secretKey(env: Env, envName: Config['env']): string {
  const key = env.SECRET_KEY || '';
  if (envName === 'production' || envName === 'staging') {
    if (key.length < 32) throw new Error('SECRET_KEY must be set to at least 32 characters in production and staging');
    return key;
  }
  return key || DEVELOPMENT_SECRET_KEY;
}

function vehicleRegistry(env: Env): Config['vehicleRegistry'] {
  const raw = env.VEHICLE_REGISTRY || 'simulator';
  if (raw !== 'simulator' && raw !== 'statens-vegvesen')
    throw new Error(`VEHICLE_REGISTRY must be simulator or statens-vegvesen, got "${raw}"`);
  return raw;
}

function legalEntityRegistry(env: Env): Config['legalEntityRegistry'] {
  const raw = env.LEGAL_ENTITY_REGISTRY || 'simulator';
  if (raw !== 'simulator' && raw !== 'brreg')
    throw new Error(`LEGAL_ENTITY_REGISTRY must be simulator or brreg, got "${raw}"`);
  return raw;
}

function taxCardService(env: Env): Config['taxCardService'] {
  const raw = env.TAX_CARD_SERVICE || 'simulator';
  if (raw !== 'simulator' && raw !== 'skatteetaten')
    throw new Error(`TAX_CARD_SERVICE must be simulator or skatteetaten, got "${raw}"`);
  return raw;
}

function choice<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = env[name] || fallback;
  if (!(values as readonly string[]).includes(raw))
    throw new Error(`${name} must be ${values.join(' or ')}, got "${raw}"`);
  return raw as T;
}

function httpUrl(env: Env, name: string): string | undefined {
  const raw = (env[name] || '').replace(/\/$/, '');
  if (raw === '') return undefined;
  if (!/^https?:\/\//.test(raw)) throw new Error(`${name} must be an http:// or https:// URL, got "${raw}"`);
  return raw;
}

/**
 * The a-melding settings. The paths of Skatteetaten's APIs are not in the documentation Fjord was built from (only in
 * their OpenAPI on SwaggerHub), so AMELDING_SERVICE=skatteetaten has no default URLs: both must be set.
 */
function amelding(env: Env, envName: Config['env']) {
  const ameldingService = choice(env, 'AMELDING_SERVICE', ['simulator', 'skatteetaten'] as const, 'simulator');
  const ameldingServiceUrl = httpUrl(env, 'AMELDING_SERVICE_URL');
  const ameldingFeedbackUrl = httpUrl(env, 'AMELDING_FEEDBACK_URL');
  if (ameldingService === 'skatteetaten' && (!ameldingServiceUrl || !ameldingFeedbackUrl))
    throw new Error('AMELDING_SERVICE=skatteetaten needs AMELDING_SERVICE_URL and AMELDING_FEEDBACK_URL');
  return {
    ameldingService,
    ameldingServiceUrl,
    ameldingFeedbackUrl,
    dialogportenUrl: httpUrl(env, 'DIALOGPORTEN_URL') ?? 'https://platform.altinn.no/dialogporten',
    ameldingSimulatorDelayMs: int(env, 'AMELDING_SIMULATOR_DELAY_MS', envName === 'test' ? 0 : 400),
    ameldingSimulatorFeedbackMs: int(env, 'AMELDING_SIMULATOR_FEEDBACK_MS', envName === 'test' ? 0 : 3000),
  };
}

function altinnService(env: Env): Config['altinnService'] {
  const raw = env.ALTINN_SERVICE || 'simulator';
  if (raw !== 'simulator' && raw !== 'altinn')
    throw new Error(`ALTINN_SERVICE must be simulator or altinn, got "${raw}"`);
  if (raw === 'altinn' && !env.ALTINN_SYSTEM_ID)
    throw new Error("ALTINN_SERVICE=altinn needs ALTINN_SYSTEM_ID (Fjord's system in Altinn's system register)");
  return raw;
}

function maskinporten(env: Env): Config['maskinporten'] {
  const { MASKINPORTEN_CLIENT_ID: clientId, MASKINPORTEN_KEY_ID: keyId, MASKINPORTEN_PRIVATE_KEY: privateKey } = env;
  if (!clientId || !keyId || !privateKey) return undefined;
  return { url: (env.MASKINPORTEN_URL || 'https://maskinporten.no').replace(/\/$/, ''), clientId, keyId, privateKey };
}

function accessPoint(env: Env, envName: Config['env']): AccessPointConfig {
  const raw = env.ACCESS_POINT || 'simulator';
  const polling: AccessPointPolling = {
    firstMs: int(env, 'ACCESS_POINT_POLL_MS', 2000),
    maxMs: int(env, 'ACCESS_POINT_POLL_MAX_MS', 10 * 60 * 1000),
    giveUpMs: int(env, 'ACCESS_POINT_GIVE_UP_HOURS', 72) * HOUR,
  };
  if (raw === 'simulator')
    return {
      kind: 'simulator',
      delayMs: int(env, 'ACCESS_POINT_DELAY_MS', envName === 'test' ? 0 : 300),
      stepMs: int(env, 'ACCESS_POINT_SIMULATOR_STEP_MS', 4000),
      polling,
    };
  if (raw !== 'http') throw new Error(`ACCESS_POINT must be simulator or http, got "${raw}"`);
  const url = (env.ACCESS_POINT_URL || '').replace(/\/$/, '');
  const apiKey = env.ACCESS_POINT_API_KEY || '';
  if (!/^https?:\/\//.test(url)) throw new Error('ACCESS_POINT=http needs ACCESS_POINT_URL (http:// or https://)');
  if (!apiKey) throw new Error('ACCESS_POINT=http needs ACCESS_POINT_API_KEY');
  return { kind: 'http', url, apiKey, polling };
}

/**
 * Credentials a container platform may hand over as files (Docker and Kubernetes secrets): NAME_FILE
 * names a file whose content is NAME's value, so the secret is in no environment listing.
 */
export const SECRET_FILE_VARIABLES = [
  'SECRET_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'ACCESS_POINT_API_KEY',
  'MASKINPORTEN_PRIVATE_KEY',
  'VEHICLE_REGISTRY_API_KEY',
  'METRICS_TOKEN',
] as const;

/** The environment with each NAME_FILE read into NAME (one trailing newline dropped); both set is refused. */
export function withSecretFiles(env: Env): Env {
  const resolved = { ...env };
  for (const name of SECRET_FILE_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) throw new Error(`Set ${name} or ${name}_FILE, not both`);
    let content: string;
    try {
      content = fs.readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`, {
        cause: error,
      });
    }
    resolved[name] = content.replace(/\r?\n$/, '');
  }
  return resolved;
}

/** The application role when DB_APP_ROLE is unset; the shipped initial database is made with it. */
export const DEFAULT_APP_ROLE = 'fjord_app';

export function loadConfig(environment: Env = process.env): Config {
  const env = withSecretFiles(environment);
  const nodeEnv = env.NODE_ENV;
  const envName: Config['env'] =
    nodeEnv === 'production' || nodeEnv === 'staging' || nodeEnv === 'test' ? nodeEnv : 'development';
  const port = int(env, 'PORT', 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  const role = env.DB_APP_ROLE || DEFAULT_APP_ROLE;
  if (!/^[a-z_][a-z0-9_]*$/.test(role)) throw new Error(`DB_APP_ROLE must be a plain identifier, got "${role}"`);
  return {
    env: envName,
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl,
    // INIT_CWD: where `npm run …` was typed, so workspace scripts share the repository's ./data.
    dataDir: path.resolve(env.DATA_DIR || path.join(env.INIT_CWD || process.cwd(), 'data')),
    backupDir: path.resolve(env.BACKUP_DIR || path.join(env.INIT_CWD || process.cwd(), 'backups')),
    dbAppRole: role,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Fjord <no-reply@fjord.local>',
    devMailbox: envName !== 'production' && envName !== 'staging' && bool(env, 'DEV_MAILBOX', true),
    jobWorker: bool(env, 'JOB_WORKER', true),
    jobPollMs: int(env, 'JOB_POLL_MS', envName === 'production' || envName === 'staging' ? 5000 : 1000),
    sessionTtlMs: int(env, 'SESSION_TTL_HOURS', 12) * HOUR,
    registrationTokenTtlMs: int(env, 'REGISTRATION_TOKEN_TTL_HOURS', 48) * HOUR,
    passwordResetTokenTtlMs: int(env, 'PASSWORD_RESET_TOKEN_TTL_HOURS', 2) * HOUR,
    invitationTokenTtlMs: int(env, 'INVITATION_TOKEN_TTL_HOURS', 168) * HOUR,
    accountingUrl: env.ACCOUNTING_URL || 'https://regnskap.example.no',
    supportEmail: env.SUPPORT_EMAIL || 'support@fjord.local',
    sentryDsn: env.SENTRY_DSN || undefined,
    seedDemo: bool(env, 'SEED_DEMO', !databaseUrl),
    logLevel: env.LOG_LEVEL || (envName === 'test' ? 'silent' : 'info'),
    webDistDir: path.resolve(env.WEB_DIST_DIR || serverPath('..', 'web', 'dist')),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    secretKey: secretKey(env, envName),
    vehicleRegistry: vehicleRegistry(env),
    vehicleRegistryApiKey: env.VEHICLE_REGISTRY_API_KEY || undefined,
    vehicleRegistryDelayMs: int(env, 'VEHICLE_REGISTRY_DELAY_MS', envName === 'test' ? 0 : 150),
    legalEntityRegistry: legalEntityRegistry(env),
    legalEntityRegistryDelayMs: int(env, 'LEGAL_ENTITY_REGISTRY_DELAY_MS', envName === 'test' ? 0 : 150),
    taxCardService: taxCardService(env),
    taxCardServiceUrl: env.TAX_CARD_SERVICE_URL || undefined,
    taxCardServiceDelayMs: int(env, 'TAX_CARD_SERVICE_DELAY_MS', envName === 'test' ? 0 : 600),
    ...amelding(env, envName),
    maskinporten: maskinporten(env),
    accessPoint: accessPoint(env, envName),
    ameldingPolling: {
      firstMs: int(env, 'AMELDING_POLL_MS', envName === 'test' ? 0 : 5000),
      maxMs: int(env, 'AMELDING_POLL_MAX_MS', 10 * 60 * 1000),
      maxPolls: int(env, 'AMELDING_POLL_LIMIT', 20),
    },
    altinnService: altinnService(env),
    altinnUrl: (env.ALTINN_URL || 'https://platform.altinn.no').replace(/\/$/, ''),
    altinnSystemId: env.ALTINN_SYSTEM_ID || undefined,
    altinnServiceDelayMs: int(env, 'ALTINN_SERVICE_DELAY_MS', envName === 'test' ? 0 : 400),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 30_000),
  };
}
