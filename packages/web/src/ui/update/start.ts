import { watchPreloadErrors } from './chunks';
import { reloadWarningDue } from './missing-script';
import { registerServiceWorker } from './service-worker';
import { showReloadWarning } from './update-state';

/** Everything of the update flow that runs once at start (main.tsx). */
export function startUpdateFlow(): void {
  if (reloadWarningDue(window.localStorage, Date.now())) showReloadWarning();
  watchPreloadErrors();
  registerServiceWorker();
}
