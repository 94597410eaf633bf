import { hmacSha1 } from './sha1.js';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) as authenticator apps make them:
 * HMAC-SHA1, 30-second steps, 6 digits. The server seals the secret; this file only computes.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** 160 bits, the HMAC-SHA1 key length RFC 4226 recommends. */
export const TOTP_SECRET_BYTES = 20;
/** Codes of one step before and after the current one are taken too: phone clocks drift. */
export const TOTP_WINDOW_STEPS = 1;

/** The step (counter) a moment falls in. */
export const totpStep = (atMs: number, stepSeconds = TOTP_STEP_SECONDS) => Math.floor(atMs / 1000 / stepSeconds);

/** RFC 4226 §5.3: HMAC of the 8-byte big-endian counter, dynamic truncation, the low `digits` decimal digits. */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = new Uint8Array(8);
  const view = new DataView(message.buffer);
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  const mac = hmacSha1(secret, message);
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = new DataView(mac.buffer).getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const totpCode = (secret: Uint8Array, atMs: number, digits = TOTP_DIGITS) =>
  hotp(secret, totpStep(atMs), digits);

/** A typed code without the spaces apps group it with ("123 456"). */
export const normalizeTotpCode = (code: string) => code.replace(/\s/g, '');

export const isTotpCodeShape = (code: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normalizeTotpCode(code));

/**
 * The step whose code this is, within the window around `atMs`, or null. The caller refuses a step
 * the user already used (RFC 6238 §5.2), so a code seen over a shoulder cannot be used twice.
 */
export function matchTotpStep(
  secret: Uint8Array,
  code: string,
  atMs: number,
  window = TOTP_WINDOW_STEPS,
  digits = TOTP_DIGITS,
): number | null {
  const typed = normalizeTotpCode(code);
  if (!new RegExp(`^\\d{${digits}}$`).test(typed)) return null;
  const now = totpStep(atMs);
  for (let step = now - window; step <= now + window; step++) if (hotp(secret, step, digits) === typed) return step;
  return null;
}

export const TOTP_ISSUER = 'Fjord';

/** The otpauth:// URI (Google Authenticator's key URI format) the QR code carries. */
export function otpauthUri(secretBase32: string, login: string): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(login)}`;
  const params = [
    `secret=${secretBase32}`,
    `issuer=${encodeURIComponent(TOTP_ISSUER)}`,
    'algorithm=SHA1',
    `digits=${TOTP_DIGITS}`,
    `period=${TOTP_STEP_SECONDS}`,
  ];
  return `otpauth://totp/${label}?${params.join('&')}`;
}

/** How many recovery codes an account gets, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** Recovery codes are shown as "abcde-fghij"; typed in any case, with or without the dash and spaces. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
