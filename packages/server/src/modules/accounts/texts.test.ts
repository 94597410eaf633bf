import { describe, expect, it } from 'vitest';
import { restText } from '../../http/rest-errors.js';
import { fieldErrorText, TEXTS, translate } from './texts.js';

describe('account texts', () => {
  it('has every text in en and nb, none left untranslated or empty', () => {
    expect(Object.keys(TEXTS.nb).sort()).toEqual(Object.keys(TEXTS.en).sort());
    for (const [key, text] of Object.entries(TEXTS.nb)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(TEXTS.en[key as keyof typeof TEXTS.en]);
    }
  });

  it('uses the error texts of the specification', () => {
    expect(translate('en', 'invalid_login')).toBe('Invalid user or password');
    expect(restText('nb', 'internal_error')).toBe(
      'Noe gikk galt. Vennligst prøv igjen senere eller ta kontakt med administrator.',
    );
  });

  it('fills in the suspension length', () => {
    expect(translate('en', 'ip_suspended')).toContain('for 15 minutes');
    expect(translate('nb', 'ip_suspended')).toContain('i 15 minutter');
  });

  it('names the field in its error', () => {
    expect(fieldErrorText('en', { field: 'zip', key: 'validation.required' })).toBe('Postal code is required');
    expect(fieldErrorText('nb', { field: 'password', key: 'validation.minLength', params: { min: 6 } })).toBe(
      'Passord må ha minst 6 tegn',
    );
  });

  it('reads an unknown rule as invalid and an unknown field by its name', () => {
    expect(fieldErrorText('en', { field: 'zip', key: 'validation.somethingNew' })).toBe('Postal code is invalid');
    expect(fieldErrorText('nb', { field: 'nickname', key: 'validation.required' })).toBe('nickname må fylles ut');
  });
});
