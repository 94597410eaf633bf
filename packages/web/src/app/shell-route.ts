import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route';
import { PageErrorPage } from './pages/ErrorPage';
import type { RouteHandle } from './route-effects';
import type { AppRoute } from './routes-table';

/**
 * One route of the table inside the shell. A page that throws shows its error element, and a page
 * whose chunk fails its error component (see `lazyRoute`), both inside the shell, in place of the page.
 */
export function shellRoute(
  route: AppRoute,
  load: () => Promise<{ default: ComponentType }> = async () => (await import('./page-modules')).PAGES[route.key](),
): RouteObject {
  const handle: RouteHandle = { title: route.title, mode: route.mode, access: route.access };
  return {
    path: route.path,
    handle,
    ErrorBoundary: PageErrorPage,
    lazy: lazyRoute(async () => (await load()).default, route.path, PageErrorPage),
  };
}
