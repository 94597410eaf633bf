import { describe, expect, it } from 'vitest';
import { Decimal } from '../../decimal.js';
import { WITHHOLDING_ERRORS, withholding } from './withholding.js';

describe('withholding(year, table, period, basis): the errors instead of a deduction', () => {
  it('the four errors of the tax calculator (spec 001 §8)', () => {
    expect(WITHHOLDING_ERRORS).toEqual(['TABLE_NOT_FOUND', 'YEAR_NOT_SUPPORTED', 'INCOME_ABOVE_MAXIMUM', 'UNKNOWN']);
  });

  it.each([2025, 2027, 0, 2026.5])(
    'a year without constants (%s) is YEAR_NOT_SUPPORTED, before the table is looked at',
    (year) => {
      expect(withholding(year, '8000', 'MONTH', 10_000)).toEqual({ error: 'YEAR_NOT_SUPPORTED' });
      expect(withholding(year, 'nope', 'MONTH', -1)).toEqual({ error: 'YEAR_NOT_SUPPORTED' });
    },
  );

  it.each(['9000', '8005', '8410', '7100', '100', '8000P', '', 'abcd'])(
    '§1.1: table "%s" does not exist in 2026: TABLE_NOT_FOUND',
    (table) => {
      expect(withholding(2026, table, 'MONTH', 10_000)).toEqual({ error: 'TABLE_NOT_FOUND' });
    },
  );

  it('a table number is four digits as written, around spaces aside ("0100", " 8000 ")', () => {
    expect(withholding(2026, '0100', 'WEEK', 10_000)).toEqual({ deduction: 964 });
    expect(withholding(2026, ' 8000 ', 'MONTH', 50_000)).toEqual({ deduction: 14_184 });
  });

  it.each([
    ['negative', -1],
    ['negative text', '-5000'],
    ['a fraction as a number', 10_000.5],
    ['not a number', 'ten thousand'],
    ['a locale form', '10 000'],
    ['NaN', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
    ['above the maximum', 10_000_000_000_001],
  ])('a basis the routine does not take (%s) is INCOME_ABOVE_MAXIMUM', (_name, basis) => {
    expect(withholding(2026, '8000', 'MONTH', basis as string | number)).toEqual({ error: 'INCOME_ABOVE_MAXIMUM' });
  });

  it('the basis may be a safe integer, a canonical decimal string with zero øre, or a Decimal — all the same', () => {
    const forms = [50_000, '50000', '50000.00', ' 50000 ', new Decimal('50000'), new Decimal('5E4')];
    expect(forms.map((basis) => withholding(2026, '8000', 'MONTH', basis))).toEqual(
      forms.map(() => ({ deduction: 14_184 })),
    );
  });

  it('drops the øre of a decimal basis: the routine takes whole kroner and rounds down to its step first', () => {
    expect(withholding(2026, '8000', 'MONTH', '50099.99')).toEqual(withholding(2026, '8000', 'MONTH', 50_099));
    expect(withholding(2026, '8000', 'ONE_DAY', new Decimal('1019.5'))).toEqual(
      withholding(2026, '8000', 'ONE_DAY', 1019),
    );
  });

  it('a period that is not one of the seven (an untyped caller) is UNKNOWN', () => {
    expect(withholding(2026, '8000', 'YEAR' as never, 10_000)).toEqual({ error: 'UNKNOWN' });
  });
});
