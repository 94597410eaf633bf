import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS } from '@fjord/domain';
import { ChunkLoadError, chunkNameOf, chunkUrlOf, handleChunkFailure, loadChunk, watchPreloadErrors } from './chunks';
import { MISSING_SCRIPT_RELOAD_KEY } from './missing-script';

function environment(answer: () => Promise<Response>) {
  const store = new Map<string, string>();
  return {
    store,
    now: () => 1_000_000,
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
    reload: vi.fn(),
    somethingWentWrong: vi.fn(),
    fetch: vi.fn(answer),
    notify: vi.fn(),
  };
}

const importError = (file: string) =>
  new TypeError(`Failed to fetch dynamically imported module: http://localhost:3000/assets/${file}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('chunk names', () => {
  it('reads the file from the browsers’ messages, scripts and style sheets alike', () => {
    expect(chunkUrlOf(importError('UiFormPage-Ab12.js'))).toBe('http://localhost:3000/assets/UiFormPage-Ab12.js');
    expect(chunkUrlOf(new Error('Unable to preload CSS for /assets/Table-x1.css'))).toBe('/assets/Table-x1.css');
    expect(chunkUrlOf(new Error('Importing a module script failed.'))).toBeNull();
    expect(chunkNameOf('http://localhost:3000/assets/UiFormPage-Ab12.js?v=1')).toBe('UiFormPage-Ab12.js');
  });
});

describe('a chunk that fails to load', () => {
  it('is a missing script when the server answers 404: the page reloads', async () => {
    const env = environment(async () => new Response('', { status: 404 }));
    expect(await handleChunkFailure(importError('Gone-1.js'), 'page', env)).toBe('reload');
    expect(env.reload).toHaveBeenCalledOnce();
    expect(env.store.get(MISSING_SCRIPT_RELOAD_KEY)).toBe('1000000');
    expect(env.notify).not.toHaveBeenCalled();
  });

  it('is a missing script when the SPA fallback answers with index.html', async () => {
    const env = environment(async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    expect(await handleChunkFailure(importError('Gone-2.js'), 'page', env)).toBe('reload');
  });

  it('names the chunk and the reason otherwise (style chunks too)', async () => {
    const env = environment(async () => new Response('', { status: 503 }));
    await handleChunkFailure(new Error('Unable to preload CSS for http://localhost/assets/Table-x1.css'), 'page', env);
    expect(env.notify).toHaveBeenCalledWith(
      'A part of the app (Table-x1.css) could not be loaded: the server answered with status 503.',
    );
    const offline = environment(async () => Promise.reject(new TypeError('Failed to fetch')));
    await handleChunkFailure(importError('Orders-9.js'), 'page', offline);
    expect(offline.notify).toHaveBeenCalledWith(
      'A part of the app (Orders-9.js) could not be loaded: the server could not be reached.',
    );
    expect(offline.reload).not.toHaveBeenCalled();
  });

  it('acts once when both the preload event and the import report the same error', async () => {
    const env = environment(async () => new Response('', { status: 500 }));
    const error = importError('Twice-1.js');
    const stop = watchPreloadErrors(window, env);
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
    window.dispatchEvent(event);
    await expect(loadChunk(() => Promise.reject(error), 'twice', { environment: env })).rejects.toBe(error);
    stop();
    expect(env.notify).toHaveBeenCalledOnce();
  });

  it('gives up after the chunk time-out and says so', async () => {
    vi.useFakeTimers();
    const env = environment(async () => new Response(''));
    const loading = loadChunk(() => new Promise(() => {}), '/ui/form', { environment: env });
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(env.notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(env.notify).toHaveBeenCalledWith(
      'A part of the app (/ui/form) could not be loaded: it took longer than 120 seconds.',
    );
  });

  it('never settles while the page reloads for a missing script', async () => {
    const env = environment(async () => new Response('', { status: 404 }));
    let settled = false;
    void loadChunk(() => Promise.reject(importError('Gone-3.js')), 'page', { environment: env }).finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
  });
});
