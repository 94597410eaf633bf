import { describe, expect, it } from 'vitest';
import { open, seal } from './secret-box.js';

const KEY = 'a-test-secret-key-of-at-least-32-characters';

describe('secret-box', () => {
  it('opens what it sealed, with the same key', () => {
    const sealed = seal('Sommer2026!', KEY);
    expect(open(sealed, KEY)).toBe('Sommer2026!');
  });

  it('seals with a versioned prefix and never holds the plain text', () => {
    const sealed = seal('Sommer2026!', KEY);
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed).not.toContain('Sommer2026!');
    expect(Buffer.from(sealed.split('.')[3]!, 'base64url').toString('utf8')).not.toContain('Sommer');
  });

  it('uses a fresh IV each time: the same text seals differently', () => {
    const first = seal('samme', KEY);
    const second = seal('samme', KEY);
    expect(first).not.toBe(second);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
    expect(open(second, KEY)).toBe('samme');
  });

  it('keeps unicode and empty texts', () => {
    expect(open(seal('blåbærsyltetøy ✓', KEY), KEY)).toBe('blåbærsyltetøy ✓');
    expect(open(seal('', KEY), KEY)).toBe('');
  });

  it('refuses to open with the wrong key', () => {
    const sealed = seal('Sommer2026!', KEY);
    expect(() => open(sealed, `${KEY}-other`)).toThrow();
  });

  it('refuses a tampered ciphertext, tag or IV', () => {
    const [version, iv, tag, body] = seal('Sommer2026!', KEY).split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 0x01;
      return bytes.toString('base64url');
    };
    expect(() => open([version, iv, tag, flip(body)].join('.'), KEY)).toThrow();
    expect(() => open([version, iv, flip(tag), body].join('.'), KEY)).toThrow();
    expect(() => open([version, flip(iv), tag, body].join('.'), KEY)).toThrow();
  });

  it('refuses values that are not sealed or have an unknown version', () => {
    const [, iv, tag, body] = seal('x', KEY).split('.');
    expect(() => open('Sommer2026!', KEY)).toThrow(/not a sealed value/);
    expect(() => open(['v2', iv, tag, body].join('.'), KEY)).toThrow(/not a sealed value/);
  });

  it('needs a key', () => {
    expect(() => seal('x', '')).toThrow();
  });
});
