import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  reactRootErrorHandler,
  reportError,
  resetErrorReporting,
  SENTRY_IGNORED_ERRORS,
  sentryOptions,
  startErrorReporting,
} from './sentry';

const DSN = 'https://public@o1.ingest.sentry.io/1';

function fakeSdk() {
  return { init: vi.fn(), captureException: vi.fn(), captureReactException: vi.fn() };
}

afterEach(() => {
  resetErrorReporting();
  vi.restoreAllMocks();
});

describe('whether errors are reported', () => {
  it('is off without a DSN', () => {
    expect(sentryOptions({ environment: 'production' })).toBeNull();
    expect(sentryOptions({ environment: 'production', sentryDsn: null })).toBeNull();
    expect(sentryOptions({ environment: 'production', sentryDsn: '  ' })).toBeNull();
    expect(sentryOptions(null)).toBeNull();
  });

  it('is off in development and test, even with a DSN', () => {
    expect(sentryOptions({ environment: 'development', sentryDsn: DSN })).toBeNull();
    expect(sentryOptions({ environment: 'test', sentryDsn: DSN })).toBeNull();
  });

  it('is on in production and staging with a DSN, 60 breadcrumbs and duplicated navigations ignored', () => {
    expect(sentryOptions({ environment: 'production', sentryDsn: DSN })).toEqual({
      dsn: DSN,
      environment: 'production',
      maxBreadcrumbs: 60,
      ignoreErrors: SENTRY_IGNORED_ERRORS,
    });
    expect(sentryOptions({ environment: 'staging', sentryDsn: DSN })?.environment).toBe('staging');
    const ignored = (message: string) => SENTRY_IGNORED_ERRORS.some((pattern) => pattern.test(message));
    expect(ignored('NavigationDuplicated: Avoided redundant navigation to current location: "/"')).toBe(true);
    expect(ignored('Avoided redundant navigation to current location')).toBe(true);
    expect(ignored('TypeError: x is undefined')).toBe(false);
  });
});

describe('starting error reporting', () => {
  it('does not load the SDK when reporting is off', async () => {
    const load = vi.fn();
    expect(await startErrorReporting(async () => ({ environment: 'development', sentryDsn: DSN }), load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the SDK with the options and then reports errors', async () => {
    const sdk = fakeSdk();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      await startErrorReporting(
        async () => ({ environment: 'production', sentryDsn: DSN }),
        async () => sdk,
      ),
    ).toBe(true);
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: DSN, maxBreadcrumbs: 60 }));
    const error = new Error('boom');
    reportError(error);
    expect(sdk.captureException).toHaveBeenCalledWith(error);
    reactRootErrorHandler(error, { componentStack: '\n in Page' });
    expect(sdk.captureReactException).toHaveBeenCalledWith(error, { componentStack: '\n in Page' });
  });

  it('only logs React errors while reporting is off', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    reactRootErrorHandler(new Error('boom'), { componentStack: '' });
    expect(log).toHaveBeenCalled();
  });
});
