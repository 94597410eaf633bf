import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import { changeLocale } from '../i18n';
import { handleOperationError } from './errors';
import { navigateTo } from './navigation';
import { toast } from './notify';
import { clearSession } from './session';

vi.mock('./navigation', () => ({ navigateTo: vi.fn(async () => {}) }));
vi.mock('./notify', () => ({ toast: vi.fn() }));
vi.mock('./session', () => ({ clearSession: vi.fn() }));

const graphQL = (...errors: GraphQLFormattedError[]) => new CombinedGraphQLErrors({ errors, data: null });
const status = (statusCode: number) =>
  new ServerError('failed', { response: new Response('', { status: statusCode }), bodyText: '' });

describe('a failed operation', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await changeLocale('en');
  });

  it('goes to the not-found page without a toast', () => {
    handleOperationError(graphQL({ message: 'Order not found', extensions: { code: 'NOT_FOUND' } }));
    expect(navigateTo).toHaveBeenCalledWith('/not-found', { replace: true });
    expect(toast).not.toHaveBeenCalled();
  });

  it('goes to the Forbidden page when a query is refused for a missing permission, and only toasts a refused change', () => {
    const refused = () =>
      graphQL({ message: 'Forbidden', extensions: { code: 'FORBIDDEN', key: 'errors.insufficientPermissions' } });
    handleOperationError(refused(), { query: true });
    expect(navigateTo).toHaveBeenCalledWith('/forbidden', { replace: true });
    expect(toast).not.toHaveBeenCalled();
    vi.mocked(navigateTo).mockClear();
    handleOperationError(refused());
    expect(navigateTo).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('goes to sign-in silently on HTTP 401 and on UNAUTHENTICATED', () => {
    handleOperationError(status(401));
    handleOperationError(graphQL({ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }));
    expect(clearSession).toHaveBeenCalledTimes(2);
    expect(navigateTo).toHaveBeenCalledWith('/login', { replace: true });
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts each message in the user language', async () => {
    await changeLocale('nb');
    handleOperationError(
      graphQL({
        message: 'Validation failed',
        extensions: { code: 'VALIDATION', validations: [{ model: 'user', attribute: 'lastName', type: 'blank' }] },
      }),
    );
    expect(toast).toHaveBeenCalledWith('error', 'Etternavn må fylles ut');
  });

  it('leaves the messages to the caller when asked, but still navigates', () => {
    handleOperationError(graphQL({ message: 'x', extensions: { code: 'FORBIDDEN' } }), { handleMessages: false });
    handleOperationError(status(500), { handleMessages: false });
    expect(toast).not.toHaveBeenCalled();
    handleOperationError(graphQL({ message: 'x', extensions: { code: 'NOT_FOUND' } }), { handleMessages: false });
    expect(navigateTo).toHaveBeenCalledWith('/not-found', { replace: true });
  });

  it('reports network, socket and protocol failures', () => {
    handleOperationError(status(502));
    expect(toast).toHaveBeenLastCalledWith(
      'error',
      'There was a problem while communicating with the server. Please try again later.',
    );
    handleOperationError(new Error('socket closed'), { subscription: true });
    expect(toast).toHaveBeenLastCalledWith(
      'error',
      'There was an error communicating with the server. Please try again later.',
    );
    handleOperationError(new CombinedProtocolErrors([{ message: 'boom' }]));
    expect(toast).toHaveBeenLastCalledWith(
      'error',
      'Something went wrong. Please try again later or contact your administrator.',
    );
  });
});
