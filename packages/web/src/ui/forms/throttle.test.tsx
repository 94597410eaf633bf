import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, renderHook, screen } from '@testing-library/react';
import { BUTTON_THROTTLE_MS } from '@fjord/domain';
import { renderWithProviders } from '../test-utils';
import { ThrottledButton, useThrottledCallback } from './index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('throttled clicks (one per 200 ms)', () => {
  it('acts on the first call and drops the calls within 200 ms of it', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(callback));
    expect(result.current('a')).toBe(true);
    expect(result.current('a again')).toBe(false);
    vi.advanceTimersByTime(BUTTON_THROTTLE_MS - 1);
    expect(result.current('b')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(result.current('c')).toBe(true);
    expect(callback.mock.calls).toEqual([['a'], ['c']]);
  });

  it('a double click on a button acts once and does not submit its form twice', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <ThrottledButton type="submit" onClick={onClick}>
          Save
        </ThrottledButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BUTTON_THROTTLE_MS);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('counts the next click at once when the button stops loading (the answer has come)', () => {
    const onClick = vi.fn();
    function Harness() {
      const [loading, setLoading] = useState(false);
      return (
        <>
          <ThrottledButton loading={loading} onClick={onClick}>
            Sign in
          </ThrottledButton>
          <button type="button" onClick={() => setLoading((current) => !current)}>
            toggle
          </button>
        </>
      );
    }
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
