import { describe, expect, it } from 'vitest';
import { isValidKid } from '../identifiers/kid.js';
import { invoiceKid, kidSearchText } from './invoice-kid.js';

describe('invoiceKid: customer number then invoice number, zero-padded, with the check character', () => {
  it('MOD10: customer 1234, invoice 5678, length 10 → 0012345678 + Luhn digit', () => {
    const { kid } = invoiceKid({ customerNumber: '1234', invoiceNumber: '5678', length: 10, method: 'MOD10' });
    // From the right 8·2→7, 7, 6·2→3, 5, 4·2=8, 3, 2·2=4, 1: 38, (10 − 8) mod 10 = 2.
    expect(kid).toBe('00123456782');
    expect(isValidKid(kid!, 'MOD10')).toBe(true);
  });

  it('MOD11: customer 1234, invoice 5678, length 10 → 0012345678 + MOD11 digit', () => {
    // From the right 8·2 + 7·3 + 6·4 + 5·5 + 4·6 + 3·7 + 2·2 + 1·3 = 138, 138 mod 11 = 6, 11 − 6 = 5.
    const { kid } = invoiceKid({ customerNumber: '1234', invoiceNumber: '5678', length: 10, method: 'MOD11' });
    expect(kid).toBe('00123456785');
    expect(isValidKid(kid!, 'MOD11')).toBe(true);
  });

  it('reproduces the norway-facts vectors 1234 → 12344 (MOD10) and 12343 (MOD11)', () => {
    expect(invoiceKid({ customerNumber: '12', invoiceNumber: '34', length: 4, method: 'MOD10' }).kid).toBe('12344');
    expect(invoiceKid({ customerNumber: '12', invoiceNumber: '34', length: 4, method: 'MOD11' }).kid).toBe('12343');
  });

  it('MOD11: a base whose remainder is 1 ends in "-" (found by search, then asserted)', () => {
    let found: string | null = null;
    for (let invoiceNumber = 1; found === null && invoiceNumber < 1000; invoiceNumber++) {
      const { kid } = invoiceKid({ customerNumber: '10', invoiceNumber, length: 8, method: 'MOD11' });
      if (kid!.endsWith('-')) found = kid;
    }
    // Invoice 4 → base 00000104: 4·2 + 0·3 + 1·4 = 12, 12 mod 11 = 1, which gives "-".
    expect(found).toBe('00000104-');
    expect(isValidKid(found!, 'MOD11')).toBe(true);
    expect(isValidKid('000001040', 'MOD11')).toBe(false);
  });

  it('keeps only the digits of both numbers ("INV-12", "K 7")', () => {
    const { kid } = invoiceKid({ customerNumber: 'K 7', invoiceNumber: 'INV-12', length: 6, method: 'MOD10' });
    expect(kid!.slice(0, -1)).toBe('000712');
  });

  it('uses the invoice number alone when there is no customer number', () => {
    const { kid } = invoiceKid({ customerNumber: null, invoiceNumber: 42, length: 5, method: 'MOD10' });
    expect(kid!.slice(0, -1)).toBe('00042');
  });

  it('drops the leftmost customer digits when the two do not fit; the invoice number stays whole', () => {
    const { kid } = invoiceKid({ customerNumber: '98765', invoiceNumber: '4321', length: 6, method: 'MOD10' });
    expect(kid!.slice(0, -1)).toBe('654321');
    const exact = invoiceKid({ customerNumber: '98765', invoiceNumber: '123456', length: 6, method: 'MOD10' });
    expect(exact.kid!.slice(0, -1)).toBe('123456');
  });

  it('refuses an invoice number longer than the length, naming the length', () => {
    expect(invoiceKid({ customerNumber: '1', invoiceNumber: '1234567', length: 6, method: 'MOD11' })).toEqual({
      kid: null,
      problem: { type: 'invoice_number_too_long', params: { count: 6 } },
    });
  });

  it('refuses an invoice number without digits and a length outside 1–24', () => {
    expect(invoiceKid({ customerNumber: '1', invoiceNumber: 'F-', length: 6, method: 'MOD10' }).problem).toEqual({
      type: 'invoice_number_without_digits',
    });
    for (const length of [0, 25, 2.5])
      expect(invoiceKid({ customerNumber: '1', invoiceNumber: '1', length, method: 'MOD10' }).problem).toEqual({
        type: 'invalid_length',
        params: { min: 1, max: 24 },
      });
  });

  it('makes a KID of length + 1 characters at both ends of the range', () => {
    expect(invoiceKid({ customerNumber: '', invoiceNumber: '7', length: 1, method: 'MOD10' }).kid).toHaveLength(2);
    const longest = invoiceKid({ customerNumber: '123', invoiceNumber: '9', length: 24, method: 'MOD11' }).kid!;
    expect(longest).toHaveLength(25);
    expect(isValidKid(longest, 'MOD11')).toBe(true);
  });
});

describe('kidSearchText: the list filter reads a KID as the user typed or pasted it', () => {
  it.each([
    [' 0012 3456 782 ', '00123456782'],
    ['0012.3456.782', '00123456782'],
    ['00001006-', '00001006-'],
    ['0000 1006 -', '00001006-'],
    ['12-34', '1234'],
    ['-', ''],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => expect(kidSearchText(input)).toBe(expected));
});
