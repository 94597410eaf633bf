import { normalizeLogin } from '@fjord/domain';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords.js';
import { createSession, revokeSession, type SessionOrigin } from '../../auth/sessions.js';
import { hashToken, newToken } from '../../auth/tokens.js';
import { authTokens } from '../../db/schema.js';
import type { Services } from '../../services.js';
import { spendSecondFactor } from '../two-factor/second-factor.js';
import { attemptSuspension, recordFailedAttempt } from './attempts.js';
import { AccountError } from './errors.js';
import { findToken, findUserByLogin, useToken } from './repository.js';

/** How long a right password waits for the second factor before sign-in must start again. */
export const TWO_FACTOR_TOKEN_TTL_MS = 5 * 60_000;

/** A session, or (two-factor sign-in on) a one-use token that the second step turns into one. */
export type SignInAnswer = { token: string } | { twoFactorToken: string };

/**
 * Signing in and out. The password is checked outside transactions: PGlite has one connection, and a
 * transaction waiting on argon2 would hold up every other request.
 */
export async function login(
  services: Services,
  input: { email: string; password: string; ip: string; userAgent?: string },
): Promise<SignInAnswer> {
  const { transactions, clock, config } = services;
  const login = normalizeLogin(input.email);
  const now = clock.now();
  const attempt = { ip: input.ip, login };
  const found = await transactions.system(async (tx) => {
    const suspended = await attemptSuspension(tx, attempt, now);
    return suspended ?? { user: await findUserByLogin(tx, login) };
  });
  if (typeof found === 'string') throw new AccountError(found);

  const { user } = found;
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk || !user.active) {
    await transactions.system((tx) => recordFailedAttempt(tx, attempt, now));
    throw new AccountError('invalid_login');
  }
  if (!user.confirmedAt) throw new AccountError('not_confirmed');
  if (user.totpEnabledAt) {
    const { token, hash } = newToken();
    const expiresAt = new Date(clock.now().getTime() + TWO_FACTOR_TOKEN_TTL_MS);
    await transactions.system((tx) =>
      tx.insert(authTokens).values({ userId: user.id, kind: 'two_factor', tokenHash: hash, expiresAt, createdAt: now }),
    );
    return { twoFactorToken: token };
  }
  const origin = { userAgent: input.userAgent, ip: input.ip };
  return {
    token: await transactions.system((tx) => createSession(tx, user.id, clock.now(), config.sessionTtlMs, origin)),
  };
}

/**
 * The second step: the token of a right password and a code from the app or a recovery code make the
 * session. A wrong code counts as a failed sign-in; the token stays usable for another try until it
 * expires, and is spent by the session it makes.
 */
export async function loginWithSecondFactor(
  services: Services,
  input: { twoFactorToken: string; code: string; ip: string; userAgent?: string },
): Promise<string> {
  const { transactions, clock, config } = services;
  const now = clock.now();
  const pending = await transactions.system(async (tx) => {
    const found = await findToken(tx, 'two_factor', hashToken(input.twoFactorToken));
    const { token, user } = found ?? {};
    if (!token || !user || token.usedAt || token.revokedAt || token.expiresAt <= now || !user.active)
      throw new AccountError('two_factor_expired');
    const attempt = { ip: input.ip, login: user.login };
    const suspended = await attemptSuspension(tx, attempt, now);
    if (suspended) throw new AccountError(suspended);
    return { tokenId: token.id, user, attempt };
  });
  const { user, attempt } = pending;
  if (!user.totpSecretSealed || !user.totpEnabledAt) throw new AccountError('two_factor_expired');
  if (!(await spendSecondFactor(services, attempt, user.id, user.totpSecretSealed, input.code)))
    throw new AccountError('invalid_code');
  const origin: SessionOrigin = { userAgent: input.userAgent, ip: input.ip };
  return transactions.system(async (tx) => {
    if (!(await useToken(tx, pending.tokenId, clock.now()))) throw new AccountError('two_factor_expired');
    return createSession(tx, user.id, clock.now(), config.sessionTtlMs, origin);
  });
}

/** Idempotent: an unknown or already revoked token is simply gone. */
export async function logout(services: Services, token: string | null): Promise<void> {
  if (!token) return;
  const now = services.clock.now();
  await services.transactions.system((tx) => revokeSession(tx, token, now));
}
