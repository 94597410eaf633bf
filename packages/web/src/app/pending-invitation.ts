import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import { apolloClient } from './apollo';
import { toast } from './notify';
import { storedValue } from './stored-value';
import { switchUnit } from './unit-switch';

/**
 * The token of an invitation link opened before signing in. It waits in local storage through
 * sign-in, or through registration and its confirmation mail (the same browser), and is accepted
 * as soon as the signed-in shell loads.
 */
export const pendingInvitation = storedValue<string | null>('fjord.invitation', (raw) => {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && value ? value : null;
  } catch {
    return null;
  }
});

export const AcceptInvitationDocument = graphql(`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(token: $token) {
      id
      name
    }
  }
`);

/** Shared by two shells mounting at once: a token is sent once. */
let accepting: string | null = null;

/**
 * Accepts a waiting invitation once the user is loaded, then opens the company as a company switch
 * does. A refused link (expired, withdrawn, sent to another address) is forgotten; the error link
 * has told the user why.
 */
export function useAcceptPendingInvitation(userLoaded: boolean): void {
  const { t } = useTranslation('shell');
  const token = pendingInvitation.use();
  useEffect(() => {
    if (!userLoaded || !token || accepting === token) return;
    accepting = token;
    void apolloClient
      .mutate({ mutation: AcceptInvitationDocument, variables: { token } })
      .then(async (result) => {
        const unit = result.data?.acceptInvitation;
        pendingInvitation.clear();
        if (!unit) return;
        await switchUnit(unit.id);
        toast('success', t('invitationAccepted', { company: unit.name }));
      })
      .catch(() => pendingInvitation.clear())
      .finally(() => {
        accepting = null;
      });
  }, [userLoaded, token, t]);
}
