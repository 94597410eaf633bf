import { normalizeLogin } from '@fjord/domain';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords.js';
import { createSession, revokeSession } from '../../auth/sessions.js';
import type { Services } from '../../services.js';
import { attemptSuspension, recordFailedAttempt } from './attempts.js';
import { AccountError } from './errors.js';
import { findUserByLogin } from './repository.js';

/**
 * Signing in and out. The password is checked outside transactions: PGlite has one connection, and a
 * transaction waiting on argon2 would hold up every other request.
 */
export async function login(
  services: Services,
  input: { email: string; password: string; ip: string },
): Promise<string> {
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
  return transactions.system((tx) => createSession(tx, user.id, clock.now(), config.sessionTtlMs));
}

/** Idempotent: an unknown or already revoked token is simply gone. */
export async function logout(services: Services, token: string | null): Promise<void> {
  if (!token) return;
  const now = services.clock.now();
  await services.transactions.system((tx) => revokeSession(tx, token, now));
}
