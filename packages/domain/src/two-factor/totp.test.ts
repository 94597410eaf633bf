import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32.js';
import { hmacSha1, sha1 } from './sha1.js';
import { hotp, matchTotpStep, normalizeRecoveryCode, otpauthUri, totpCode, totpStep } from './totp.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const hex = (data: Uint8Array) => Array.from(data, (byte) => byte.toString(16).padStart(2, '0')).join('');
/** The SHA1 seed of RFC 6238 appendix B and RFC 4226 appendix D. */
const RFC_SECRET = bytes('12345678901234567890');

describe('SHA-1 and HMAC-SHA1 follow FIPS 180-4 and RFC 2202', () => {
  it.each([
    ['', 'da39a3ee5e6b4b0d3255bfef95601890afd80709'],
    ['abc', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '84983e441c3bd26ebaae4aa1f95129e5e54670f1'],
  ])('sha1(%j)', (message, digest) => expect(hex(sha1(bytes(message)))).toBe(digest));

  it('hashes a message of a million bytes (padding across blocks)', () => {
    expect(hex(sha1(new Uint8Array(1_000_000).fill(0x61)))).toBe('34aa973cd4c4daa4f61eeb2bdbad27316534016f');
  });

  it.each([
    [new Uint8Array(20).fill(0x0b), 'Hi There', 'b617318655057264e28bc0b6fb378c8ef146be00'],
    [bytes('Jefe'), 'what do ya want for nothing?', 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79'],
    [
      new Uint8Array(80).fill(0xaa),
      'Test Using Larger Than Block-Size Key - Hash Key First',
      'aa4ae5e15272d00e95705637ce8a3b55ed402112',
    ],
  ])('HMAC-SHA1 test case (key of %#)', (key, message, mac) => expect(hex(hmacSha1(key, bytes(message)))).toBe(mac));
});

describe('base32 follows RFC 4648 §10', () => {
  it.each([
    ['', ''],
    ['f', 'MY======'],
    ['fo', 'MZXQ===='],
    ['foo', 'MZXW6==='],
    ['foob', 'MZXW6YQ='],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI======'],
  ])('%j ↔ %j', (plain, encoded) => {
    expect(base32Encode(bytes(plain))).toBe(encoded);
    expect(new TextDecoder().decode(base32Decode(encoded)!)).toBe(plain);
  });

  it('reads a secret as people type it (lower case, spaces, no padding) and refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb oi')).toEqual(bytes('foobar'));
    expect(base32Encode(bytes('foobar'), { padding: false })).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW1')).toBeNull();
  });
});

describe('TOTP follows RFC 6238 (HMAC-SHA1, 30 s steps)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('appendix B: at %i s the 8-digit code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it('makes the 6-digit codes of RFC 4226 appendix D for counters 0–9 (the product length)', () => {
    const codes = Array.from({ length: 10 }, (_, counter) => hotp(RFC_SECRET, counter));
    expect(codes).toEqual([
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]);
  });

  it('takes the code of the step before and after the current one, not two steps away', () => {
    const at = 1111111111_000;
    const step = totpStep(at);
    for (const offset of [-1, 0, 1])
      expect(matchTotpStep(RFC_SECRET, hotp(RFC_SECRET, step + offset), at)).toBe(step + offset);
    for (const offset of [-2, 2]) expect(matchTotpStep(RFC_SECRET, hotp(RFC_SECRET, step + offset), at)).toBeNull();
  });

  it('reads a code typed with a space and refuses anything but six digits', () => {
    const at = 59_000;
    const code = totpCode(RFC_SECRET, at);
    expect(matchTotpStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, at)).toBe(totpStep(at));
    expect(matchTotpStep(RFC_SECRET, code.slice(1), at)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, 'abcdef', at)).toBeNull();
  });
});

describe('the otpauth URI names Fjord and the login, as authenticator apps expect', () => {
  it('carries the secret, issuer, algorithm, digits and period', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'kari@example.no')).toBe(
      'otpauth://totp/Fjord:kari%40example.no?secret=JBSWY3DPEHPK3PXP&issuer=Fjord&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('recovery codes are read in any case, with or without the dash', () => {
  it('normalizes', () => expect(normalizeRecoveryCode(' AbCde-fGhij ')).toBe('abcdefghij'));
});
