import {
  norwegianPostalCode,
  normalizeLogin,
  registrationErrors,
  type FieldError,
  type Locale,
  type RegistrationInput,
} from '@fjord/domain';
import { hashPassword } from '../../auth/passwords.js';
import { createSession, revokeUserTokens, type SessionOrigin } from '../../auth/sessions.js';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { Services } from '../../services.js';
import { countryCodes } from '../countries/countries.js';
import { postalPlace } from '../postal-codes/postal-codes.js';
import { usableToken, userLocale, userName } from './account-tokens.js';
import { AccountError, invalidFields } from './errors.js';
import { registrationAttemptMail, registrationMail } from './mails.js';
import { mailPasswordResetLink } from './passwords.js';
import { enqueueMails, type MailMessage } from '../../mail/mailer.js';
import {
  confirmUser,
  findToken,
  findUserByLogin,
  insertAccount,
  insertToken,
  isUniqueViolation,
  useToken,
  type UserRow,
} from './repository.js';

/**
 * Registration and its confirmation. The password is hashed outside transactions: PGlite has one
 * connection, and a transaction waiting on argon2 would hold up every other request. Mails go out
 * after the commit, so a refused registration never sends one.
 */

/** The registration form's fields (the domain's rules check them) and what the request adds. */
export type RegistrationRequest = RegistrationInput & {
  phoneCode: string;
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
  const zipToCheck = norwegianPostalCode(input.zip, input.countryCode);
  if (zipToCheck && !errors.some((error) => error.field === 'zip') && !(await postalPlace(zipToCheck)))
    errors.push({ field: 'zip', key: 'validation.invalid' });
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

export async function confirmRegistration(
  services: Services,
  token: string,
  origin: SessionOrigin = {},
): Promise<string> {
  const { transactions, clock, config } = services;
  const now = clock.now();
  return transactions.system(async (tx) => {
    const found = await usableToken(tx, 'registration', token, now);
    if (!(await useToken(tx, found.token.id, now))) throw new AccountError('token_invalid');
    await confirmUser(tx, found.user.id, now);
    return createSession(tx, found.user.id, now, config.sessionTtlMs, origin);
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

function registrationMailTo(services: Services, user: UserRow, token: string): MailMessage {
  const { config } = services;
  const link = `${config.publicUrl}/confirm-registration?token=${token}`;
  return { to: user.login, ...registrationMail(userLocale(user), userName(user), link, config.registrationTokenTtlMs) };
}
