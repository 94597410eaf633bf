import { describe, expect, it } from 'vitest';
import { isValidOrganizationNumber } from '../identifiers/organization-number.js';
import { Decimal } from '../decimal.js';
import { VALIDATION_KEYS } from './keys.js';
import { fieldValue, rules, textRules, validate, type Rule } from './rules.js';

const EMPTY = [null, undefined, '', '   ', []];
const fileList = (count: number) => ({ length: count, item: (index: number) => (index < count ? {} : null) });

describe('optional fields', () => {
  const allButRequired: Rule[] = [
    rules.uint(),
    rules.int(),
    rules.unumber(),
    rules.number(),
    rules.string(),
    rules.date(),
    rules.email(),
    rules.min(3),
    rules.max(3),
    rules.between(1, 2),
    rules.length(4),
    rules.nonNegative(),
    rules.oneOf(['a']),
    rules.noneOf(['']),
    rules.regex(/^x$/),
    rules.checksum(() => false),
    rules.before('2000-01-01'),
    rules.after('2100-01-01'),
    rules.yesNo(),
    rules.personalNumberDate(),
    rules.custom(() => false),
  ];
  it.each(EMPTY)('pass every rule but required when empty (%j)', (value) => {
    for (const check of allButRequired) expect(check(value)).toBeNull();
  });
  it('pass an empty file list', () => {
    expect(validate(fileList(0), [rules.min(1)])).toBeNull();
  });
});

describe('required', () => {
  it.each([...EMPTY, '0', '0,00', '0.00', '-0', '1.000,000'.replace('1', '0'), 0, new Decimal(0), fileList(0)])(
    'fails on %j',
    (value) => {
      expect(rules.required()(value)).toEqual({ key: 'required' });
    },
  );
  it.each(['a', '0,01', 1, new Decimal('0.01'), false, true, ['x'], fileList(1), '00a', '0.0,0.0'])(
    'passes %j',
    (value) => {
      expect(rules.required()(value)).toBeNull();
    },
  );
  it('names the field', () => {
    expect(validate('', [rules.required()], { field: 'Name' })).toEqual({ key: 'required', params: { field: 'Name' } });
  });
  it('requiredWhen applies only when the form says so, with its own message', () => {
    const creditNote = rules.requiredWhen((context) => context.values?.isCreditNote === true, 'requiredOnCreditNotes');
    expect(creditNote('', { values: { isCreditNote: true } })).toEqual({ key: 'requiredOnCreditNotes' });
    expect(creditNote('', { values: { isCreditNote: false } })).toBeNull();
    expect(creditNote('Reason', { values: { isCreditNote: true } })).toBeNull();
  });
  it('presentWhen applies only when the form says so, and takes a zero code as a value', () => {
    const ordinary = rules.presentWhen((context) => context.values?.kind === 'ordinary');
    expect(ordinary(' ', { values: { kind: 'ordinary' } })).toEqual({ key: 'required' });
    expect(ordinary(null, { values: { kind: 'freelance' } })).toBeNull();
    expect(ordinary('0000000', { values: { kind: 'ordinary' } })).toBeNull();
  });
});

describe('types', () => {
  it('uint: digits only', () => {
    for (const ok of ['0', '42', ' 7 ', 5]) expect(rules.uint()(ok)).toBeNull();
    for (const bad of ['-5', '1.5', '1 000', 'a', -1, 1.5]) expect(rules.uint()(bad)).toEqual({ key: 'uint' });
  });
  it('int: optional minus', () => {
    for (const ok of ['-5', '12', -3]) expect(rules.int()(ok)).toBeNull();
    for (const bad of ['1,5', '- ', 'x', 2.5]) expect(rules.int()(bad)).toEqual({ key: 'int' });
  });
  it('unumber: digits, spaces, commas and dots', () => {
    for (const ok of ['1 000,50', '1,000.50', '12', '0,5', 3.25]) expect(rules.unumber()(ok)).toBeNull();
    for (const bad of ['-1', '1a', '1,2,3.4.5', -0.5]) expect(rules.unumber()(bad)).toEqual({ key: 'unumber' });
  });
  it('number: like unumber with a minus', () => {
    for (const ok of ['-1 000,50', '1 000,50', '−3', -2.5]) expect(rules.number()(ok)).toBeNull();
    for (const bad of ['1-', 'abc', '+5']) expect(rules.number()(bad)).toEqual({ key: 'number' });
  });
  it('string', () => {
    expect(rules.string()('text')).toBeNull();
    expect(rules.string()(5)).toEqual({ key: 'invalid' });
  });
  it('date: strictly valid YYYY-MM-DD', () => {
    for (const ok of ['2024-02-29', '2023-12-31', '2000-02-29', new Date(2024, 0, 1)])
      expect(rules.date()(ok)).toBeNull();
    for (const bad of ['2024-02-30', '2023-02-29', '1900-02-29', '2024-13-01', '2024-2-1', '20240101', 'x'])
      expect(rules.date()(bad)).toEqual({ key: 'date' });
    expect(rules.date()(new Date('nope'))).toEqual({ key: 'date' });
  });
  it('email', () => {
    expect(rules.email()('kari@example.no')).toBeNull();
    expect(rules.email()('kari@example')).toEqual({ key: 'email' });
  });
  it('yesNo', () => {
    for (const ok of [true, false, 'true', 'false']) expect(rules.yesNo()(ok)).toBeNull();
    for (const bad of ['yes', 1, 'TRUE']) expect(rules.yesNo()(bad)).toEqual({ key: 'yesNo' });
  });
});

describe('min and max', () => {
  it('compare numbers and numeric text as exact decimals', () => {
    const amount = [rules.unumber(), rules.min('0,01'), rules.max('1000.50')];
    expect(validate('1 000,50', amount)).toBeNull();
    expect(validate('1 000,51', amount)).toEqual({ key: 'max', params: { max: '1000.50' } });
    expect(validate('0,001', amount)).toEqual({ key: 'min', params: { min: '0,01' } });
    expect(validate(0.30000000000000004, [rules.max('0.3')])?.key).toBe('max');
    expect(validate('99999999999999999.99', [rules.number(), rules.max('99999999999999999.98')])?.key).toBe('max');
  });
  it('compare text by trimmed length when no numeric type is given', () => {
    expect(validate('  ab  ', [rules.min(3)])).toEqual({ key: 'minLength', params: { min: 3 } });
    expect(validate(' abc ', [rules.min(3), rules.max(3)])).toBeNull();
    expect(validate('abcd', [rules.max(3)], { field: 'Code' })).toEqual({
      key: 'maxLength',
      params: { field: 'Code', max: 3 },
    });
    expect(validate('12', [rules.min(3)])?.key).toBe('minLength');
    expect(validate('12', [rules.uint(), rules.min(3)])).toBeNull();
    expect(validate('2', [rules.uint(), rules.min(3)])?.key).toBe('min');
  });
  it('count arrays and file lists', () => {
    expect(validate(['a', 'b', 'c'], [rules.max(2)])).toEqual({ key: 'maxItems', params: { max: 2 } });
    expect(validate(['a'], [rules.min(2)])).toEqual({ key: 'minItems', params: { min: 2 } });
    expect(validate(fileList(3), [rules.max(2)])?.key).toBe('maxItems');
    expect(validate(fileList(2), [rules.max(2)])).toBeNull();
  });
  it('compare a Decimal exactly, also in a list without a number type rule', () => {
    expect(validate(new Decimal('1000.51'), [rules.max('1 000,50')])).toEqual({
      key: 'max',
      params: { max: '1 000,50' },
    });
    expect(validate(new Decimal('1000.50'), [rules.max('1000.50')])).toBeNull();
    expect(validate(new Decimal('99999999999999999.99'), [rules.max('99999999999999999.98')])?.key).toBe('max');
  });
  it('are the same rules in textRules, which read numbers through the list type rule', () => {
    expect(validate('1 000,51', [rules.unumber(), textRules.max('1000.50')])?.key).toBe('max');
    expect(validate('1 000,51', [textRules.max(7)])?.key).toBe('maxLength');
    expect(textRules.required()('0,00')).toEqual({ key: 'required' });
  });
  it('leave a value of the wrong type to the type rule', () => {
    expect(validate('abc', [rules.number(), rules.max(5)])).toEqual({ key: 'number' });
    expect(rules.max(5)('abc', { kind: 'number' })).toBeNull();
  });
  it('between is inclusive', () => {
    const rule = [rules.int(), rules.between(1, 10)];
    expect(validate('1', rule)).toBeNull();
    expect(validate('10', rule)).toBeNull();
    expect(validate('11', rule, { field: 'Day' })).toEqual({
      key: 'between',
      params: { field: 'Day', min: 1, max: 10 },
    });
    expect(validate('0', rule)?.key).toBe('between');
    expect(validate('abcdef', [rules.between(2, 5)])?.key).toBe('between');
  });
  it('nonNegative', () => {
    expect(rules.nonNegative()('-0,01')).toEqual({ key: 'negative' });
    expect(rules.nonNegative()('0')).toBeNull();
  });
});

describe('length', () => {
  it('needs exactly that many trimmed characters', () => {
    expect(rules.length(4)(' 1234 ')).toBeNull();
    expect(rules.length(4)('123')).toEqual({ key: 'length', params: { length: 4 } });
    expect(rules.length(4)(12345)).toEqual({ key: 'length', params: { length: 4 } });
    expect(rules.length(2)(['a'])).toEqual({ key: 'items', params: { length: 2 } });
  });
});

describe('lists of values', () => {
  it('oneOf', () => {
    expect(rules.oneOf(['NO', 'SE'])('NO')).toBeNull();
    expect(rules.oneOf(['NO', 'SE'])('DK')).toEqual({ key: 'notInList' });
    expect(rules.oneOf([1, 2])('2')).toBeNull();
    expect(rules.oneOf(['a', 'b'])(['a', 'b'])).toBeNull();
    expect(rules.oneOf(['a', 'b'])(['a', 'c'])).toEqual({ key: 'notInList' });
    expect(rules.oneOf(['a'], 'invalid')('b')).toEqual({ key: 'invalid' });
  });
  it('noneOf', () => {
    expect(rules.noneOf(['100', '101'], 'taken')('100', { field: 'Number' })).toEqual({
      key: 'taken',
      params: { field: 'Number' },
    });
    expect(rules.noneOf(['100'])(' 100 ')).toEqual({ key: 'invalid' });
    expect(rules.noneOf(['100'])('102')).toBeNull();
    expect(rules.noneOf((context) => [context.values?.other])('x', { values: { other: 'x' } })?.key).toBe('invalid');
  });
});

describe('regex and checksum', () => {
  it('regex matches the trimmed text', () => {
    const table = rules.regex(/^\d{4}$/);
    expect(table(' 7100 ')).toBeNull();
    expect(table('710')).toEqual({ key: 'invalid' });
    expect(rules.regex(/;/g, 'invalidCombination')('a')).toEqual({ key: 'invalidCombination' });
    const noSemicolon = rules.regex(/^[^;]*$/g);
    expect(noSemicolon('Card')).toBeNull();
    expect(noSemicolon('Card')).toBeNull();
  });
  it('checksum strips spaces and dashes when asked', () => {
    const org = rules.checksum(isValidOrganizationNumber, { strip: true });
    expect(org('914 778-271')).toBeNull();
    expect(org('914778271')).toBeNull();
    expect(org('914 778 272')).toEqual({ key: 'invalid' });
    const strict = rules.checksum((value) => /^\d{9}$/.test(value));
    expect(strict('914 778-271')).toEqual({ key: 'invalid' });
  });
});

describe('dates compared', () => {
  it('before and after, naming both fields', () => {
    const rule = rules.before(fieldValue('endDate'), { after: 'End date' });
    const context = { field: 'Start date', values: { endDate: '2024-03-01' } };
    expect(rule('2024-02-29', context)).toBeNull();
    expect(rule('2024-03-01', context)).toEqual({
      key: 'before',
      params: { before: 'Start date', after: 'End date' },
    });
    expect(rules.after('2024-03-01')('2024-03-01', { field: 'End date' })).toEqual({
      key: 'after',
      params: { before: '2024-03-01', after: 'End date' },
    });
    expect(rules.after('2024-03-01')('2024-03-02')).toBeNull();
  });
  it('same-or-before and same-or-after accept the same day', () => {
    expect(rules.sameOrBefore('2024-03-01')('2024-03-01')).toBeNull();
    expect(rules.sameOrBefore('2024-03-01')('2024-03-02')).toEqual({
      key: 'sameOrBefore',
      params: { after: '2024-03-01' },
    });
    expect(rules.sameOrAfter('2024-03-01')('2024-03-01')).toBeNull();
    expect(rules.sameOrAfter('2024-03-01', { before: 'Start' })('2024-02-29', { field: 'End' })).toEqual({
      key: 'sameOrAfter',
      params: { before: 'Start', after: 'End' },
    });
  });
  it('pass when the other date is missing or invalid', () => {
    expect(rules.before(fieldValue('endDate'))('2024-03-01', { values: {} })).toBeNull();
    expect(rules.before('2024-02-30')('2024-03-01')).toBeNull();
  });
});

describe('comparisons between values', () => {
  it('the smaller cannot exceed the bigger', () => {
    const rule = rules.notExceeding(fieldValue('max'));
    expect(rule('10,5', { values: { max: '10,50' } })).toBeNull();
    expect(rule('10,51', { values: { max: '10,50' } })).toEqual({ key: 'smallerExceedsBigger' });
  });
  it('minimum difference', () => {
    expect(rules.minDifference('100', '10')('110')).toBeNull();
    expect(rules.minDifference('100', '10')('90')).toBeNull();
    expect(rules.minDifference('100', '10')('95')).toEqual({ key: 'minDifference', params: { diff: '10' } });
  });
  it('periods cannot overlap (open ends reach forever)', () => {
    const rule = rules.noOverlap({ from: 'activeFrom', to: 'activeTo' });
    expect(
      rule([
        { activeFrom: '2024-01-01', activeTo: '2024-01-31' },
        { activeFrom: '2024-02-01', activeTo: null },
      ]),
    ).toBeNull();
    expect(
      rule([
        { activeFrom: '2024-01-01', activeTo: '2024-01-31' },
        { activeFrom: '2024-01-31', activeTo: '2024-02-10' },
      ]),
    ).toEqual({ key: 'overlap' });
    expect(
      rule([
        { activeFrom: '2024-01-01', activeTo: null },
        { activeFrom: '2025-01-01', activeTo: '2025-02-01' },
      ]),
    ).toEqual({ key: 'overlap' });
  });
  it('sums to zero', () => {
    expect(rules.sumsToZero()(['100,50', '-100.5'])).toBeNull();
    expect(rules.sumsToZero()(['0,1', '0,2', '-0,3'])).toBeNull();
    expect(rules.sumsToZero()(['1', '-0,99'])).toEqual({ key: 'sumZero' });
    const byAmount = rules.sumsToZero((line) => (line as { amount: string }).amount);
    expect(byAmount([{ amount: '5' }, { amount: '-5' }])).toBeNull();
  });
});

describe('personal number date', () => {
  it.each(['01017012345', '29020012345', '41017012345', '310199 12345'])('accepts %s', (value) => {
    expect(rules.personalNumberDate()(value)).toBeNull();
  });
  it.each(['32017012345', '29027112345', '00017012345', '01137012345', 'abc'])('rejects %s', (value) => {
    expect(rules.personalNumberDate()(value)).toEqual({ key: 'personalNumberDate' });
  });
});

describe('validate', () => {
  it('answers the first failure in order', () => {
    expect(validate('', [rules.required(), rules.email()])?.key).toBe('required');
    expect(validate('x', [rules.required(), rules.email(), rules.min(5)])?.key).toBe('email');
    expect(validate('kari@example.no', [rules.required(), rules.email()])).toBeNull();
  });
  it('custom rules name any message', () => {
    const rule = rules.custom((_, context) => context.values?.a !== context.values?.b, 'invalidCombination');
    expect(rule('x', { values: { a: 1, b: 1 } })).toEqual({ key: 'invalidCombination' });
  });
  it('every failure key is a known message', () => {
    const keys = new Set<string>(VALIDATION_KEYS);
    expect(keys.size).toBe(VALIDATION_KEYS.length);
  });
});

describe('stored numbers keep what their column keeps (DECIMAL_KINDS)', () => {
  it.each([
    ['amount', rules.amount(), '12.34', '12.345', '9999999999999999.99', '10000000000000000'],
    ['unitPrice', rules.unitPrice(), '12.3456', '12.34567', '9999999999999999.9999', '10000000000000000'],
    ['quantity', rules.quantity(), '-1.2345', '1.23456', '99999999999999.9999', '100000000000000'],
    ['percentage', rules.percentage(), '10.20', '10.205', '999.99', '1000'],
    ['hours', rules.hours(), '37.50', '37.505', '999.99', '1000'],
  ])(
    '%s: accepts %s, refuses more decimals (invalid) and more digits (max)',
    (_kind, rule, ok, tooPrecise, largest, tooLarge) => {
      expect(validate(ok, [rule])).toBeNull();
      expect(validate(largest, [rule])).toBeNull();
      expect(validate(tooPrecise, [rule])?.key).toBe('invalid');
      expect(validate(tooLarge, [rule])).toEqual({ key: 'max', params: { max: largest } });
      expect(validate(`-${tooLarge}`, [rule])?.key).toBe('max');
    },
  );

  it('says nothing about an empty value', () => {
    for (const value of EMPTY) expect(validate(value, [rules.amount()])).toBeNull();
  });
});
