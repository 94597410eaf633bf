import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must use again later (e.g. the Altinn system password) are stored sealed:
 * AES-256-GCM under a key derived from the configuration's secretKey, with a fresh random IV per
 * seal. The sealed text is "v1.<iv>.<tag>.<ciphertext>" (base64url); the version prefix lets a later
 * key or algorithm change open old values. GCM's tag refuses any tampered or wrongly keyed value.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
/** Separates this key from other uses of secretKey (e.g. signing file links). */
const KEY_INFO = 'fjord secret-box v1';

function keyOf(secretKey: string): Buffer {
  if (!secretKey) throw new Error('secret-box: a secret key is required');
  return Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), KEY_INFO, 32));
}

export function seal(plain: string, secretKey: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join('.');
}

/** The plain text of a sealed value; throws when it was changed, sealed with another key or is not sealed. */
export function open(sealed: string, secretKey: string): string {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('secret-box: not a sealed value');
  const [, iv, tag, body] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (iv!.length !== IV_BYTES || tag!.length !== 16) throw new Error('secret-box: not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}
