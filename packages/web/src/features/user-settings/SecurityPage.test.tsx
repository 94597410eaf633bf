import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderWithProviders } from '../../ui/test-utils';
import { recoveryCodesText } from './RecoveryCodesDialog';
import SecurityPage from './SecurityPage';
import {
  ConfirmTwoFactorDocument,
  MySessionsDocument,
  StartTwoFactorDocument,
  TwoFactorStatusDocument,
} from './security-operations';

const status = (enabled: boolean, recoveryCodesLeft = enabled ? 10 : 0) => ({
  request: { query: TwoFactorStatusDocument },
  result: {
    data: {
      twoFactorStatus: {
        __typename: 'TwoFactorStatus' as const,
        enabled,
        enabledAt: enabled ? '2026-11-28T10:00:00Z' : null,
        recoveryCodesLeft,
      },
    },
  },
});
const session = (id: string, current: boolean, userAgent: string | null) => ({
  __typename: 'Session' as const,
  id,
  current,
  createdAt: '2026-11-28T09:00:00Z',
  lastSeenAt: '2026-11-28T10:00:00Z',
  userAgent,
  ip: '10.0.0.7',
});
const sessions = {
  request: { query: MySessionsDocument },
  result: { data: { mySessions: [session('a', true, 'Firefox på Linux'), session('b', false, null)] } },
  maxUsageCount: 5,
};
const CODES = Array.from({ length: 10 }, (_, i) => `kode${i}-abcde`);

describe('sign-in and security page', () => {
  it('turns on two-factor sign-in: the secret as text, a code, then the recovery codes shown once', async () => {
    renderWithProviders(
      <MockedProvider
        mocks={[
          status(false),
          sessions,
          {
            request: { query: StartTwoFactorDocument },
            result: {
              data: {
                startTwoFactor: {
                  __typename: 'TwoFactorEnrolment' as const,
                  secret: 'JBSWY3DPEHPK3PXP',
                  uri: 'otpauth://totp/Fjord:kari?secret=JBSWY3DPEHPK3PXP',
                },
              },
            },
          },
          {
            request: { query: ConfirmTwoFactorDocument, variables: { code: '000123' } },
            result: { data: { confirmTwoFactor: CODES } },
          },
          status(true),
        ]}
      >
        <SecurityPage />
      </MockedProvider>,
      { url: '/settings/security' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
    expect(within(dialog).getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    fireEvent.change(within(dialog).getByLabelText(/One-time code/), { target: { value: ' 000123 ' } });
    const turnOn = within(dialog).getByRole('button', { name: 'Turn on' }) as HTMLButtonElement;
    await waitFor(() => expect(turnOn.disabled).toBe(false));
    fireEvent.click(turnOn);
    const codes = await screen.findByTestId('recovery-codes');
    expect(within(codes).getAllByText(/^kode\d-abcde$/)).toHaveLength(10);
    expect(screen.getByText('Shown only now')).toBeTruthy();
  });

  it('lists the sessions with this browser marked and no sign-out button on it', async () => {
    renderWithProviders(
      <MockedProvider mocks={[status(true, 3), sessions]}>
        <SecurityPage />
      </MockedProvider>,
      { url: '/settings/security' },
    );
    expect(await screen.findByText('3 recovery codes left.')).toBeTruthy();
    const current = (await screen.findByText('Firefox på Linux')).closest('tr')!;
    expect(within(current).getByText('This browser')).toBeTruthy();
    expect(within(current).queryByRole('button', { name: 'Sign out' })).toBeNull();
    const other = screen.getByText('Unknown browser').closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('writes the recovery codes file one code a line under a heading', () => {
    expect(recoveryCodesText(['a-b', 'c-d'], 'Fjord')).toBe('Fjord\n\na-b\nc-d\n');
  });
});
