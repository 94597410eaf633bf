import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../logger.js';
import { AppError, invalid } from '../errors/app-error.js';
import { formatError } from './errors.js';

const log = { error: vi.fn() } as unknown as Logger;
const wrapped = (error: Error) => new GraphQLError(error.message, { originalError: error });

describe('formatError', () => {
  it('passes a printable message on for the web to show as written', () => {
    const error = new AppError('BAD_REQUEST', 'Tax table not found', {
      printableMessage: 'Skattetabellen finnes ikke',
    });
    expect(formatError(wrapped(error), log).extensions).toEqual({
      code: 'BAD_REQUEST',
      printableMessage: 'Skattetabellen finnes ikke',
    });
  });

  it('keeps validations, key and params, and leaves out what is not set', () => {
    expect(formatError(wrapped(invalid('user', 'firstName', 'blank')), log).extensions).toEqual({
      code: 'VALIDATION',
      validations: [{ model: 'user', attribute: 'firstName', type: 'blank' }],
    });
    const keyed = new AppError('FORBIDDEN', 'Not allowed', { key: 'errors.x', params: { flag: 'f' } });
    expect(formatError(wrapped(keyed), log).extensions).toEqual({
      code: 'FORBIDDEN',
      key: 'errors.x',
      params: { flag: 'f' },
    });
  });

  it('hides unexpected errors behind a generic one', () => {
    const formatted = formatError(wrapped(new Error('db exploded')), log);
    expect(formatted.message).toBe('Unexpected error');
    expect(formatted.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('answers a variable its type refuses (a scalar inside an input object) as BAD_USER_INPUT, not logged', () => {
    const error = vi.mocked(log.error);
    error.mockClear();
    const refusal = new GraphQLError('String cannot represent a non string value: 5');
    const coercion = new GraphQLError('Variable "$input" got invalid value 5 at "input.name"; ' + refusal.message, {
      originalError: refusal,
    });
    const formatted = formatError(coercion, log);
    expect(formatted.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(formatted.message).toMatch(/input\.name/);
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps an internal error raised while executing internal, even when it is a GraphQLError', () => {
    const thrown = new GraphQLError('Decimal cannot serialize');
    const formatted = formatError(new GraphQLError(thrown.message, { path: ['x'], originalError: thrown }), log);
    expect(formatted.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
