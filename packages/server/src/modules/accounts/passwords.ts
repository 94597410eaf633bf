import { MIN_PASSWORD_LENGTH, LOGIN_SUSPENSION_MS, normalizeLogin, passwordErrors } from '@fjord/domain';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeUserTokens } from '../../auth/sessions.js';
import { newToken } from '../../auth/tokens.js';
import { recordAudit } from '../../db/audit.js';
import { AppError, invalid, refuseInvalid } from '../../errors/app-error.js';
import type { Services } from '../../services.js';
import { usableToken, userLocale, userName } from './account-tokens.js';
import { attemptSuspension, recordFailedAttempt } from './attempts.js';
import { AccountError, invalidFields } from './errors.js';
import { passwordResetMail, type registrationAttemptMail } from './mails.js';
import { enqueueMails } from '../../mail/mailer.js';
import {
  confirmUser,
  findPasswordHash,
  findUserByLogin,
  insertToken,
  setPasswordHash,
  useToken,
  type UserRow,
} from './repository.js';

/**
 * Passwords: the reset by mailed link and a signed-in user's change. Hashing and verifying run outside
 * transactions: PGlite has one connection, and a transaction waiting on argon2 would hold up every
 * other request.
 */

/**
 * A new password reset token for the user, mailed (in the same transaction) as the link of the web page
 * that uses it, in the words of `mail`: a reset asked for, or a registration tried with the address.
 */
export async function mailPasswordResetLink(
  services: Services,
  user: UserRow,
  mail: typeof passwordResetMail | typeof registrationAttemptMail,
): Promise<void> {
  const { transactions, clock, config } = services;
  const now = clock.now();
  const { token, hash } = newToken();
  await transactions.system(async (tx) => {
    const expires = new Date(now.getTime() + config.passwordResetTokenTtlMs);
    await insertToken(tx, user.id, 'password_reset', hash, expires, now);
    const link = `${config.publicUrl}/confirm-password-reset?token=${token}`;
    await enqueueMails(tx, now, null, [
      { to: user.login, ...mail(userLocale(user), userName(user), link, config.passwordResetTokenTtlMs) },
    ]);
  });
}

/** Answers the same whether or not the address has an account, so the call cannot be used to find accounts. */
export async function requestPasswordReset(services: Services, loginInput: string): Promise<void> {
  const login = normalizeLogin(loginInput);
  const user = await services.transactions.system((tx) => findUserByLogin(tx, login));
  if (!user || !user.active) return;
  await mailPasswordResetLink(services, user, passwordResetMail);
}

export async function checkPasswordResetToken(services: Services, token: string): Promise<void> {
  const now = services.clock.now();
  await services.transactions.system((tx) => usableToken(tx, 'password_reset', token, now));
}

/**
 * Sets a new password from a reset link. Everyone signed in as the user is signed out, and an
 * unconfirmed account becomes confirmed: the link proved the address.
 */
export async function resetPassword(
  services: Services,
  input: { token: string; newPassword: string; passwordConfirmation: string },
): Promise<void> {
  const { transactions, clock } = services;
  await checkPasswordResetToken(services, input.token);
  const errors = passwordErrors(input.newPassword, input.passwordConfirmation, 'newPassword');
  if (errors.length > 0) throw invalidFields(errors);
  const passwordHash = await hashPassword(input.newPassword);
  const now = clock.now();
  await transactions.system(async (tx) => {
    const found = await usableToken(tx, 'password_reset', input.token, now);
    if (!(await useToken(tx, found.token.id, now))) throw new AccountError('token_invalid');
    await setPasswordHash(tx, found.user.id, passwordHash, now);
    await confirmUser(tx, found.user.id, now);
    await revokeUserTokens(tx, found.user.id, 'session', now);
    await revokeUserTokens(tx, found.user.id, 'password_reset', now);
  });
}

/**
 * A signed-in user changes their own password: the current one must be right, and the new one
 * follows the rules of registration and reset. Every other session of the user ends (someone who
 * knew the old password is signed out); the session that made the change stays. Refusals are
 * GraphQL validations on `currentPassword` and `newPassword`; nothing changes then.
 */
export async function changePassword(
  services: Services,
  input: {
    userId: string;
    login: string;
    ip: string;
    sessionToken: string;
    unitId: string | null;
    currentPassword: string;
    newPassword: string;
  },
): Promise<void> {
  const { transactions, clock } = services;
  const problems: { attribute: string; type: string; params?: Record<string, number> }[] = [];
  if (input.currentPassword === '') problems.push({ attribute: 'currentPassword', type: 'blank' });
  for (const error of passwordErrors(input.newPassword, input.newPassword, 'newPassword')) {
    if (error.key === 'validation.minLength')
      problems.push({ attribute: 'newPassword', type: 'too_short', params: { count: MIN_PASSWORD_LENGTH } });
    else if (error.field === 'newPassword') problems.push({ attribute: 'newPassword', type: 'blank' });
  }
  refuseInvalid('user', problems);
  const now = clock.now();
  // A wrong current password is a failed sign-in (sign-in's limiter, address and account alike).
  const attempt = { ip: input.ip, login: input.login };
  const storedHash = await transactions.system(async (tx) =>
    (await attemptSuspension(tx, attempt, now)) ? ('suspended' as const) : findPasswordHash(tx, input.userId),
  );
  if (storedHash === 'suspended')
    throw new AppError('TOO_MANY_REQUESTS', 'Too many wrong current passwords', {
      key: 'errors.passwordAttemptsSuspended',
      params: { minutes: LOGIN_SUSPENSION_MS / 60_000 },
    });
  // Verified outside the transaction: argon2 is slow and the embedded database has one connection.
  if (!storedHash || !(await verifyPassword(storedHash, input.currentPassword))) {
    await transactions.system((tx) => recordFailedAttempt(tx, attempt, now));
    throw invalid('user', 'currentPassword', 'invalid');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await transactions.system(async (tx) => {
    await setPasswordHash(tx, input.userId, passwordHash, now);
    await revokeUserTokens(tx, input.userId, 'session', now, input.sessionToken);
    // The audit trail is kept per company: the change is recorded in the one the user works in.
    if (input.unitId)
      await recordAudit(
        tx,
        { unitId: input.unitId, userId: input.userId, at: now },
        'changePassword',
        'user',
        input.userId,
      );
  });
}
