/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { UPDATE_CHECK_INTERVAL_MS } from '@fjord/domain';
import { announceUpdate } from './update-state';

/** The waiting worker reloads the page once it controls it; a page it never controlled reloads here. */
const RELOAD_FALLBACK_MS = 3000;

async function checkForUpdate(registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.installing || !navigator.onLine) return;
  try {
    await registration.update();
  } catch {
    // Offline or the server is restarting: the next hourly check tries again.
  }
}

/**
 * Registers the generated service worker (vite-plugin-pwa, registerType 'prompt'), checks for a new
 * version hourly, and announces one when its worker is installed and waiting.
 */
let registered = false;

export function registerServiceWorker(): void {
  // Once per page, however often the shell mounts (a company switch remounts it).
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      announceUpdate(() => {
        void updateServiceWorker(true);
        setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
      }),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void checkForUpdate(registration), UPDATE_CHECK_INTERVAL_MS);
    },
  });
}
