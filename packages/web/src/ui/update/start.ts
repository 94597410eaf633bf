import { watchPreloadErrors } from './chunks';
import { reloadWarningDue } from './missing-script';
import { showReloadWarning } from './update-state';

/** What of the update flow runs once at start (main.tsx); the service worker registers with the shell. */
export function startUpdateFlow(): void {
  if (reloadWarningDue(window.localStorage, Date.now())) showReloadWarning();
  watchPreloadErrors();
}
