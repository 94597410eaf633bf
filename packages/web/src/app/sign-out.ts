import { clearClient } from './apollo';
import { navigateTo } from './navigation';
import { clearSession, getToken } from './session';
import { clearExpandedSections } from './shell/menu-state';

/**
 * Sign-out: forget the expanded sections first, revoke the token on the server,
 * then drop the session and every cached record before showing Login.
 */
export async function signOut(): Promise<void> {
  clearExpandedSections();
  const token = getToken();
  if (token) {
    try {
      await fetch('/accounts/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    } catch {
      // Signed out here all the same; the token expires on the server by itself.
    }
  }
  clearSession();
  await clearClient();
  await navigateTo('/login', { replace: true });
}
