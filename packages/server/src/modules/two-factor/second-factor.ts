import { base32Decode, isTotpCodeShape, matchTotpStep, normalizeRecoveryCode } from '@fjord/domain';
import { verifyPassword } from '../../auth/passwords.js';
import { open } from '../../crypto/secret-box.js';
import type { Services } from '../../services.js';
import { recordFailedAttempt, type Attempt } from '../accounts/attempts.js';
import { claimTotpStep, unusedRecoveryCodes, useRecoveryCode } from './repository.js';

/**
 * The one check of a typed second-factor code, for sign-in and for the account's own changes: a TOTP
 * code of a step not used before, or an unused recovery code. A wrong or spent code counts as a failed
 * sign-in of the address and the account (accounts/attempts.ts), so codes are guessed no faster than
 * passwords.
 */
export type SecondFactorProof = { kind: 'totp'; step: number } | { kind: 'recovery'; codeId: string };

/** The TOTP secret's bytes: sealed with the server's secret key as its base32 text. */
export function totpSecretBytes(sealed: string, secretKey: string): Uint8Array {
  const secret = base32Decode(open(sealed, secretKey));
  if (!secret) throw new Error('two-factor: the sealed secret is not base32');
  return secret;
}

/**
 * What the code proves, or null. Runs outside transactions: a recovery code is compared with argon2,
 * which is slow, and the embedded database has one connection.
 */
async function proofOf(
  services: Services,
  userId: string,
  sealedSecret: string,
  code: string,
  { totpOnly = false } = {},
): Promise<SecondFactorProof | null> {
  if (isTotpCodeShape(code)) {
    const secret = totpSecretBytes(sealedSecret, services.config.secretKey);
    const step = matchTotpStep(secret, code, services.clock.now().getTime());
    return step === null ? null : { kind: 'totp', step };
  }
  const typed = normalizeRecoveryCode(code);
  if (totpOnly || !/^[a-z0-9]{10}$/.test(typed)) return null;
  const codes = await services.transactions.system((tx) => unusedRecoveryCodes(tx, userId));
  for (const stored of codes)
    if (await verifyPassword(stored.codeHash, typed)) return { kind: 'recovery', codeId: stored.id };
  return null;
}

/**
 * Checks the code and spends it (claims the TOTP step, or marks the recovery code used). False, with
 * a failed attempt recorded, when the code is wrong or was used before.
 */
export async function spendSecondFactor(
  services: Services,
  attempt: Attempt,
  userId: string,
  sealedSecret: string,
  code: string,
  options: { totpOnly?: boolean } = {},
): Promise<boolean> {
  const proof = await proofOf(services, userId, sealedSecret, code, options);
  const now = services.clock.now();
  return services.transactions.system(async (tx) => {
    const spent =
      proof !== null &&
      (proof.kind === 'totp'
        ? await claimTotpStep(tx, userId, proof.step)
        : await useRecoveryCode(tx, proof.codeId, now));
    if (!spent) await recordFailedAttempt(tx, attempt, now);
    return spent;
  });
}
