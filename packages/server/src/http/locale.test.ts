import { describe, expect, it } from 'vitest';
import { explicitLocale, localeFromAcceptLanguage } from './locale.js';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['nb-NO,nb;q=0.9,en;q=0.8', 'nb'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,en;q=0.5,nb;q=0.7', 'nb'],
    ['de-DE,fr;q=0.5', null],
    ['nb;q=0,en', 'en'],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('explicitLocale', () => {
  it.each([
    ['nb', 'nb'],
    ['no', 'nb'],
    ['en', 'en'],
    ['sv', null],
    [42, null],
    [undefined, null],
  ])('%s → %s', (value, expected) => {
    expect(explicitLocale(value)).toBe(expected);
  });
});
