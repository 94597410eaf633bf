import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { zodResolver } from '@hookform/resolvers/zod';
import { fieldValue, rules } from '@fjord/domain';
import i18n from '../../i18n';
import { fieldErrorText } from './messages';
import { toZodSchema, withRules, zodField } from './zod';

const en = i18n.getFixedT('en');

type Values = { name: string; amount: string; startDate: string; endDate: string };

const schema = toZodSchema<Values>({
  name: [rules.required(), rules.max(5)],
  amount: [rules.unumber(), rules.max('100')],
  endDate: [rules.date(), rules.sameOrAfter(fieldValue('startDate'), { before: 'Start date' })],
});

async function resolve(values: Values) {
  const resolver = zodResolver(schema);
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('zod bridge', () => {
  it('reports each field once with its encoded failure, cross-field rules included', async () => {
    const result = await resolve({ name: '', amount: '100,01', startDate: '2024-02-01', endDate: '2024-01-31' });
    const errors = result.errors as Record<string, { message?: string }>;
    expect(Object.keys(errors).sort()).toEqual(['amount', 'endDate', 'name']);
    expect(fieldErrorText(en, errors.name!.message, 'Name')).toBe('Name is required');
    expect(fieldErrorText(en, errors.amount!.message)).toBe('Cannot be larger than 100');
    expect(fieldErrorText(en, errors.endDate!.message, 'End date')).toBe(
      'End date must be the same as or after Start date',
    );
  });

  it('passes valid values through unchanged', async () => {
    const values = { name: 'Kari', amount: '1 0,5', startDate: '2024-01-01', endDate: '' };
    const result = await resolve(values);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(values);
  });

  it('checks single fields and adds rules to other schemas', () => {
    const email = zodField<string>([rules.required(), rules.email()]);
    expect(email.safeParse('kari@example.no').success).toBe(true);
    const failed = email.safeParse('kari');
    expect(failed.success).toBe(false);
    expect(fieldErrorText(en, failed.error!.issues[0]!.message)).toBe('Must be an e-mail address');
    const short = withRules(z.string(), [rules.max(2)]);
    expect(short.safeParse('abc').success).toBe(false);
    expect(short.safeParse(5).success).toBe(false);
  });

  it('reaches into nested values with dotted names', () => {
    const lines = toZodSchema<{ lines: { amount: string }[] }>({ 'lines.0.amount': [rules.required()] });
    const result = lines.safeParse({ lines: [{ amount: '0,00' }] });
    expect(result.error?.issues[0]?.path).toEqual(['lines', 0, 'amount']);
  });
});
