import { describe, expect, it } from 'vitest';
import { rules, validate, VALIDATION_KEYS, fieldValue } from '@fjord/domain';
import i18n from '../../i18n';
import { resources } from '../../i18n/all-translations';
import { decodeFailure, encodeFailure, fieldErrorText, validationMessage } from './messages';
import { parseYesNo, yesNoFilterError } from './yes-no';

const en = i18n.getFixedT('en');
const nb = i18n.getFixedT('nb');

describe('validation messages', () => {
  it.each(VALIDATION_KEYS)('%s has a text in en and nb', (key) => {
    for (const locale of ['en', 'nb'] as const) {
      const messages = (resources[locale].validation as { messages: Record<string, string> }).messages;
      expect(messages[key], `${locale}: ${key}`).toBeTruthy();
    }
    const params = { min: 1, max: 9, length: 4, diff: 10, before: 'A', after: 'B' };
    for (const t of [en, nb]) expect(validationMessage(t, { key, params }, 'Field')).not.toMatch(/\{\{|\}\}/);
  });

  it('names the field, in both languages', () => {
    const failure = validate('', [rules.required()])!;
    expect(validationMessage(en, failure, 'Name')).toBe('Name is required');
    expect(validationMessage(nb, failure, 'Navn')).toBe('Navn må fylles ut');
    expect(validationMessage(en, failure)).toBe('This field is required');
    expect(validationMessage(nb, { key: 'email' })).toBe('Må være en e-postadresse');
  });

  it('fills the params', () => {
    const between = validate('11', [rules.int(), rules.between(1, 10)])!;
    expect(validationMessage(en, between, 'Day')).toBe('Day must be between 1 and 10');
    expect(validationMessage(nb, between, 'Dag')).toBe('Dag må være mellom 1 og 10');
    expect(validationMessage(en, validate('abcd', [rules.max(3)])!)).toBe('Maximum 3 characters');
    expect(validationMessage(nb, validate('5', [rules.uint(), rules.max(3)])!)).toBe('Kan ikke være større enn 3');
    expect(validationMessage(en, validate('-1', [rules.uint()])!)).toBe('Must be a positive integer');
    expect(validationMessage(nb, validate('123', [rules.length(4)])!)).toBe('Må ha 4 tegn');
    expect(validationMessage(en, { key: 'minDifference', params: { diff: 100 } })).toBe(
      'The difference must be 100 or more',
    );
  });

  it('names both dates of a comparison, the validated one by its label', () => {
    const failure = rules.after(fieldValue('start'), { before: 'Start date' })('2024-01-01', {
      values: { start: '2024-02-01' },
    })!;
    expect(validationMessage(en, failure, 'End date')).toBe('End date must be after Start date');
    const sameOrBefore = rules.sameOrBefore('2024-01-01', { after: 'Sluttdato' })('2024-02-01')!;
    expect(validationMessage(nb, sameOrBefore, 'Startdato')).toBe(
      'Startdato må være samme dag som eller før Sluttdato',
    );
  });

  it('round-trips failures through form error messages and keeps plain texts', () => {
    const failure = { key: 'min' as const, params: { min: 5 } };
    expect(decodeFailure(encodeFailure(failure))).toEqual(failure);
    expect(fieldErrorText(en, encodeFailure(failure), 'Amount')).toBe('Cannot be smaller than 5');
    expect(fieldErrorText(en, 'Already registered')).toBe('Already registered');
    expect(fieldErrorText(en, undefined)).toBeUndefined();
    expect(decodeFailure('fjord-validation:{broken')).toBeNull();
    expect(decodeFailure('fjord-validation:{"key":"nope"}')).toBeNull();
  });
});

describe('yes/no filter', () => {
  it('reads booleans and their texts, and shows the generic text otherwise', () => {
    expect(parseYesNo('true')).toBe(true);
    expect(parseYesNo(false)).toBe(false);
    expect(parseYesNo('yes')).toBeNull();
    expect(parseYesNo('1')).toBeNull();
    expect(yesNoFilterError(en)).toBe('Something went wrong. Please try again later or contact your administrator.');
    expect(yesNoFilterError(nb)).toBe('Noe gikk galt. Vennligst prøv igjen senere eller ta kontakt med administrator.');
  });
});
