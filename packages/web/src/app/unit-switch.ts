import { apolloClient, clearClient, setUnitLostHandler } from './apollo';
import { CurrentUserDocument } from './current-user';
import { navigateTo } from './navigation';
import { setStoredUnitId } from './session';

let switching: Promise<void> | null = null;

/**
 * Company switch: store the chosen company, show BigLoading while the cached data of
 * the old one is dropped and the user is loaded in the new one, then go to the Dashboard.
 * `null` lets the server choose (the user's last or first company).
 */
export function switchUnit(unitId: string | null): Promise<void> {
  switching ??= run(unitId).finally(() => {
    switching = null;
  });
  return switching;
}

async function run(unitId: string | null): Promise<void> {
  setStoredUnitId(unitId);
  await navigateTo('/big-loading');
  await clearClient();
  try {
    await apolloClient.query({ query: CurrentUserDocument, fetchPolicy: 'network-only' });
  } catch {
    // The error link has told the user; the Dashboard shows what could be loaded.
  }
  await navigateTo('/', { replace: true });
}

export function isSwitchingUnit(): boolean {
  return switching !== null;
}

// The stored company is not the user's any more (a 403 UNIT_FORBIDDEN): start again in the server's choice.
setUnitLostHandler(() => void switchUnit(null));
