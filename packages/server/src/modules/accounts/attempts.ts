import { ACCOUNT_LOGIN_POLICY, LOGIN_FAILURE_LOOKBACK_MS, loginSuspendedUntil } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { loginFailureTimes, loginFailureTimesOfLogin, recordLoginFailure } from './repository.js';

/**
 * The sign-in limiter, shared by every check of a password: the spec's suspension of an address after
 * failed sign-ins, and the same per account, so spreading guesses over addresses gains nothing. Sign-in
 * and a signed-in user's password change count in one table, so a session left open guesses the
 * password no faster than the sign-in form.
 */
export type Attempt = { ip: string; login: string };

const lookbackOf = (now: Date) => new Date(now.getTime() - LOGIN_FAILURE_LOOKBACK_MS);

/** Which suspension holds now, the address's first, or null. A suspended attempt learns nothing and is not counted. */
export async function attemptSuspension(
  tx: Tx,
  { ip, login }: Attempt,
  now: Date,
): Promise<'ip_suspended' | 'login_suspended' | null> {
  const lookback = lookbackOf(now);
  if (loginSuspendedUntil(await loginFailureTimes(tx, ip, lookback), now)) return 'ip_suspended';
  const accountFailures = await loginFailureTimesOfLogin(tx, login, lookback);
  if (loginSuspendedUntil(accountFailures, now, ACCOUNT_LOGIN_POLICY)) return 'login_suspended';
  return null;
}

/** Counts a wrong password against the address and the account. */
export const recordFailedAttempt = (tx: Tx, { ip, login }: Attempt, now: Date) =>
  recordLoginFailure(tx, ip, login, now, lookbackOf(now));
