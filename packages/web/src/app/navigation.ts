/**
 * Navigation for code outside React components (the Apollo error link, the company switch).
 * The router registers itself here once it exists, so those modules need not import it.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  if (navigator) await navigator(to, options);
  else window.location.assign(to);
}
