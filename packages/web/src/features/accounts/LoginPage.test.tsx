import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getToken } from '../../app/session';
import { recordRoute } from '../../app/route-history';
import LoginPage from './LoginPage';
import { bodiesSentTo, mockFetch, renderPage } from './test-utils';

const email = () => screen.getByLabelText('E-mail') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const signIn = () => screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;

function fillIn(login: string, secret: string) {
  fireEvent.change(email(), { target: { value: login } });
  fireEvent.change(password(), { target: { value: secret } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it('keeps Sign in disabled until a valid e-mail and a password are filled in', () => {
    mockFetch({});
    renderPage(<LoginPage />, '/login');
    expect(signIn().disabled).toBe(true);
    fillIn('kari', 'hemmelig');
    expect(signIn().disabled).toBe(true);
    fillIn('kari@example.no', '');
    expect(signIn().disabled).toBe(true);
    fillIn('kari@example.no', 'hemmelig');
    expect(signIn().disabled).toBe(false);
  });

  it('sends the e-mail lowercased, stores the token and goes to the last visited page', async () => {
    recordRoute('/customers');
    const fetchMock = mockFetch({ '/accounts/login': { status: 200, body: { token: 'session-token' } } });
    const { router } = renderPage(<LoginPage />, '/login');
    fillIn('Kari.Nordmann@Example.NO', 'hemmelig');
    fireEvent.click(signIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(bodiesSentTo(fetchMock, '/accounts/login')).toEqual([
      { email: 'kari.nordmann@example.no', password: 'hemmelig', locale: 'en' },
    ]);
    expect(getToken()).toBe('session-token');
  });

  it('shows "Invalid user or password" on 401 and clears both fields', async () => {
    mockFetch({ '/accounts/login': { status: 401, body: { error: 'invalid_login', message: 'Invalid' } } });
    renderPage(<LoginPage />, '/login');
    fillIn('kari@example.no', 'feil-passord');
    fireEvent.click(signIn());
    expect(await screen.findByText('Invalid user or password')).toBeTruthy();
    expect(email().value).toBe('');
    expect(password().value).toBe('');
    expect(getToken()).toBeNull();
  });

  it('tells a suspended network to wait', async () => {
    mockFetch({ '/accounts/login': { status: 403, body: { error: 'ip_suspended', message: 'Suspended' } } });
    renderPage(<LoginPage />, '/login');
    fillIn('kari@example.no', 'hemmelig');
    fireEvent.click(signIn());
    expect(
      await screen.findByText('Too many failed attempts from your network. Try again in 15 minutes.'),
    ).toBeTruthy();
  });

  it('tells a suspended account to wait', async () => {
    mockFetch({ '/accounts/login': { status: 403, body: { error: 'login_suspended', message: 'Suspended' } } });
    renderPage(<LoginPage />, '/login');
    fillIn('kari@example.no', 'hemmelig');
    fireEvent.click(signIn());
    expect(await screen.findByText('Too many failed attempts for this account. Try again in 15 minutes.')).toBeTruthy();
  });

  it('shows the network error text when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderPage(<LoginPage />, '/login');
    fillIn('kari@example.no', 'hemmelig');
    fireEvent.click(signIn());
    expect(
      await screen.findByText('There was a problem while communicating with the server. Please try again later.'),
    ).toBeTruthy();
  });

  it('requests a password reset link for the lowercased e-mail', async () => {
    const fetchMock = mockFetch({ '/accounts/request_password_reset': { status: 200, body: {} } });
    renderPage(<LoginPage />, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.change(email(), { target: { value: 'Kari@Example.no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText('If an account exists for this address, we have sent a link to reset the password.'),
    ).toBeTruthy();
    expect(bodiesSentTo(fetchMock, '/accounts/request_password_reset')).toEqual([
      { login: 'kari@example.no', locale: 'en' },
    ]);
  });
  describe('with two-factor sign-in on', () => {
    const passwordRight = { status: 200, body: { two_factor_token: 'to-trinn' } };
    const code = () => screen.findByLabelText(/One-time code or recovery code/) as Promise<HTMLInputElement>;
    const submitCode = async () => {
      fireEvent.blur(await code());
      await waitFor(() => expect(signIn().disabled).toBe(false));
      fireEvent.click(signIn());
    };

    it('asks for the code after the password and signs in with it', async () => {
      recordRoute('/customers');
      const fetchMock = mockFetch({
        '/accounts/login': passwordRight,
        '/accounts/login/two_factor': { status: 200, body: { token: 'session-token' } },
      });
      const { router } = renderPage(<LoginPage />, '/login');
      fillIn('kari@example.no', 'hemmelig');
      fireEvent.click(signIn());
      fireEvent.change(await code(), { target: { value: ' 123456 ' } });
      expect(getToken()).toBeNull();
      await submitCode();
      await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
      expect(bodiesSentTo(fetchMock, '/accounts/login/two_factor')).toEqual([
        { two_factor_token: 'to-trinn', code: '123456', locale: 'en' },
      ]);
      expect(getToken()).toBe('session-token');
    });

    it('says a wrong code is wrong and lets the user try again', async () => {
      mockFetch({
        '/accounts/login': passwordRight,
        '/accounts/login/two_factor': { status: 401, body: { error: 'invalid_code', message: 'Wrong' } },
      });
      renderPage(<LoginPage />, '/login');
      fillIn('kari@example.no', 'hemmelig');
      fireEvent.click(signIn());
      fireEvent.change(await code(), { target: { value: '000000' } });
      await submitCode();
      expect(await screen.findByText('The code is not right, or it has been used already.')).toBeTruthy();
      expect((await code()).value).toBe('');
      expect(getToken()).toBeNull();
    });

    it('starts again with e-mail and password when the step has expired', async () => {
      mockFetch({
        '/accounts/login': passwordRight,
        '/accounts/login/two_factor': { status: 401, body: { error: 'two_factor_expired', message: 'Late' } },
      });
      renderPage(<LoginPage />, '/login');
      fillIn('kari@example.no', 'hemmelig');
      fireEvent.click(signIn());
      fireEvent.change(await code(), { target: { value: '123456' } });
      await submitCode();
      expect(
        await screen.findByText('The sign-in took too long. Start again with your e-mail and password.'),
      ).toBeTruthy();
      expect(email().value).toBe('');
    });
  });
});
