import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, LOGIN_SUSPENSION_MS } from '../constants.js';
import { loginSuspendedUntil } from './accounts.js';

const MINUTE = 60_000;
const start = new Date('2025-03-03T08:00:00Z').getTime();
const at = (ms: number) => new Date(start + ms);
/** `count` failures one second apart, beginning at `from`. */
const burst = (count: number, from = 0) => Array.from({ length: count }, (_, i) => at(from + i * 1000));

describe('loginSuspendedUntil', () => {
  it('allows sign-in below the limit', () => {
    expect(loginSuspendedUntil(burst(LOGIN_FAILURE_LIMIT - 1), at(10_000))).toBeNull();
  });

  it('suspends for 15 minutes after the tenth failure within 15 minutes', () => {
    const failures = burst(LOGIN_FAILURE_LIMIT);
    const tenth = failures.at(-1)!.getTime();
    expect(loginSuspendedUntil(failures, at(tenth - start + 1000))).toEqual(new Date(tenth + LOGIN_SUSPENSION_MS));
    expect(loginSuspendedUntil(failures, new Date(tenth + LOGIN_SUSPENSION_MS - 1))).not.toBeNull();
    expect(loginSuspendedUntil(failures, new Date(tenth + LOGIN_SUSPENSION_MS))).toBeNull();
  });

  it('does not count failures spread over more than the window', () => {
    const spread = Array.from({ length: LOGIN_FAILURE_LIMIT }, (_, i) =>
      at((i * LOGIN_FAILURE_WINDOW_MS) / (LOGIN_FAILURE_LIMIT - 1)),
    );
    expect(loginSuspendedUntil(spread, at(LOGIN_FAILURE_WINDOW_MS + MINUTE))).toBeNull();
  });

  it('ignores the order the failures come in', () => {
    const failures = burst(LOGIN_FAILURE_LIMIT).reverse();
    expect(loginSuspendedUntil(failures, at(20_000))).not.toBeNull();
  });

  it('starts a fresh count once a suspension has ended', () => {
    const first = burst(LOGIN_FAILURE_LIMIT);
    const afterSuspension = first.at(-1)!.getTime() - start + LOGIN_SUSPENSION_MS;
    const next = [...first, at(afterSuspension)];
    expect(loginSuspendedUntil(next, at(afterSuspension + 1000))).toBeNull();
  });

  it('suspends again after ten new failures', () => {
    const first = burst(LOGIN_FAILURE_LIMIT);
    const second = burst(LOGIN_FAILURE_LIMIT, 20 * MINUTE);
    const now = at(20 * MINUTE + 15_000);
    expect(loginSuspendedUntil([...first, ...second], now)).toEqual(
      new Date(second.at(-1)!.getTime() + LOGIN_SUSPENSION_MS),
    );
  });
});
