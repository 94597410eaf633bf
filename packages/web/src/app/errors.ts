import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, type ErrorLike } from '@apollo/client';
import i18n from '../i18n';
import { genericErrorMessage, graphQLErrorOutcome, networkErrorMessage, socketErrorMessage } from '../ui/errors';
import { clearSession } from './session';
import { navigateTo } from './navigation';
import { toast } from './notify';

/**
 * What a failed operation does in the app: the texts come from ui/errors; this adds
 * the side effects — toasts, going to sign-in, the not-found or the forbidden page. The Apollo error link calls it.
 */
export function isUnitForbidden(error: unknown): boolean {
  return ServerError.is(error) && error.statusCode === 403 && error.bodyText.includes('UNIT_FORBIDDEN');
}

export function isUnauthenticated(error: unknown): boolean {
  return ServerError.is(error) && error.statusCode === 401;
}

export async function signInAgain(): Promise<void> {
  clearSession();
  await navigateTo('/login', { replace: true });
}

export type OperationErrorOptions = {
  /** false: the caller shows the messages itself (sign-in and not-found still apply). */
  handleMessages?: boolean;
  /** A subscription's transport failing is reported in the socket wording. */
  subscription?: boolean;
  /** A read (a query): FORBIDDEN shows the Forbidden page instead of a message. */
  query?: boolean;
};

export function handleOperationError(error: ErrorLike, options: OperationErrorOptions = {}): void {
  const t = i18n.t.bind(i18n);
  if (isUnauthenticated(error)) {
    void signInAgain();
    return;
  }
  if (CombinedGraphQLErrors.is(error)) {
    const outcome = graphQLErrorOutcome(t, error.errors, { forbiddenIsPage: options.query });
    if (outcome.kind === 'signIn') void signInAgain();
    else if (outcome.kind === 'notFound') void navigateTo('/not-found', { replace: true });
    else if (outcome.kind === 'forbidden') void navigateTo('/forbidden', { replace: true });
    else if (outcome.kind === 'twoFactorRequired') void navigateTo('/two-factor-required', { replace: true });
    else if (options.handleMessages !== false) for (const message of outcome.messages) toast('error', message);
    return;
  }
  if (options.handleMessages === false) return;
  if (CombinedProtocolErrors.is(error)) toast('error', genericErrorMessage(t));
  else toast('error', options.subscription ? socketErrorMessage(t) : networkErrorMessage(t));
}
