import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { formErrorText } from '../../ui/forms';
import { paymentMethodSchema } from './payment-method-form';

const messageFor = (name: string, locale: 'en' | 'nb') => {
  const result = paymentMethodSchema.safeParse({ name });
  if (result.success) return null;
  return formErrorText(i18n.getFixedT(locale), result.error.issues[0]!.message, locale === 'nb' ? 'Navn' : 'Name');
};

describe('the payment method form', () => {
  it('says a semicolon is not allowed, in the words the server uses', () => {
    expect(messageFor('Vipps; Kort', 'nb')).toBe('Navnet kan ikke inneholde semikolon');
    expect(messageFor('Vipps; Kort', 'en')).toBe('The name cannot contain a semicolon');
  });

  it('keeps the other rules', () => {
    expect(messageFor('', 'nb')).toBe('Navn må fylles ut');
    expect(messageFor('Vipps', 'nb')).toBeNull();
  });
});
