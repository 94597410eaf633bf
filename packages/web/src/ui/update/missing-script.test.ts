import { describe, expect, it, vi } from 'vitest';
import { RELOAD_WARNING_WINDOW_MS, REPEAT_MISSING_SCRIPT_WINDOW_MS } from '@fjord/domain';
import {
  handleMissingScript,
  MISSING_SCRIPT_RELOAD_KEY,
  missingScriptOutcome,
  reloadWarningDue,
} from './missing-script';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const MINUTE = 60_000;

function environment(lastReload?: number) {
  const store = new Map<string, string>();
  if (lastReload !== undefined) store.set(MISSING_SCRIPT_RELOAD_KEY, String(lastReload));
  return {
    store,
    now: () => NOW,
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
    reload: vi.fn(),
    somethingWentWrong: vi.fn(),
  };
}

describe('a missing script', () => {
  it('reloads and records the time when it has not happened before', () => {
    const env = environment();
    expect(handleMissingScript(env)).toBe('reload');
    expect(env.reload).toHaveBeenCalledOnce();
    expect(env.somethingWentWrong).not.toHaveBeenCalled();
    expect(env.store.get(MISSING_SCRIPT_RELOAD_KEY)).toBe(String(NOW));
  });

  it('goes to SomethingWentWrong instead when it reloaded for a missing script within 30 minutes', () => {
    const env = environment(NOW - 29 * MINUTE);
    expect(handleMissingScript(env)).toBe('somethingWentWrong');
    expect(env.somethingWentWrong).toHaveBeenCalledOnce();
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.store.get(MISSING_SCRIPT_RELOAD_KEY)).toBe(String(NOW - 29 * MINUTE));
  });

  it('reloads again once 30 minutes have passed', () => {
    expect(missingScriptOutcome(NOW - REPEAT_MISSING_SCRIPT_WINDOW_MS, NOW)).toBe('reload');
    expect(missingScriptOutcome(NOW - REPEAT_MISSING_SCRIPT_WINDOW_MS + 1, NOW)).toBe('somethingWentWrong');
    expect(missingScriptOutcome(null, NOW)).toBe('reload');
  });

  it('ignores a recorded time from the future (a clock that was wrong) or garbage', () => {
    expect(handleMissingScript(environment(NOW + 5 * MINUTE))).toBe('reload');
    const env = environment();
    env.store.set(MISSING_SCRIPT_RELOAD_KEY, 'not a time');
    expect(handleMissingScript(env)).toBe('reload');
  });
});

describe('the page was just reloaded', () => {
  const storage = (time: number | null) => ({ getItem: () => (time === null ? null : String(time)) });

  it('is said when this load comes within 10 seconds of the missing-script reload', () => {
    expect(reloadWarningDue(storage(NOW - 2000), NOW)).toBe(true);
    expect(reloadWarningDue(storage(NOW - RELOAD_WARNING_WINDOW_MS + 1), NOW)).toBe(true);
  });

  it('is not said later, or without such a reload', () => {
    expect(reloadWarningDue(storage(NOW - RELOAD_WARNING_WINDOW_MS), NOW)).toBe(false);
    expect(reloadWarningDue(storage(null), NOW)).toBe(false);
  });
});
