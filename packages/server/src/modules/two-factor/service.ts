import { randomBytes } from 'node:crypto';
import { LOGIN_SUSPENSION_MS, TOTP_SECRET_BYTES, base32Encode, normalizeRecoveryCode, otpauthUri } from '@fjord/domain';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { seal } from '../../crypto/secret-box.js';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type AuditAction } from '../../db/audit.js';
import { AppError, invalid } from '../../errors/app-error.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { Services } from '../../services.js';
import { attemptSuspension, recordFailedAttempt } from '../accounts/attempts.js';
import { findPasswordHash } from '../accounts/repository.js';
import {
  findTwoFactor,
  newRecoveryCodes,
  replaceRecoveryCodes,
  setTwoFactor,
  unusedRecoveryCodes,
} from './repository.js';
import { spendSecondFactor } from './second-factor.js';

/**
 * A signed-in user's own two-factor sign-in: enrolment (a new secret, then a code that proves the app
 * has it), turning it off, new recovery codes. Refusals are GraphQL validations on `code` and
 * `password`; a wrong one counts as a failed sign-in of the account, and nothing changes.
 */
export type Who = { userId: string; login: string; ip: string; unitId: string | null; sessionToken: string };

/** The signed-in user of a request, acting on their own account. */
export const whoOf = (ctx: GraphQLContext): Who => ({
  userId: ctx.user.id,
  login: ctx.user.login,
  ip: ctx.ip,
  unitId: ctx.unitId,
  sessionToken: ctx.sessionToken,
});

const attemptOf = (who: Who) => ({ ip: who.ip, login: who.login });

export type TwoFactorStatus = { enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number };

export async function twoFactorStatus(services: Services, userId: string): Promise<TwoFactorStatus> {
  return services.transactions.system(async (tx) => {
    const row = await findTwoFactor(tx, userId);
    const enabledAt = row?.totpEnabledAt ?? null;
    return {
      enabled: enabledAt !== null,
      enabledAt,
      recoveryCodesLeft: enabledAt ? (await unusedRecoveryCodes(tx, userId)).length : 0,
    };
  });
}

const alreadyOn = () =>
  new AppError('CONFLICT', 'Two-factor sign-in is already on', { key: 'errors.twoFactorAlreadyOn' });
const notOn = () => new AppError('CONFLICT', 'Two-factor sign-in is not on', { key: 'errors.twoFactorNotOn' });
const wrongCode = () => invalid('twoFactor', 'code', 'invalid');

/** The account's sign-in is suspended after too many wrong passwords or codes: it may not try more now. */
async function refuseWhileSuspended(services: Services, who: Who): Promise<void> {
  const now = services.clock.now();
  const suspended = await services.transactions.system((tx) => attemptSuspension(tx, attemptOf(who), now));
  if (suspended)
    throw new AppError('TOO_MANY_REQUESTS', 'Too many wrong codes or passwords', {
      key: 'errors.passwordAttemptsSuspended',
      params: { minutes: LOGIN_SUSPENSION_MS / 60_000 },
    });
}

/** Refuses while the account is suspended, then a wrong or spent code from the app (counted as a failed sign-in). */
async function requireAppCode(services: Services, who: Who, sealedSecret: string, code: string): Promise<void> {
  await refuseWhileSuspended(services, who);
  if (!(await spendSecondFactor(services, attemptOf(who), who.userId, sealedSecret, code, { totpOnly: true })))
    throw wrongCode();
}

/** The user's sealed secret while two-factor sign-in is on; CONFLICT when it is off. */
async function enabledSecret(services: Services, who: Who): Promise<string> {
  const row = await services.transactions.system((tx) => findTwoFactor(tx, who.userId));
  if (!row?.totpEnabledAt || !row.totpSecretSealed) throw notOn();
  return row.totpSecretSealed;
}

/** The audit trail is kept per company: the change is recorded in the one the user works in. */
async function audit(tx: Tx, services: Services, who: Who, action: AuditAction): Promise<void> {
  if (who.unitId)
    await recordAudit(
      tx,
      { unitId: who.unitId, userId: who.userId, at: services.clock.now() },
      action,
      'user',
      who.userId,
    );
}

/** Recovery codes to show once, and their argon2 hashes to keep (made outside transactions: argon2 is slow). */
async function freshRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((code) => hashPassword(normalizeRecoveryCode(code))));
  return { codes, hashes };
}

/**
 * Starts enrolment: a new secret, sealed with the server's secret key and not yet in force. Asking
 * again replaces it (a QR code scanned by nobody is simply forgotten).
 */
export async function startTwoFactor(services: Services, who: Who): Promise<{ secret: string; uri: string }> {
  const secret = base32Encode(randomBytes(TOTP_SECRET_BYTES), { padding: false });
  const now = services.clock.now();
  await services.transactions.system(async (tx) => {
    if ((await findTwoFactor(tx, who.userId))?.totpEnabledAt) throw alreadyOn();
    await setTwoFactor(
      tx,
      who.userId,
      { totpSecretSealed: seal(secret, services.config.secretKey), totpEnabledAt: null },
      now,
    );
  });
  return { secret, uri: otpauthUri(secret, who.login) };
}

/** A code from the app turns two-factor sign-in on; the answer is the recovery codes, shown this once. */
export async function confirmTwoFactor(services: Services, who: Who, code: string): Promise<string[]> {
  const row = await services.transactions.system((tx) => findTwoFactor(tx, who.userId));
  if (row?.totpEnabledAt) throw alreadyOn();
  if (!row?.totpSecretSealed)
    throw new AppError('CONFLICT', 'Enrolment was not started', { key: 'errors.twoFactorNotStarted' });
  await requireAppCode(services, who, row.totpSecretSealed, code);
  const { codes, hashes } = await freshRecoveryCodes();
  const now = services.clock.now();
  await services.transactions.system(async (tx) => {
    await setTwoFactor(tx, who.userId, { totpSecretSealed: row.totpSecretSealed, totpEnabledAt: now }, now);
    await replaceRecoveryCodes(tx, who.userId, hashes, now);
    await audit(tx, services, who, 'enableTwoFactor');
  });
  // Other servers hear of the change on commit; this one forgets at once, so the next request sees it.
  services.authCache.forgetUser(who.userId);
  return codes;
}

/** The password and a code (from the app, or a recovery code) turn it off; secret and codes are deleted. */
export async function disableTwoFactor(services: Services, who: Who, password: string, code: string): Promise<void> {
  const sealedSecret = await enabledSecret(services, who);
  await refuseWhileSuspended(services, who);
  const attempt = attemptOf(who);
  const storedHash = await services.transactions.system((tx) => findPasswordHash(tx, who.userId));
  if (!storedHash || !(await verifyPassword(storedHash, password))) {
    await services.transactions.system((tx) => recordFailedAttempt(tx, attempt, services.clock.now()));
    throw invalid('twoFactor', 'password', 'invalid');
  }
  if (!(await spendSecondFactor(services, attempt, who.userId, sealedSecret, code))) throw wrongCode();
  const now = services.clock.now();
  await services.transactions.system(async (tx) => {
    await setTwoFactor(tx, who.userId, { totpSecretSealed: null, totpEnabledAt: null }, now);
    await replaceRecoveryCodes(tx, who.userId, [], now);
    await audit(tx, services, who, 'disableTwoFactor');
  });
  services.authCache.forgetUser(who.userId);
}

/** A code from the app replaces every recovery code with ten new ones, shown this once. */
export async function regenerateRecoveryCodes(services: Services, who: Who, code: string): Promise<string[]> {
  await requireAppCode(services, who, await enabledSecret(services, who), code);
  const { codes, hashes } = await freshRecoveryCodes();
  const now = services.clock.now();
  await services.transactions.system(async (tx) => {
    await replaceRecoveryCodes(tx, who.userId, hashes, now);
    await audit(tx, services, who, 'regenerateRecoveryCodes');
  });
  return codes;
}
