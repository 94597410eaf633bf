import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@fjord/domain';
import { AUTH_CHANGED } from '../../auth/auth-cache.js';
import type { Tx } from '../../db/connection.js';
import { userRecoveryCodes, users } from '../../db/schema.js';
import { publishEvent } from '../../pubsub.js';

/** What the server keeps of a user's second factor. */
export type TwoFactorRow = { login: string; totpSecretSealed: string | null; totpEnabledAt: Date | null };

export async function findTwoFactor(tx: Tx, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await tx
    .select({ login: users.login, totpSecretSealed: users.totpSecretSealed, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Sets (or clears) the secret and when it was enabled. The change lets the user into (or keeps them
 * out of) units that require a second factor, so every server forgets the user's cached requests.
 */
export async function setTwoFactor(
  tx: Tx,
  userId: string,
  values: { totpSecretSealed: string | null; totpEnabledAt: Date | null },
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    // A new key (or none) starts the used steps afresh; turning on keeps the step its confirming code used.
    .set({ ...values, ...(values.totpEnabledAt === null ? { totpLastStep: null } : {}), updatedAt: now })
    .where(eq(users.id, userId));
  await publishEvent(tx, AUTH_CHANGED, { userId });
}

/**
 * Claims a TOTP step as used by the user, or false when that step or a later one was used before (RFC 6238
 * §5.2: a code is accepted once). One conditional update of the user's row: two processes racing with one code
 * both wait on that row, and the second finds the step taken.
 */
export async function claimTotpStep(tx: Tx, userId: string, step: number): Promise<boolean> {
  const claimed = await tx
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** Ten letters from a 32-letter alphabet (50 bits), shown as "abcde-fghij". */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from(randomBytes(10), (byte) => RECOVERY_ALPHABET[byte & 31]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** Replaces the user's recovery codes with these (argon2 hashes of the normalized codes). */
export async function replaceRecoveryCodes(tx: Tx, userId: string, hashes: string[], now: Date): Promise<void> {
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  if (hashes.length > 0)
    await tx.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

export async function unusedRecoveryCodes(tx: Tx, userId: string): Promise<{ id: string; codeHash: string }[]> {
  return tx
    .select({ id: userRecoveryCodes.id, codeHash: userRecoveryCodes.codeHash })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
}

/** Marks a recovery code used, or false when another request used it first. */
export async function useRecoveryCode(tx: Tx, codeId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(userRecoveryCodes.id, codeId), isNull(userRecoveryCodes.usedAt)))
    .returning({ id: userRecoveryCodes.id });
  return rows.length === 1;
}
