import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getToken } from '../../app/session';
import ConfirmRegistrationPage from './ConfirmRegistrationPage';
import { bodiesSentTo, mockFetch, renderPage } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('confirm registration page', () => {
  it('signs the new user in and goes to the dashboard', async () => {
    const fetchMock = mockFetch({ '/accounts/confirm_registration': { status: 200, body: { token: 'new-session' } } });
    const { router } = renderPage(<ConfirmRegistrationPage />, '/confirm-registration?token=abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBe('new-session');
    expect(bodiesSentTo(fetchMock, '/accounts/confirm_registration')).toEqual([
      { registration_token: 'abc', locale: 'en' },
    ]);
  });

  it('offers a new link when the token has expired', async () => {
    const fetchMock = mockFetch({
      '/accounts/confirm_registration': { status: 422, body: { error: 'token_expired', message: 'Expired' } },
      '/accounts/request_new_registration_token': { status: 200, body: { message: 'confirmation_sent' } },
    });
    renderPage(<ConfirmRegistrationPage />, '/confirm-registration?token=old');
    fireEvent.click(await screen.findByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(/We have sent you a new confirmation e-mail/)).toBeTruthy();
    expect(bodiesSentTo(fetchMock, '/accounts/request_new_registration_token')).toEqual([
      { old_registration_token: 'old', locale: 'en' },
    ]);
  });

  it('says an unknown token is invalid and links to sign in', async () => {
    mockFetch({ '/accounts/confirm_registration': { status: 404, body: { error: 'token_invalid', message: 'No' } } });
    renderPage(<ConfirmRegistrationPage />, '/confirm-registration?token=used');
    expect(await screen.findByText('This confirmation link is invalid or has already been used.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('does not call the server without a token', () => {
    const fetchMock = mockFetch({});
    renderPage(<ConfirmRegistrationPage />, '/confirm-registration');
    expect(screen.getByText('This confirmation link is invalid or has already been used.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
