import { useEffect } from 'react';
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

/** Routing behaviour: the title from the route, the route history, scroll to top. */
export function RouteEffects() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const titleKey = routeTitleKey(useMatches());
  const appName = t('common:appName');

  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} – ${appName}` : appName;
  }, [titleKey, t, appName, i18n.language]);

  useEffect(() => {
    recordRoute(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return null;
}

export function RootLayout() {
  return (
    <>
      <RouteEffects />
      <Outlet />
    </>
  );
}
