import { APP_ROUTES, MENU_SECTIONS, mayOpen, type AppRoute, type MenuSection } from '../routes-table';
import type { PermissionSource } from '../permissions';
import type { Mode } from '../mode';

/** The side menu of one mode, built from the route table: only pages the user's permissions open. */
export type MenuEntry =
  { kind: 'item'; route: AppRoute } | { kind: 'section'; section: MenuSection; routes: AppRoute[] };

const inMode = (route: AppRoute, mode: Mode) => route.mode === 'any' || route.mode === mode;

export function menuFor(mode: Mode, permissions: PermissionSource, routes: AppRoute[] = APP_ROUTES): MenuEntry[] {
  const visible = routes.filter((route) => route.menu && inMode(route, mode) && mayOpen(route.access, permissions));
  const topLevel: MenuEntry[] = visible
    .filter((route) => !route.menu!.section)
    .map((route) => ({ kind: 'item', route }));
  const sections: MenuEntry[] = MENU_SECTIONS.map((section) => ({
    kind: 'section' as const,
    section,
    routes: visible.filter((route) => route.menu!.section === section.id),
  })).filter((entry) => entry.routes.length > 0);
  return [...topLevel, ...sections];
}

function matches(route: AppRoute, pathname: string): boolean {
  if (pathname === route.path) return true;
  return !route.menu?.exact && pathname.startsWith(`${route.path === '/' ? '' : route.path}/`);
}

/** The menu entry for a page: the longest menu path that contains it (/orders for /orders/42). */
export function activeMenuPath(pathname: string, routes: AppRoute[] = APP_ROUTES): string | null {
  const candidates = routes.filter((route) => route.menu && matches(route, pathname));
  candidates.sort((a, b) => b.path.length - a.path.length);
  return candidates[0]?.path ?? null;
}
