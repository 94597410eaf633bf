import { describe, expect, it } from 'vitest';
import { isEmail, normalizeLogin } from './email.js';

describe('e-mail', () => {
  it.each(['kari@example.no', 'ola.nordmann+faktura@firma.co.uk'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each(['', 'kari', 'kari@', '@example.no', 'kari@example', 'ka ri@example.no'])('rejects "%s"', (value) => {
    expect(isEmail(value)).toBe(false);
  });
  it('lowercases and trims logins', () => {
    expect(normalizeLogin('  Kari.Nordmann@Example.NO ')).toBe('kari.nordmann@example.no');
  });
});
