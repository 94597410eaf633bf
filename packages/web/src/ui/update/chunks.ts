import { CHUNK_TIMEOUT_MS } from '@fjord/domain';
import i18n from '../../i18n';
import { navigateTo } from '../../app/navigation';
import { toast } from '../../app/notify';
import { reportError } from '../monitoring/sentry';
import { handleMissingScript, type MissingScriptEnvironment, type MissingScriptOutcome } from './missing-script';

/**
 * Code splitting's failure modes (a chunk load failure names the chunk and the reason,
 * also for style chunks; a chunk that takes too long times out): every lazy page goes through `loadChunk`, and Vite's
 * `vite:preloadError` reports the scripts and style sheets a chunk needs. A chunk the server no
 * longer has is a missing script (a new version was deployed) and reloads the page; any other
 * failure is named in an error toast, and the route's error page shows.
 */
export type ChunkFailureReason =
  | { kind: 'timeout'; seconds: number }
  | { kind: 'missing' }
  | { kind: 'network' }
  | { kind: 'status'; status: number }
  | { kind: 'error'; message: string };

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly reason: ChunkFailureReason,
    options?: ErrorOptions,
  ) {
    super(`Chunk ${chunk} failed to load (${reason.kind})`, options);
  }
}

export type ChunkEnvironment = MissingScriptEnvironment & {
  fetch: (url: string) => Promise<Response>;
  notify: (message: string) => void;
};

const browserEnvironment: ChunkEnvironment = {
  now: () => Date.now(),
  get storage() {
    return window.localStorage;
  },
  reload: () => window.location.reload(),
  somethingWentWrong: () => void navigateTo('/something-went-wrong', { replace: true }),
  fetch: (url) => fetch(url, { cache: 'no-store' }),
  notify: (message) => toast('error', message),
};

const ASSET_URL = /(https?:\/\/[^\s'"()]+|\/assets\/[^\s'"()]+)/;

/** The script or style sheet a browser's import error names (Chromium and Firefox name it; Safari does not). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return ASSET_URL.exec(message)?.[1] ?? null;
}

export function chunkNameOf(url: string): string {
  const path = url.split(/[?#]/)[0]!;
  return path.slice(path.lastIndexOf('/') + 1) || url;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Why a chunk failed, asked of the server again. A 404, or the SPA's index.html answering in its
 * place, means the file is gone.
 */
export async function diagnoseChunk(
  url: string,
  error: unknown,
  environment: ChunkEnvironment,
): Promise<ChunkFailureReason> {
  let response: Response;
  try {
    response = await environment.fetch(url);
  } catch {
    return { kind: 'network' };
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 404 || (response.ok && type.includes('text/html'))) return { kind: 'missing' };
  if (!response.ok) return { kind: 'status', status: response.status };
  return { kind: 'error', message: errorMessage(error) };
}

export function chunkFailureMessage(chunk: string, reason: ChunkFailureReason): string {
  const params = reason.kind === 'error' ? { message: reason.message } : reason;
  return i18n.t('update:chunk.failed', { chunk, reason: i18n.t(`update:chunk.reasons.${reason.kind}`, params) });
}

type ChunkOutcome = MissingScriptOutcome | 'notified';
const outcomes = new WeakMap<object, Promise<ChunkOutcome>>();

/**
 * Acts once per failure: the preload event and the rejected import carry the same error, and both
 * get the one outcome — 'reload' or 'somethingWentWrong' for a missing script, else 'notified'.
 */
export function handleChunkFailure(
  error: unknown,
  fallbackName: string,
  environment: ChunkEnvironment = browserEnvironment,
): Promise<ChunkOutcome> {
  if (typeof error !== 'object' || error === null) return act(error, fallbackName, environment);
  let outcome = outcomes.get(error);
  if (!outcome) {
    outcome = act(error, fallbackName, environment);
    outcomes.set(error, outcome);
  }
  return outcome;
}

async function act(error: unknown, fallbackName: string, environment: ChunkEnvironment): Promise<ChunkOutcome> {
  const url = chunkUrlOf(error);
  const chunk = error instanceof ChunkLoadError ? error.chunk : url ? chunkNameOf(url) : fallbackName;
  const reason: ChunkFailureReason =
    error instanceof ChunkLoadError
      ? error.reason
      : url
        ? await diagnoseChunk(url, error, environment)
        : { kind: 'error', message: errorMessage(error) };
  if (reason.kind === 'missing') return handleMissingScript(environment);
  reportError(error);
  environment.notify(chunkFailureMessage(chunk, reason));
  return 'notified';
}

/**
 * A lazy import raced against CHUNK_TIMEOUT_MS. On failure the error is handled and rethrown for
 * the route's error page — unless the page is reloading anyway, in which case it never settles.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  name: string,
  { timeoutMs = CHUNK_TIMEOUT_MS, environment = browserEnvironment } = {},
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(name, { kind: 'timeout', seconds: Math.round(timeoutMs / 1000) })),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    const outcome = await handleChunkFailure(error, name, environment);
    if (outcome === 'reload') return new Promise<never>(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

type PreloadErrorEvent = Event & { payload?: unknown };

/** Vite's report of a failed script or style preload; the import that needed it fails right after. */
export function watchPreloadErrors(target: Window = window, environment: ChunkEnvironment = browserEnvironment) {
  const listener = (event: Event) => {
    const error = (event as PreloadErrorEvent).payload ?? event;
    void handleChunkFailure(error, 'unknown', environment);
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
