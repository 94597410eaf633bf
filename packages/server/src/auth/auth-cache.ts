import type { Role } from '@fjord/domain';
import type { AuthUser } from './sessions.js';

/** Announced on the event channel by the database on commit (see the auth change triggers). */
export const AUTH_CHANGED = 'auth.changed';

/**
 * How long a resolved request may be reused without asking the database. Changes announce
 * themselves and end it sooner; this bounds what a lost announcement could leave behind.
 */
export const AUTH_CACHE_TTL_MS = 5_000;

/** Beyond this many entries the cache starts over, so a flood of tokens cannot grow memory. */
const MAX_ENTRIES = 10_000;

/** Who a session is and in which unit, with which role: what resolving a request found. */
export type ResolvedAuth = {
  user: AuthUser;
  unitId: string;
  role: Role | null;
  /** The unit requires two-factor sign-in of its members (units.require_two_factor). */
  twoFactorRequired: boolean;
};

type Entry = ResolvedAuth & {
  /** Until when the entry may be reused: the TTL, never past the session's expiry or next slide. */
  validUntil: number;
};

/**
 * Resolved requests of the last few seconds, per session token hash and requested unit. Only
 * answers that let a request in are kept; a refusal always asks the database again.
 */
export function createAuthCache() {
  const entries = new Map<string, Entry>();
  const keyOf = (tokenHash: string, unitId: string) => `${tokenHash} ${unitId}`;
  return {
    get(tokenHash: string, unitId: string, now: number): ResolvedAuth | undefined {
      const key = keyOf(tokenHash, unitId);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now >= entry.validUntil) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    /** validUntil: the earliest of the TTL, the session's expiry and when its expiry next slides. */
    set(tokenHash: string, resolved: ResolvedAuth, now: number, sessionLimit: number): void {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(keyOf(tokenHash, resolved.unitId), {
        ...resolved,
        validUntil: Math.min(now + AUTH_CACHE_TTL_MS, sessionLimit),
      });
    },
    /** Forgets every entry of the user (all sessions, all units). */
    forgetUser(userId: string): void {
      for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key);
    },
    /** The user's entries in other units name a stale last unit once they work in this one. */
    forgetOtherUnits(userId: string, unitId: string): void {
      for (const [key, entry] of entries) if (entry.user.id === userId && entry.unitId !== unitId) entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type AuthCache = ReturnType<typeof createAuthCache>;
