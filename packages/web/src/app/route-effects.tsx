import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { recordRoute } from './route-history';
import type { RouteAccess } from './routes-table';

/**
 * `handle` of a route: the title's translation key, and for shell routes the mode they belong to
 * and the flags they need.
 */
export type RouteHandle = { title?: string; mode?: string; access?: RouteAccess };

function routeTitleKey(matches: ReturnType<typeof useMatches>): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]!.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return null;
}

/**
 * The window's title from the route. Its namespace may not be loaded yet (translations are fetched
 * as pages need them): the hook waits for it, in a boundary of its own so nothing else waits.
 */
function DocumentTitle() {
  const titleKey = routeTitleKey(useMatches());
  const titleNamespace = titleKey?.includes(':') ? titleKey.split(':')[0]! : 'common';
  const { t, i18n } = useTranslation(['common', titleNamespace]);
  const appName = t('common:appName');

  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} – ${appName}` : appName;
  }, [titleKey, t, appName, i18n.language]);

  return null;
}

/** Routing behaviour: the title from the route, the route history, scroll to top. */
export function RouteEffects() {
  const location = useLocation();

  useEffect(() => {
    recordRoute(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <Suspense fallback={null}>
      <DocumentTitle />
    </Suspense>
  );
}

export function RootLayout() {
  return (
    <>
      <RouteEffects />
      <Outlet />
    </>
  );
}
