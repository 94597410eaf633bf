import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { RELOAD_COUNTDOWN_S } from '@fjord/domain';
import { renderWithProviders } from '../test-utils';
import { UpdateNotices } from './UpdateNotices';
import { announceUpdate, resetUpdateState, showReloadWarning } from './update-state';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  act(() => resetUpdateState());
});

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the new-version banner', () => {
  it('counts down 120 seconds and then updates, once', async () => {
    const update = vi.fn();
    renderWithProviders(<UpdateNotices />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => announceUpdate(update));
    expect(screen.getByText(/The page reloads in 120 seconds/)).toBeTruthy();
    await advance(60_000);
    expect(screen.getByText(/The page reloads in 60 seconds/)).toBeTruthy();
    await advance((RELOAD_COUNTDOWN_S - 61) * 1000);
    expect(screen.getByText(/The page reloads in 1 second\./)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    await advance(1000);
    expect(update).toHaveBeenCalledOnce();
    await advance(5000);
    expect(update).toHaveBeenCalledOnce();
  });

  it('updates at once on Update', async () => {
    const update = vi.fn();
    renderWithProviders(<UpdateNotices />);
    act(() => announceUpdate(update));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(update).toHaveBeenCalledOnce();
    await advance(RELOAD_COUNTDOWN_S * 1000);
    expect(update).toHaveBeenCalledOnce();
  });
});

describe('the reload warning', () => {
  it('says the page was just reloaded until dismissed', () => {
    renderWithProviders(<UpdateNotices />);
    act(() => showReloadWarning());
    expect(screen.getByText('The page was just reloaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('The page was just reloaded')).toBeNull();
  });
});
