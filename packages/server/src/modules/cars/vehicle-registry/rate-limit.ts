import type { Clock } from '../../../clock.js';

/** At most this many registry lookups per unit in any minute. */
export const LOOKUPS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/**
 * A sliding one-minute window per unit, so one company cannot use up the register's quota (the
 * real service limits callers too). Kept in memory: one server process is the deployment unit.
 */
export class LookupRateLimiter {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limit = LOOKUPS_PER_MINUTE,
  ) {}

  /** Counts a lookup for the unit; false when the unit has used its lookups for the last minute. */
  take(unitId: string): boolean {
    const now = this.clock.now().getTime();
    const recent = (this.calls.get(unitId) ?? []).filter((at) => now - at < MINUTE_MS);
    if (recent.length >= this.limit) {
      this.calls.set(unitId, recent);
      return false;
    }
    recent.push(now);
    this.calls.set(unitId, recent);
    return true;
  }
}
