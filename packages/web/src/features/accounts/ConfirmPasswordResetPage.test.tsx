import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ConfirmPasswordResetPage from './ConfirmPasswordResetPage';
import { bodiesSentTo, mockFetch, renderPage } from './test-utils';

const passwordInput = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('confirm password reset page', () => {
  it('checks the token, sets the new password and returns to sign in with a lasting message', async () => {
    const fetchMock = mockFetch({
      '/accounts/confirm_password_reset': { status: 200, body: { valid: true } },
      '/accounts/reset_password': { status: 200, body: {} },
    });
    const { router } = renderPage(<ConfirmPasswordResetPage />, '/confirm-password-reset?token=reset-1');
    expect(screen.getByText('Checking the link…')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'nytt-passord' } });
    fireEvent.change(passwordInput('Confirm password'), { target: { value: 'nytt-passord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your password has been changed. Sign in with the new password.')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, '/accounts/reset_password')).toEqual([
      {
        password_reset_token: 'reset-1',
        new_password: 'nytt-passord',
        password_confirmation: 'nytt-passord',
        locale: 'en',
      },
    ]);
  });

  it('refuses short or differing passwords before asking the server', async () => {
    const fetchMock = mockFetch({ '/accounts/confirm_password_reset': { status: 200, body: { valid: true } } });
    renderPage(<ConfirmPasswordResetPage />, '/confirm-password-reset?token=reset-2');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'kort' } });
    fireEvent.change(passwordInput('Confirm password'), { target: { value: 'annet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Minimum 6 characters')).toBeTruthy();
    expect(screen.getByText('The passwords are not the same')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, '/accounts/reset_password')).toEqual([]);
  });

  it('says an expired link has expired and links back to sign in', async () => {
    mockFetch({ '/accounts/confirm_password_reset': { status: 422, body: { error: 'token_expired', message: 'x' } } });
    renderPage(<ConfirmPasswordResetPage />, '/confirm-password-reset?token=reset-3');
    expect(await screen.findByText(/The link has expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the server errors when the new password is refused', async () => {
    mockFetch({
      '/accounts/confirm_password_reset': { status: 200, body: { valid: true } },
      '/accounts/reset_password': {
        status: 422,
        body: { error: 'validation_failed', message: 'Invalid', errors: ['Password is too common'] },
      },
    });
    renderPage(<ConfirmPasswordResetPage />, '/confirm-password-reset?token=reset-4');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'passord' } });
    fireEvent.change(passwordInput('Confirm password'), { target: { value: 'passord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password is too common')).toBeTruthy();
  });
});
