import { ROUTE_HISTORY_SIZE } from '@fjord/domain';

/** The last visited routes in session storage. */
const KEY = 'fjord.routeHistory';
const NOT_A_DESTINATION = ['/login', '/register', '/confirm-registration', '/confirm-password-reset', '/big-loading'];

export function routeHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function recordRoute(pathWithQuery: string): void {
  const history = routeHistory();
  if (history[history.length - 1] === pathWithQuery) return;
  history.push(pathWithQuery);
  sessionStorage.setItem(KEY, JSON.stringify(history.slice(-ROUTE_HISTORY_SIZE)));
}

/** Where to go after signing in: the most recent route that is not a sign-in screen, else the dashboard. */
export function routeAfterLogin(): string {
  const history = routeHistory();
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]!;
    const path = entry.split('?')[0]!;
    if (!NOT_A_DESTINATION.includes(path)) return entry;
  }
  return '/';
}
