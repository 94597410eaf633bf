import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services } from './services.js';
import { stopOnSignals } from './stop-on-signals.js';

const silent = { info() {}, warn() {}, error() {} } as unknown as Services['log'];

/** An app whose close() finishes when the test says so, and the exit codes asked for. */
function setup(timeoutMs = 30_000) {
  let finishClose!: () => void;
  const close = vi.fn(() => new Promise<void>((resolve) => (finishClose = resolve)));
  const exits: number[] = [];
  const signals = new EventEmitter();
  stopOnSignals({ close, services: { log: silent } as Services }, timeoutMs, (code) => exits.push(code), signals);
  return { close, exits, signals, finishClose: () => finishClose() };
}

describe('stop on signals', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('SIGTERM closes the app and exits 0 only once the close is done', async () => {
    const { close, exits, signals, finishClose } = setup();
    signals.emit('SIGTERM');
    expect(close).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(exits).toEqual([]);
    finishClose();
    await vi.waitFor(() => expect(exits).toEqual([0]));
  });

  it('a second signal during the stop exits 1 at once, without a second close', () => {
    const { close, exits, signals } = setup();
    signals.emit('SIGINT');
    signals.emit('SIGTERM');
    expect(close).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([1]);
  });

  it('a stop that outlasts SHUTDOWN_TIMEOUT_MS exits 1', () => {
    vi.useFakeTimers();
    const { exits, signals } = setup(5_000);
    signals.emit('SIGTERM');
    vi.advanceTimersByTime(4_999);
    expect(exits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(exits).toEqual([1]);
  });
});
