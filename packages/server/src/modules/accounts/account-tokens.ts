import { isLocale, type Locale } from '@fjord/domain';
import { hashToken } from '../../auth/tokens.js';
import type { Tx } from '../../db/connection.js';
import { AccountError } from './errors.js';
import { findToken, type TokenKind, type TokenWithUser, type UserRow } from './repository.js';

/** A mailed token that may still be used: unknown, used, revoked or expired ones are refused with their reason. */
export async function usableToken(tx: Tx, kind: TokenKind, token: string, now: Date): Promise<TokenWithUser> {
  const found = await findToken(tx, kind, hashToken(token));
  if (!found || found.token.usedAt || found.token.revokedAt || !found.user.active)
    throw new AccountError('token_invalid');
  if (found.token.expiresAt.getTime() <= now.getTime()) throw new AccountError('token_expired');
  return found;
}

/** The language and the name a mail to the user is written with. */
export const userLocale = (user: UserRow): Locale => (isLocale(user.locale) ? user.locale : 'nb');
export const userName = (user: UserRow) => ({ name: `${user.firstName} ${user.lastName}`.trim() });
