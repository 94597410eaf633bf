import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { rules, VALIDATION_DEBOUNCE_MS } from '@fjord/domain';
import { useDebouncedValidation } from './use-debounced-validation';

const list = [rules.required(), rules.email()];

describe('useDebouncedValidation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('validates a value once it has been still for the validation debounce', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValidation(value, list), {
      initialProps: { value: 'kari@example.no' },
    });
    expect(result.current).toBeNull();
    rerender({ value: 'kari' });
    act(() => vi.advanceTimersByTime(VALIDATION_DEBOUNCE_MS - 1));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ key: 'email' });
  });
});
