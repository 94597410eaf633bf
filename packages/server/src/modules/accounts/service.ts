import {
  ACCOUNT_LOGIN_POLICY,
  DEFAULT_CUSTOMER_COUNTRY,
  isLocale,
  LOGIN_FAILURE_LOOKBACK_MS,
  LOGIN_SUSPENSION_MS,
  loginSuspendedUntil,
  MIN_PASSWORD_LENGTH,
  normalizeLogin,
  passwordErrors,
  registrationErrors,
  type FieldError,
  type Locale,
} from '@fjord/domain';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../auth/passwords.js';
import { createSession, revokeSession, revokeUserTokens } from '../../auth/sessions.js';
import { recordAudit } from '../../db/audit.js';
import { AppError, invalid, refuseInvalid } from '../../errors/app-error.js';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { Tx } from '../../db/connection.js';
import type { Services } from '../../services.js';
import { enqueueMails, type MailMessage } from '../../mail/mailer.js';
import { countryCodes } from '../countries/countries.js';
import { postalPlace } from '../postal-codes/postal-codes.js';
import { AccountError, invalidFields } from './errors.js';
import { passwordResetMail, registrationAttemptMail, registrationMail } from './mails.js';
import {
  confirmUser,
  findPasswordHash,
  findToken,
  findUserByLogin,
  insertAccount,
  insertToken,
  isUniqueViolation,
  loginFailureTimes,
  loginFailureTimesOfLogin,
  recordLoginFailure,
  setPasswordHash,
  useToken,
  type TokenKind,
  type TokenWithUser,
  type UserRow,
} from './repository.js';

/**
 * The account use cases. Password hashing runs outside transactions: PGlite has
 * one connection, and a transaction waiting on argon2 would hold up every other request. Mails go
 * out after the commit, so a refused change never sends one.
 */

export async function login(
  services: Services,
  input: { email: string; password: string; ip: string },
): Promise<string> {
  const { transactions, clock, config } = services;
  const login = normalizeLogin(input.email);
  const now = clock.now();
  const lookback = new Date(now.getTime() - LOGIN_FAILURE_LOOKBACK_MS);
  const found = await transactions.system(async (tx) => {
    // A suspended IP or account learns nothing, not even whether the password was right, and is not counted.
    if (loginSuspendedUntil(await loginFailureTimes(tx, input.ip, lookback), now)) return 'ip_suspended' as const;
    const accountFailures = await loginFailureTimesOfLogin(tx, login, lookback);
    if (loginSuspendedUntil(accountFailures, now, ACCOUNT_LOGIN_POLICY)) return 'login_suspended' as const;
    return { user: await findUserByLogin(tx, login) };
  });
  if (found === 'ip_suspended' || found === 'login_suspended') throw new AccountError(found);

  const { user } = found;
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk || !user.active) {
    await transactions.system((tx) => recordLoginFailure(tx, input.ip, login, now, lookback));
    throw new AccountError('invalid_login');
  }
  if (!user.confirmedAt) throw new AccountError('not_confirmed');
  return transactions.system((tx) => createSession(tx, user.id, clock.now(), config.sessionTtlMs));
}

export type RegistrationRequest = {
  firstName: string;
  lastName: string;
  phoneCode: string;
  cellphoneCountryCode: string;
  cellphone: string;
  login: string;
  password: string;
  passwordConfirmation: string;
  address: string;
  zip: string;
  city: string;
  countryCode: string;
  /** The language of the new account and its mails. */
  locale: Locale;
};

/**
 * Registers a user and their company, or, when the address already has an account, answers just the
 * same and mails the owner of the address instead (someone tried to register with it; here is a
 * password reset link), so the call cannot be used to find out who has an account. The password
 * is hashed either way, so both answers take as long.
 */
export async function register(services: Services, input: RegistrationRequest): Promise<void> {
  const { transactions, clock, config } = services;
  const codes = countryCodes();
  const errors: FieldError[] = registrationErrors(input, codes);
  const phoneCountry = input.cellphoneCountryCode.trim().toUpperCase();
  if (phoneCountry && !codes.includes(phoneCountry))
    errors.push({ field: 'cellphoneCountryCode', key: 'validation.notInList' });
  // Four digits is the form's rule; only the postal register knows whether the code exists.
  const norwegianZip = input.countryCode === DEFAULT_CUSTOMER_COUNTRY && !errors.some((error) => error.field === 'zip');
  if (norwegianZip && !(await postalPlace(input.zip))) errors.push({ field: 'zip', key: 'validation.invalid' });
  if (errors.length > 0) throw invalidFields(errors);

  const login = normalizeLogin(input.login);
  const passwordHash = await hashPassword(input.password);
  const existing = await transactions.system((tx) => findUserByLogin(tx, login));
  if (existing) return mailRegistrationAttempt(services, existing);
  const { token, hash } = newToken();
  const now = clock.now();
  let user: UserRow;
  try {
    user = await transactions.system(async (tx) => {
      const created = await insertAccount(
        tx,
        {
          user: {
            login,
            passwordHash,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            cellphone: input.cellphone.trim(),
            cellphoneCountry: phoneCountry || null,
            locale: input.locale,
          },
          unit: {
            address: input.address.trim(),
            zip: input.zip.trim(),
            city: input.city.trim(),
            countryCode: input.countryCode,
            mobile: `${input.phoneCode.trim()} ${input.cellphone.trim()}`.trim(),
          },
        },
        now,
      );
      await insertToken(
        tx,
        created.id,
        'registration',
        hash,
        new Date(now.getTime() + config.registrationTokenTtlMs),
        now,
      );
      await enqueueMails(tx, now, null, [registrationMailTo(services, created, token)]);
      return created;
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides, and the loser
    // is answered as any registration of a known address.
    if (!isUniqueViolation(error)) throw error;
    const winner = await transactions.system((tx) => findUserByLogin(tx, login));
    if (winner) return mailRegistrationAttempt(services, winner);
    throw error;
  }
  services.log.info({ userId: user.id }, 'account registered');
}

/** Tells the owner of an address that someone tried to register with it, with a password reset link. */
async function mailRegistrationAttempt(services: Services, user: UserRow): Promise<void> {
  if (!user.active) return;
  await mailPasswordResetLink(services, user, registrationAttemptMail);
}

/** A new password reset token for the user, mailed as the link of the web page that uses it. */
async function mailPasswordResetLink(
  services: Services,
  user: UserRow,
  mail: typeof passwordResetMail | typeof registrationAttemptMail,
): Promise<void> {
  const { transactions, clock, config } = services;
  const now = clock.now();
  const { token, hash } = newToken();
  await transactions.system(async (tx) => {
    await insertToken(
      tx,
      user.id,
      'password_reset',
      hash,
      new Date(now.getTime() + config.passwordResetTokenTtlMs),
      now,
    );
    const link = `${config.publicUrl}/confirm-password-reset?token=${token}`;
    await enqueueMails(tx, now, null, [
      { to: user.login, ...mail(userLocale(user), userName(user), link, config.passwordResetTokenTtlMs) },
    ]);
  });
}

export async function confirmRegistration(services: Services, token: string): Promise<string> {
  const { transactions, clock, config } = services;
  const now = clock.now();
  return transactions.system(async (tx) => {
    const found = await usableToken(tx, 'registration', token, now);
    if (!(await useToken(tx, found.token.id, now))) throw new AccountError('token_invalid');
    await confirmUser(tx, found.user.id, now);
    return createSession(tx, found.user.id, now, config.sessionTtlMs);
  });
}

/** A fresh link for an unconfirmed account, given the old one even when it has expired or was replaced. */
export async function requestNewRegistrationToken(services: Services, oldToken: string): Promise<void> {
  const { transactions, clock, config } = services;
  const now = clock.now();
  const { token, hash } = newToken();
  await transactions.system(async (tx) => {
    const found = await findToken(tx, 'registration', hashToken(oldToken));
    if (!found || !found.user.active) throw new AccountError('token_invalid');
    if (found.user.confirmedAt) throw new AccountError('already_confirmed');
    await revokeUserTokens(tx, found.user.id, 'registration', now);
    await insertToken(
      tx,
      found.user.id,
      'registration',
      hash,
      new Date(now.getTime() + config.registrationTokenTtlMs),
      now,
    );
    await enqueueMails(tx, now, null, [registrationMailTo(services, found.user, token)]);
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
  const lookback = new Date(now.getTime() - LOGIN_FAILURE_LOOKBACK_MS);
  // A wrong current password is a failed sign-in of the account (sign-in's limiter and its table), so
  // a session left open guesses the password no faster than the sign-in form, and the two share one count.
  const storedHash = await transactions.system(async (tx) => {
    const failures = await loginFailureTimesOfLogin(tx, input.login, lookback);
    if (loginSuspendedUntil(failures, now, ACCOUNT_LOGIN_POLICY)) return 'suspended' as const;
    return findPasswordHash(tx, input.userId);
  });
  if (storedHash === 'suspended')
    throw new AppError('TOO_MANY_REQUESTS', 'Too many wrong current passwords', {
      key: 'errors.passwordAttemptsSuspended',
      params: { minutes: LOGIN_SUSPENSION_MS / 60_000 },
    });
  // Verified outside the transaction: argon2 is slow and the embedded database has one connection.
  if (!storedHash || !(await verifyPassword(storedHash, input.currentPassword))) {
    await transactions.system((tx) => recordLoginFailure(tx, input.ip, input.login, now, lookback));
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

/** Idempotent: an unknown or already revoked token is simply gone. */
export async function logout(services: Services, token: string | null): Promise<void> {
  if (!token) return;
  const now = services.clock.now();
  await services.transactions.system((tx) => revokeSession(tx, token, now));
}

async function usableToken(tx: Tx, kind: TokenKind, token: string, now: Date): Promise<TokenWithUser> {
  const found = await findToken(tx, kind, hashToken(token));
  if (!found || found.token.usedAt || found.token.revokedAt || !found.user.active)
    throw new AccountError('token_invalid');
  if (found.token.expiresAt.getTime() <= now.getTime()) throw new AccountError('token_expired');
  return found;
}

function registrationMailTo(services: Services, user: UserRow, token: string): MailMessage {
  const { config } = services;
  const link = `${config.publicUrl}/confirm-registration?token=${token}`;
  return { to: user.login, ...registrationMail(userLocale(user), userName(user), link, config.registrationTokenTtlMs) };
}

const userLocale = (user: UserRow): Locale => (isLocale(user.locale) ? user.locale : 'nb');
const userName = (user: UserRow) => ({ name: `${user.firstName} ${user.lastName}`.trim() });
