import type { ErrorInfo } from 'react';
import type { BrowserOptions } from '@sentry/react';
import { loadAppConfig, type AppConfig } from '../../app/app-config';

/**
 * Error reporting: Sentry for React, only where someone reads the reports — a
 * configured DSN on a production or staging installation. Development and test runs stay silent.
 * The SDK is loaded on demand, so installations without a DSN never download it.
 */
export const SENTRY_ENVIRONMENTS: readonly string[] = ['production', 'staging'];
export const SENTRY_MAX_BREADCRUMBS = 60;
/** A router refusing to navigate to the page it is on is not a fault. */
export const SENTRY_IGNORED_ERRORS = [/NavigationDuplicated/, /Avoided redundant navigation/];

type ReportingConfig = Pick<AppConfig, 'environment'> & { sentryDsn?: string | null };

/** The options to start Sentry with, or null when this installation does not report errors. */
export function sentryOptions(config: ReportingConfig | null): BrowserOptions | null {
  const dsn = config?.sentryDsn?.trim();
  if (!config || !dsn || !SENTRY_ENVIRONMENTS.includes(config.environment)) return null;
  return {
    dsn,
    environment: config.environment,
    maxBreadcrumbs: SENTRY_MAX_BREADCRUMBS,
    ignoreErrors: SENTRY_IGNORED_ERRORS,
  };
}

type Sdk = Pick<typeof import('@sentry/react'), 'init' | 'captureException' | 'captureReactException'>;

let sdk: Sdk | null = null;

/** Starts Sentry when /app-config asks for it; answers whether it did. */
export async function startErrorReporting(
  load: () => Promise<ReportingConfig | null> = loadAppConfig,
  importSdk: () => Promise<Sdk> = () => import('./sentry-sdk'),
): Promise<boolean> {
  const options = sentryOptions(await load());
  if (!options) return false;
  try {
    const loaded = await importSdk();
    loaded.init(options);
    sdk = loaded;
    return true;
  } catch (error) {
    // Reporting is a help, not a feature: the app runs on without it.
    console.warn('Error reporting could not start', error);
    return false;
  }
}

/** Reports an error the app handled itself (a chunk that failed to load); a no-op without Sentry. */
export function reportError(error: unknown): void {
  sdk?.captureException(error);
}

/**
 * React root error callbacks (`createRoot(…, { onCaughtError, onUncaughtError })`): logged as React
 * would, and reported once Sentry runs. Errors before Sentry has started are only logged.
 */
export function reactRootErrorHandler(error: unknown, info: ErrorInfo): void {
  console.error(error);
  sdk?.captureReactException(error, info);
}

/** For tests: forget a started SDK. */
export function resetErrorReporting(): void {
  sdk = null;
}
