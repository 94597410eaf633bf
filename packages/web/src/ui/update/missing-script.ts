import { RELOAD_WARNING_WINDOW_MS, REPEAT_MISSING_SCRIPT_WINDOW_MS } from '@fjord/domain';

/**
 * A missing script: a chunk of the running version is gone from the server, most
 * likely because a new version was deployed. Reloading fetches the new version; the time is
 * recorded so that a second miss within 30 minutes goes to SomethingWentWrong instead of looping.
 * The page that comes up within 10 seconds of such a reload says so, dismissably.
 */
export const MISSING_SCRIPT_RELOAD_KEY = 'fjord.lastMissingScriptReload';

export type MissingScriptOutcome = 'reload' | 'somethingWentWrong';

export type MissingScriptEnvironment = {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  somethingWentWrong: () => void;
};

function lastReload(storage: Pick<Storage, 'getItem'>): number | null {
  const raw = storage.getItem(MISSING_SCRIPT_RELOAD_KEY);
  const time = raw === null ? NaN : Number(raw);
  return Number.isFinite(time) ? time : null;
}

export function missingScriptOutcome(lastReloadAt: number | null, now: number): MissingScriptOutcome {
  const recent =
    lastReloadAt !== null && now - lastReloadAt >= 0 && now - lastReloadAt < REPEAT_MISSING_SCRIPT_WINDOW_MS;
  return recent ? 'somethingWentWrong' : 'reload';
}

export function handleMissingScript(environment: MissingScriptEnvironment): MissingScriptOutcome {
  const now = environment.now();
  const outcome = missingScriptOutcome(lastReload(environment.storage), now);
  if (outcome === 'somethingWentWrong') environment.somethingWentWrong();
  else {
    environment.storage.setItem(MISSING_SCRIPT_RELOAD_KEY, String(now));
    environment.reload();
  }
  return outcome;
}

/** Whether this page load follows a missing-script reload closely enough to explain it. */
export function reloadWarningDue(storage: Pick<Storage, 'getItem'>, now: number): boolean {
  const last = lastReload(storage);
  return last !== null && now - last >= 0 && now - last < RELOAD_WARNING_WINDOW_MS;
}
